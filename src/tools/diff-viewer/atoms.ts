// The diff-viewer's job: every edit of either text (or an option) starts a diff in the worker and aborts the
// one still computing; the result carries the texts it was computed for.
import { diffInWorker, type LineDiff, type LineDiffOptions } from '../../jobs/diff'
import { jobAtom } from '../../jobs/job-atom'

export interface DiffArgs {
  oldText: string
  newText: string
  options: LineDiffOptions
}

export interface DiffRun extends LineDiff {
  args: DiffArgs
  elapsedMs: number
}

export const diffJob = jobAtom<DiffArgs, DiffRun>(async (args, { signal }) => {
  const t0 = performance.now()
  const diff = await diffInWorker(args.oldText, args.newText, args.options, signal)
  return { ...diff, args, elapsedMs: performance.now() - t0 }
})
