// Splits a GIF off the main thread. `open` reads every frame once, in order, and streams back small PNG thumbnails;
// full frames are composed again on request (`frame` for the viewer, `png` and `pngs` for downloads), so neither
// this worker nor the page ever holds every full frame. Our own LZW + compositing (GifFrameSource, with saved states)
// serves any GIF; Chromium's ImageDecoder, which keeps every decoded frame of an animation, serves small ones.
import * as Comlink from 'comlink'
import { GifFrameSource } from '../../src/lib/gif/frame-source'
import { checkGifLimits } from '../../src/lib/gif/gif-limits'
import { type GifStructure, readGifStructure, thumbSize } from '../../src/lib/gif/gif-structure'

export type GifDecoderChoice = 'auto' | 'gifuct'

export interface GifInfo {
  width: number
  height: number
  frameCount: number
  truncated: boolean
}

/** Thumbnails of consecutive frames, stacked top to bottom in one PNG (one image for the page to load, not 300). */
export interface GifThumbStrip {
  /** Index of the strip's first frame. */
  first: number
  /** Each frame's delay in ms, in order: as many as the strip holds. */
  delays: number[]
  /** PNG, thumbWidth wide, thumbHeight × delays.length high. */
  strip: Blob
  thumbWidth: number
  thumbHeight: number
}

export interface GifSplitSummary {
  decoded: number
  frameCount: number
  method: 'image-decoder' | 'gifuct'
  /** Why reading stopped early (damaged data), or null when every frame was read. */
  error: string | null
  truncated: boolean
  /** Reading was stopped on request (`stop`); the frames read so far stay available. */
  stopped: boolean
}

/** Thumbnail strips go out at most this often (frame 1's at once), or when full. */
const BATCH_MS = 150
/** Strips stay under this height (px). */
const MAX_STRIP_HEIGHT = 4096
/** Run this long between yields, so `frame` and `png` requests are answered while a big GIF is read. */
const SLICE_MS = 12
/** ImageDecoder keeps every decoded frame (measured by bench/gif); past this size our own decoder is used. */
export const IMAGE_DECODER_MAX_BYTES = 64 * 2 ** 20

interface FramePainter {
  readonly method: GifSplitSummary['method']
  /** Paints frame `index` on the canvas (the whole screen, composed). */
  paint(index: number, ctx: OffscreenCanvasRenderingContext2D): Promise<void> | void
  close(): void
}

function ownPainter(structure: GifStructure): FramePainter {
  const source = new GifFrameSource(structure)
  const image = new ImageData(structure.width, structure.height)
  return {
    method: 'gifuct',
    paint(index, ctx) {
      image.data.set(source.compose(index))
      ctx.putImageData(image, 0, 0)
    },
    close() {},
  }
}

async function nativePainter(buffer: ArrayBuffer): Promise<FramePainter> {
  const decoder = new ImageDecoder({ data: buffer, type: 'image/gif' })
  await decoder.tracks.ready
  return {
    method: 'image-decoder',
    async paint(index, ctx) {
      const { image } = await decoder.decode({ frameIndex: index, completeFramesOnly: true })
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height)
      ctx.drawImage(image, 0, 0, ctx.canvas.width, ctx.canvas.height)
      image.close()
    },
    close() {
      decoder.close()
    },
  }
}

interface Session {
  painter: FramePainter
  canvas: OffscreenCanvas
  ctx: OffscreenCanvasRenderingContext2D
  /** Frames read without error so far. */
  readable: number
  /** One paint at a time: the canvas is shared by the scan and the requests. */
  lock: Promise<unknown>
  stopRequested: boolean
}

let session: Session | null = null

function currentSession(): Session {
  if (!session) throw new Error('No GIF is open')
  return session
}

/** Runs `job` once the paints queued before it are done. */
function exclusive<R>(s: Session, job: () => Promise<R> | R): Promise<R> {
  const run = s.lock.then(job, job)
  s.lock = run.catch(() => {})
  return run
}

async function paintFrame(s: Session, index: number) {
  if (!Number.isInteger(index) || index < 0 || index >= s.readable) throw new RangeError(`No frame ${index + 1}`)
  await s.painter.paint(index, s.ctx)
}

const yieldToEvents = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

