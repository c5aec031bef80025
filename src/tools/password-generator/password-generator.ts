// Password rules for the password-generator tool: character sets and exclusions, generation with one character of
// each chosen type guaranteed (crypto randomness, no modulo bias, Fisher–Yates shuffle) and the seed's strength score.
import { randomInt, shuffleInPlace } from '../../lib/random'

export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz'
export const NUMBERS = '0123456789'
export const SYMBOLS = '!@#$%^&*()_+-=[]{}|;:,.<>?'
export const SIMILAR = 'il1Lo0O'
/** Brackets, slashes, quotes, backtick, tilde, comma, semicolon, period, angle brackets. */
export const AMBIGUOUS = '{}[]()/\\\'"`~,;.<>'

export const MIN_LENGTH = 4
export const MAX_LENGTH = 128

export interface PasswordOptions {
  length: number
  uppercase: boolean
  lowercase: boolean
  numbers: boolean
  symbols: boolean
  excludeSimilar: boolean
  excludeAmbiguous: boolean
}

export const DEFAULT_OPTIONS: PasswordOptions = {
  length: 16,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
  excludeSimilar: false,
  excludeAmbiguous: false,
}

export const PRESETS: readonly { id: string; name: string; description: string; options: PasswordOptions }[] = [
  {
    id: 'high',
    name: 'High Security',
    description: '20 characters, all types, no similar',
    options: {
      length: 20,
      uppercase: true,
      lowercase: true,
      numbers: true,
      symbols: true,
      excludeSimilar: true,
      excludeAmbiguous: false,
    },
  },
  {
    id: 'standard',
    name: 'Standard',
    description: '16 characters, all types, no similar or ambiguous',
    options: {
      length: 16,
      uppercase: true,
      lowercase: true,
      numbers: true,
      symbols: true,
      excludeSimilar: true,
      excludeAmbiguous: true,
    },
  },
  {
    id: 'simple',
    name: 'Simple',
    description: '12 characters, no symbols',
    options: {
      length: 12,
      uppercase: true,
      lowercase: true,
      numbers: true,
      symbols: false,
      excludeSimilar: true,
      excludeAmbiguous: true,
    },
  },
  {
    id: 'pin',
    name: 'PIN Only',
    description: '6 digits',
    options: {
      length: 6,
      uppercase: false,
      lowercase: false,
      numbers: true,
      symbols: false,
      excludeSimilar: false,
      excludeAmbiguous: false,
    },
  },
]

export class NoCharacterTypeError extends Error {
  constructor() {
    super('Please select at least one character type')
    this.name = 'NoCharacterTypeError'
  }
}

const without = (set: string, remove: string) => [...set].filter((c) => !remove.includes(c)).join('')

/** The selected character sets after exclusions (empty sets dropped). */
export function characterSets(options: PasswordOptions): string[] {
  const remove = (options.excludeSimilar ? SIMILAR : '') + (options.excludeAmbiguous ? AMBIGUOUS : '')
  const chosen = [
    options.uppercase && UPPERCASE,
    options.lowercase && LOWERCASE,
    options.numbers && NUMBERS,
    options.symbols && SYMBOLS,
  ].filter((s): s is string => Boolean(s))
  return chosen.map((s) => without(s, remove)).filter(Boolean)
}

export function clampLength(length: number): number {
  if (!Number.isFinite(length)) return DEFAULT_OPTIONS.length
  return Math.min(MAX_LENGTH, Math.max(MIN_LENGTH, Math.round(length)))
}

/** A password with at least one character of each selected type; throws NoCharacterTypeError when none is selected. */
export function generatePassword(options: PasswordOptions): string {
  const sets = characterSets(options)
  if (!sets.length) throw new NoCharacterTypeError()
  const length = clampLength(options.length)
  const pool = sets.join('')
  const chars = sets.map((s) => s[randomInt(s.length)])
  while (chars.length < length) chars.push(pool[randomInt(pool.length)])
  return shuffleInPlace(chars).join('')
}

export interface StrengthChecks {
  length: boolean
  longLength: boolean
  veryLongLength: boolean
  uppercase: boolean
  lowercase: boolean
  numbers: boolean
  symbols: boolean
  noRepeats: boolean
  noSequence: boolean
}

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong'

export interface Strength {
  score: number
  label: StrengthLabel
  tone: 'danger' | 'warning' | 'accent' | 'success'
  checks: StrengthChecks
}

const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890']
const COMMON_WORDS = ['password', 'letmein', 'welcome', 'admin', 'iloveyou']

/** Three characters in a row that are consecutive letters/digits (abc, 321) or keyboard neighbours (qwe), or a common word. */
export function hasCommonSequence(password: string): boolean {
  const lower = password.toLowerCase()
  if (COMMON_WORDS.some((w) => lower.includes(w))) return true
  for (let i = 0; i + 2 < lower.length; i++) {
    const [a, b, c] = [lower.charCodeAt(i), lower.charCodeAt(i + 1), lower.charCodeAt(i + 2)]
    const alnum = (x: number) => (x >= 48 && x <= 57) || (x >= 97 && x <= 122)
    if (alnum(a) && alnum(b) && alnum(c) && ((b - a === 1 && c - b === 1) || (a - b === 1 && b - c === 1))) return true
    const triple = lower.slice(i, i + 3)
    if (KEYBOARD_RUNS.some((row) => row.includes(triple) || [...row].reverse().join('').includes(triple))) return true
  }
  return false
}

export const STRENGTH_CHECK_LABELS: Record<keyof StrengthChecks, string> = {
  length: 'At least 8 characters',
  longLength: 'At least 12 characters',
  veryLongLength: 'At least 16 characters',
  uppercase: 'Uppercase letters',
  lowercase: 'Lowercase letters',
  numbers: 'Numbers',
  symbols: 'Symbols',
  noRepeats: 'No character repeated 3 times in a row',
  noSequence: 'No common sequences (abc, 123, qwe)',
}

/** The seed's points: 8+/12+/16+ characters 1 each; upper, lower, digit 1 each; symbols 2; no triple repeat 1; no sequence 1. */
export function scorePassword(password: string): Strength {
  const checks: StrengthChecks = {
    length: password.length >= 8,
    longLength: password.length >= 12,
    veryLongLength: password.length >= 16,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    numbers: /\d/.test(password),
    symbols: /[^A-Za-z0-9]/.test(password),
    noRepeats: password.length > 0 && !/(.)\1\1/u.test(password),
    noSequence: password.length > 0 && !hasCommonSequence(password),
  }
  let score = 0
  for (const [key, ok] of Object.entries(checks)) if (ok) score += key === 'symbols' ? 2 : 1
  const label: StrengthLabel = score <= 3 ? 'Weak' : score <= 6 ? 'Fair' : score <= 8 ? 'Good' : 'Strong'
  const tone = ({ Weak: 'danger', Fair: 'warning', Good: 'accent', Strong: 'success' } as const)[label]
  return { score, label, tone, checks }
}

/** Bits of entropy of a uniformly random password over the selected pool (an upper bound, shown as a guide). */
export function entropyBits(options: PasswordOptions): number {
  const pool = characterSets(options).join('').length
  return pool ? Math.round(clampLength(options.length) * Math.log2(pool)) : 0
}
