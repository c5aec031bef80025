// Number theory for the Prime Checker on BigInt: reading integer expressions, Miller–Rabin (deterministic below
// 2^64, probabilistic beyond), next/previous prime and factorisation by trial division + Pollard rho (Brent) under
// a deadline. Pure, so it runs in the prime worker and in unit tests alike.

/** Largest input accepted, in decimal digits (primality of bigger numbers takes too long to be useful here). */
export const MAX_DIGITS = 2000
export const TWO_64 = 1n << 64n
/** Bases that make Miller–Rabin exact for every n < 3.3 × 10^24 (so for every 64-bit n). */
export const DETERMINISTIC_BASES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n] as const
export const DEFAULT_ROUNDS = 40

export type ParseResult = { ok: true; value: bigint } | { ok: false; error: string } | { ok: false; error: null }

/** Primes below 2^16 by a sieve, for trial division and quick rejection of candidates. */
export const SMALL_PRIMES: readonly number[] = (() => {
  const limit = 1 << 16
  const composite = new Uint8Array(limit)
  const out: number[] = []
  for (let i = 2; i < limit; i++) {
    if (composite[i]) continue
    out.push(i)
    for (let j = i * i; j < limit; j += i) composite[j] = 1
  }
  return out
})()
const SMALL_PRIMES_BIG = SMALL_PRIMES.map(BigInt)
const SIEVE_PRIMES = SMALL_PRIMES_BIG.slice(0, 300)

// ---------------------------------------------------------------------------------------------------------------
// Reading input: whole numbers with digit separators, and + − × ^ ( ) so 2^127 - 1 can be typed as such.

type Token = { kind: 'num'; value: bigint } | { kind: 'op'; value: string }

