// The Prime Checker's three worker jobs; each start aborts its previous run (typing again stops stale work), and
// each result carries the number it answers, so a result for a number no longer typed is never shown as current.
import { jobAtom } from '../../jobs/job-atom'
import { checkPrimeInWorker, factorInWorker, neighboursInWorker } from '../../jobs/prime'

interface Args {
  n: bigint
  rounds: number
}

export const checkJob = jobAtom(async ({ n, rounds }: Args, { signal }) => ({
  n,
  primality: await checkPrimeInWorker(n, rounds, signal),
}))

export const neighboursJob = jobAtom(async ({ n, rounds }: Args, { signal }) => ({
  n,
  ...(await neighboursInWorker(n, rounds, signal)),
}))

export const factorJob = jobAtom(({ n, budgetMs, rounds }: Args & { budgetMs: number }, { signal }) =>
  factorInWorker(n, budgetMs, rounds, signal),
)
