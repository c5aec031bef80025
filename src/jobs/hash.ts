// Client of the hash worker: a pool (one worker per core) so several files hash in parallel; every call takes an
// AbortSignal, and cancelling terminates the worker doing it.
import type { Digests, HashApi } from '../../workers/hash/hash.api'
import type { HashAlgorithm } from '../lib/hash-format'
import { defineWorkerClient, withProgress } from './worker-pool'

export type { Digests }

const hashPool = defineWorkerClient<HashApi>(
  () => new Worker(new URL('../../workers/hash/hash.worker.ts', import.meta.url), { type: 'module' }),
  { idleMs: 60_000 },
)

export function hashText(
  text: string,
  algorithms: readonly HashAlgorithm[],
  hmacKey: string | null,
  signal: AbortSignal,
) {
  return hashPool().call('hashText', [text, algorithms, hmacKey], { signal })
}

export function hashBlob(
  blob: Blob,
  algorithms: readonly HashAlgorithm[],
  hmacKey: string | null,
  signal: AbortSignal,
  onProgress?: (done: number) => void,
) {
  return withProgress(onProgress, (progress) =>
    hashPool().call('hashBlob', [blob, algorithms, hmacKey, progress], { signal }),
  )
}
