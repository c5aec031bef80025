// Pure rules shared by the image worker and the image tools: format detection by magic bytes, header-only
// dimension reading (to refuse images too large to decode before decoding them), size maths for resizing,
// the stepwise-halving plan for good downscales, output naming, and the ICO writer. No DOM, unit-tested in Node.

import { type ImageFormat, MAX_PIXELS, pixelLimitMessage, type Size } from './image-header'

export {
  detectImageFormat,
  HEADER_BYTES,
  type ImageFormat,
  MAX_PIXELS,
  pixelLimitMessage,
  readImageSize,
  type Size,
} from './image-header'

import { OUTPUT_EXT, type OutputFormat } from './formats'

export { OUTPUT_EXT, OUTPUT_MIME, type OutputFormat } from './formats'

/** A canvas side larger than this fails in Chromium; output sides are capped here too. */
export const MAX_SIDE = 16_384

/** The format a MIME type names (image/jpg counts as jpeg), or null. */
export function formatFromMime(mime: string): ImageFormat | null {
  const t = mime.toLowerCase()
  if (t === 'image/jpeg' || t === 'image/jpg' || t === 'image/pjpeg') return 'jpeg'
  if (t === 'image/png') return 'png'
  if (t === 'image/webp') return 'webp'
  if (t === 'image/gif') return 'gif'
  if (t === 'image/bmp') return 'bmp'
  if (t === 'image/avif') return 'avif'
  if (t === 'image/heic' || t === 'image/heif' || t === 'image/heic-sequence' || t === 'image/heif-sequence')
    return 'heic'
  if (t === 'image/svg+xml') return 'svg'
  if (t === 'image/x-icon' || t === 'image/vnd.microsoft.icon') return 'ico'
  return null
}

/** The encodable format closest to the source: JPEG and WebP stay, everything else becomes PNG. */
export function sameOrPng(format: ImageFormat | null): OutputFormat {
  return format === 'jpeg' || format === 'webp' ? format : 'png'
}

/** A readable refusal for an image over the pixel limit (size, limit and reason), or null when it may be decoded. */
export function tooLargeMessage(size: Size | null, limit = MAX_PIXELS): string | null {
  return pixelLimitMessage(size, limit)
}

export type ResizeMode = 'width' | 'height' | 'both'

export interface ResizeSpec {
  width: number
  height: number
  /** Keep the aspect ratio: fit to the width, to the height, or inside both. */
  keepAspect: boolean
  mode: ResizeMode
  /** False: an image smaller than the size asked keeps its own size (never enlarged). Default true: the size asked. */
  enlarge?: boolean
}

const clampSide = (n: number) => Math.max(1, Math.min(MAX_SIDE, Math.round(n)))

/** The output size for an original size and the resizer's settings. */
export function computeResize(original: Size, spec: ResizeSpec): Size {
  const w = Math.max(1, spec.width)
  const h = Math.max(1, spec.height)
  const grow = spec.enlarge !== false
  if (!spec.keepAspect)
    return grow
      ? { width: clampSide(w), height: clampSide(h) }
      : { width: clampSide(Math.min(w, original.width)), height: clampSide(Math.min(h, original.height)) }
  let scale: number
  if (spec.mode === 'width') scale = w / original.width
  else if (spec.mode === 'height') scale = h / original.height
  else scale = Math.min(w / original.width, h / original.height)
  if (!grow) scale = Math.min(scale, 1)
  // Never let the derived side run past the canvas limit: shrink the whole image instead.
  scale = Math.min(scale, MAX_SIDE / original.width, MAX_SIDE / original.height)
  return { width: clampSide(original.width * scale), height: clampSide(original.height * scale) }
}

/** A size scaled to fit inside a square of `max` pixels (never enlarged). */
export function fitWithin(size: Size, max: number): Size {
  const scale = Math.min(1, max / Math.max(size.width, size.height))
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) }
}

/**
 * Intermediate sizes for a good downscale: while the image is still more than three times the target, halve it
 * (each halving averages 2×2 pixels, so no detail is skipped); then draw the final size with high-quality smoothing.
 * Upscales and reductions up to 3× go in one step.
 */
export function downscaleSteps(from: Size, to: Size): Size[] {
  const steps: Size[] = []
  let cur = { ...from }
  while (cur.width > to.width * 3 && cur.height > to.height * 3) {
    cur = { width: Math.max(1, Math.round(cur.width / 2)), height: Math.max(1, Math.round(cur.height / 2)) }
    steps.push(cur)
  }
  steps.push({ ...to })
  return steps
}

/** Splits a file name into base and extension (without the dot); names without a dot have no extension. */
export function splitName(name: string): { base: string; ext: string } {
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return { base: name || 'image', ext: '' }
  return { base: name.slice(0, dot), ext: name.slice(dot + 1) }
}

/** `prefix` + the file's base name + the extension of the output format ("compressed_photo.jpg"). */
export function outputName(prefix: string, name: string, format: OutputFormat): string {
  return `${prefix}${splitName(name).base}.${OUTPUT_EXT[format]}`
}

export interface IcoImage {
  /** Side in pixels (1..256). */
  size: number
  png: Uint8Array
}

/** A Windows .ico holding PNG images (Vista+ format): 6-byte header, 16-byte directory entries, then the PNGs. */
export function buildIco(images: readonly IcoImage[]): Uint8Array {
  if (!images.length) throw new Error('An ICO needs at least one image')
  const headerSize = 6 + 16 * images.length
  const total = headerSize + images.reduce((n, img) => n + img.png.length, 0)
  const out = new Uint8Array(total)
  const view = new DataView(out.buffer)
  view.setUint16(0, 0, true)
  view.setUint16(2, 1, true)
  view.setUint16(4, images.length, true)
  let offset = headerSize
  images.forEach((img, i) => {
    if (img.size < 1 || img.size > 256) throw new Error(`ICO images are 1 to 256 pixels, not ${img.size}`)
    const at = 6 + 16 * i
    out[at] = img.size === 256 ? 0 : img.size
    out[at + 1] = img.size === 256 ? 0 : img.size
    out[at + 2] = 0 // palette colours
    out[at + 3] = 0 // reserved
    view.setUint16(at + 4, 1, true) // colour planes
    view.setUint16(at + 6, 32, true) // bits per pixel
    view.setUint32(at + 8, img.png.length, true)
    view.setUint32(at + 12, offset, true)
    out.set(img.png, offset)
    offset += img.png.length
  })
  return out
}

export interface IcoEntry {
  width: number
  height: number
  bitCount: number
  bytes: number
  offset: number
}

/** Reads an ICO directory back (for tests and checks). */
export function readIcoDirectory(bytes: Uint8Array): IcoEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error('Not an ICO file')
  const count = view.getUint16(4, true)
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i
    return {
      width: bytes[at] || 256,
      height: bytes[at + 1] || 256,
      bitCount: view.getUint16(at + 6, true),
      bytes: view.getUint32(at + 8, true),
      offset: view.getUint32(at + 12, true),
    }
  })
}
