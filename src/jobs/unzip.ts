// Client of the unzip worker: list a ZIP and extract entries, each call cancellable through its AbortSignal.
import type { UnzipApi } from '../../workers/unzip/unzip.api'
import type { ZipEntryInfo } from '../lib/zip/zip-extract'
import { defineWorkerClient, withProgress } from './worker-pool'

const unzipPool = defineWorkerClient<UnzipApi>(
  () => new Worker(new URL('../../workers/unzip/unzip.worker.ts', import.meta.url), { type: 'module' }),
  { size: 2, idleMs: 30_000 },
)

export function listZip(file: Blob, signal: AbortSignal) {
  return unzipPool().call('list', [file], { signal })
}

export function extractZipEntry(
  file: Blob,
  entry: ZipEntryInfo,
  signal: AbortSignal,
  onProgress?: (done: number) => void,
) {
  return withProgress(onProgress, (progress) => unzipPool().call('extract', [file, entry, progress], { signal }))
}

/** Unpacks only what a preview shows; aborting terminates the worker mid-stream. */
export function previewZipEntry(file: Blob, entry: ZipEntryInfo, signal: AbortSignal) {
  return unzipPool().call('preview', [file, entry], { signal })
}
