// Client of the json-diff worker: one worker; aborting a call terminates it (a stale or cancelled diff stops at once).
import type { JsonDiffApi } from '../../workers/json-diff/json-diff.api'
import type { CompareResult } from '../lib/json/json-diff'
import { defineWorkerClient } from './worker-pool'

const jsonDiffPool = defineWorkerClient<JsonDiffApi>(
  () => new Worker(new URL('../../workers/json-diff/json-diff.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

export function compareJsonInWorker(left: string, right: string, signal: AbortSignal): Promise<CompareResult> {
  return jsonDiffPool().call('compare', [left, right], { signal })
}
