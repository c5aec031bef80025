// The regex-tester's job: each edit starts a match in the worker and aborts the stale one; the result carries the
// text it was computed for, so highlights never drift while a newer match is still running.
import { jobAtom } from '../../jobs/job-atom'
import { type MatchResult, matchInWorker, type RegexFlags } from '../../jobs/regex'

export interface MatchArgs {
  pattern: string
  flags: RegexFlags
  text: string
  timeoutMs: number
}

export interface MatchRun extends MatchResult {
  args: MatchArgs
}

export const regexJob = jobAtom<MatchArgs, MatchRun>(async (args, { signal }) => {
  const result = await matchInWorker(args.pattern, args.flags, args.text, { signal, timeoutMs: args.timeoutMs })
  return { ...result, args }
})
