import { describe, expect, it } from 'vitest'
import {
  detectBrand,
  formatCardNumber,
  luhnCheckDigit,
  luhnValid,
  TEST_NUMBERS,
  validateCard,
} from '../../src/tools/credit-card-check/credit-card-check'

describe('luhn', () => {
  it('accepts every published test number and rejects a changed digit', () => {
    for (const { number } of TEST_NUMBERS) {
      expect(luhnValid(number)).toBe(true)
      const last = Number(number[number.length - 1])
      expect(luhnValid(number.slice(0, -1) + String((last + 1) % 10))).toBe(false)
    }
  })
  it('computes the check digit of a prefix', () => {
    expect(luhnCheckDigit('411111111111111')).toBe(1)
    expect(luhnCheckDigit('7992739871')).toBe(3)
    expect(luhnCheckDigit('37828224631000')).toBe(5)
    for (const { number } of TEST_NUMBERS) expect(luhnCheckDigit(number.slice(0, -1))).toBe(Number(number.at(-1)))
  })
  it('rejects non-digits and empty', () => {
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4111a')).toBe(false)
  })
})

describe('detectBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4222222222222', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000005', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['30569309025904', 'diners'],
    ['38520000023237', 'diners'],
    ['36227206271667', 'diners'],
    ['3530111333300000', 'jcb'],
    ['213100000000000', 'jcb'],
    ['180000000000000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['8800000000000000', 'unionpay'],
  ])('%s is %s', (n, brand) => {
    expect(detectBrand(n)?.id).toBe(brand)
  })
  it('leaves other prefixes unknown, including the edges of the Mastercard 2-series', () => {
    expect(detectBrand('2220990000000000')).toBeNull()
    expect(detectBrand('2721000000000000')).toBeNull()
    expect(detectBrand('5000000000000000')).toBeNull()
    expect(detectBrand('5600000000000000')).toBeNull()
    expect(detectBrand('306000000000000')).toBeNull()
    expect(detectBrand('9999999999999995')).toBeNull()
  })
})

describe('validateCard', () => {
  it('is cleared below 13 digits', () => {
    expect(validateCard('')).toBeNull()
    expect(validateCard('4111 1111 1111')).toBeNull()
  })
  it('accepts valid numbers with their brand', () => {
    const r = validateCard('4111 1111 1111 1111')
    expect(r).toMatchObject({ valid: true, length: 16, luhn: true, formatted: '4111 1111 1111 1111' })
    expect(r?.issuer?.name).toBe('Visa')
    for (const { number } of TEST_NUMBERS) expect(validateCard(number)?.valid).toBe(true)
  })
  it('says Invalid length above 19 digits', () => {
    expect(validateCard('41111111111111111111')).toMatchObject({ valid: false, error: 'Invalid length' })
  })
  it("checks the brand's lengths", () => {
    // 4111 1111 1111 11 + check digit = 15 digits: Luhn-valid, but Visa has 13, 16 or 19.
    const fifteen = `41111111111111${luhnCheckDigit('41111111111111')}`
    expect(validateCard(fifteen)).toMatchObject({
      valid: false,
      luhn: true,
      error: 'Invalid length for Visa: expected 13, 16 or 19 digits',
    })
    const amex16 = `378282246310005${luhnCheckDigit('378282246310005')}`
    expect(validateCard(amex16)?.error).toBe('Invalid length for American Express: expected 15 digits')
  })
  it('fails the Luhn checksum for a typo', () => {
    expect(validateCard('4111111111111112')).toMatchObject({ valid: false, error: 'Failed the Luhn checksum' })
  })
  it('accepts unknown brands of 13–19 digits that pass Luhn', () => {
    const n = `999999999999999${luhnCheckDigit('999999999999999')}`
    expect(validateCard(n)).toMatchObject({ valid: true, issuer: null })
  })
})

describe('formatCardNumber', () => {
  it('groups by 4, Amex 4-6-5, drops non-digits and stops at 19 digits / 23 characters', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('37828')).toBe('3782 8')
    const long = formatCardNumber('1234567890123456789012345')
    expect(long).toBe('1234 5678 9012 3456 789')
    expect(long.length).toBe(23)
    expect(formatCardNumber('abc')).toBe('')
  })
})
