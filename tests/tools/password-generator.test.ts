import { describe, expect, it } from 'vitest'
import {
  AMBIGUOUS,
  characterSets,
  DEFAULT_OPTIONS,
  generatePassword,
  hasCommonSequence,
  LOWERCASE,
  NoCharacterTypeError,
  NUMBERS,
  type PasswordOptions,
  PRESETS,
  SIMILAR,
  SYMBOLS,
  scorePassword,
  UPPERCASE,
} from '../../src/tools/password-generator/password-generator'

const opts = (o: Partial<PasswordOptions>): PasswordOptions => ({ ...DEFAULT_OPTIONS, ...o })
const has = (s: string, set: string) => [...s].some((c) => set.includes(c))

describe('generatePassword', () => {
  it('has the requested length, clamped to 4..128', () => {
    expect(generatePassword(opts({ length: 16 }))).toHaveLength(16)
    expect(generatePassword(opts({ length: 1 }))).toHaveLength(4)
    expect(generatePassword(opts({ length: 500 }))).toHaveLength(128)
  })

  it('always contains one character of each selected type, even at the minimum length', () => {
    for (let i = 0; i < 500; i++) {
      const p = generatePassword(opts({ length: 4 }))
      expect(has(p, UPPERCASE) && has(p, LOWERCASE) && has(p, NUMBERS) && has(p, SYMBOLS)).toBe(true)
    }
  })

  it('uses only the selected types', () => {
    for (let i = 0; i < 200; i++) {
      const pin = generatePassword(PRESETS[3].options)
      expect(pin).toMatch(/^\d{6}$/)
      const lettersOnly = generatePassword(opts({ numbers: false, symbols: false, length: 30 }))
      expect(lettersOnly).toMatch(/^[A-Za-z]{30}$/)
    }
  })

  it('leaves out similar and ambiguous characters when asked', () => {
    const o = opts({ length: 128, excludeSimilar: true, excludeAmbiguous: true })
    for (let i = 0; i < 100; i++) {
      const p = generatePassword(o)
      expect(has(p, SIMILAR)).toBe(false)
      expect(has(p, AMBIGUOUS)).toBe(false)
    }
    expect(characterSets(o)[3]).toBe('!@#$%^&*_+-=|:?')
  })

  it('throws the seed message without any type', () => {
    const none = opts({ uppercase: false, lowercase: false, numbers: false, symbols: false })
    expect(() => generatePassword(none)).toThrow(NoCharacterTypeError)
    expect(() => generatePassword(none)).toThrow('Please select at least one character type')
  })

  it('spreads characters evenly (no modulo bias, no position bias)', () => {
    const counts = new Map<string, number>()
    const firstDigit = new Array(10).fill(0)
    const n = 4000
    for (let i = 0; i < n; i++) {
      const p = generatePassword(opts({ uppercase: false, lowercase: false, symbols: false, length: 10 }))
      firstDigit[Number(p[0])]++
      for (const c of p) counts.set(c, (counts.get(c) ?? 0) + 1)
    }
    for (const c of NUMBERS) expect(counts.get(c)! / (n * 10)).toBeGreaterThan(0.08)
    for (const c of firstDigit) expect(c / n).toBeGreaterThan(0.07)
  })

  it('gives the presets the seed settings', () => {
    expect(PRESETS.map((p) => [p.name, p.options.length])).toEqual([
      ['High Security', 20],
      ['Standard', 16],
      ['Simple', 12],
      ['PIN Only', 6],
    ])
    expect(PRESETS[0].options).toMatchObject({ symbols: true, excludeSimilar: true, excludeAmbiguous: false })
    expect(PRESETS[1].options).toMatchObject({ symbols: true, excludeSimilar: true, excludeAmbiguous: true })
    expect(PRESETS[2].options).toMatchObject({ symbols: false, excludeSimilar: true, excludeAmbiguous: true })
  })
})

describe('scorePassword', () => {
  it.each([
    ['', 0, 'Weak'],
    ['aaa', 2, 'Weak'], // lowercase + no sequence (the triple repeat fails)
    ['abcd', 2, 'Weak'], // lowercase + no repeats
    ['xkcd', 3, 'Weak'], // lowercase, no repeats, no sequence
    ['xkcdxkcd', 4, 'Fair'], // + length 8
    ['Xkcd7Xkcd', 6, 'Fair'], // 8+, upper, lower, digit, no repeat, no seq
    ['Xkcd7Xkcd!', 8, 'Good'], // + symbols (2)
    ['Xkcd7Xkcd!mq', 9, 'Strong'], // + 12+
    ['Xkcd7Xkcd!mqZpR7', 10, 'Strong'], // + 16+
    ['Abc123!!!Abc123!', 8, 'Good'], // 16+ (3), upper, lower, digit, symbols 2 but repeat and sequence fail
  ])('%j scores %i (%s)', (p, score, label) => {
    const s = scorePassword(p)
    expect(s.score).toBe(score)
    expect(s.label).toBe(label)
  })

  it('reports each check', () => {
    const s = scorePassword('aaa123')
    expect(s.checks).toEqual({
      length: false,
      longLength: false,
      veryLongLength: false,
      uppercase: false,
      lowercase: true,
      numbers: true,
      symbols: false,
      noRepeats: false,
      noSequence: false,
    })
  })

  it('finds common sequences', () => {
    expect(hasCommonSequence('x9abcx')).toBe(true)
    expect(hasCommonSequence('x987x')).toBe(true)
    expect(hasCommonSequence('QWErty')).toBe(true)
    expect(hasCommonSequence('myPassword')).toBe(true)
    expect(hasCommonSequence('x1a2b3')).toBe(false)
  })
})
