// A batch job owned by one view (useJob's twin for many items, on batchJobAtom): the items with their status,
// result or error, the run's progress, a start that resolves to the run's outcome, Cancel, Remove, and reset
// (with every result disposed) when the view goes away.
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import {
  type BatchContext,
  type BatchItem,
  type BatchJob,
  type BatchJobOptions,
  type BatchOutcome,
  type BatchProgress,
  batchJobAtom,
} from '../jobs/batch-job'
import { useAtomValue } from '../state/use-atom'

/** The job's actions and its atoms, without reading its state: the view that owns it does not render per item. */
export interface BatchJobHandle<I, R> {
  job: BatchJob<I, R>
  start: (inputs: readonly I[]) => Promise<BatchOutcome<I, R>>
  cancel: () => void
  remove: (id: string) => void
  reset: () => void
}

export interface ViewBatchJob<I, R> extends Omit<BatchJobHandle<I, R>, 'job'> {
  items: BatchItem<I, R>[]
  progress: BatchProgress | null
  running: boolean
}

/**
 * Owns a batch job (reset when the view goes away) and gives its actions; the parts of the page that show its items
 * read `job.stateAtom` themselves, so a result of a batch of hundreds renders those parts, not the whole tool.
 */
export function useBatchJobHandle<I, R>(
  run: (input: I, ctx: BatchContext) => Promise<R>,
  options?: BatchJobOptions<R>,
): BatchJobHandle<I, R> {
  const runRef = useRef(run)
  runRef.current = run
  const [job] = useState(() => batchJobAtom<I, R>((input, ctx) => runRef.current(input, ctx), options))
  const start = useSetAtom(job.startAtom)
  const cancel = useSetAtom(job.cancelAtom)
  const remove = useSetAtom(job.removeAtom)
  const reset = useSetAtom(job.resetAtom)
  useEffect(() => () => reset(), [reset])
  return { job, start, cancel, remove, reset }
}

export function useBatchJob<I, R>(
  run: (input: I, ctx: BatchContext) => Promise<R>,
  options?: BatchJobOptions<R>,
): ViewBatchJob<I, R> {
  const { job, ...actions } = useBatchJobHandle(run, options)
  const { items, progress } = useAtomValue(job.stateAtom)
  return { ...actions, items, progress, running: progress !== null }
}
