// Client of the gif worker: one open GIF at a time, held in a worker session (a new upload closes the previous
// session, which terminates its worker at once). Also decodes frame 1 on its own (gifFirstFrame) so the page shows
// it before the worker has parsed the whole file.

import type { GifApi, GifDecoderChoice, GifInfo, GifSplitSummary, GifThumbStrip } from '../../workers/gif/gif.api'
import { checkGifLimits, gifLimitProblem, scanGifHeaders } from '../lib/gif/gif-limits'
import { firstImagePrefix } from '../lib/gif/gif-structure'
import { Comlink, defineWorkerClient, type WorkerSession } from './worker-pool'

export type { GifDecoderChoice, GifInfo, GifSplitSummary, GifThumbStrip }

const gifPool = defineWorkerClient<GifApi>(
  () => new Worker(new URL('../../workers/gif/gif.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, warm: 1, idleMs: 60_000 },
)

/** Starts the worker ahead of the first upload (the tool page calls it on mount), and a fresh one after each GIF. */
export function prewarmGif(): void {
  gifPool().prewarm()
}

export interface OpenGifOptions {
  signal: AbortSignal
  /** Reading waits for this (e.g. frame 1 painted from gifFirstFrame); the worker is held meanwhile. */
  startAfter?: Promise<unknown>
  onInfo: (info: GifInfo) => void
  onThumbs: (strip: GifThumbStrip) => void
  decoder?: GifDecoderChoice
}

/** An open GIF: every frame read once (`done`), any frame composed again on request. */
export interface OpenGif {
  /** Settles when every frame has been read and its thumbnail sent. */
  done: Promise<GifSplitSummary>
  frame(index: number): Promise<ImageBitmap>
  png(index: number): Promise<Blob>
  /** PNGs of frames start … start + count - 1. */
  pngs(start: number, count: number): Promise<Blob[]>
  /** Stops reading; `done` then settles with the frames read so far, which stay available. */
  stop(): Promise<void>
  /** Closes the GIF as aborting `signal` does: terminates its worker and releases its memory. */
  close(): void
}

/**
 * Opens a GIF in the worker, streaming strips of 80 px thumbnails back as frames are read. Aborting `signal` terminates the
 * worker: everything pending rejects with an AbortError and the GIF's memory is released.
 */
export function openGif(file: Blob, options: OpenGifOptions): OpenGif {
  const { signal, startAfter, onInfo, onThumbs, decoder = 'auto' } = options
  const session: Promise<WorkerSession<GifApi>> = gifPool().session(signal)
  const ready = Promise.all([session, startAfter?.catch(() => {})])
  const done = ready.then(([s]) => s.call('open', [file, Comlink.proxy(onInfo), Comlink.proxy(onThumbs), decoder]))
  return {
    done,
    frame: (index) => session.then((s) => s.call('frame', [index])),
    png: (index) => session.then((s) => s.call('png', [index])),
    pngs: (start, count) => session.then((s) => s.call('pngs', [start, count])),
    stop: () => session.then((s) => s.call('stop', [])),
    close: () => {
      session.then(
        (s) => s.close(),
        () => {},
      )
    },
  }
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
 * Refuses a GIF whose first blocks are already over a limit (a huge screen or first frame), from its first 64 KB,
 * before a worker or the preview touches it: throws GifLimitError naming the limit. The worker checks the whole file.
 */
export async function checkGifStart(file: Blob): Promise<void> {
  checkGifLimits(new Uint8Array(await file.slice(0, PREVIEW_READS[0]).arrayBuffer()))
}

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
        // Never decode a frame over the limits (the worker refuses the GIF with the message).
        const scan = scanGifHeaders(prefix)
        if (!scan || gifLimitProblem(scan)) return null
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
