import { describe, expect, it } from 'vitest'
import {
  DETERMINISTIC_BASES,
  divisorStats,
  explainNonPositive,
  factorise,
  formatFactorisation,
  gcd,
  groupDigits,
  isPrime,
  isqrt,
  MAX_DIGITS,
  modPow,
  nextPrime,
  parseInteger,
  pollardBrent,
  previousPrime,
  testPrimality,
} from '../../src/lib/math/prime'

const value = (text: string) => {
  const r = parseInteger(text)
  if (!r.ok) throw new Error(`parse failed: ${r.error}`)
  return r.value
}

/** Reference primality by trial division, for small n. */
const slowPrime = (n: number) => {
  if (n < 2) return false
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false
  return true
}

describe('parseInteger', () => {
  it('reads plain numbers with separators', () => {
    expect(value('1000003')).toBe(1000003n)
    expect(value(' 1,000,003 ')).toBe(1000003n)
    expect(value('1_000_003')).toBe(1000003n)
    expect(value('1 000 003')).toBe(1000003n)
    expect(value('0xff')).toBe(255n)
    expect(value('0b1011')).toBe(11n)
  })
  it('evaluates expressions', () => {
    expect(value('2^61 - 1')).toBe(2305843009213693951n)
    expect(value('2**10')).toBe(1024n)
    expect(value('(10^3 + 9) × 3')).toBe(3027n)
    expect(value('2^3^2')).toBe(512n)
    expect(value('-7')).toBe(-7n)
    expect(value('2 − 5')).toBe(-3n)
  })
  it('explains bad input', () => {
    expect(parseInteger('')).toEqual({ ok: false, error: null })
    expect(parseInteger('   ')).toEqual({ ok: false, error: null })
    expect(parseInteger('3.5')).toMatchObject({ ok: false, error: expect.stringMatching(/whole number/) })
    expect(parseInteger('1e6')).toMatchObject({ ok: false, error: expect.stringMatching(/10\^6/) })
    expect(parseInteger('abc')).toMatchObject({ ok: false, error: expect.stringMatching(/not allowed/) })
    expect(parseInteger('(2+3')).toMatchObject({ ok: false, error: expect.stringMatching(/not closed/) })
    expect(parseInteger('2^')).toMatchObject({ ok: false, error: expect.stringMatching(/ends too early/) })
    expect(parseInteger('2^-1')).toMatchObject({ ok: false, error: expect.stringMatching(/negative exponent/) })
    expect(parseInteger('10^100000')).toMatchObject({ ok: false, error: expect.stringMatching(/longer than/) })
    expect(parseInteger('9'.repeat(MAX_DIGITS + 1))).toMatchObject({ ok: false, error: expect.stringMatching(/limit/) })
    expect(parseInteger('12,')).toMatchObject({ ok: false, error: expect.stringMatching(/separator/) })
    expect(parseInteger('٣')).toMatchObject({ ok: false })
  })
})

describe('arithmetic', () => {
  it('modPow, gcd, isqrt', () => {
    expect(modPow(2n, 10n, 1000n)).toBe(24n)
    expect(modPow(5n, 0n, 7n)).toBe(1n)
    expect(modPow(5n, 3n, 1n)).toBe(0n)
    expect(gcd(-12n, 18n)).toBe(6n)
    expect(gcd(0n, 5n)).toBe(5n)
    expect(isqrt(0n)).toBe(0n)
    expect(isqrt(99n)).toBe(9n)
    expect(isqrt(100n)).toBe(10n)
    expect(isqrt(10n ** 40n + 1n)).toBe(10n ** 20n)
  })
})

describe('testPrimality', () => {
  it('agrees with trial division for every n below 20 000', () => {
    for (let n = 0; n < 20000; n++) expect(isPrime(BigInt(n)), String(n)).toBe(slowPrime(n))
  })
  it('is exact below 2^64, including strong pseudoprimes to many bases', () => {
    // 3825123056546413051 is a strong pseudoprime to bases 2..23; base 29/31/37 expose it.
    const r = testPrimality(3825123056546413051n)
    expect(r).toMatchObject({ prime: false, certainty: 'exact' })
    expect(testPrimality(3215031751n).prime).toBe(false) // spsp(2,3,5,7)
    expect(testPrimality(2047n).prime).toBe(false) // spsp(2)
    expect(testPrimality(561n)).toMatchObject({ prime: false, smallFactor: 3n }) // Carmichael
    const m61 = (1n << 61n) - 1n
    expect(testPrimality(m61)).toEqual({ prime: true, certainty: 'exact', rounds: DETERMINISTIC_BASES.length })
    expect(testPrimality(18446744073709551557n)).toMatchObject({ prime: true, certainty: 'exact' }) // largest 64-bit prime
    expect(testPrimality(18446744073709551615n).prime).toBe(false)
  })
  it('is probabilistic above 2^64 with the rounds asked for', () => {
    const m127 = (1n << 127n) - 1n
    expect(testPrimality(m127, 20)).toEqual({ prime: true, certainty: 'probable', rounds: 20 })
    const m67 = (1n << 67n) - 1n // 193707721 × 761838257287
    const r = testPrimality(m67, 20)
    expect(r.prime).toBe(false)
    expect(r.certainty).toBe('exact')
    expect(r.witness).toBeDefined()
    // A composite passes no round when the witness base is fixed by the injected random source.
    expect(testPrimality(m67 * 3n + 2n, 5, () => 1n).rounds).toBeLessThanOrEqual(5)
  })
  it('rejects 0, 1 and negatives', () => {
    expect(isPrime(0n)).toBe(false)
    expect(isPrime(1n)).toBe(false)
    expect(isPrime(-7n)).toBe(false)
    expect(explainNonPositive(1n)).toMatch(/neither prime nor composite/)
    expect(explainNonPositive(0n)).toMatch(/divisible by every/)
    expect(explainNonPositive(-7n)).toMatch(/Negative/)
    expect(explainNonPositive(7n)).toBeNull()
  })
})

