// Client of the gif worker: one split at a time; a new upload aborts the running split (its worker is terminated).
// Also decodes frame 1 on its own (gifFirstFrame) so the page shows it before the worker has parsed the whole file.

import type { GifApi, GifDecoderChoice, GifFrame, GifInfo, GifSplitSummary } from '../../workers/gif/gif.api'
import { firstImagePrefix } from '../tools/gif-split/gif-split'
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

/** Frame 1, decoded by the browser off the main thread, for showing at once; the caller closes the bitmap. */
export interface GifPreview {
  bitmap: ImageBitmap
  width: number
  height: number
}

// Frame 1 usually ends within the first tens of kB; a small first read answers soonest.
const PREVIEW_READS = [64 << 10, 1 << 20, 8 << 20]

/**
 * Frame 1 for the viewer, ready well before the worker's first PNG (which needs the whole file parsed): the bytes
 * up to the end of the first image, plus a trailer, make a one-frame GIF that createImageBitmap decodes off the
 * main thread. Null when the first image is not within the first 8 MB or the browser cannot decode it.
 */
export async function gifFirstFrame(file: Blob): Promise<GifPreview | null> {
  try {
    for (const size of PREVIEW_READS) {
      const prefix = firstImagePrefix(new Uint8Array(await file.slice(0, size).arrayBuffer()))
      if (prefix) {
        performance.mark('gif-split:preview-read')
        const bitmap = await createImageBitmap(new Blob([prefix as Uint8Array<ArrayBuffer>], { type: 'image/gif' }))
        return { bitmap, width: bitmap.width, height: bitmap.height }
      }
      if (file.size <= size) return null
    }
  } catch {
    // The worker's frames still come; only the early preview is lost.
  }
  return null
}
