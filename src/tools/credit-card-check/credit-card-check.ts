// Card-number rules for the credit-card-check tool: Luhn checksum, brand by prefix (the seed's patterns) with
// each brand's lengths, and the input formatting (groups of 4, Amex 4-6-5, at most 23 characters).
export type BrandId = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay'

export interface Brand {
  id: BrandId
  name: string
  /** How the prefix is described to the user. */
  prefixes: string
  lengths: readonly number[]
  matches: (digits: string) => boolean
}

const startsWithRange = (digits: string, width: number, from: number, to: number) => {
  if (digits.length < width) return false
  const n = Number(digits.slice(0, width))
  return n >= from && n <= to
}

export const BRANDS: readonly Brand[] = [
  { id: 'visa', name: 'Visa', prefixes: '4', lengths: [13, 16, 19], matches: (d) => d.startsWith('4') },
  {
    id: 'mastercard',
    name: 'Mastercard',
    prefixes: '51–55, 2221–2720',
    lengths: [16],
    matches: (d) => startsWithRange(d, 2, 51, 55) || startsWithRange(d, 4, 2221, 2720),
  },
  { id: 'amex', name: 'American Express', prefixes: '34, 37', lengths: [15], matches: (d) => /^3[47]/.test(d) },
  { id: 'discover', name: 'Discover', prefixes: '6011, 65', lengths: [16], matches: (d) => /^(6011|65)/.test(d) },
  {
    id: 'diners',
    name: 'Diners Club',
    prefixes: '300–305, 36, 38, 39',
    lengths: [14],
    matches: (d) => /^(30[0-5]|36|38|39)/.test(d),
  },
  { id: 'jcb', name: 'JCB', prefixes: '2131, 1800, 35', lengths: [15, 16], matches: (d) => /^(2131|1800|35)/.test(d) },
  {
    id: 'unionpay',
    name: 'UnionPay',
    prefixes: '62, 88',
    lengths: [16, 17, 18, 19],
    matches: (d) => /^(62|88)/.test(d),
  },
]

export const MIN_DIGITS = 13
export const MAX_DIGITS = 19
export const INPUT_LIMIT = 23

export function detectBrand(digits: string): Brand | null {
  return BRANDS.find((b) => b.matches(digits)) ?? null
}

export function digitsOf(input: string): string {
  return input.replace(/\D/g, '')
}

/** True when the digit string passes the Luhn (mod 10) checksum. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The digit to append to `payload` so that the whole number passes Luhn. */
export function luhnCheckDigit(payload: string): number {
  let sum = 0
  for (let i = 0; i < payload.length; i++) {
    let d = payload.charCodeAt(payload.length - 1 - i) - 48
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/** Groups digits for display: 4-6-5 for American Express, otherwise blocks of 4. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, MAX_DIGITS)
  const groups: string[] = []
  if (/^3[47]/.test(digits)) {
    for (const [start, end] of [
      [0, 4],
      [4, 10],
      [10, 15],
      [15, 19],
    ])
      if (digits.length > start) groups.push(digits.slice(start, end))
  } else {
    for (let i = 0; i < digits.length; i += 4) groups.push(digits.slice(i, i + 4))
  }
  return groups.join(' ').slice(0, INPUT_LIMIT)
}

export interface CardResult {
  number: string
  formatted: string
  length: number
  issuer: Brand | null
  luhn: boolean
  /** Length allowed by the brand (13–19 when the brand is unknown). */
  lengthOk: boolean
  valid: boolean
  error?: string
}

const listLengths = (lengths: readonly number[]) =>
  lengths.length === 1 ? String(lengths[0]) : `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`

/** Null below 13 digits (the result is cleared); otherwise the full verdict. */
export function validateCard(input: string): CardResult | null {
  const digits = digitsOf(input)
  if (digits.length < MIN_DIGITS) return null
  const issuer = detectBrand(digits)
  const luhn = luhnValid(digits)
  const base = { number: digits, formatted: formatCardNumber(digits), length: digits.length, issuer, luhn }
  if (digits.length > MAX_DIGITS) return { ...base, lengthOk: false, valid: false, error: 'Invalid length' }
  const lengthOk = issuer ? issuer.lengths.includes(digits.length) : true
  if (!lengthOk && issuer) {
    return {
      ...base,
      lengthOk,
      valid: false,
      error: `Invalid length for ${issuer.name}: expected ${listLengths(issuer.lengths)} digits`,
    }
  }
  if (!luhn) return { ...base, lengthOk, valid: false, error: 'Failed the Luhn checksum' }
  return { ...base, lengthOk, valid: true }
}

export function describeLengths(brand: Brand): string {
  return listLengths(brand.lengths)
}

/** What the first digit says (ISO/IEC 7812 major industry identifier). */
export function majorIndustry(digits: string): string {
  const names: Record<string, string> = {
    '0': 'ISO/TC 68 and other industry assignments',
    '1': 'Airlines',
    '2': 'Airlines, financial and future assignments',
    '3': 'Travel and entertainment',
    '4': 'Banking and financial',
    '5': 'Banking and financial',
    '6': 'Merchandising and banking/financial',
    '7': 'Petroleum and other future assignments',
    '8': 'Healthcare, telecommunications and other',
    '9': 'National assignment',
  }
  return names[digits[0]] ?? '—'
}

/** Published test numbers from the card networks' and processors' documentation (they pass Luhn; never real cards). */
export const TEST_NUMBERS: readonly { brand: string; number: string }[] = [
  { brand: 'Visa', number: '4111111111111111' },
  { brand: 'Visa', number: '4012888888881881' },
  { brand: 'Mastercard', number: '5555555555554444' },
  { brand: 'Mastercard', number: '2223003122003222' },
  { brand: 'American Express', number: '378282246310005' },
  { brand: 'Discover', number: '6011111111111117' },
  { brand: 'Diners Club', number: '30569309025904' },
  { brand: 'JCB', number: '3530111333300000' },
  { brand: 'UnionPay', number: '6200000000000005' },
]
