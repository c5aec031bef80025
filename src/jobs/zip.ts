// Client of the zip worker: every "Download All" builds its archive here, off the main thread.
import type { ZipApi, ZipEntry } from '../../workers/zip/zip.api'
import { defineWorkerClient, withProgress } from './worker-pool'

export type { ZipEntry }

const zipPool = defineWorkerClient<ZipApi>(
  () => new Worker(new URL('../../workers/zip/zip.worker.ts', import.meta.url), { type: 'module' }),
  {
    size: 1,
    idleMs: 20_000,
  },
)

export interface ZipOptions {
  signal?: AbortSignal
  onProgress?: (fraction: number) => void
}

/** Builds a ZIP in the zip worker. Blobs are passed by reference (no copy on the main thread). */
export function createZip(entries: ZipEntry[], { signal, onProgress }: ZipOptions = {}): Promise<Blob> {
  return withProgress(onProgress, (progress) => zipPool().call('createZip', [entries, progress], { signal }))
}
