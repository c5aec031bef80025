// Reading an image's pixel size from its header alone, before anything is decoded, and the pixel limit every image
// tool shares: the image worker and the PDF worker both refuse a too-large image here, with the same message.
// Pure (no DOM), unit-tested in Node.

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'avif' | 'ico' | 'svg'

/** Images above this many pixels are refused before decoding: 100 MP is about 400 MB of RGBA once decoded. */
export const MAX_PIXELS = 100_000_000
/** Longer sides than this are refused too, whatever the pixel count. */
export const MAX_HEADER_SIDE = 65_536
/** How many bytes of the file's start are read for the header (a JPEG's SOF can follow a large EXIF block). */
export const HEADER_BYTES = 512 * 1024

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