describe('next and previous prime', () => {
  it('finds neighbours of small numbers', () => {
    expect(nextPrime(0n)).toBe(2n)
    expect(nextPrime(2n)).toBe(3n)
    expect(nextPrime(13n)).toBe(17n)
    expect(nextPrime(14n)).toBe(17n)
    expect(previousPrime(2n)).toBeNull()
    expect(previousPrime(3n)).toBe(2n)
    expect(previousPrime(4n)).toBe(3n)
    expect(previousPrime(17n)).toBe(13n)
    expect(previousPrime(1000000n)).toBe(999983n)
    expect(nextPrime(1000000n)).toBe(1000003n)
  })
  it('finds neighbours of big numbers (sieved search)', () => {
    expect(nextPrime(10n ** 18n)).toBe(10n ** 18n + 3n)
    expect(previousPrime(10n ** 18n)).toBe(10n ** 18n - 11n)
    expect(nextPrime(2n ** 64n)).toBe(2n ** 64n + 13n)
    expect(previousPrime(2n ** 64n)).toBe(2n ** 64n - 59n)
    expect(nextPrime(10n ** 100n)).toBe(10n ** 100n + 267n)
    expect(previousPrime(10n ** 100n)).toBe(10n ** 100n - 797n)
  })
})

describe('factorise', () => {
  it('factors small and smooth numbers', () => {
    expect(formatFactorisation(factorise(360n))).toBe('2³ × 3² × 5')
    expect(formatFactorisation(factorise(360n), true)).toBe('2^3 * 3^2 * 5')
    expect(factorise(1n).factors).toEqual([])
    expect(factorise(97n).factors).toEqual([{ prime: 97n, exponent: 1 }])
    expect(factorise(-12n).factors).toEqual([
      { prime: 2n, exponent: 2 },
      { prime: 3n, exponent: 1 },
    ])
  })
  it('splits 64-bit semiprimes and Mersenne composites with Pollard rho', () => {
    expect(formatFactorisation(factorise(4294967291n * 4294967279n))).toBe('4294967279 × 4294967291')
    expect(formatFactorisation(factorise((1n << 67n) - 1n))).toBe('193707721 × 761838257287')
    expect(formatFactorisation(factorise(600851475143n))).toBe('71 × 839 × 1471 × 6857')
    const sq = 1000000007n ** 2n * 998244353n
    expect(factorise(sq).factors).toEqual([
      { prime: 998244353n, exponent: 1 },
      { prime: 1000000007n, exponent: 2 },
    ])
  })
  it('marks probable-prime factors above 2^64', () => {
    const m89 = (1n << 89n) - 1n
    const f = factorise(m89 * 6n)
    expect(f.complete).toBe(true)
    expect(f.factors.at(-1)).toEqual({ prime: m89, exponent: 1, probable: true })
  })
  it('stops at the deadline and reports the unsplit composite', () => {
    let t = 0
    const now = () => (t += 1000)
    const p = (1n << 89n) - 1n
    const q = (1n << 107n) - 1n
    const f = factorise(p * q * 4n, { budgetMs: 1500, now })
    expect(f.complete).toBe(false)
    expect(f.factors).toEqual([{ prime: 2n, exponent: 2 }])
    expect(f.unfactored).toEqual([p * q])
    expect(formatFactorisation(f)).toBe(`2² × ${p * q} (composite)`)
  })
  it('pollardBrent finds a proper factor', () => {
    const g = pollardBrent(8051n, 1n, Number.POSITIVE_INFINITY, () => 0)
    expect([83n, 97n]).toContain(g)
  })
})

describe('presentation', () => {
  it('groups digits and counts divisors', () => {
    expect(groupDigits(1234567n)).toBe('1\u2009234\u2009567')
    expect(groupDigits(-1000n)).toBe('−1\u2009000')
    expect(groupDigits(999n)).toBe('999')
    expect(divisorStats(factorise(360n).factors)).toEqual({ divisors: 24n, totient: 96n, sigma: 1170n })
    expect(divisorStats([])).toEqual({ divisors: 1n, totient: 1n, sigma: 1n })
  })
})
