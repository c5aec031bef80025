// Exact fractions over BigInt, so unit factors defined exactly (1 in = 0.0254 m) give exact answers, not float noise.

export interface Rational {
  n: bigint
  d: bigint
}

const abs = (x: bigint) => (x < 0n ? -x : x)

function gcd(a: bigint, b: bigint): bigint {
  let x = abs(a)
  let y = abs(b)
  while (y) [x, y] = [y, x % y]
  return x
}

export function rat(n: bigint, d = 1n): Rational {
  if (d === 0n) throw new RangeError('Division by zero')
  if (d < 0n) {
    n = -n
    d = -d
  }
  const g = gcd(n, d) || 1n
  return { n: n / g, d: d / g }
}

/** Parses plain decimal text with an optional exponent: "0.0254", "-1.5e3". */
export function parseRational(text: string): Rational {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim())
  if (!m || (!m[2] && !m[3])) throw new SyntaxError(`Not a decimal number: ${text}`)
  const [, sign, whole, frac = '', exp = '0'] = m
  let n = BigInt((whole || '0') + frac)
  let d = 10n ** BigInt(frac.length)
  const e = Number(exp)
  if (e > 0) n *= 10n ** BigInt(e)
  else if (e < 0) d *= 10n ** BigInt(-e)
  return rat(sign === '-' ? -n : n, d)
}

/** Parses a factor written as a product/quotient of decimals with integer powers: "0.45359237*14", "0.0254^3/128". */
export function parseFactor(expr: string): Rational {
  let result = rat(1n)
  const tokens = expr.replace(/\s+/g, '').split(/(?=[*/])/)
  for (const token of tokens) {
    const op = token[0] === '/' ? '/' : '*'
    const body = token[0] === '/' || token[0] === '*' ? token.slice(1) : token
    const [base, power = '1'] = body.split('^')
    const value = pow(parseRational(base), Number(power))
    result = op === '*' ? mul(result, value) : div(result, value)
  }
  return result
}

export const add = (a: Rational, b: Rational) => rat(a.n * b.d + b.n * a.d, a.d * b.d)
export const sub = (a: Rational, b: Rational) => rat(a.n * b.d - b.n * a.d, a.d * b.d)
export const mul = (a: Rational, b: Rational) => rat(a.n * b.n, a.d * b.d)
export const div = (a: Rational, b: Rational) => rat(a.n * b.d, a.d * b.n)
export const isZero = (a: Rational) => a.n === 0n
export const compare = (a: Rational, b: Rational) => {
  const x = a.n * b.d - b.n * a.d
  return x < 0n ? -1 : x > 0n ? 1 : 0
}

export function pow(a: Rational, k: number): Rational {
  if (!Number.isInteger(k)) throw new RangeError('Only integer powers')
  const e = BigInt(Math.abs(k))
  const r = rat(a.n ** e, a.d ** e)
  return k < 0 ? div(rat(1n), r) : r
}

export function toNumber(a: Rational): number {
  return Number(a.n) / Number(a.d)
}

/** Rounds to `places` decimal places, halves away from zero, and returns the scaled integer. */
function roundScaled(a: Rational, places: number): bigint {
  const scale = 10n ** BigInt(places)
  const num = abs(a.n) * scale
  let q = num / a.d
  if ((num % a.d) * 2n >= a.d) q += 1n
  return a.n < 0n ? -q : q
}

function scaledToText(q: bigint, places: number): string {
  const negative = q < 0n
  const digits = abs(q)
    .toString()
    .padStart(places + 1, '0')
  const whole = digits.slice(0, digits.length - places)
  const frac = places ? digits.slice(digits.length - places).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`
}

/** The power of ten of |a|'s leading digit: 0.0254 → -2, 1609.344 → 3. */
export function magnitude(a: Rational): number {
  const n = abs(a.n)
  let e = n.toString().length - a.d.toString().length
  // Fix the estimate so that 10^e ≤ |a| < 10^(e+1).
  const ge = (k: number) => (k >= 0 ? n >= a.d * 10n ** BigInt(k) : n * 10n ** BigInt(-k) >= a.d)
  while (!ge(e)) e--
  while (ge(e + 1)) e++
  return e
}

export interface RationalFormat {
  /** Decimal places for |value| ≥ 1; significant digits below 1. */
  precision: number
  group?: boolean
}

function groupWhole(text: string): string {
  const [whole, frac] = text.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const digits = sign ? whole.slice(1) : whole
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`
}

/** Exact decimal text: rounded to `precision` places (or significant digits below 1), never "-0". */
export function formatRational(a: Rational, { precision, group = true }: RationalFormat): string {
  if (isZero(a)) return '0'
  const e = magnitude(a)
  if (e >= 30 || e < -9) {
    const x = toNumber(a)
    const [m, ex] = x.toExponential(Math.max(0, Math.min(precision - 1, 20))).split('e')
    return `${m.includes('.') ? m.replace(/\.?0+$/, '') : m}e${ex}`
  }
  const places = e >= 0 ? precision : Math.max(1, precision) - 1 - e
  const text = scaledToText(roundScaled(a, Math.max(0, places)), Math.max(0, places))
  if (/^-?0$/.test(text)) return '0'
  return group ? groupWhole(text) : text
}
