// Reading an image's pixel size from its header alone, before anything is decoded, and the pixel limit every image
// tool shares: the image worker and the PDF worker both refuse a too-large image here, with the same message.
// Pure (no DOM), unit-tested in Node.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'avif' | 'heic' | 'ico' | 'svg'

/** Images above this many pixels are refused before decoding: 100 MP is about 400 MB of RGBA once decoded. */
export const MAX_PIXELS = 100_000_000
/** Longer sides than this are refused too, whatever the pixel count. */
export const MAX_HEADER_SIDE = 65_536
/** How many bytes of the file's start are read for the header (a JPEG's SOF can follow a large EXIF block). */
export const HEADER_BYTES = 512 * 1024

const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len))

function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 4096)).replace(/^\uFEFF/, '')
  const stripped = head.replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '')
  return /^<svg[\s>/]/i.test(stripped)
}

/** The image format from the first bytes of a file (never its name or declared type), or null. */
export function detectImageFormat(b: Uint8Array): ImageFormat | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a) return 'png'
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif'
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp'
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const brands = ascii(b, 8, Math.min(b.length, (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) - 8)
    if (/avif|avis/.test(brands)) return 'avif'
    // HEIC/HEIF (iPhone photos): HEVC brands, or the generic HEIF brands without AVIF's.
    if (/heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1/.test(brands)) return 'heic'
  }
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp'
  if (b.length >= 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 && (b[4] | (b[5] << 8)) > 0) return 'ico'
  if (looksLikeSvg(b)) return 'svg'
  return null
}

export interface Size {
  width: number
  height: number
  /** Extra facts the header gives: an ICO's entry sizes. */
  detail?: string
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1]
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8)
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3])
const i32le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)

function jpegSize(b: Uint8Array): Size | null {
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i++
      continue
    }
    const marker = b[i + 1]
    if (marker === 0xff) {
      i++
      continue
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isSof) return { width: u16be(b, i + 7), height: u16be(b, i + 5) }
    if (marker === 0xd9 || marker === 0xda) return null
    i += 2 + u16be(b, i + 2)
  }
  return null
}

function icoSize(b: Uint8Array): Size | null {
  const count = u16le(b, 4)
  const sizes: string[] = []
  let best = { width: 0, height: 0 }
  for (let i = 0; i < count && 6 + i * 16 + 16 <= b.length; i++) {
    const w = b[6 + i * 16] || 256
    const h = b[7 + i * 16] || 256
    sizes.push(`${w}×${h}`)
    if (w * h > best.width * best.height) best = { width: w, height: h }
  }
  return sizes.length ? { ...best, detail: `${sizes.length} image(s): ${sizes.join(', ')}` } : null
}

/**
 * The stored pixel size of a raster image of `format` from its header alone, or null when the header is missing,
 * truncated or does not say (and for SVG, which is text: see the base64-image tool). JPEG needs the bytes up to its
 * SOF marker (usually within the first 64 KB; see HEADER_BYTES).
 */
export function readHeaderSize(b: Uint8Array, format: ImageFormat): Size | null {
  switch (format) {
    case 'png':
      return b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : null
    case 'gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null
    case 'bmp':
      return b.length >= 26 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null
    case 'ico':
      return icoSize(b)
    case 'webp': {
      const chunk = ascii(b, 12, 4)
      if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff }
      if (chunk === 'VP8L' && b.length >= 25) {
        const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
      }
      if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 }
      return null
    }
    case 'jpeg':
      return jpegSize(b)
    case 'avif':
    case 'heic': {
      // Each item has its 'ispe' (a HEIC's tiles and thumbnail too): the largest is the image (or its grid).
      let best: Size | null = null
      for (let i = 4; i + 20 <= b.length; i++) {
        if (b[i] !== 0x69 || ascii(b, i, 4) !== 'ispe') continue
        const size = { width: u32be(b, i + 8), height: u32be(b, i + 12) }
        if (!best || size.width * size.height > best.width * best.height) best = size
      }
      return best
    }
    case 'svg':
      return null
  }
}

/** The stored pixel size of a raster image from its header alone, whatever its format, or null. */
export function readImageSize(bytes: Uint8Array): Size | null {
  const format = detectImageFormat(bytes)
  return format ? readHeaderSize(bytes, format) : null
}

/** "400", "4,295", "120.5": megapixels as people read them, never rounded down onto the limit. */
function megapixels(pixels: number, limit: number): string {
  const mp = pixels / 1e6
  if (mp >= 100) {
    const whole = Math.round(mp)
    if (whole > limit / 1e6 || pixels <= limit) return whole.toLocaleString('en-US')
  }
  for (const digits of [1, 2, 3]) {
    const text = mp.toFixed(digits)
    if (Number(text) > limit / 1e6 || pixels <= limit) return String(Number(text))
  }
  return String(mp)
}

/**
 * Why an image of this stored size is refused before decoding, or null when it may be decoded: the size, the
 * limit and the reason ("20000 × 20000 px (400 MP) is over the 100 MP limit: …").
 */
export function pixelLimitMessage(size: Size | null, limit = MAX_PIXELS): string | null {
  if (!size) return null
  const pixels = size.width * size.height
  const side = Math.max(size.width, size.height)
  if (pixels <= limit && side > MAX_HEADER_SIDE)
    return `${size.width} × ${size.height} px is over the ${MAX_HEADER_SIDE.toLocaleString('en-US')} px limit per side: browsers cannot decode an image this long.`
  if (pixels <= limit) return null
  const gb = (pixels * 4) / 2 ** 30
  const memory = gb >= 1 ? `${gb.toFixed(1)} GB` : `${Math.round(gb * 1024)} MB`
  return `${size.width} × ${size.height} px (${megapixels(pixels, limit)} MP) is over the ${limit / 1e6} MP limit: decoding it would take ${memory} of memory, more than a browser tab can safely hold.`
}

/** The header verdict for a file's first bytes (see HEADER_BYTES): its stored size and any refusal. */
export function checkImageHeader(head: Uint8Array): { size: Size | null; problem: string | null } {
  const size = readImageSize(head)
  return { size, problem: pixelLimitMessage(size) }
}
