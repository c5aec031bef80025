// Client of the prime worker: primality checks and factorisations run off the main thread under a hard time limit
// (the worker is terminated past it) and stop at once on Cancel. Up to three workers, so the primality answer does not
// wait for the neighbour search or a long factorisation.
import type { Neighbours, PrimeApi } from '../../workers/prime/prime.api'
import type { Factorisation, PrimalityResult } from '../lib/math/prime'
import { defineWorkerClient } from './worker-pool'

export type { Neighbours }

const primePool = defineWorkerClient<PrimeApi>(
  () => new Worker(new URL('../../workers/prime/prime.worker.ts', import.meta.url), { type: 'module' }),
  { size: 3, idleMs: 60_000 },
)

/** Hard limit for a primality check or a neighbour search (2000-digit numbers take seconds, not minutes). */
export const CHECK_TIMEOUT_MS = 120_000

export function checkPrimeInWorker(n: bigint, rounds: number, signal: AbortSignal): Promise<PrimalityResult> {
  return primePool().call('check', [n, rounds], { signal, timeoutMs: CHECK_TIMEOUT_MS })
}

export function neighboursInWorker(n: bigint, rounds: number, signal: AbortSignal): Promise<Neighbours> {
  return primePool().call('neighbours', [n, rounds], { signal, timeoutMs: CHECK_TIMEOUT_MS })
}

/**
 * Factorises in the worker. The worker stops itself after `budgetMs` and returns what it found; the pool's time
 * limit, a little later, is the backstop should a single step overrun.
 */
export function factorInWorker(
  n: bigint,
  budgetMs: number,
  rounds: number,
  signal: AbortSignal,
): Promise<Factorisation> {
  return primePool().call('factor', [n, budgetMs, rounds], { signal, timeoutMs: budgetMs + 15_000 })
}
