// Client of the gif worker: one split at a time; a new upload aborts the running split (its worker is terminated).
import type { GifApi, GifDecoderChoice, GifFrame, GifInfo, GifSplitSummary } from '../../workers/gif/gif.api'
import { Comlink, WorkerPool } from './worker-pool'

export type { GifDecoderChoice, GifFrame, GifInfo, GifSplitSummary }

let pool: WorkerPool<GifApi> | null = null

function gifPool() {
  pool ??= new WorkerPool<GifApi>(
    () => new Worker(new URL('../../workers/gif/gif.worker.ts', import.meta.url), { type: 'module' }),
    { size: 1, idleMs: 30_000 },
  )
  return pool
}

export interface SplitGifOptions {
  signal: AbortSignal
  onInfo: (info: GifInfo) => void
  onFrames: (frames: GifFrame[]) => void
  decoder?: GifDecoderChoice
}

/** Starts and loads the worker ahead of the first upload (the tool page calls it on mount). */
export function prewarmGif(): void {
  gifPool()
    .call('ready', [])
    .catch(() => {})
}

/** Splits a GIF in the worker, streaming frames back as PNG blobs with 80 px thumbnails. */
export function splitGif(file: Blob, { signal, onInfo, onFrames, decoder = 'auto' }: SplitGifOptions) {
  return gifPool().call('split', [file, Comlink.proxy(onInfo), Comlink.proxy(onFrames), decoder], { signal })
}
