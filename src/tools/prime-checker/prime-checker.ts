// What the Prime Checker says about its jobs and answers, with no browser needed: a job's failure in words,
// whether a job still owes an answer for the number on screen, the verdict, the neighbour rows and the text that
// Copy gives.
import { isTimeoutError } from '../../jobs/errors'
import type { JobState } from '../../jobs/job-atom'
import type { Neighbours } from '../../jobs/prime'
import type { ValueRow } from '../../kit/value-rows'
import { describePrimality, type Factorisation, formatFactorisation, type PrimalityResult } from '../../lib/math/prime'

/** Why a job stopped, or null when it did not fail. */
export function jobError(state: JobState<unknown>, what: string): string | null {
  if (state.status !== 'failed') return null
  if (isTimeoutError(state.cause)) return `${what} took longer than its time limit and was stopped.`
  return `${what} failed: ${state.error}`
}

/** A job is "pending" until it answers for the number now typed (running, or not yet started after a keystroke). */
export function isPending(state: JobState<unknown>, answered: boolean): boolean {
  return state.status === 'running' || ((state.status === 'idle' || state.status === 'done') && !answered)
}

export type Verdict = 'Prime' | 'Probably prime' | 'Not prime'

export function verdictOf(result: PrimalityResult): Verdict {
  if (!result.prime) return 'Not prime'
  return result.certainty === 'exact' ? 'Prime' : 'Probably prime'
}

export function neighbourRows(near: Neighbours): ValueRow[] {
  return [
    ...(near.previous !== null
      ? [{ key: 'previous', label: 'Previous prime', value: near.previous.toString(), what: 'previous prime' }]
      : []),
    { key: 'next', label: 'Next prime', value: near.next.toString(), what: 'next prime' },
  ]
}

/** The Result panel's Copy text: the number, the verdict with its reason, the factors and the neighbours known. */
export function resultSummary(
  n: bigint,
  result: PrimalityResult,
  fact: Factorisation | null,
  near: Neighbours | null,
): string {
  const factorText = fact && n >= 2n ? formatFactorisation(fact) : ''
  return [
    `${n}`,
    `${verdictOf(result)}. ${describePrimality(n, result)}`,
    factorText && fact ? `Factorisation: ${formatFactorisation(fact, true)}` : null,
    near?.previous != null ? `Previous prime: ${near.previous}` : null,
    near ? `Next prime: ${near.next}` : null,
  ]
    .filter(Boolean)
    .join('\n')
}
