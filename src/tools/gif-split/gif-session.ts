// An open GIF for as long as the page shows it: the worker session that composes its frames on request, and the
// strip images its thumbnails are cut from. It outlives the reading job (frames stay viewable and downloadable
// after reading ends or is stopped), so it has a lifetime of its own: closed when the reading job is aborted
// (a new GIF, leaving the page) or when the job's result is disposed. Closing terminates the worker and revokes
// every strip's object URL.
import { type GifInfo, type GifThumbStrip, type OpenGif, openGif } from '../../jobs/gif'

export interface ShownFrame {
  index: number
  delay: number
  /** The thumbnail: a slice of a strip image (see GifThumbStrip). */
  stripUrl: string
  stripOffset: number
  thumbHeight: number
}

export interface GifSession {
  gif: OpenGif
  close(): void
}

export function openGifSession(
  file: File,
  options: {
    /** The reading job's signal: aborting it closes the session. */
    signal: AbortSignal
    startAfter: Promise<unknown>
    onInfo: (info: GifInfo) => void
    onFrames: (frames: ShownFrame[]) => void
  },
): GifSession {
  const { signal, startAfter, onInfo, onFrames } = options
  let closed = false
  const urls: string[] = []
  const gif = openGif(file, {
    signal,
    startAfter,
    onInfo: (info) => {
      if (!closed) onInfo(info)
    },
    onThumbs: ({ first, delays, strip, thumbHeight }: GifThumbStrip) => {
      if (closed) return
      const stripUrl = URL.createObjectURL(strip)
      urls.push(stripUrl)
      onFrames(
        delays.map((delay, k) => ({ index: first + k, delay, stripUrl, stripOffset: k * thumbHeight, thumbHeight })),
      )
    },
  })
  const close = () => {
    if (closed) return
    closed = true
    signal.removeEventListener('abort', close)
    gif.close()
    for (const url of urls.splice(0)) URL.revokeObjectURL(url)
  }
  if (signal.aborted) close()
  else signal.addEventListener('abort', close, { once: true })
  return { gif, close }
}

/** Thumbnails received but not yet rendered: React sees at most one batch per animation frame. */
export function batchPerFrame<T>(onBatch: (items: T[]) => void) {
  let pending: T[] = []
  let handle = 0
  const flush = () => {
    cancelAnimationFrame(handle)
    handle = 0
    const batch = pending
    pending = []
    if (batch.length) onBatch(batch)
  }
  return {
    push(items: T[]) {
      pending.push(...items)
      handle ||= requestAnimationFrame(flush)
    },
    flush,
    drop() {
      cancelAnimationFrame(handle)
      handle = 0
      pending = []
    },
  }
}
