// Integer base conversion for the base-n tool: any size (BigInt), bases 2–36, signs, prefixes, digit grouping and
// two's-complement views at fixed widths with overflow spelled out.

export const MIN_BASE = 2
export const MAX_BASE = 36
/** Longest input accepted, in digits: beyond this, conversion would take noticeable time. */
export const MAX_DIGITS = 20_000
export const WIDTHS = [8, 16, 32, 64] as const
export type Width = (typeof WIDTHS)[number]

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz'
const PREFIX: Record<number, string> = { 2: '0b', 8: '0o', 16: '0x' }

export type ParseResult = { ok: true; value: bigint } | { ok: false; error: string }

export function baseName(base: number): string {
  return { 2: 'binary', 8: 'octal', 10: 'decimal', 16: 'hexadecimal' }[base] ?? `base ${base}`
}

function digitRange(base: number): string {
  if (base <= 10) return `0–${base - 1}`
  return `0–9 and a–${DIGITS[base - 1]}`
}

export function isValidBase(base: number): boolean {
  return Number.isInteger(base) && base >= MIN_BASE && base <= MAX_BASE
}

/** Reads an integer written in `base`: spaces, underscores and commas are ignored; 0x/0o/0b fit their base. */
export function parseInBase(raw: string, base: number): ParseResult {
  if (!isValidBase(base))
    return { ok: false, error: `The base must be a whole number from ${MIN_BASE} to ${MAX_BASE}.` }
  let text = raw.replace(/[\s_,]/g, '').toLowerCase()
  if (!text) return { ok: false, error: '' }
  let negative = false
  if (text[0] === '-' || text[0] === '+' || text[0] === '\u2212') {
    negative = text[0] !== '+'
    text = text.slice(1)
  }
  const prefix = text.slice(0, 2)
  if (PREFIX[base] === prefix) text = text.slice(2)
  else if (/^0[xob]/.test(prefix) && base < 12) {
    const meant = { '0x': 16, '0o': 8, '0b': 2 }[prefix] as number
    if (meant !== base)
      return { ok: false, error: `“${prefix}” marks a ${baseName(meant)} number: set From to ${meant} to read it.` }
  }
  if (!text) return { ok: false, error: 'Enter some digits after the sign or prefix.' }
  if (text.includes('.'))
    return { ok: false, error: 'Only whole numbers: this converter works with integers of any size, not fractions.' }
  if (text.length > MAX_DIGITS)
    return { ok: false, error: `Too long: at most ${MAX_DIGITS.toLocaleString('en-US')} digits.` }
  for (const ch of text) {
    const d = DIGITS.indexOf(ch)
    if (d === -1 || d >= base) {
      return { ok: false, error: `“${ch}” is not a digit in ${baseName(base)} (digits ${digitRange(base)}).` }
    }
  }
  const value = digitsToBigInt(text, base)
  return { ok: true, value: negative ? -value : value }
}

function digitsToBigInt(text: string, base: number): bigint {
  if (PREFIX[base]) return BigInt(PREFIX[base] + text)
  if (base === 10) return BigInt(text)
  // Chunks of k digits keep most of the work in plain numbers.
  const k = Math.floor(53 / Math.log2(base))
  const big = BigInt(base)
  let value = 0n
  for (let i = 0; i < text.length; i += k) {
    const chunk = text.slice(i, i + k)
    value = value * big ** BigInt(chunk.length) + BigInt(Number.parseInt(chunk, base))
  }
  return value
}

export interface FormatOptions {
  group?: boolean
  prefix?: boolean
  upper?: boolean
}

/** The usual group size for digits in a base: 4 for binary and hex, 3 otherwise. */
export function groupSize(base: number): number {
  return base === 2 || base === 16 ? 4 : 3
}

/** Inserts a separator every `size` digits from the right. */
export function groupDigits(digits: string, size: number, separator: string): string {
  const out: string[] = []
  for (let end = digits.length; end > 0; end -= size) out.unshift(digits.slice(Math.max(0, end - size), end))
  return out.join(separator)
}

export function formatInBase(value: bigint, base: number, opts: FormatOptions = {}): string {
  const negative = value < 0n
  let digits = (negative ? -value : value).toString(base)
  if (opts.upper) digits = digits.toUpperCase()
  if (opts.group) digits = groupDigits(digits, groupSize(base), base === 10 ? ',' : ' ')
  const prefix = opts.prefix ? (PREFIX[base] ?? '') : ''
  return `${negative ? '-' : ''}${prefix}${digits}`
}

/** Bits needed for |value| as an unsigned number (0 for 0). */
export function bitLength(value: bigint): number {
  const v = value < 0n ? -value : value
  return v === 0n ? 0 : v.toString(2).length
}

/** Bits needed to hold value in two's complement (sign bit included). */
export function signedBitsNeeded(value: bigint): number {
  return (value < 0n ? bitLength(-value - 1n) : bitLength(value)) + 1
}

export interface TwosComplement {
  bits: Width
  /** The bit pattern stored, after wrapping. */
  pattern: bigint
  binary: string
  hex: string
  /** The pattern read as signed and as unsigned. */
  signed: bigint
  unsigned: bigint
  fitsSigned: boolean
  fitsUnsigned: boolean
  /** Why the value does not fit, and what it wraps to; null when it fits as it is. */
  overflow: string | null
}

export function signedRange(bits: number): [bigint, bigint] {
  const half = 1n << BigInt(bits - 1)
  return [-half, half - 1n]
}

export function twosComplement(value: bigint, bits: Width): TwosComplement {
  const b = BigInt(bits)
  const pattern = BigInt.asUintN(bits, value)
  const signed = BigInt.asIntN(bits, value)
  const [min, max] = signedRange(bits)
  const fitsSigned = value >= min && value <= max
  const fitsUnsigned = value >= 0n && value < 1n << b
  const binary = groupDigits(pattern.toString(2).padStart(bits, '0'), 4, ' ')
  const hex = groupDigits(
    pattern
      .toString(16)
      .toUpperCase()
      .padStart(bits / 4, '0'),
    4,
    ' ',
  )
  let overflow: string | null = null
  if (!fitsSigned && !fitsUnsigned) {
    const need = value < 0n ? signedBitsNeeded(value) : bitLength(value)
    const range = value < 0n ? `signed range ${min} to ${max}` : `unsigned range 0 to ${(1n << b) - 1n}`
    overflow = `${value} does not fit in ${bits} bits (${range}; it needs ${need} bits). Only the low ${bits} bits are kept, which read as ${signed} signed or ${pattern} unsigned.`
  }
  return { bits, pattern, binary, hex, signed, unsigned: pattern, fitsSigned, fitsUnsigned, overflow }
}

/** Reads a non-negative pattern as a signed `bits`-wide two's-complement number (0xFF at 8 bits is −1). */
export function readAsSigned(value: bigint, bits: Width): ParseResult {
  if (value < 0n) return { ok: true, value }
  if (value >= 1n << BigInt(bits))
    return { ok: false, error: `That pattern has ${bitLength(value)} bits: more than the ${bits} chosen.` }
  return { ok: true, value: BigInt.asIntN(bits, value) }
}