export const gifApi = {
  /** Answers once the worker has loaded, so the page can start it ahead of the first upload. */
  async ready(): Promise<true> {
    return true
  },

  /**
   * Opens the GIF and reads every frame once: `onInfo` when the structure is known, then `onThumbs` with
   * thumbnails in order. Rejects only when nothing at all could be read; damaged data after some frames ends
   * with `error` set, and the frames before it stay available to `frame`, `png` and `pngs`.
   */
  async open(
    file: Blob,
    onInfo: (info: GifInfo) => void,
    onThumbs: (strip: GifThumbStrip) => void,
    choice: GifDecoderChoice = 'auto',
  ): Promise<GifSplitSummary> {
    session?.painter.close()
    session = null
    const buffer = await file.arrayBuffer()
    // Sizes and counts from the block headers, before gifuct parses the blocks or any pixel is decoded.
    checkGifLimits(new Uint8Array(buffer))
    const structure = readGifStructure(buffer)
    const { width, height, truncated } = structure
    const frameCount = structure.images.length
    onInfo({ width, height, frameCount, truncated })

    const useNative =
      choice === 'auto' &&
      !truncated &&
      typeof ImageDecoder !== 'undefined' &&
      frameCount * width * height * 4 <= IMAGE_DECODER_MAX_BYTES
    let painter: FramePainter
    try {
      painter = useNative ? await nativePainter(buffer.slice(0)) : ownPainter(structure)
    } catch {
      painter = ownPainter(structure)
    }
    const canvas = new OffscreenCanvas(width, height)
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    const s: Session = { painter, canvas, ctx, readable: frameCount, lock: Promise.resolve(), stopRequested: false }
    session = s

    const t = thumbSize(width, height)
    const rows = Math.max(1, Math.floor(MAX_STRIP_HEIGHT / t.height))
    const strip = new OffscreenCanvas(t.width, t.height * rows)
    const sctx = strip.getContext('2d') as OffscreenCanvasRenderingContext2D
    sctx.imageSmoothingQuality = 'medium'
    let first = 0
    let delays: number[] = []
    let lastFlush = 0
    /** Strips are sent in order, each once it is encoded. */
    let sending: Promise<unknown> = Promise.resolve()
    const flush = () => {
      if (!delays.length) return
      const out = new OffscreenCanvas(t.width, t.height * delays.length)
      ;(out.getContext('2d') as OffscreenCanvasRenderingContext2D).drawImage(strip, 0, 0)
      const batch = { first, delays, thumbWidth: t.width, thumbHeight: t.height }
      const encoded = out.convertToBlob({ type: 'image/png' })
      sending = sending.then(() => encoded).then((blob) => onThumbs({ ...batch, strip: blob }))
      first += delays.length
      delays = []
      sctx.clearRect(0, 0, strip.width, strip.height)
      lastFlush = performance.now()
    }

    let error: string | null = null
    let decoded = 0
    let sliceStart = performance.now()
    for (let i = 0; i < frameCount && !s.stopRequested; i++) {
      try {
        await exclusive(s, async () => {
          await s.painter.paint(i, ctx)
          sctx.drawImage(canvas, 0, delays.length * t.height, t.width, t.height)
        })
      } catch (e) {
        error = e instanceof Error ? e.message : String(e)
        break
      }
      decoded = i + 1
      delays.push(structure.delays[i])
      if (i === 0 || delays.length === rows || performance.now() - lastFlush >= BATCH_MS) flush()
      if (performance.now() - sliceStart >= SLICE_MS) {
        await yieldToEvents()
        sliceStart = performance.now()
      }
      if (session !== s) throw new DOMException('Another GIF was opened', 'AbortError')
    }
    flush()
    await sending
    s.readable = decoded
    const stopped = s.stopRequested && decoded < frameCount
    if (decoded === 0 && !stopped) throw new Error(error ?? 'No frame could be read')
    if (!error && !stopped && truncated) error = 'The file ends early'
    return { decoded, frameCount, method: painter.method, error, truncated, stopped }
  },

  /** Stops reading the open GIF after the current frame; `open` then answers with the frames read so far. */
  async stop(): Promise<void> {
    if (session) session.stopRequested = true
  },

  /** Frame `index` of the open GIF, composed, as a bitmap for the viewer. */
  async frame(index: number): Promise<ImageBitmap> {
    const s = currentSession()
    const bitmap = await exclusive(s, async () => {
      await paintFrame(s, index)
      return s.canvas.transferToImageBitmap()
    })
    return Comlink.transfer(bitmap, [bitmap])
  },

  /** Frame `index` of the open GIF as a PNG. */
  async png(index: number): Promise<Blob> {
    const s = currentSession()
    // The canvas is copied when convertToBlob is called: the next paint need not wait for the encoding.
    const encoding = await exclusive(s, async () => {
      await paintFrame(s, index)
      return { blob: s.canvas.convertToBlob({ type: 'image/png' }) }
    })
    return encoding.blob
  },

  /** Frames `start` … `start + count - 1` as PNGs, in order (one pass forward, for a ZIP of every frame). */
  async pngs(start: number, count: number): Promise<Blob[]> {
    const out: Promise<Blob>[] = []
    for (let i = start; i < start + count; i++) out.push(gifApi.png(i))
    return Promise.all(out)
  },
}

export type GifApi = typeof gifApi
