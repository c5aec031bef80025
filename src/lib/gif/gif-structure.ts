// GIF frame compositing done right (disposal 0–3, transparency, partial frames, local palettes, interlacing),
// kept pure so it runs in the gif worker and is tested in Node against synthetic GIFs.
import { type ParsedGif, parseGIF } from 'gifuct-js'
import { deinterlace, lzwDecode } from './lzw'

export const DEFAULT_FRAME_DELAY_MS = 100
export const THUMB_WIDTH = 80

/** A GIF upload qualifies when its type contains "gif" (the seed's rule). */
export function isGifFile(file: { type: string }): boolean {
  return file.type.toLowerCase().includes('gif')
}

/** A frame's delay in ms from the GIF's centiseconds; 0 or absent means the default 100 ms. */
export function frameDelayMs(centiseconds: number | null | undefined): number {
  return centiseconds && centiseconds > 0 ? centiseconds * 10 : DEFAULT_FRAME_DELAY_MS
}

/** One decoded (not yet composited) frame: palette indices for a rectangle of the logical screen. */
export interface RawFrame {
  left: number
  top: number
  width: number
  height: number
  /** Palette index per pixel, row by row, already de-interlaced. */
  pixels: Uint8Array
  colorTable: ArrayLike<ArrayLike<number>>
  transparentIndex: number | null
  /** 0/1 keep, 2 clear the frame's rectangle to transparent, 3 restore what was there before. */
  disposal: number
  delay: number
}

/** Palette as little-endian RGBA words (opaque), built once per colour table; indices past its end are black. */
const palettes = new WeakMap<object, Uint32Array>()
function palette32(table: ArrayLike<ArrayLike<number>>): Uint32Array {
  let words = palettes.get(table)
  if (!words) {
    words = new Uint32Array(256).fill(0xff000000)
    for (let i = 0; i < Math.min(256, table.length); i++) {
      const c = table[i]
      words[i] = (0xff000000 | (c[2] << 16) | (c[1] << 8) | c[0]) >>> 0
    }
    palettes.set(table, words)
  }
  return words
}

/** What the compositor needs to go on from a given frame: the screen and the disposal still to apply. */
export interface CompositorState {
  rgba: Uint8ClampedArray
  pending: { disposal: number; rect: Rect; saved: Uint8ClampedArray | null } | null
}

/** Keeps the logical screen between frames and applies each frame's disposal before the next one is drawn. */
export class GifCompositor {
  readonly rgba: Uint8ClampedArray
  private readonly words: Uint32Array
  private pending: CompositorState['pending'] = null

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgba = new Uint8ClampedArray(width * height * 4)
    this.words = new Uint32Array(this.rgba.buffer)
  }

  /** Draws the frame over the screen and returns the composed RGBA (a live view: copy it to keep it). */
  draw(frame: RawFrame): Uint8ClampedArray {
    this.applyPendingDisposal()
    const rect = clipRect(frame, this.width, this.height)
    const saved = frame.disposal === 3 ? this.copyRect(rect) : null
    const { words, width } = this
    const { pixels, transparentIndex } = frame
    const colors = palette32(frame.colorTable)
    const skip = transparentIndex ?? -1
    for (let y = rect.y0; y < rect.y1; y++) {
      const srcRow = (y - frame.top) * frame.width - frame.left
      const rowStart = y * width
      for (let x = rect.x0; x < rect.x1; x++) {
        const index = pixels[srcRow + x]
        if (index !== skip) words[rowStart + x] = colors[index]
      }
    }
    this.pending = { disposal: frame.disposal, rect, saved }
    return this.rgba
  }

  /** A copy of the state after the last frame drawn, to go on from later (see restore). */
  snapshot(): CompositorState {
    const p = this.pending
    return { rgba: this.rgba.slice(), pending: p ? { ...p, saved: p.saved?.slice() ?? null } : null }
  }

  /** Back to the empty (transparent) screen before frame 1. */
  reset() {
    this.rgba.fill(0)
    this.pending = null
  }

  restore(state: CompositorState) {
    this.rgba.set(state.rgba)
    const p = state.pending
    this.pending = p ? { ...p, saved: p.saved?.slice() ?? null } : null
  }

  private applyPendingDisposal() {
    const p = this.pending
    this.pending = null
    if (!p) return
    if (p.disposal === 2) this.fillRect(p.rect)
    else if (p.disposal === 3 && p.saved) this.pasteRect(p.rect, p.saved)
  }

  private copyRect(r: Rect): Uint8ClampedArray {
    const w = r.x1 - r.x0
    const out = new Uint8ClampedArray(Math.max(0, w * (r.y1 - r.y0) * 4))
    for (let y = r.y0; y < r.y1; y++) {
      const start = (y * this.width + r.x0) * 4
      out.set(this.rgba.subarray(start, start + w * 4), (y - r.y0) * w * 4)
    }
    return out
  }

  private pasteRect(r: Rect, data: Uint8ClampedArray) {
    const w = r.x1 - r.x0
    for (let y = r.y0; y < r.y1; y++) {
      const from = (y - r.y0) * w * 4
      this.rgba.set(data.subarray(from, from + w * 4), (y * this.width + r.x0) * 4)
    }
  }

  private fillRect(r: Rect) {
    for (let y = r.y0; y < r.y1; y++) {
      const start = (y * this.width + r.x0) * 4
      this.rgba.fill(0, start, start + (r.x1 - r.x0) * 4)
    }
  }
}

interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
}

