// Splits a GIF into PNG frames off the main thread. Chromium's ImageDecoder (WebCodecs) is the fast path for GIFs
// whose decoded frames fit a memory budget; the gifuct-js path with our own compositing covers bigger GIFs,
// browsers without ImageDecoder and damaged files. Frames stream back in batches as PNG blobs with small
// thumbnails, so the page shows them early and never holds raw RGBA.
import {
  decodeRawFrame,
  GifCompositor,
  type GifStructure,
  readGifStructure,
  thumbSize,
} from '../../src/tools/gif-split/gif-split'

export type GifDecoderChoice = 'auto' | 'gifuct'

export interface GifInfo {
  width: number
  height: number
  frameCount: number
  truncated: boolean
}

export interface GifFrame {
  index: number
  delay: number
  png: Blob
  thumb: Blob
}

export interface GifSplitSummary {
  decoded: number
  frameCount: number
  method: 'image-decoder' | 'gifuct' | 'mixed'
  /** Why decoding stopped early (damaged data), or null when every frame was read. */
  error: string | null
  truncated: boolean
}

const BATCH_MS = 200
/**
 * Chromium's ImageDecoder keeps every decoded frame of an animation in memory (about 300 MB for 300 frames of
 * 640×360, measured by bench/gif), and waits for the whole file before its first frame. Past this decoded size the
 * gifuct path (one screen of RGBA, frames out as soon as they are composed) is used instead.
 */
export const IMAGE_DECODER_MAX_BYTES = 96 * 2 ** 20
const MAX_IN_FLIGHT = 6

class FrameEmitter {
  private inFlight: Promise<GifFrame>[] = []
  private batch: GifFrame[] = []
  private lastFlush = 0
  private sent = 0

  constructor(private readonly onFrames: (frames: GifFrame[]) => void) {}

  /** Queues the canvas' current picture; snapshots are taken now, encoding finishes later. */
  async push(index: number, delay: number, canvas: OffscreenCanvas, thumb: OffscreenCanvas) {
    const tctx = thumb.getContext('2d') as OffscreenCanvasRenderingContext2D
    tctx.clearRect(0, 0, thumb.width, thumb.height)
    tctx.drawImage(canvas, 0, 0, thumb.width, thumb.height)
    const png = canvas.convertToBlob({ type: 'image/png' })
    const small = thumb.convertToBlob({ type: 'image/png' })
    this.inFlight.push(Promise.all([png, small]).then(([p, t]) => ({ index, delay, png: p, thumb: t })))
    // The first frame goes out alone at once; later ones are pipelined and sent in batches.
    if (this.sent === 0 || this.inFlight.length >= MAX_IN_FLIGHT) await this.drainOne()
  }

  private async drainOne() {
    const next = this.inFlight.shift()
    if (!next) return
    this.batch.push(await next)
    const now = performance.now()
    if (this.sent === 0 || now - this.lastFlush >= BATCH_MS) this.flush(now)
  }

  private flush(now = performance.now()) {
    if (!this.batch.length) return
    this.onFrames(this.batch)
    this.sent += this.batch.length
    this.batch = []
    this.lastFlush = now
  }

  async finish() {
    while (this.inFlight.length) await this.drainOne()
    this.flush()
  }
}

async function decodeWithImageDecoder(
  buffer: ArrayBuffer,
  structure: GifStructure,
  canvas: OffscreenCanvas,
  thumb: OffscreenCanvas,
  emitter: FrameEmitter,
): Promise<number> {
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  const decoder = new ImageDecoder({ data: buffer, type: 'image/gif' })
  let done = 0
  try {
    await decoder.tracks.ready
    const track = decoder.tracks.selectedTrack
    const count = Math.min(track?.frameCount ?? 0, structure.images.length)
    for (let i = 0; i < count; i++) {
      const { image } = await decoder.decode({ frameIndex: i, completeFramesOnly: true })
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      ctx.drawImage(image, 0, 0, canvas.width, canvas.height)
      image.close()
      await emitter.push(i, structure.delays[i], canvas, thumb)
      done = i + 1
    }
  } catch {
    // Leave the remaining frames to the gifuct path.
  } finally {
    decoder.close()
  }
  return done
}

export const gifApi = {
  /** Answers once the worker has loaded, so the page can start it ahead of the first upload. */
  async ready(): Promise<true> {
    return true
  },

  /**
   * Splits the GIF: `onInfo` once the structure is known, then `onFrames` with batches in order.
   * Rejects only when nothing at all could be read; damaged data after some frames ends with `error` set.
   */
  async split(
    file: Blob,
    onInfo: (info: GifInfo) => void,
    onFrames: (frames: GifFrame[]) => void,
    choice: GifDecoderChoice = 'auto',
  ): Promise<GifSplitSummary> {
    const buffer = await file.arrayBuffer()
    const structure = readGifStructure(buffer)
    const { width, height, truncated } = structure
    const frameCount = structure.images.length
    onInfo({ width, height, frameCount, truncated })

    const canvas = new OffscreenCanvas(width, height)
    const t = thumbSize(width, height)
    const thumb = new OffscreenCanvas(t.width, t.height)
    const emitter = new FrameEmitter(onFrames)

    let fast = 0
    const decodedBytes = frameCount * width * height * 4
    if (
      choice === 'auto' &&
      !truncated &&
      decodedBytes <= IMAGE_DECODER_MAX_BYTES &&
      typeof ImageDecoder !== 'undefined'
    ) {
      fast = await decodeWithImageDecoder(buffer.slice(0), structure, canvas, thumb, emitter)
    }

    let decoded = fast
    let error: string | null = null
    if (fast < frameCount) {
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      const compositor = new GifCompositor(width, height)
      const image = new ImageData(width, height)
      for (let i = 0; i < frameCount; i++) {
        let rgba: Uint8ClampedArray
        try {
          rgba = compositor.draw(decodeRawFrame(structure, i))
        } catch (e) {
          error = e instanceof Error ? e.message : String(e)
          break
        }
        if (i < fast) continue
        image.data.set(rgba)
        ctx.putImageData(image, 0, 0)
        await emitter.push(i, structure.delays[i], canvas, thumb)
        decoded = i + 1
      }
    }
    await emitter.finish()
    if (decoded === 0) throw new Error(error ?? 'No frame could be read')
    if (!error && truncated) error = 'The file ends early'
    const method = fast === 0 ? 'gifuct' : fast === frameCount ? 'image-decoder' : 'mixed'
    return { decoded, frameCount, method, error, truncated }
  },
}

export type GifApi = typeof gifApi
