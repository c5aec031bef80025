// The Prime Checker's heavy work off the main thread: Miller–Rabin on numbers of up to 2000 digits, the search for
// the next and previous prime, and factorisation under a time budget. The maths lives in the tool's pure module.
import {
  type Factorisation,
  factorise,
  nextPrime,
  type PrimalityResult,
  previousPrime,
  testPrimality,
} from '../../src/lib/math/prime'

export interface Neighbours {
  next: bigint
  previous: bigint | null
}

export const primeApi = {
  /** Is n prime (Miller–Rabin; exact below 2^64). */
  async check(n: bigint, rounds: number): Promise<PrimalityResult> {
    return testPrimality(n, rounds)
  },
  /** The primes just above and below n. */
  async neighbours(n: bigint, rounds: number): Promise<Neighbours> {
    return { next: nextPrime(n, rounds), previous: previousPrime(n, rounds) }
  },
  /** Prime factors of n, leaving unsplit composites when `budgetMs` runs out. */
  async factor(n: bigint, budgetMs: number, rounds: number): Promise<Factorisation> {
    return factorise(n, { budgetMs, rounds })
  },
}

export type PrimeApi = typeof primeApi
