// Client of the diff worker: large texts are diffed off the main thread; a newer edit aborts a diff still running.
import type { DiffApi, LineDiff, LineDiffOptions } from '../../workers/diff/diff.api'
import { WorkerPool } from './worker-pool'

export type { LineDiff, LineDiffOptions }

let pool: WorkerPool<DiffApi> | null = null

function diffPool() {
  pool ??= new WorkerPool<DiffApi>(
    () => new Worker(new URL('../../workers/diff/diff.worker.ts', import.meta.url), { type: 'module' }),
    { size: 1, warm: 1, idleMs: 60_000 },
  )
  return pool
}

export function prewarmDiff(): void {
  diffPool().prewarm()
}

/** Diffs two texts by lines in the worker; rejects with AbortError when the signal fires. */
export function diffInWorker(
  oldText: string,
  newText: string,
  options: LineDiffOptions,
  signal: AbortSignal,
): Promise<LineDiff> {
  const p = diffPool()
  const call = p.call('diffLines', [oldText, newText, { deadlineMs: 5000, ...options }], { signal })
  p.prewarm()
  return call
}