function clipRect(f: Pick<RawFrame, 'left' | 'top' | 'width' | 'height'>, width: number, height: number): Rect {
  const x0 = Math.max(0, Math.min(width, f.left))
  const y0 = Math.max(0, Math.min(height, f.top))
  return {
    x0,
    y0,
    x1: Math.max(x0, Math.min(width, f.left + f.width)),
    y1: Math.max(y0, Math.min(height, f.top + f.height)),
  }
}

type ImageBlock = Extract<ParsedGif['frames'][number], { image: unknown }>

export interface GifStructure {
  width: number
  height: number
  parsed: ParsedGif
  /** The image blocks, in order (extension-only blocks dropped). */
  images: ImageBlock[]
  delays: number[]
  /** The file ends without the GIF trailer: it was cut short or damaged. */
  truncated: boolean
}

/** Parses the block structure (no pixel decoding). Throws when the bytes are not a readable GIF. */
export function readGifStructure(buffer: ArrayBuffer): GifStructure {
  const bytes = new Uint8Array(buffer)
  if (bytes.length < 13 || String.fromCharCode(bytes[0], bytes[1], bytes[2]) !== 'GIF') {
    throw new Error('Not a GIF file')
  }
  const parsed = parseGIF(buffer)
  const width = parsed.lsd.width
  const height = parsed.lsd.height
  if (!(width > 0 && height > 0)) throw new Error('The GIF has no size')
  const images = parsed.frames.filter(
    (f): f is ImageBlock =>
      'image' in f &&
      !!f.image &&
      Number.isFinite(f.image.descriptor.width) &&
      Number.isFinite(f.image.descriptor.height),
  )
  if (!images.length) throw new Error('The GIF has no frames')
  const delays = images.map((f) => frameDelayMs(f.gce?.delay))
  return { width, height, parsed, images, delays, truncated: bytes[bytes.length - 1] !== 0x3b }
}

/**
 * The bytes of a GIF up to the end of its first image, followed by a trailer: a tiny GIF that parses in well under
 * a millisecond, so the first frame can be shown before the whole file's structure is read. Null when the header
 * is not a GIF's or the first image is incomplete.
 */
export function firstImagePrefix(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < 13 || bytes[0] !== 0x47 || bytes[1] !== 0x49 || bytes[2] !== 0x46) return null
  const n = bytes.length
  let p = 13
  if (bytes[10] & 0x80) p += 3 * 2 ** ((bytes[10] & 7) + 1)
  const skipSubBlocks = (at: number): number => {
    let q = at
    while (q < n) {
      const size = bytes[q]
      q += 1
      if (size === 0) return q
      q += size
    }
    return -1
  }
  while (p < n) {
    const marker = bytes[p]
    if (marker === 0x21) {
      p = skipSubBlocks(p + 2)
      if (p < 0) return null
    } else if (marker === 0x2c) {
      if (p + 10 > n) return null
      const flags = bytes[p + 9]
      p += 10
      if (flags & 0x80) p += 3 * 2 ** ((flags & 7) + 1)
      p = skipSubBlocks(p + 1)
      if (p < 0) return null
      const out = new Uint8Array(p + 1)
      out.set(bytes.subarray(0, p))
      out[p] = 0x3b
      return out
    } else {
      return null
    }
  }
  return null
}

let lzwScratch: Uint8Array | undefined
let rowScratch: Uint8Array | undefined

/**
 * Decodes one image block (LZW, de-interlacing, palette choice) into a RawFrame. Its `pixels` live in a buffer
 * reused by the next call: draw the frame before decoding another.
 */
export function decodeRawFrame(structure: GifStructure, index: number): RawFrame {
  const block = structure.images[index]
  // gifuct's types say number[]; its parser gives the sub-blocks as one Uint8Array, and the local palette as `lct`.
  const image = block.image as typeof block.image & { lct?: [number, number, number][] }
  const { descriptor, data } = image
  const { width, height } = descriptor
  const count = width * height
  lzwScratch = lzwDecode(
    data.minCodeSize,
    (data.blocks as unknown) instanceof Uint8Array
      ? (data.blocks as unknown as Uint8Array)
      : Uint8Array.from(data.blocks),
    count,
    lzwScratch,
  )
  let pixels = lzwScratch
  if (descriptor.lct?.interlaced) {
    if (!rowScratch || rowScratch.length < count) rowScratch = new Uint8Array(count)
    pixels = deinterlace(lzwScratch, width, height, rowScratch)
  }
  const gce = block.gce
  return {
    left: descriptor.left,
    top: descriptor.top,
    width,
    height,
    pixels,
    colorTable: (descriptor.lct?.exists ? image.lct : structure.parsed.gct) ?? [],
    transparentIndex: gce?.extras?.transparentColorGiven ? gce.transparentColorIndex : null,
    disposal: gce?.extras?.disposal ?? 0,
    delay: structure.delays[index],
  }
}

/** Size of a thumbnail THUMB_WIDTH wide that keeps the aspect ratio (at least 1 px high). */
export function thumbSize(width: number, height: number, thumbWidth = THUMB_WIDTH) {
  return { width: thumbWidth, height: Math.max(1, Math.round((height * thumbWidth) / width)) }
}

/** "party.gif" → "party"; used for download names. */
export function baseName(fileName: string): string {
  const clean = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
    .trim()
  return clean || 'animation'
}

/** frame-001.png … with enough digits for the frame count. */
export function frameFileName(index: number, count: number): string {
  const digits = Math.max(3, String(count).length)
  return `frame-${String(index + 1).padStart(digits, '0')}.png`
}
