// Name Generator: batches of person names (by locale, gender and script), project names, company names or usernames,
// without repeats inside a batch where the lists allow it.
import type { Locale } from '../../lib/names/name-data'
import {
  companyName,
  cryptoRng,
  type Gender,
  type ProjectStyle,
  personName,
  projectName,
  type Rng,
  type Script,
  username,
} from '../../lib/names/names'

export type NameKind = 'person' | 'project' | 'company' | 'username'

export const MIN_COUNT = 1
export const MAX_COUNT = 500

export interface NameOptions {
  kind: NameKind
  locale: Locale
  gender: Gender
  script: Script
  projectStyle: ProjectStyle
  count: number
}

export const DEFAULT_NAME_OPTIONS: NameOptions = {
  kind: 'person',
  locale: 'en-US',
  gender: 'any',
  script: 'latin',
  projectStyle: 'kebab',
  count: 10,
}

/** A whole count between 1 and 500; blank or invalid text gives the default of 10. */
export function parseCount(raw: string): number {
  const n = Number(raw.trim())
  if (!raw.trim() || !Number.isFinite(n)) return DEFAULT_NAME_OPTIONS.count
  return Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.round(n)))
}

export function oneName(o: NameOptions, rng: Rng): string {
  switch (o.kind) {
    case 'person':
      return personName(rng, o.locale, o.gender, o.script).full
    case 'project':
      return projectName(rng, o.projectStyle)
    case 'company':
      return companyName(rng, o.locale)
    default:
      return username(rng, personName(rng, o.locale, o.gender))
  }
}

/** `count` names; repeats are retried a few times and only kept when the lists are nearly exhausted. */
export function generateNames(o: NameOptions, rng: Rng = cryptoRng): string[] {
  const count = Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.round(o.count)))
  const seen = new Set<string>()
  const out: string[] = []
  while (out.length < count) {
    let name = oneName(o, rng)
    for (let i = 0; i < 20 && seen.has(name); i++) name = oneName(o, rng)
    seen.add(name)
    out.push(name)
  }
  return out
}
