import { describe, expect, it } from 'vitest'
import { convertRoman, parseRoman, toRoman } from '../../src/tools/roman-numeral/roman-numeral'

const bar = (s: string) =>
  Array.from(s)
    .map((c) => `${c}\u0305`)
    .join('')

describe('toRoman', () => {
  it('writes standard numerals', () => {
    expect(toRoman(1)).toBe('I')
    expect(toRoman(4)).toBe('IV')
    expect(toRoman(9)).toBe('IX')
    expect(toRoman(14)).toBe('XIV')
    expect(toRoman(40)).toBe('XL')
    expect(toRoman(90)).toBe('XC')
    expect(toRoman(400)).toBe('CD')
    expect(toRoman(1994)).toBe('MCMXCIV')
    expect(toRoman(2024)).toBe('MMXXIV')
    expect(toRoman(3999)).toBe('MMMCMXCIX')
  })
  it('bars the thousands from 4,000', () => {
    expect(toRoman(4000)).toBe(bar('IV'))
    expect(toRoman(12345)).toBe(`${bar('XII')}CCCXLV`)
    expect(toRoman(3_999_999)).toBe(`${bar('MMMCMXCIX')}CMXCIX`)
  })
  it('round-trips every number up to 3,999 and a sample beyond', () => {
    for (let n = 1; n <= 3999; n++) expect(parseRoman(toRoman(n))).toEqual({ ok: true, value: n })
    for (const n of [4000, 4001, 9999, 50_000, 123_456, 3_999_999])
      expect(parseRoman(toRoman(n))).toEqual({ ok: true, value: n })
  })
})

describe('parseRoman', () => {
  it('accepts lower case and spaces', () => {
    expect(parseRoman('mcm xciv')).toEqual({ ok: true, value: 1994 })
  })
  it('accepts a macron as the bar', () => {
    expect(parseRoman('V\u0304')).toEqual({ ok: true, value: 5000 })
  })
  it('rejects non-standard spellings and says the standard one', () => {
    expect(parseRoman('IIII')).toEqual({ ok: false, error: '“IIII” is not a standard Roman numeral: 4 is written IV.' })
    expect(parseRoman('IM')).toMatchObject({ ok: false, error: expect.stringContaining('999 is written CMXCIX') })
    expect(parseRoman('VV')).toMatchObject({ ok: false, error: expect.stringContaining('10 is written X') })
    expect(parseRoman('MMMM')).toMatchObject({ ok: false, error: expect.stringContaining(`is written ${bar('IV')}`) })
  })
  it('rejects other letters, stray bars and bars after plain numerals', () => {
    expect(parseRoman('MXQ')).toEqual({
      ok: false,
      error: '“Q” is not a Roman numeral letter (use I, V, X, L, C, D, M).',
    })
    expect(parseRoman('\u0305X')).toMatchObject({ ok: false })
    expect(parseRoman(`X${bar('V')}`)).toEqual({
      ok: false,
      error: 'Barred numerals (thousands) must come before the plain ones.',
    })
  })
})

describe('convertRoman', () => {
  it('is silent for empty input', () => {
    expect(convertRoman('   ')).toEqual({ ok: false, error: '' })
  })
  it('detects the direction', () => {
    expect(convertRoman('1994')).toMatchObject({ ok: true, kind: 'to-roman', roman: 'MCMXCIV', value: 1994 })
    expect(convertRoman('MCMXCIV')).toMatchObject({ ok: true, kind: 'to-number', value: 1994 })
    expect(convertRoman('1,000')).toMatchObject({ ok: true, roman: 'M' })
  })
  it('gives the breakdown', () => {
    const r = convertRoman('1994')
    expect(r.ok && r.parts.map((p) => `${p.numeral}=${p.value}`)).toEqual(['M=1000', 'CM=900', 'XC=90', 'IV=4'])
  })
  it('explains numbers Roman numerals cannot write', () => {
    expect(convertRoman('0')).toMatchObject({ ok: false, error: expect.stringContaining('no Roman numeral for zero') })
    expect(convertRoman('-0')).toMatchObject({ ok: false, error: expect.stringContaining('zero') })
    expect(convertRoman('-5')).toMatchObject({ ok: false, error: expect.stringContaining('no negative') })
    expect(convertRoman('2.5')).toMatchObject({ ok: false, error: expect.stringContaining('no fractions') })
    expect(convertRoman('4000000')).toMatchObject({ ok: false, error: expect.stringContaining('3,999,999') })
    expect(convertRoman('1e400')).toMatchObject({ ok: false, error: '“1e400” is not a whole number.' })
    expect(convertRoman('12abc')).toMatchObject({ ok: false, error: '“12abc” is not a whole number.' })
    expect(convertRoman('99999999999999999999999')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Too large'),
    })
  })
  it('accepts 1.0 as one', () => {
    expect(convertRoman('1.0')).toMatchObject({ ok: true, roman: 'I' })
  })
})
