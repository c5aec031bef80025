// Pure rules shared by the image worker and the image tools: format detection by magic bytes, header-only
// dimension reading (to refuse images too large to decode before decoding them), size maths for resizing,
// the stepwise-halving plan for good downscales, output naming, and the ICO writer. No DOM, unit-tested in Node.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'avif' | 'ico' | 'svg'
export type OutputFormat = 'png' | 'jpeg' | 'webp'

export const OUTPUT_MIME: Record<OutputFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

export const OUTPUT_EXT: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' }

/** Images above this many pixels are refused before decoding (about 400 MB of RGBA). */
export const MAX_PIXELS = 100_000_000
/** A canvas side larger than this fails in Chromium; output sides are capped here too. */
export const MAX_SIDE = 16_384

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v)
const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len))

/** The image format from the first bytes of a file, or null when they are not a known image. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 4) return null
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif'
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 26) return 'bmp'
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 4))) return 'avif'
  if (startsWith(bytes, [0, 0, 1, 0])) return 'ico'
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart().toLowerCase()
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg'
  return null
}

/** The format a MIME type names (image/jpg counts as jpeg), or null. */
export function formatFromMime(mime: string): ImageFormat | null {
  const t = mime.toLowerCase()
  if (t === 'image/jpeg' || t === 'image/jpg' || t === 'image/pjpeg') return 'jpeg'
  if (t === 'image/png') return 'png'
  if (t === 'image/webp') return 'webp'
  if (t === 'image/gif') return 'gif'
  if (t === 'image/bmp') return 'bmp'
  if (t === 'image/avif') return 'avif'
  if (t === 'image/svg+xml') return 'svg'
  if (t === 'image/x-icon' || t === 'image/vnd.microsoft.icon') return 'ico'
  return null
}

/** The encodable format closest to the source: JPEG and WebP stay, everything else becomes PNG. */
export function sameOrPng(format: ImageFormat | null): OutputFormat {
  return format === 'jpeg' || format === 'webp' ? format : 'png'
}

export interface Size {
  width: number
  height: number
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1]
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8)
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3])
const i32le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)

/**
 * The stored pixel size from the header alone (PNG, JPEG, WebP, GIF, BMP), or null when the header does not say.
 * JPEG needs the bytes up to its SOF marker (usually within the first 64 KB).
 */
export function readImageSize(bytes: Uint8Array): Size | null {
  const format = detectImageFormat(bytes)
  if (format === 'png' && bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR') {
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) }
  }
  if (format === 'gif' && bytes.length >= 10) return { width: u16le(bytes, 6), height: u16le(bytes, 8) }
  if (format === 'bmp') return { width: Math.abs(i32le(bytes, 18)), height: Math.abs(i32le(bytes, 22)) }
  if (format === 'webp' && bytes.length >= 30) {
    const chunk = ascii(bytes, 12, 4)
    if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 }
    if (chunk === 'VP8L' && bytes[20] === 0x2f) {
      const b = bytes.subarray(21, 25)
      return {
        width: 1 + (((b[1] & 0x3f) << 8) | b[0]),
        height: 1 + (((b[3] & 0xf) << 10) | (b[2] << 2) | ((b[1] & 0xc0) >> 6)),
      }
    }
    if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
    return null
  }
  if (format === 'jpeg') {
    let i = 2
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) {
        i++
        continue
      }
      const marker = bytes[i + 1]
      if (marker === 0xff) {
        i++
        continue
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2
        continue
      }
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
      if (isSof) return { width: u16be(bytes, i + 7), height: u16be(bytes, i + 5) }
      if (marker === 0xda || marker === 0xd9) return null
      i += 2 + u16be(bytes, i + 2)
    }
  }
  return null
}

/** A readable refusal for an image over the pixel limit, or null when it may be decoded. */
export function tooLargeMessage(size: Size | null, limit = MAX_PIXELS): string | null {
  if (!size) return null
  const pixels = size.width * size.height
  if (pixels <= limit && size.width <= MAX_SIDE * 4 && size.height <= MAX_SIDE * 4) return null
  const mp = (pixels / 1e6).toFixed(1)
  return `Image too large: ${size.width}×${size.height} (${mp} MP); the limit is ${limit / 1e6} megapixels`
}

export type ResizeMode = 'width' | 'height' | 'both'

export interface ResizeSpec {
  width: number
  height: number
  /** Keep the aspect ratio: fit to the width, to the height, or inside both. */
  keepAspect: boolean
  mode: ResizeMode
}

const clampSide = (n: number) => Math.max(1, Math.min(MAX_SIDE, Math.round(n)))

/** The output size for an original size and the resizer's settings. */
export function computeResize(original: Size, spec: ResizeSpec): Size {
  const w = Math.max(1, spec.width)
  const h = Math.max(1, spec.height)
  if (!spec.keepAspect) return { width: clampSide(w), height: clampSide(h) }
  let scale: number
  if (spec.mode === 'width') scale = w / original.width
  else if (spec.mode === 'height') scale = h / original.height
  else scale = Math.min(w / original.width, h / original.height)
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
