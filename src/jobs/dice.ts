// Client for the dice worker: the exact distribution of a dice expression, cancelled through its signal.

import type { DiceApi } from '../../workers/dice/dice.api'
import type { DistributionStats, Term } from '../lib/dice'
import { defineWorkerClient } from './worker-pool'

const dicePool = defineWorkerClient<DiceApi>(
  () => new Worker(new URL('../../workers/dice/dice.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 30_000 },
)

export function computeDistributionInWorker(terms: Term[], signal: AbortSignal): Promise<DistributionStats> {
  return dicePool().call('stats', [terms], { signal, timeoutMs: 20_000 })
}
