import { describe, expect, it } from 'vitest'
import {
  bitLength,
  formatInBase,
  groupDigits,
  parseInBase,
  readAsSigned,
  signedBitsNeeded,
  twosComplement,
} from '../../src/tools/base-n/base-n'

const value = (raw: string, base: number) => {
  const r = parseInBase(raw, base)
  if (!r.ok) throw new Error(r.error)
  return r.value
}

describe('parseInBase', () => {
  it('reads the common bases, with or without their prefix', () => {
    expect(value('255', 10)).toBe(255n)
    expect(value('ff', 16)).toBe(255n)
    expect(value('0xFF', 16)).toBe(255n)
    expect(value('0b1111_1111', 2)).toBe(255n)
    expect(value('0o377', 8)).toBe(255n)
    expect(value('73', 36)).toBe(255n)
    expect(value('zz', 36)).toBe(1295n)
  })
  it('does not mistake hex digits for a prefix in base 16', () => {
    expect(value('0b1', 16)).toBe(0xb1n)
  })
  it('reads signs, negative zero and separators', () => {
    expect(value('-42', 10)).toBe(-42n)
    expect(value('+42', 10)).toBe(42n)
    expect(value('\u221242', 10)).toBe(-42n)
    expect(value('-0', 10)).toBe(0n)
    expect(formatInBase(value('-0', 10), 10)).toBe('0')
    expect(value('1 000 000', 10)).toBe(1_000_000n)
    expect(value('1,000,000', 10)).toBe(1_000_000n)
  })
  it('handles numbers far beyond 64 bits exactly', () => {
    const big = '123456789012345678901234567890123456789'
    expect(value(big, 10).toString()).toBe(big)
    expect(formatInBase(value(big, 10), 36)).toBe(BigInt(big).toString(36))
    const b36 = 'z'.repeat(200)
    expect(value(b36, 36)).toBe(36n ** 200n - 1n)
    expect(value('1'.repeat(100), 3)).toBe((3n ** 100n - 1n) / 2n)
  })
  it('names the wrong digit and the base', () => {
    expect(parseInBase('129', 8)).toEqual({ ok: false, error: '“9” is not a digit in octal (digits 0–7).' })
    expect(parseInBase('12g', 16)).toEqual({
      ok: false,
      error: '“g” is not a digit in hexadecimal (digits 0–9 and a–f).',
    })
    expect(parseInBase('abc', 10)).toMatchObject({ ok: false, error: expect.stringContaining('“a” is not a digit') })
  })
  it('points out a prefix that belongs to another base', () => {
    expect(parseInBase('0xff', 10)).toEqual({
      ok: false,
      error: '“0x” marks a hexadecimal number: set From to 16 to read it.',
    })
  })
  it('refuses fractions, empty digits and an invalid base', () => {
    expect(parseInBase('', 10)).toEqual({ ok: false, error: '' })
    expect(parseInBase('   ', 10)).toEqual({ ok: false, error: '' })
    expect(parseInBase('-', 10)).toMatchObject({ ok: false, error: expect.stringContaining('Enter some digits') })
    expect(parseInBase('0x', 16)).toMatchObject({ ok: false })
    expect(parseInBase('1.5', 10)).toMatchObject({ ok: false, error: expect.stringContaining('Only whole numbers') })
    expect(parseInBase('1', 37)).toMatchObject({ ok: false, error: expect.stringContaining('from 2 to 36') })
    expect(parseInBase('1', 1)).toMatchObject({ ok: false })
    expect(parseInBase('1'.repeat(20_001), 10)).toMatchObject({ ok: false, error: expect.stringContaining('Too long') })
  })
})

describe('formatInBase', () => {
  it('groups, prefixes and cases digits', () => {
    expect(formatInBase(255n, 2, { group: true })).toBe('1111 1111')
    expect(formatInBase(1234567n, 10, { group: true })).toBe('1,234,567')
    expect(formatInBase(0xdeadbeefn, 16, { group: true, upper: true, prefix: true })).toBe('0xDEAD BEEF')
    expect(formatInBase(-10n, 2, { prefix: true })).toBe('-0b1010')
    expect(formatInBase(8n, 8, { prefix: true })).toBe('0o10')
    expect(formatInBase(35n, 36, { prefix: true, upper: true })).toBe('Z')
  })
  it('groups from the right', () => {
    expect(groupDigits('10000', 4, ' ')).toBe('1 0000')
    expect(groupDigits('', 3, ',')).toBe('')
  })
})

describe('bit lengths', () => {
  it('counts unsigned and two’s-complement bits', () => {
    expect(bitLength(0n)).toBe(0)
    expect(bitLength(255n)).toBe(8)
    expect(signedBitsNeeded(127n)).toBe(8)
    expect(signedBitsNeeded(128n)).toBe(9)
    expect(signedBitsNeeded(-128n)).toBe(8)
    expect(signedBitsNeeded(-129n)).toBe(9)
    expect(signedBitsNeeded(0n)).toBe(1)
  })
})

describe('twosComplement', () => {
  it('stores negatives as their complement', () => {
    const t = twosComplement(-1n, 8)
    expect(t.binary).toBe('1111 1111')
    expect(t.hex).toBe('FF')
    expect(t.signed).toBe(-1n)
    expect(t.unsigned).toBe(255n)
    expect(t.overflow).toBeNull()
    expect(twosComplement(-128n, 8).hex).toBe('80')
    expect(twosComplement(-2n, 64).hex).toBe('FFFF FFFF FFFF FFFE')
  })
  it('marks values that fit unsigned only', () => {
    const t = twosComplement(200n, 8)
    expect(t.fitsSigned).toBe(false)
    expect(t.fitsUnsigned).toBe(true)
    expect(t.signed).toBe(-56n)
    expect(t.overflow).toBeNull()
  })
  it('explains overflow and the wrapped value', () => {
    expect(twosComplement(300n, 8).overflow).toBe(
      '300 does not fit in 8 bits (unsigned range 0 to 255; it needs 9 bits). Only the low 8 bits are kept, which read as 44 signed or 44 unsigned.',
    )
    expect(twosComplement(-200n, 8).overflow).toBe(
      '-200 does not fit in 8 bits (signed range -128 to 127; it needs 9 bits). Only the low 8 bits are kept, which read as 56 signed or 56 unsigned.',
    )
    expect(twosComplement(2n ** 64n, 64).overflow).toContain('needs 65 bits')
    expect(twosComplement(-(2n ** 63n), 64).overflow).toBeNull()
  })
  it('pads patterns to the full width', () => {
    expect(twosComplement(5n, 16).binary).toBe('0000 0000 0000 0101')
    expect(twosComplement(5n, 32).hex).toBe('0000 0005')
  })
})

describe('readAsSigned', () => {
  it('reads a pattern as a signed number of the chosen width', () => {
    expect(readAsSigned(0xffn, 8)).toEqual({ ok: true, value: -1n })
    expect(readAsSigned(0x7fn, 8)).toEqual({ ok: true, value: 127n })
    expect(readAsSigned(0xffffffffn, 32)).toEqual({ ok: true, value: -1n })
    expect(readAsSigned(-5n, 8)).toEqual({ ok: true, value: -5n })
    expect(readAsSigned(0x1ffn, 8)).toEqual({ ok: false, error: 'That pattern has 9 bits: more than the 8 chosen.' })
  })
})
