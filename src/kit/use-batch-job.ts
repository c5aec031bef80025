// A batch job owned by one view (useJob's twin for many items, on batchJobAtom): the items with their status,
// result or error, the run's progress, a start that resolves to the run's outcome, Cancel, Remove, and reset
// (with every result disposed) when the view goes away.
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import {
  type BatchContext,
  type BatchItem,
  type BatchJobOptions,
  type BatchOutcome,
  type BatchProgress,
  batchJobAtom,
} from '../jobs/batch-job'
import { useAtomValue } from '../state/use-atom'

export interface ViewBatchJob<I, R> {
  items: BatchItem<I, R>[]
  progress: BatchProgress | null
  running: boolean
  start: (inputs: readonly I[]) => Promise<BatchOutcome<I, R>>
  cancel: () => void
  remove: (id: string) => void
  reset: () => void
}

export function useBatchJob<I, R>(
  run: (input: I, ctx: BatchContext) => Promise<R>,
  options?: BatchJobOptions<R>,
): ViewBatchJob<I, R> {
  const runRef = useRef(run)
  runRef.current = run
  const [job] = useState(() => batchJobAtom<I, R>((input, ctx) => runRef.current(input, ctx), options))
  const { items, progress } = useAtomValue(job.stateAtom)
  const start = useSetAtom(job.startAtom)
  const cancel = useSetAtom(job.cancelAtom)
  const remove = useSetAtom(job.removeAtom)
  const reset = useSetAtom(job.resetAtom)
  useEffect(() => () => reset(), [reset])
  return { items, progress, running: progress !== null, start, cancel, remove, reset }
}
