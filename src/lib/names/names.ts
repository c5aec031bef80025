// Name rules shared by name-generator and fake-user: locale-correct name order (family first in Japanese, two
// surnames in Spanish), gender choice, project/company names and usernames, all driven by an injectable random source
// so the same seed always gives the same output.
import { randomFloat } from '../random'
import { ADJECTIVES, COMPANY_ROOTS, COMPANY_SUFFIX, COMPANY_TAILS, type Locale, NAMES, NOUNS } from './name-data'

/** A random source returning floats in [0, 1). */
export type Rng = () => number

/** crypto.getRandomValues-backed source, for when no seed is given. */
export const cryptoRng: Rng = randomFloat

/** FNV-1a over the UTF-16 code units: turns any seed text into a 32-bit start state. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: a small, fast, well-distributed seeded PRNG (not for secrets; for reproducible test data). */
export function mulberry32(state: number): Rng {
  let a = state >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function seededRng(seed: string): Rng {
  return mulberry32(hashSeed(seed))
}

/** The seeded source when `seed` has text, otherwise the crypto one. */
export function rngFor(seed: string): Rng {
  return seed.trim() ? seededRng(seed.trim()) : cryptoRng
}

export function intBelow(rng: Rng, n: number): number {
  return Math.floor(rng() * n)
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + intBelow(rng, max - min + 1)
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[intBelow(rng, items.length)]
}

export type Gender = 'female' | 'male' | 'any'
export type Script = 'latin' | 'native'

export interface PersonName {
  given: string
  /** Family name(s) as written: "García López" for Spanish. */
  family: string
  /** The full name in the locale's order. */
  full: string
  /** Latin-letter form of the full name (same as `full` except in native Japanese script). */
  latin: string
  gender: 'female' | 'male'
  locale: Locale
}

const latinPart = (entry: string) => entry.split('|')[0]
const nativePart = (entry: string) => entry.split('|')[1] ?? entry.split('|')[0]

export function personName(rng: Rng, locale: Locale, gender: Gender, script: Script = 'latin'): PersonName {
  const list = NAMES[locale]
  const g: 'female' | 'male' = gender === 'any' ? (rng() < 0.5 ? 'female' : 'male') : gender
  const givenEntry = pick(rng, list[g])
  const familyEntry = pick(rng, list.surnames)
  if (locale === 'ja-JP') {
    const latin = `${latinPart(familyEntry)} ${latinPart(givenEntry)}`
    const native = script === 'native'
    return {
      given: native ? nativePart(givenEntry) : latinPart(givenEntry),
      family: native ? nativePart(familyEntry) : latinPart(familyEntry),
      // Japanese order: family name first; in native script without a space.
      full: native ? `${nativePart(familyEntry)}${nativePart(givenEntry)}` : latin,
      latin,
      gender: g,
      locale,
    }
  }
  let family = familyEntry
  if (locale === 'es-ES') {
    // Spanish names carry the father's then the mother's first surname.
    let second = pick(rng, list.surnames)
    for (let i = 0; i < 5 && second === familyEntry; i++) second = pick(rng, list.surnames)
    family = `${familyEntry} ${second}`
  }
  const full = `${givenEntry} ${family}`
  return { given: givenEntry, family, full, latin: full, gender: g, locale }
}

/** Lowercase ASCII letters and digits only: "Jürgen Müller" → "jurgenmuller", "Chloé" → "chloe". */
export function asciiSlug(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}

/** A username from a person's Latin name, or a made-up handle when none is given. */
export function username(rng: Rng, name?: PersonName): string {
  if (!name) {
    const style = intBelow(rng, 3)
    const adj = pick(rng, ADJECTIVES)
    const noun = pick(rng, NOUNS)
    if (style === 0) return `${adj}_${noun}${intBetween(rng, 1, 99)}`
    if (style === 1) return `${adj}${noun[0].toUpperCase()}${noun.slice(1)}`
    return `${noun}.${adj}${intBetween(rng, 10, 999)}`
  }
  const parts = name.latin.split(' ')
  // Latin order is family-first only for Japanese; Spanish has two family names after the given one.
  const givenLatin = name.locale === 'ja-JP' ? parts[1] : parts[0]
  const familyLatin = name.locale === 'ja-JP' ? parts[0] : parts[1]
  const given = asciiSlug(givenLatin) || 'user'
  const family = asciiSlug(familyLatin ?? '') || 'name'
  switch (intBelow(rng, 5)) {
    case 0:
      return `${given}.${family}`
    case 1:
      return `${given}${family}${intBetween(rng, 1, 99)}`
    case 2:
      return `${given[0]}${family}`
    case 3:
      return `${given}_${family[0]}${intBetween(rng, 1990, 2009)}`
    default:
      return `${family}.${given}${intBetween(rng, 1, 9)}`
  }
}

const titleCase = (w: string) => w[0].toUpperCase() + w.slice(1)

export type ProjectStyle = 'kebab' | 'title' | 'camel'

/** "silent-falcon", "Silent Falcon" or "silentFalcon". */
export function projectName(rng: Rng, style: ProjectStyle = 'kebab'): string {
  const adj = pick(rng, ADJECTIVES)
  const noun = pick(rng, NOUNS)
  if (style === 'title') return `${titleCase(adj)} ${titleCase(noun)}`
  if (style === 'camel') return `${adj}${titleCase(noun)}`
  return `${adj}-${noun}`
}

/** A company name with the legal suffix customary in the locale. */
export function companyName(rng: Rng, locale: Locale): string {
  const suffix = pick(rng, COMPANY_SUFFIX[locale])
  const surnames = NAMES[locale].surnames.map(latinPart)
  switch (intBelow(rng, 4)) {
    case 0:
      return `${pick(rng, COMPANY_ROOTS)} ${pick(rng, COMPANY_TAILS)} ${suffix}`
    case 1: {
      const a = pick(rng, surnames)
      let b = pick(rng, surnames)
      for (let i = 0; i < 5 && b === a; i++) b = pick(rng, surnames)
      return `${a} & ${b} ${suffix}`
    }
    case 2:
      return `${pick(rng, surnames)} ${pick(rng, COMPANY_TAILS)} ${suffix}`
    default:
      return `${pick(rng, COMPANY_ROOTS)}${pick(rng, NOUNS)} ${suffix}`
  }
}
