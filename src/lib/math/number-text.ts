// Reading numbers as people type them and printing results without float noise; shared by the maths tools
// (percentage-calc, unit-convert, quadratic-solver).

export type ReadResult = { ok: true; value: number } | { ok: false; error: string }

/**
 * Reads a decimal number: signs (+, -, −), spaces and underscores, thousands commas ("1,234.5"), a decimal comma
 * ("12,5"), exponents ("1e6") and a trailing % sign. Blank input gives an empty error (nothing to say yet).
 */
export function readDecimal(raw: string): ReadResult {
  const clean = cleanDecimal(raw)
  if (!clean.ok) return clean
  return { ok: true, value: Number(clean.text) }
}

/** Like readDecimal, but keeps the number as plain decimal text ("1,234.50" → "1234.50") for exact arithmetic. */
export function cleanDecimal(raw: string): { ok: true; text: string } | { ok: false; error: string } {
  const typed = raw.trim()
  if (!typed) return { ok: false, error: '' }
  let text = typed
    .replace(/[\s_\u00a0\u202f]/g, '')
    .replace(/^\u2212/, '-')
    .replace(/%$/, '')
  if (text.includes(',')) {
    if (text.includes('.') || /^[+-]?\d{1,3}(,\d{3})+$/.test(text)) text = text.replace(/,/g, '')
    else if (/^[+-]?\d*,\d+$/.test(text)) text = text.replace(',', '.')
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { ok: false, error: `“${typed}” is not a number.` }
  const value = Number(text)
  if (!Number.isFinite(value)) return { ok: false, error: `“${typed}” is too large: numbers go up to about 1.8e308.` }
  if (value === 0) return { ok: true, text: '0' }
  return { ok: true, text }
}

export interface FormatOptions {
  /** Most decimal places shown (trailing zeros are dropped). */
  decimals?: number
  /** Thousands separators in the whole part. */
  group?: boolean
}

function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s
}

/** Prints n rounded to at most `decimals` places, without float noise (0.1 + 0.2 → "0.3") or a negative zero. */
export function formatDecimal(n: number, { decimals = 10, group = true }: FormatOptions = {}): string {
  if (Number.isNaN(n)) return 'not a number'
  if (!Number.isFinite(n)) return n > 0 ? '∞' : '−∞'
  const clean = Number(n.toPrecision(15))
  if (clean === 0) return '0'
  const abs = Math.abs(clean)
  if (abs >= 1e21) return exponential(clean)
  const fixed = trimZeros(clean.toFixed(Math.max(0, Math.min(20, decimals))))
  // Too small for the chosen places: show its significant digits instead of a misleading 0.
  if (Number(fixed) === 0) {
    const digits = Math.max(1, Math.min(decimals, 9))
    return abs < 1e-6 ? exponential(clean, digits) : trimZeros(clean.toPrecision(digits))
  }
  if (!group) return fixed
  const [whole, frac] = fixed.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const digits = sign ? whole.slice(1) : whole
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${frac ? `.${frac}` : ''}`
}

function exponential(n: number, digits = 10): string {
  const [mantissa, exp] = n.toExponential(digits - 1).split('e')
  return `${trimZeros(mantissa)}e${exp}`
}
