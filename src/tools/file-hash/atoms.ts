// Each file on the page is its own job (jobAtom): hashed once per set of algorithms in the worker pool, with its
// progress and Cancel; starting it again (new algorithms, "Hash again") aborts the run before.
import { type Digests, hashBlob } from '../../jobs/hash'
import { type Job, type JobState, jobAtom } from '../../jobs/job-atom'
import type { HashAlgorithm } from '../../lib/hash-format'

export type FileJob = Job<readonly HashAlgorithm[], Digests>

export interface Entry {
  id: number
  file: File
  job: FileJob
}

let nextId = 1

export function fileEntry(file: File): Entry {
  const job = jobAtom<readonly HashAlgorithm[], Digests>((algorithms, { signal, onProgress }) =>
    hashBlob(file, algorithms, null, signal, (done) => onProgress({ done, total: file.size || 1 })),
  )
  return { id: nextId++, file, job }
}

/** What a file's row shows: waiting for a worker (no progress yet), hashing, done, failed, or stopped. */
export type RowStatus = 'queued' | 'hashing' | 'done' | 'error' | 'cancelled'

export function rowStatus(state: JobState<Digests>): RowStatus {
  switch (state.status) {
    case 'running':
      return state.progress ? 'hashing' : 'queued'
    case 'done':
      return 'done'
    case 'failed':
      return 'error'
    default:
      return 'cancelled'
  }
}
