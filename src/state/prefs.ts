// Favourites ("Pinned") and recents, stored together under one versioned local-storage key. A missing, older or
// corrupted value is migrated or ignored (never a crash); slugs that are not in the catalogue are dropped.
import { atom } from 'jotai'
import { findTool } from '../catalogue/tools'
import { EARLY_RECENTS_KEY } from './early-recents'

export const PREFS_STORAGE_KEY = 'localkit:prefs'
export const PREFS_VERSION = 1
export const MAX_RECENTS = 8
const MAX_FAVOURITES = 100

export interface Prefs {
  favourites: string[]
  recents: string[]
}

const empty = (): Prefs => ({ favourites: [], recents: [] })

const slugList = (value: unknown, isKnown: (slug: string) => boolean, max: number): string[] => {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  for (const v of value) if (typeof v === 'string' && isKnown(v) && !seen.has(v)) seen.add(v)
  return [...seen].slice(0, max)
}

/**
 * Reads a stored value. Version 1: `{"version":1,"favourites":[...],"recents":[...]}`. Also accepted (migrated):
 * a bare array of slugs (favourites) and an unversioned object with `favourites`/`favorites`/`pinned` and
 * `recents`/`recent` arrays. Anything else, including a newer version, gives empty prefs.
 */
export function parsePrefs(raw: string | null, isKnown: (slug: string) => boolean): Prefs {
  if (!raw) return empty()
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return empty()
  }
  if (Array.isArray(value)) return { favourites: slugList(value, isKnown, MAX_FAVOURITES), recents: [] }
  if (!value || typeof value !== 'object') return empty()
  const o = value as Record<string, unknown>
  if (o.version !== undefined && o.version !== PREFS_VERSION) return empty()
  return {
    favourites: slugList(o.favourites ?? o.favorites ?? o.pinned, isKnown, MAX_FAVOURITES),
    recents: slugList(o.recents ?? o.recent, isKnown, MAX_RECENTS),
  }
}

export function serializePrefs(prefs: Prefs): string {
  return JSON.stringify({ version: PREFS_VERSION, favourites: prefs.favourites, recents: prefs.recents })
}

// ---- pure updates (unit-tested) ----

export function toggleFavourite(prefs: Prefs, slug: string): Prefs {
  const has = prefs.favourites.includes(slug)
  return {
    ...prefs,
    favourites: has ? prefs.favourites.filter((s) => s !== slug) : [...prefs.favourites, slug].slice(0, MAX_FAVOURITES),
  }
}

/** Moves the favourite `slug` to position `to` (clamped). */
export function moveFavourite(prefs: Prefs, slug: string, to: number): Prefs {
  const from = prefs.favourites.indexOf(slug)
  if (from === -1) return prefs
  const list = prefs.favourites.filter((s) => s !== slug)
  list.splice(Math.max(0, Math.min(list.length, to)), 0, slug)
  return { ...prefs, favourites: list }
}

export function addRecent(prefs: Prefs, slug: string): Prefs {
  if (prefs.recents[0] === slug) return prefs
  return { ...prefs, recents: [slug, ...prefs.recents.filter((s) => s !== slug)].slice(0, MAX_RECENTS) }
}

export function clearRecents(prefs: Prefs): Prefs {
  return { ...prefs, recents: [] }
}

// ---- atoms ----

const known = (slug: string) => findTool(slug) !== undefined

function load(): Prefs {
  try {
    let prefs = parsePrefs(localStorage.getItem(PREFS_STORAGE_KEY), known)
    // Tool pages left before the app ran (src/state/early-recents.ts): into the recents, stored once.
    const noted = localStorage.getItem(EARLY_RECENTS_KEY)
    if (noted !== null) {
      // Newest first ("null" ends the first note): added oldest first, the newest ends in front.
      for (const slug of noted.split(' ').reverse()) if (known(slug)) prefs = addRecent(prefs, slug)
      localStorage.setItem(PREFS_STORAGE_KEY, serializePrefs(prefs))
      localStorage.removeItem(EARLY_RECENTS_KEY)
    }
    return prefs
  } catch {
    return empty()
  }
}

const baseAtom = atom<Prefs | null>(null)
baseAtom.onMount = (set) => {
  const onStorage = (e: StorageEvent) => {
    if (e.key === PREFS_STORAGE_KEY || e.key === null) set(load())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

export const prefsAtom = atom(
  (get) => get(baseAtom) ?? load(),
  (get, set, update: (prefs: Prefs) => Prefs) => {
    const next = update(get(prefsAtom))
    set(baseAtom, next)
    try {
      localStorage.setItem(PREFS_STORAGE_KEY, serializePrefs(next))
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  },
)

export const favouritesAtom = atom((get) => get(prefsAtom).favourites)
export const recentsAtom = atom((get) => get(prefsAtom).recents)
/** Whether home has a Pinned or Recently used shelf to show. */
export const hasShelvesAtom = atom((get) => get(favouritesAtom).length > 0 || get(recentsAtom).length > 0)
