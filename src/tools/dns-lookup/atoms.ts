// dns-lookup's one network action as a job: a new lookup (or Cancel) aborts the one still in flight.
import { jobAtom } from '../../jobs/job-atom'
import { type LookupResult, lookup, type PreparedQuery, type Resolver } from './dns-lookup'

export interface LookupArgs {
  resolver: Resolver
  query: PreparedQuery
}

export const lookupJob = jobAtom<LookupArgs, LookupResult>(({ resolver, query }, { signal }) =>
  lookup((url, init) => fetch(url, init), resolver, query, signal),
)