function tokenize(text: string): Token[] | string {
  const tokens: Token[] = []
  const s = text
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[×·]/g, '*')
    .replace(/\*\*/g, '^')
  let i = 0
  while (i < s.length) {
    const ch = s[i]
    if (/\s/.test(ch)) {
      i++
      continue
    }
    if (/[0-9]/.test(ch)) {
      let j = i
      if (s[i] === '0' && /[xXbBoO]/.test(s[i + 1] ?? '')) {
        j = i + 2
        const digits =
          s[i + 1].toLowerCase() === 'x' ? /[0-9a-fA-F_]/ : s[i + 1].toLowerCase() === 'b' ? /[01_]/ : /[0-7_]/
        while (j < s.length && digits.test(s[j])) j++
        const body = s.slice(i, j).replace(/_/g, '')
        if (body.length <= 2) return `“${s.slice(i, j)}” has no digits after its prefix.`
        tokens.push({ kind: 'num', value: BigInt(body) })
        i = j
        continue
      }
      while (j < s.length && /[0-9_,']/.test(s[j])) j++
      // A thin space or ordinary space between digit groups is a separator too ("1 000 003").
      while (j < s.length && /[ \u2009\u202f]/.test(s[j]) && /[0-9]/.test(s[j + 1] ?? '')) {
        j++
        while (j < s.length && /[0-9_,']/.test(s[j])) j++
      }
      const raw = s.slice(i, j)
      const digits = raw.replace(/[_,' \u2009\u202f]/g, '')
      if (/[_,']$/.test(raw)) return `“${raw}” ends with a separator.`
      if (digits.length > MAX_DIGITS) return `That number has ${digits.length} digits; the limit is ${MAX_DIGITS}.`
      tokens.push({ kind: 'num', value: BigInt(digits) })
      i = j
      continue
    }
    if ('+-*^()'.includes(ch)) {
      tokens.push({ kind: 'op', value: ch })
      i++
      continue
    }
    if (ch === '.' || ch === 'e' || ch === 'E')
      return 'Enter a whole number: decimals and exponent notation are not integers (use 10^6 for a million).'
    return `“${ch}” is not allowed here. Use digits and + − × ^ ( ).`
  }
  return tokens
}

const MAX_BITS = Math.ceil(MAX_DIGITS * Math.log2(10)) + 8

class ExprError extends Error {}

function bitLength(n: bigint): number {
  return (n < 0n ? -n : n).toString(2).length
}

/**
 * Reads a whole number, optionally as an expression (2^89 - 1, (10^20 + 39) * 3, 0xff). Empty input gives
 * `{ ok: false, error: null }`; everything else that is not a whole number gives a message for the user.
 */
export function parseInteger(text: string): ParseResult {
  if (!text.trim()) return { ok: false, error: null }
  const tokens = tokenize(text)
  if (typeof tokens === 'string') return { ok: false, error: tokens }
  let pos = 0
  const peek = () => tokens[pos]
  const isOp = (v: string) => {
    const t = tokens[pos]
    return t?.kind === 'op' && t.value === v
  }
  const check = (n: bigint) => {
    if (bitLength(n) > MAX_BITS) throw new ExprError(`The result is longer than ${MAX_DIGITS} digits.`)
    return n
  }
  // expr := term (('+'|'-') term)* ; term := unary ('*' unary)* ; unary := '-' unary | power ;
  // power := atom ('^' unary)?  (right-associative)
  const expr = (): bigint => {
    let v = term()
    while (isOp('+') || isOp('-')) {
      const op = (peek() as Token).value
      pos++
      const r = term()
      v = check(op === '+' ? v + r : v - r)
    }
    return v
  }
  const term = (): bigint => {
    let v = unary()
    while (isOp('*')) {
      pos++
      v = check(v * unary())
    }
    return v
  }
  const unary = (): bigint => {
    if (isOp('-')) {
      pos++
      return -unary()
    }
    if (isOp('+')) {
      pos++
      return unary()
    }
    return power()
  }
  const power = (): bigint => {
    const base = atom()
    if (!isOp('^')) return base
    pos++
    const exp = unary()
    if (exp < 0n) throw new ExprError('A negative exponent does not give a whole number.')
    const b = base < 0n ? -base : base
    if (b > 1n && BigInt(bitLength(b) - 1) * exp > BigInt(MAX_BITS))
      throw new ExprError(`The result is longer than ${MAX_DIGITS} digits.`)
    return check(base ** exp)
  }
  const atom = (): bigint => {
    const t = peek()
    if (!t) throw new ExprError('The expression ends too early.')
    if (t.kind === 'num') {
      pos++
      return t.value
    }
    if (t.value === '(') {
      pos++
      const v = expr()
      if (!isOp(')')) throw new ExprError('A “(” is not closed.')
      pos++
      return v
    }
    throw new ExprError(`Unexpected “${t.value}”.`)
  }
  try {
    const value = expr()
    if (pos < tokens.length) {
      const t = tokens[pos]
      throw new ExprError(t.kind === 'op' ? `Unexpected “${t.value}”.` : 'Two numbers need an operator between them.')
    }
    return { ok: true, value }
  } catch (e) {
    if (e instanceof ExprError) return { ok: false, error: e.message }
    throw e
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Arithmetic

export function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  if (mod === 1n) return 0n
  let result = 1n
  let b = base % mod
  let e = exp
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod
    e >>= 1n
    b = (b * b) % mod
  }
  return result
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y) [x, y] = [y, x % y]
  return x
}

/** Integer square root (floor). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('negative')
  if (n < 2n) return n
  let x = 1n << BigInt(Math.ceil(bitLength(n) / 2))
  for (;;) {
    const y = (x + n / x) >> 1n
    if (y >= x) return x
    x = y
  }
}

/** A source of random bases in [2, n − 2]; crypto-backed by default, injectable for tests. */
export type RandomBelow = (n: bigint) => bigint

export const cryptoRandomBelow: RandomBelow = (n) => {
  const bytes = Math.ceil(bitLength(n) / 8) + 8
  const buf = new Uint8Array(bytes)
  crypto.getRandomValues(buf)
  let v = 0n
  for (const b of buf) v = (v << 8n) | BigInt(b)
  return v % n
}

export interface PrimalityResult {
  prime: boolean
  /** 'exact' below 2^64 (or decided by a factor); 'probable' when Miller–Rabin rounds say prime for larger n. */
  certainty: 'exact' | 'probable'
  /** Miller–Rabin rounds run (0 when a small factor or size decided it). */
  rounds: number
  /** A small factor that proves n composite, when trial division found one. */
  smallFactor?: bigint
  /** A Miller–Rabin witness that proves n composite. */
  witness?: bigint
}

function strongProbablePrime(n: bigint, a: bigint, d: bigint, s: number): boolean {
  let x = modPow(a, d, n)
  if (x === 1n || x === n - 1n) return true
  for (let r = 1; r < s; r++) {
    x = (x * x) % n
    if (x === n - 1n) return true
    if (x === 1n) return false
  }
  return false
}

/** Trial division by primes below 2^16 (fewer for big n, where a few hundred suffice to reject most candidates). */
function smallFactorOf(n: bigint, primes: readonly bigint[]): bigint | null {
  for (const p of primes) {
    if (p * p > n) return null
    if (n % p === 0n) return p
  }
  return null
}

/**
 * Miller–Rabin. Below 2^64 the twelve prime bases up to 37 make the answer exact; beyond, base 2 plus
 * `rounds − 1` random bases, so a composite passes with probability below 4^−rounds.
 */
export function testPrimality(
  n: bigint,
  rounds = DEFAULT_ROUNDS,
  random: RandomBelow = cryptoRandomBelow,
): PrimalityResult {
  if (n < 2n) return { prime: false, certainty: 'exact', rounds: 0 }
  const small = smallFactorOf(n, SIEVE_PRIMES)
  if (small !== null) return { prime: false, certainty: 'exact', rounds: 0, smallFactor: small }
  // No sieve prime up to √n divides n: when the sieve reaches √n, that proves n prime.
  const lastSieve = SIEVE_PRIMES[SIEVE_PRIMES.length - 1]
  if (n <= lastSieve * lastSieve) return { prime: true, certainty: 'exact', rounds: 0 }
  let d = n - 1n
  let s = 0
  while ((d & 1n) === 0n) {
    d >>= 1n
    s++
  }
  if (n < TWO_64) {
    for (const a of DETERMINISTIC_BASES) {
      if (!strongProbablePrime(n, a, d, s))
        return { prime: false, certainty: 'exact', rounds: DETERMINISTIC_BASES.length, witness: a }
    }
    return { prime: true, certainty: 'exact', rounds: DETERMINISTIC_BASES.length }
  }
  const total = Math.max(1, Math.floor(rounds))
  for (let i = 0; i < total; i++) {
    const a = i === 0 ? 2n : 2n + random(n - 3n)
    if (!strongProbablePrime(n, a, d, s)) return { prime: false, certainty: 'exact', rounds: i + 1, witness: a }
  }
  return { prime: true, certainty: 'probable', rounds: total }
}

export function isPrime(n: bigint, rounds = DEFAULT_ROUNDS, random: RandomBelow = cryptoRandomBelow): boolean {
  return testPrimality(n, rounds, random).prime
}

/** A quick screen for next/previous prime searches: one strong base-2 test after small-prime division. */
function maybePrime(n: bigint): boolean {
  if (n < 2n) return false
  if (smallFactorOf(n, SIEVE_PRIMES) !== null) return false
  const lastSieve = SIEVE_PRIMES[SIEVE_PRIMES.length - 1]
  if (n <= lastSieve * lastSieve) return true
  let d = n - 1n
  let s = 0
  while ((d & 1n) === 0n) {
    d >>= 1n
    s++
  }
  return strongProbablePrime(n, 2n, d, s)
}

/**
 * Walks odd candidates from `start` in steps of ±2 and returns the first prime. For big numbers the remainders of
 * `start` by every prime below 2^16 are taken once, so each candidate is sieved with plain number arithmetic and
 * only survivors pay for Miller–Rabin.
 */
function searchPrime(start: bigint, dir: 1 | -1, rounds: number, random: RandomBelow, floor: bigint): bigint | null {
  const step = BigInt(2 * dir)
  if (start < TWO_64 >> 32n) {
    for (let c = start; c >= floor; c += step) if (isPrime(c, rounds, random)) return c
    return null
  }
  const residues = SMALL_PRIMES.map((p) => Number(start % BigInt(p)))
  for (let k = 0, c = start; c >= floor; k++, c += step) {
    let sieved = false
    for (let i = 0; i < SMALL_PRIMES.length; i++) {
      const p = SMALL_PRIMES[i]
      if ((((residues[i] + dir * 2 * (k % p)) % p) + p) % p === 0) {
        sieved = true
        break
      }
    }
    if (!sieved && maybePrime(c) && isPrime(c, rounds, random)) return c
  }
  return null
}

/** The smallest prime greater than n. */
export function nextPrime(n: bigint, rounds = DEFAULT_ROUNDS, random: RandomBelow = cryptoRandomBelow): bigint {
  if (n < 2n) return 2n
  const c = n + 1n
  return searchPrime((c & 1n) === 0n ? c + 1n : c, 1, rounds, random, 0n) as bigint
}

/** The largest prime smaller than n, or null when there is none (n ≤ 2). */
export function previousPrime(
  n: bigint,
  rounds = DEFAULT_ROUNDS,
  random: RandomBelow = cryptoRandomBelow,
): bigint | null {
  if (n <= 2n) return null
  if (n === 3n) return 2n
  const c = n - 1n
  return searchPrime((c & 1n) === 0n ? c - 1n : c, -1, rounds, random, 3n) ?? 2n
}

// ---------------------------------------------------------------------------------------------------------------
// Factorisation

export interface PrimeFactor {
  prime: bigint
  exponent: number
  /** True when this factor's primality is probabilistic (a Miller–Rabin "probable prime" above 2^64). */
  probable?: boolean
}

export interface Factorisation {
  n: bigint
  factors: PrimeFactor[]
  /** Composite cofactors not split before the deadline (empty when the factorisation is complete). */
  unfactored: bigint[]
  complete: boolean
  elapsedMs: number
}

export interface FactorOptions {
  /** Give up splitting after this many ms (what is left is reported as unfactored). */
  budgetMs?: number
  now?: () => number
  rounds?: number
  random?: RandomBelow
}

class OutOfTime extends Error {}

/** One Pollard rho run in Brent's form with f(x) = x² + c; returns a non-trivial factor, or null to retry with another c. */
export function pollardBrent(n: bigint, c: bigint, deadline: number, now: () => number): bigint | null {
  if ((n & 1n) === 0n) return 2n
  const m = 128
  let y = 2n
  let r = 1
  let q = 1n
  let g = 1n
  let x = y
  let ys = y
  const f = (v: bigint) => (v * v + c) % n
  do {
    x = y
    for (let i = 0; i < r; i++) y = f(y)
    let k = 0
    while (k < r && g === 1n) {
      ys = y
      const steps = Math.min(m, r - k)
      for (let i = 0; i < steps; i++) {
        y = f(y)
        q = (q * (x > y ? x - y : y - x)) % n
      }
      g = gcd(q, n)
      k += m
      if (now() > deadline) throw new OutOfTime()
    }
    r *= 2
  } while (g === 1n)
  if (g === n) {
    // The batch overshot: step back one at a time from the saved point.
    do {
      ys = f(ys)
      g = gcd(x > ys ? x - ys : ys - x, n)
    } while (g === 1n)
  }
  return g === n ? null : g
}

/**
 * Prime factors of |n| (n ≥ 2): trial division by primes below 2^16, then Pollard rho (Brent) on what is left,
 * each piece tested by Miller–Rabin. Stops at the deadline and reports the composite pieces it could not split.
 */
export function factorise(n: bigint, options: FactorOptions = {}): Factorisation {
  const now = options.now ?? (() => performance.now())
  const started = now()
  const deadline = started + (options.budgetMs ?? 10_000)
  const rounds = options.rounds ?? DEFAULT_ROUNDS
  const random = options.random ?? cryptoRandomBelow
  const found = new Map<bigint, { exponent: number; probable: boolean }>()
  const unfactored: bigint[] = []
  const add = (p: bigint, times = 1, probable = false) => {
    const cur = found.get(p)
    if (cur) cur.exponent += times
    else found.set(p, { exponent: times, probable })
  }
  let rest = n < 0n ? -n : n
  if (rest < 2n) return { n, factors: [], unfactored: [], complete: true, elapsedMs: 0 }
  for (const p of SMALL_PRIMES_BIG) {
    if (p * p > rest) break
    if (rest % p !== 0n) continue
    let e = 0
    while (rest % p === 0n) {
      rest /= p
      e++
    }
    add(p, e)
  }
  const stack: bigint[] = rest > 1n ? [rest] : []
  while (stack.length) {
    const m = stack.pop() as bigint
    const t = testPrimality(m, rounds, random)
    if (t.prime) {
      add(m, 1, t.certainty === 'probable')
      continue
    }
    // A perfect square splits at once (rho is slow on them).
    const root = isqrt(m)
    if (root * root === m) {
      stack.push(root, root)
      continue
    }
    let factor: bigint | null = null
    try {
      for (let c = 1n; factor === null; c++) factor = pollardBrent(m, c, deadline, now)
    } catch (e) {
      if (!(e instanceof OutOfTime)) throw e
      unfactored.push(m)
      // Keep testing the other pieces: they may be prime (cheap), but split no more.
      for (const other of stack.splice(0)) {
        const tt = testPrimality(other, rounds, random)
        if (tt.prime) add(other, 1, tt.certainty === 'probable')
        else unfactored.push(other)
      }
      break
    }
    stack.push(factor, m / factor)
  }
  const factors = [...found.entries()]
    .map(([prime, v]) => ({ prime, exponent: v.exponent, ...(v.probable ? { probable: true } : {}) }))
    .sort((a, b) => (a.prime < b.prime ? -1 : a.prime > b.prime ? 1 : 0))
  unfactored.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return { n, factors, unfactored, complete: unfactored.length === 0, elapsedMs: now() - started }
}

// ---------------------------------------------------------------------------------------------------------------
// Presentation helpers

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹'

export function superscript(n: number): string {
  return String(n)
    .split('')
    .map((d) => SUPERSCRIPT[Number(d)])
    .join('')
}

/** "2³ × 3 × 5" (Unicode) or "2^3 * 3 * 5" (plain, for pasting into code). */
export function formatFactorisation(f: Pick<Factorisation, 'factors' | 'unfactored'>, plain = false): string {
  const parts = f.factors.map((x) =>
    x.exponent === 1 ? `${x.prime}` : plain ? `${x.prime}^${x.exponent}` : `${x.prime}${superscript(x.exponent)}`,
  )
  for (const u of f.unfactored) parts.push(plain ? `${u}` : `${u} (composite)`)
  return parts.join(plain ? ' * ' : ' × ')
}

/** Groups digits in threes with thin spaces for reading (copies keep plain digits). */
export function groupDigits(n: bigint): string {
  const s = (n < 0n ? -n : n).toString()
  const grouped = s.replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009')
  return n < 0n ? `−${grouped}` : grouped
}

export function digitCount(n: bigint): number {
  return (n < 0n ? -n : n).toString().length
}

/** Number of divisors and Euler's totient, from a complete factorisation. */
export function divisorStats(factors: readonly PrimeFactor[]): { divisors: bigint; totient: bigint; sigma: bigint } {
  let divisors = 1n
  let totient = 1n
  let sigma = 1n
  for (const { prime, exponent } of factors) {
    const e = BigInt(exponent)
    divisors *= e + 1n
    totient *= (prime - 1n) * prime ** (e - 1n)
    sigma *= (prime ** (e + 1n) - 1n) / (prime - 1n)
  }
  return { divisors, totient, sigma }
}

/** Why 0, 1 and negatives are not prime, in words; null for n ≥ 2. */
export function explainNonPositive(n: bigint): string | null {
  if (n < 0n)
    return `Negative numbers are not prime: primes are whole numbers greater than 1. ${groupDigits(-n)} is tested below instead.`
  if (n === 0n) return '0 is not prime: it is divisible by every whole number.'
  if (n === 1n) return '1 is neither prime nor composite: it has only one divisor.'
  return null
}

/** How the verdict was reached, in one sentence. */
export function describePrimality(n: bigint, r: PrimalityResult): string {
  if (n < 2n) return explainNonPositive(n) ?? ''
  if (r.smallFactor !== undefined) return `Divisible by ${r.smallFactor}, so not prime.`
  if (r.witness !== undefined)
    return `Composite: Miller–Rabin base ${r.witness} is a witness, which proves it (no factor needed).`
  if (r.rounds === 0) return 'Prime: no prime up to its square root divides it.'
  if (r.certainty === 'exact')
    return `Prime, exactly: Miller–Rabin with the ${DETERMINISTIC_BASES.length} prime bases 2 to 37 is deterministic below 2^64.`
  return `Probably prime: it passed ${r.rounds} Miller–Rabin rounds (base 2 and ${r.rounds - 1} random bases). A composite passes with probability below 4^−${r.rounds} ≈ ${errorBound(r.rounds)}.`
}

/** 4^−rounds in scientific notation, e.g. "8.3 × 10^−25". */
export function errorBound(rounds: number): string {
  const log10 = -rounds * Math.log10(4)
  const exp = Math.floor(log10)
  const mantissa = 10 ** (log10 - exp)
  return `${mantissa.toFixed(1)} × 10^${exp < 0 ? `−${-exp}` : exp}`
}
