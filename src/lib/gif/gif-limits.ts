// What gif-split can hold on this device, checked from the GIF's block headers before any pixel is decoded: the
// logical screen and every image descriptor give the sizes, the image blocks the frame count, so a 265 KB file that
// declares a 20,000 × 20,000 frame is refused without allocating its 1.6 GB. The walk reads only the block headers
// and sub-block lengths (linear in the file, no recursion).

export const GIF_LIMITS = {
  /** Pixels of the logical screen (every composed frame is this size). */
  screenPixels: 50_000_000,
  /** Pixels of one image block (its LZW output is this size). */
  framePixels: 50_000_000,
  frames: 10_000,
  /** Frames × screen pixels: what reading every frame once composes. */
  totalPixels: 2_000_000_000,
} as const

/** Thrown (and passed through the worker under this name) when a GIF is over a limit; the message names it. */
export class GifLimitError extends Error {
  override name = 'GifLimitError'
}

export const isGifLimitError = (error: unknown): boolean => error instanceof Error && error.name === 'GifLimitError'

export interface GifHeaderScan {
  width: number
  height: number
  /** Image blocks whose descriptor was read. */
  frames: number
  /** The largest image block by pixels (0 × 0 when none was read). */
  largest: { width: number; height: number }
  /** The walk reached the trailer (or the end of well-formed blocks); false when the bytes were only a prefix. */
  complete: boolean
}

/** Walks the blocks of `bytes` (a whole GIF or its first part). Null when the header is not a GIF's. */
export function scanGifHeaders(bytes: Uint8Array): GifHeaderScan | null {
  const n = bytes.length
  if (n < 13 || bytes[0] !== 0x47 || bytes[1] !== 0x49 || bytes[2] !== 0x46) return null
  const scan: GifHeaderScan = {
    width: bytes[6] | (bytes[7] << 8),
    height: bytes[8] | (bytes[9] << 8),
    frames: 0,
    largest: { width: 0, height: 0 },
    complete: false,
  }
  let p = 13
  if (bytes[10] & 0x80) p += 3 * 2 ** ((bytes[10] & 7) + 1)
  const skipSubBlocks = (at: number): number => {
    let q = at
    while (q < n) {
      const size = bytes[q]
      q += 1 + size
      if (size === 0) return q
    }
    return -1
  }
  while (p < n) {
    const marker = bytes[p]
    if (marker === 0x21) {
      p = skipSubBlocks(p + 2)
    } else if (marker === 0x2c) {
      if (p + 10 > n) return scan
      const width = bytes[p + 5] | (bytes[p + 6] << 8)
      const height = bytes[p + 7] | (bytes[p + 8] << 8)
      scan.frames++
      if (width * height > scan.largest.width * scan.largest.height) scan.largest = { width, height }
      const flags = bytes[p + 9]
      p += 10
      if (flags & 0x80) p += 3 * 2 ** ((flags & 7) + 1)
      p = skipSubBlocks(p + 1)
    } else {
      // The trailer (0x3b), or bytes that are not a block: either way nothing further is read as frames.
      scan.complete = true
      return scan
    }
    if (p < 0) return scan
  }
  return scan
}

const n = (x: number) => x.toLocaleString('en-US')
const mp = (pixels: number) => `${n(Math.round(pixels / 1e6))} MP`
const size = (w: number, h: number) => `${n(w)} × ${n(h)}`

/**
 * The first limit `scan` is over, as a sentence naming the limit and what was found; null when it is within all.
 * A prefix scan (complete false) is judged on what it has read: sizes are final, counts only grow.
 */
export function gifLimitProblem(scan: GifHeaderScan): string | null {
  const { width, height, largest, frames } = scan
  if (width * height > GIF_LIMITS.screenPixels) {
    return `This GIF's screen is ${size(width, height)} (${mp(width * height)}): GIF Frame Splitter reads up to ${mp(GIF_LIMITS.screenPixels)} a frame.`
  }
  if (largest.width * largest.height > GIF_LIMITS.framePixels) {
    return `This GIF declares a ${size(largest.width, largest.height)} frame (${mp(largest.width * largest.height)}): GIF Frame Splitter reads up to ${mp(GIF_LIMITS.framePixels)} a frame.`
  }
  if (frames > GIF_LIMITS.frames) {
    return `This GIF has ${n(frames)} frames: GIF Frame Splitter reads up to ${n(GIF_LIMITS.frames)}.`
  }
  const total = frames * width * height
  if (total > GIF_LIMITS.totalPixels) {
    return `This GIF's ${n(frames)} frames of ${size(width, height)} come to ${mp(total)}: GIF Frame Splitter reads up to ${mp(GIF_LIMITS.totalPixels)} in all.`
  }
  return null
}

/** Throws GifLimitError when the GIF in `bytes` (whole or a prefix) is over a limit. */
export function checkGifLimits(bytes: Uint8Array): void {
  const scan = scanGifHeaders(bytes)
  const problem = scan && gifLimitProblem(scan)
  if (problem) throw new GifLimitError(problem)
}

export const GIF_LIMITS_TEXT = `${mp(GIF_LIMITS.framePixels)} a frame (screen and each image), ${n(GIF_LIMITS.frames)} frames, ${mp(GIF_LIMITS.totalPixels)} in all (frames × screen)`
