import { describe, expect, it } from 'vitest'
import { LOCALES, NAMES } from '../../src/lib/names/name-data'
import {
  asciiSlug,
  companyName,
  mulberry32,
  personName,
  projectName,
  seededRng,
  username,
} from '../../src/lib/names/names'
import { DEFAULT_NAME_OPTIONS, generateNames, parseCount } from '../../src/tools/name-generator/name-generator'

const opts = (o: Partial<typeof DEFAULT_NAME_OPTIONS>) => ({ ...DEFAULT_NAME_OPTIONS, ...o })

describe('seeded random source', () => {
  it('is reproducible and stays in [0, 1)', () => {
    const a = seededRng('abc')
    const b = seededRng('abc')
    const xs = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs)
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(seededRng('abd')()).not.toBe(seededRng('abc')())
  })
  it('matches the widely published mulberry32 snippet', () => {
    // The canonical one-liner (bryc/code PRNGs), written independently here.
    function reference(a: number) {
      return () => {
        a |= 0
        a = (a + 0x6d2b79f5) | 0
        let t = Math.imul(a ^ (a >>> 15), 1 | a)
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296
      }
    }
    const r = mulberry32(12345)
    const ref = reference(12345)
    for (let i = 0; i < 100; i++) expect(r()).toBe(ref())
  })
})

describe('person names', () => {
  it('puts the family name first in Japanese, romanised or native', () => {
    const n = personName(seededRng('x'), 'ja-JP', 'female')
    const [family, given] = n.full.split(' ')
    expect(NAMES['ja-JP'].surnames.some((s) => s.startsWith(`${family}|`))).toBe(true)
    expect(NAMES['ja-JP'].female.some((s) => s.startsWith(`${given}|`))).toBe(true)
    const k = personName(seededRng('x'), 'ja-JP', 'female', 'native')
    expect(k.full).not.toContain(' ')
    expect(k.full).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff々]+$/)
    expect(k.full.startsWith(k.family)).toBe(true)
    expect(k.latin).toBe(n.full)
  })
  it('gives Spanish names two different surnames', () => {
    const rng = seededRng('es')
    for (let i = 0; i < 200; i++) {
      const n = personName(rng, 'es-ES', 'male')
      const parts = n.full.split(' ')
      expect(parts).toHaveLength(3)
      expect(NAMES['es-ES'].male).toContain(parts[0])
      expect(parts[1]).not.toBe(parts[2])
    }
  })
  it('respects the chosen gender and mixes both for "any"', () => {
    for (const { value: locale } of LOCALES) {
      const rng = seededRng(locale)
      for (let i = 0; i < 50; i++) expect(personName(rng, locale, 'female').gender).toBe('female')
      for (let i = 0; i < 50; i++) expect(personName(rng, locale, 'male').gender).toBe('male')
    }
    const rng = seededRng('any')
    const females = Array.from({ length: 2000 }, () => personName(rng, 'en-GB', 'any')).filter(
      (n) => n.gender === 'female',
    ).length
    // Seeded, so fixed: but also a sane split.
    expect(females).toBeGreaterThan(800)
    expect(females).toBeLessThan(1200)
  })
  it('uses given-first order for the European locales', () => {
    const n = personName(seededRng('de'), 'de-DE', 'male')
    expect(NAMES['de-DE'].male).toContain(n.full.split(' ')[0])
    expect(NAMES['de-DE'].surnames).toContain(n.full.split(' ')[1])
  })
})

describe('usernames, projects and companies', () => {
  it('strips accents and non-letters from usernames', () => {
    expect(asciiSlug('Jürgen Müller')).toBe('jurgenmuller')
    expect(asciiSlug('Chloé Lefèvre')).toBe('chloelefevre')
    expect(asciiSlug('Schäfer Weiß')).toBe('schaferweiss')
    const rng = seededRng('u')
    for (const { value: locale } of LOCALES) {
      for (let i = 0; i < 100; i++) {
        expect(username(rng, personName(rng, locale, 'any', 'native'))).toMatch(/^[a-z0-9._]+$/)
      }
    }
    expect(username(rng)).toMatch(/^[A-Za-z0-9._]+$/)
  })
  it('writes project names in the chosen style', () => {
    const rng = seededRng('p')
    expect(projectName(rng, 'kebab')).toMatch(/^[a-z]+-[a-z]+$/)
    expect(projectName(rng, 'title')).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    expect(projectName(rng, 'camel')).toMatch(/^[a-z]+[A-Z][a-z]+$/)
  })
  it('ends company names with a legal form of the locale', () => {
    const rng = seededRng('c')
    for (let i = 0; i < 50; i++) expect(companyName(rng, 'de-DE')).toMatch(/ (GmbH|AG|KG|GmbH & Co\. KG)$/)
    for (let i = 0; i < 50; i++) expect(companyName(rng, 'en-GB')).toMatch(/ (Ltd|PLC|LLP|& Co\.)$/)
  })
})

describe('batches', () => {
  it('makes exactly the count asked, clamped to 1–500', () => {
    expect(generateNames(opts({ count: 37 }))).toHaveLength(37)
    expect(generateNames(opts({ count: 0 }))).toHaveLength(1)
    expect(generateNames(opts({ count: 9999, kind: 'company' }))).toHaveLength(500)
  })
  it('avoids repeats when the lists allow it', () => {
    const names = generateNames(opts({ count: 100 }), seededRng('u'))
    expect(new Set(names).size).toBe(100)
  })
  it('is reproducible with the same seed', () => {
    const o = opts({ kind: 'username', locale: 'fr-FR', count: 20 })
    expect(generateNames(o, seededRng('42'))).toEqual(generateNames(o, seededRng('42')))
  })
  it('parses the count text', () => {
    expect(parseCount('')).toBe(10)
    expect(parseCount('abc')).toBe(10)
    expect(parseCount('3.6')).toBe(4)
    expect(parseCount('-5')).toBe(1)
    expect(parseCount('100000')).toBe(500)
  })
})
