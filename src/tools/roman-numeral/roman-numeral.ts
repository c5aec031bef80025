// Roman numeral rules for the roman-numeral tool: strict subtractive notation both ways, with the vinculum
// (a bar over a numeral multiplies it by 1,000) for numbers from 4,000 to 3,999,999.

export const MAX_STANDARD = 3999
export const MAX_VINCULUM = 3_999_999
const BAR = '\u0305'

const TABLE: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
]

export interface RomanPart {
  value: number
  numeral: string
}

export type RomanResult =
  | { ok: true; kind: 'to-roman' | 'to-number'; value: number; roman: string; parts: RomanPart[] }
  | { ok: false; error: string }

const overline = (s: string) =>
  Array.from(s)
    .map((c) => c + BAR)
    .join('')

function partsOf(n: number, scale = 1): RomanPart[] {
  const parts: RomanPart[] = []
  let rest = n
  for (const [value, numeral] of TABLE) {
    while (rest >= value) {
      parts.push({ value: value * scale, numeral: scale === 1 ? numeral : overline(numeral) })
      rest -= value
    }
  }
  return parts
}

/** Splits n into the numerals that spell it; from 4,000 the thousands are written with a bar (vinculum). */
export function toRomanParts(n: number): RomanPart[] {
  if (n <= MAX_STANDARD) return partsOf(n)
  return [...partsOf(Math.floor(n / 1000), 1000), ...partsOf(n % 1000)]
}

export function toRoman(n: number): string {
  return toRomanParts(n)
    .map((p) => p.numeral)
    .join('')
}

const SYMBOLS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }

function looseValue(s: string): number {
  let total = 0
  for (let i = 0; i < s.length; i++) {
    const v = SYMBOLS[s[i]]
    const next = SYMBOLS[s[i + 1]] ?? 0
    total += v < next ? -v : v
  }
  return total
}

/** Parses a Roman numeral (any case, barred thousands allowed), accepting only the standard spelling. */
export function parseRoman(input: string): { ok: true; value: number } | { ok: false; error: string } {
  const text = input
    .normalize('NFD')
    .replace(/\u0304/g, BAR)
    .replace(/\s+/g, '')
    .toUpperCase()
  if (!text) return { ok: false, error: 'Enter a number or a Roman numeral.' }
  const bad = Array.from(text).find((c) => c !== BAR && !(c in SYMBOLS))
  if (bad) return { ok: false, error: `“${bad}” is not a Roman numeral letter (use I, V, X, L, C, D, M).` }
  if (text.startsWith(BAR) || text.includes(BAR + BAR))
    return { ok: false, error: 'A bar must follow a numeral letter.' }
  let barred = ''
  let plain = ''
  const chars = Array.from(text)
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === BAR) continue
    if (chars[i + 1] === BAR) {
      if (plain) return { ok: false, error: 'Barred numerals (thousands) must come before the plain ones.' }
      barred += chars[i]
    } else plain += chars[i]
  }
  const value = looseValue(barred) * 1000 + looseValue(plain)
  const typed =
    Array.from(barred)
      .map((c) => c + BAR)
      .join('') + plain
  if (value <= 0 || value > MAX_VINCULUM) return { ok: false, error: `“${typed}” is not a valid Roman numeral.` }
  const canonical = toRoman(value)
  if (canonical !== typed)
    return {
      ok: false,
      error: `“${typed}” is not a standard Roman numeral: ${value.toLocaleString('en-US')} is written ${canonical}.`,
    }
  return { ok: true, value }
}

/** Converts whichever way the input points: digits become a numeral, letters become a number. */
export function convertRoman(input: string): RomanResult {
  const text = input.trim()
  if (!text) return { ok: false, error: '' }
  if (/\d/.test(text)) {
    const numeric = text.replace(/[\s,_']/g, '')
    if (!/^[+-]?\d+(\.\d+)?$/.test(numeric)) return { ok: false, error: `“${text}” is not a whole number.` }
    const n = Number(numeric)
    if (!Number.isInteger(n)) return { ok: false, error: 'Roman numerals have no fractions: enter a whole number.' }
    if (n === 0)
      return { ok: false, error: 'There is no Roman numeral for zero (medieval scribes wrote N, for nulla).' }
    if (n < 0) return { ok: false, error: 'Roman numerals have no negative numbers: enter 1 or more.' }
    if (n > MAX_VINCULUM)
      return {
        ok: false,
        error: `Too large: the largest number written with bars is ${MAX_VINCULUM.toLocaleString('en-US')}.`,
      }
    const parts = toRomanParts(n)
    return { ok: true, kind: 'to-roman', value: n, roman: parts.map((p) => p.numeral).join(''), parts }
  }
  const parsed = parseRoman(text)
  if (!parsed.ok) return parsed
  const parts = toRomanParts(parsed.value)
  return { ok: true, kind: 'to-number', value: parsed.value, roman: parts.map((p) => p.numeral).join(''), parts }
}
