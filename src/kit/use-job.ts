// A job owned by one view, on the same model as every other job (jobAtom): its state, a start that aborts the
// previous run, Cancel, and clean-up when the view goes away. A view never holds an AbortController or checks
// isAbortError itself: it awaits start() and reads the outcome (done, failed with its message, or cancelled).
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { type JobContext, type JobOptions, type JobState, jobAtom, type Progress } from '../jobs/job-atom'
import { useAtomValue } from '../state/use-atom'
import { notify } from '../ui/toaster'

export interface ViewJob<A, R> {
  state: JobState<R>
  running: boolean
  /** The running job's last progress report (null before the first, or when not running). */
  progress: Progress | null
  start: (args: A) => Promise<JobState<R>>
  cancel: () => void
  reset: () => void
}

export function useJob<A, R>(run: (args: A, ctx: JobContext) => Promise<R>, options?: JobOptions<R>): ViewJob<A, R> {
  const runRef = useRef(run)
  runRef.current = run
  const [job] = useState(() => jobAtom<A, R>((args, ctx) => runRef.current(args, ctx), options))
  const state = useAtomValue(job.stateAtom)
  const start = useSetAtom(job.startAtom)
  const cancel = useSetAtom(job.cancelAtom)
  const reset = useSetAtom(job.resetAtom)
  useEffect(() => () => reset(), [reset])
  return {
    state,
    running: state.status === 'running',
    progress: state.status === 'running' ? state.progress : null,
    start,
    cancel,
    reset,
  }
}

/** The toast for a job that did not finish: "<cancelled>" (when given) or "<failed>" with the job's message. */
export function notifyUnfinished(state: JobState<unknown>, titles: { failed: string; cancelled?: string }): void {
  if (state.status === 'cancelled' && titles.cancelled) notify({ type: 'info', title: titles.cancelled })
  else if (state.status === 'failed') notify({ type: 'error', title: titles.failed, description: state.error })
}

/** An AbortSignal that aborts when the view unmounts (for work that is not a job: e.g. reading files as they come). */
export function useUnmountSignal(): AbortSignal {
  const [controller] = useState(() => new AbortController())
  useEffect(() => () => controller.abort(), [controller])
  return controller.signal
}
