// Client for the dice worker: the exact distribution of a dice expression, cancelled through its signal.

import type { DiceApi } from '../../workers/dice/dice.api'
import type { DistributionStats, Term } from '../lib/dice'
import { createWorkerClient } from './worker-pool'

const client = createWorkerClient<DiceApi>(
  () => new Worker(new URL('../../workers/dice/dice.worker.ts', import.meta.url), { type: 'module' }),
  { idleMs: 30_000 },
)

export function computeDistributionInWorker(terms: Term[], signal: AbortSignal): Promise<DistributionStats> {
  return client.call('stats', [terms], { signal, timeoutMs: 20_000 })
}
