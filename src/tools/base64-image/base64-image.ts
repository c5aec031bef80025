// Base64 and data-URL image decoding for the base64-image tool: reads the text leniently (whitespace, base64url,
// missing padding, percent-encoded data URLs), names the exact problem when it is not Base64, detects the format
// from the bytes themselves (not the declared MIME type) and reads the dimensions from the file header.

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg' | 'bmp' | 'ico' | 'avif'

export const FORMATS: Record<ImageFormat, { name: string; mime: string; ext: string }> = {
  png: { name: 'PNG', mime: 'image/png', ext: 'png' },
  jpeg: { name: 'JPEG', mime: 'image/jpeg', ext: 'jpg' },
  gif: { name: 'GIF', mime: 'image/gif', ext: 'gif' },
  webp: { name: 'WebP', mime: 'image/webp', ext: 'webp' },
  svg: { name: 'SVG', mime: 'image/svg+xml', ext: 'svg' },
  bmp: { name: 'BMP', mime: 'image/bmp', ext: 'bmp' },
  ico: { name: 'ICO', mime: 'image/x-icon', ext: 'ico' },
  avif: { name: 'AVIF', mime: 'image/avif', ext: 'avif' },
}

export class Base64Error extends Error {}

export interface DecodedInput {
  bytes: Uint8Array
  /** MIME type declared by a data URL, if any. */
  declaredMime: string | null
  /** Length of the Base64 text (without whitespace), 0 for a percent-encoded data URL. */
  base64Length: number
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const LOOKUP = new Int16Array(128).fill(-1)
for (let i = 0; i < B64.length; i++) LOOKUP[B64.charCodeAt(i)] = i
LOOKUP['-'.charCodeAt(0)] = 62
LOOKUP['_'.charCodeAt(0)] = 63

/** Decodes Base64 or base64url; whitespace is ignored, padding optional. Throws Base64Error with the reason. */
export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '')
  const firstPad = clean.indexOf('=')
  const body = firstPad >= 0 ? clean.slice(0, firstPad) : clean
  if (firstPad >= 0) {
    const pad = clean.slice(firstPad)
    if (!/^={1,2}$/.test(pad))
      throw new Base64Error(`Unexpected “=” at position ${firstPad + 1}: padding may only appear at the end.`)
  }
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i)
    if (code >= 128 || LOOKUP[code] < 0) {
      const ch = String.fromCodePoint(body.codePointAt(i) ?? code)
      throw new Base64Error(`Invalid character “${ch}” at position ${i + 1}: Base64 uses only A–Z, a–z, 0–9, + and /.`)
    }
  }
  if (body.length % 4 === 1)
    throw new Base64Error(`The Base64 text is ${body.length} characters long, which is one too many to be complete.`)
  const out = new Uint8Array(Math.floor((body.length * 3) / 4))
  let o = 0
  for (let i = 0; i < body.length; i += 4) {
    const a = LOOKUP[body.charCodeAt(i)]
    const b = LOOKUP[body.charCodeAt(i + 1)]
    const c = i + 2 < body.length ? LOOKUP[body.charCodeAt(i + 2)] : 0
    const d = i + 3 < body.length ? LOOKUP[body.charCodeAt(i + 3)] : 0
    const n = (a << 18) | (b << 12) | (c << 6) | d
    out[o++] = (n >> 16) & 255
    if (i + 2 < body.length) out[o++] = (n >> 8) & 255
    if (i + 3 < body.length) out[o++] = n & 255
  }
  return out
}

export function encodeBase64(bytes: Uint8Array): string {
  let s = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) s += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(s)
}

/** Reads pasted text: a data URL (base64 or percent-encoded) or bare Base64. */
export function decodeInput(input: string): DecodedInput {
  const text = input.trim()
  if (!text) throw new Base64Error('Paste Base64 text or a data URL.')
  if (/^data:/i.test(text)) {
    const comma = text.indexOf(',')
    if (comma < 0) throw new Base64Error('The data URL has no comma separating the header from the data.')
    const header = text.slice(5, comma)
    const payload = text.slice(comma + 1)
    const parts = header.split(';').map((p) => p.trim())
    const declaredMime = parts[0] ? parts[0].toLowerCase() : null
    const isBase64 = parts.slice(1).some((p) => p.toLowerCase() === 'base64')
    if (!payload) throw new Base64Error('The data URL contains no data after the comma.')
    if (isBase64) {
      const clean = payload.replace(/%([0-9a-f]{2})/gi, (_, h) => String.fromCharCode(Number.parseInt(h, 16)))
      return { bytes: decodeBase64(clean), declaredMime, base64Length: clean.replace(/\s+/g, '').length }
    }
    let decoded: string
    try {
      decoded = decodeURIComponent(payload)
    } catch {
      throw new Base64Error('The data URL has a broken percent-escape (a “%” not followed by two hex digits).')
    }
    return { bytes: new TextEncoder().encode(decoded), declaredMime, base64Length: 0 }
  }
  return { bytes: decodeBase64(text), declaredMime: null, base64Length: text.replace(/\s+/g, '').length }
}

const ascii = (b: Uint8Array, start: number, len: number) =>
  String.fromCharCode(...b.subarray(start, Math.min(b.length, start + len)))

function looksLikeSvg(b: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 4096)).replace(/^\uFEFF/, '')
  const stripped = head.replace(/^\s*(<\?xml[^>]*\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*/i, '')
  return /^<svg[\s>/]/i.test(stripped)
}

/** The image format by magic bytes, or null. */
export function detectFormat(b: Uint8Array): ImageFormat | null {
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a) return 'png'
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif'
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp'
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    const brands = ascii(b, 8, Math.min(b.length, (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) - 8)
    if (/avif|avis/.test(brands)) return 'avif'
  }
  if (b.length >= 26 && b[0] === 0x42 && b[1] === 0x4d) return 'bmp'
  if (b.length >= 6 && b[0] === 0 && b[1] === 0 && b[2] === 1 && b[3] === 0 && (b[4] | (b[5] << 8)) > 0) return 'ico'
  if (looksLikeSvg(b)) return 'svg'
  return null
}

export interface Dimensions {
  width: number
  height: number
  /** Extra facts: ICO entry sizes, SVG viewBox … */
  detail?: string
}

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1]
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8)
const u32be = (b: Uint8Array, i: number) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3])
const i32le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)

/** Width and height from the file header; null when the header is missing or truncated. */
export function readDimensions(b: Uint8Array, format: ImageFormat): Dimensions | null {
  switch (format) {
    case 'png':
      return b.length >= 24 && ascii(b, 12, 4) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : null
    case 'gif':
      return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null
    case 'bmp':
      return b.length >= 26 ? { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) } : null
    case 'ico': {
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
    case 'jpeg': {
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
    case 'avif': {
      for (let i = 4; i + 20 <= b.length; i++) {
        if (b[i] === 0x69 && ascii(b, i, 4) === 'ispe') return { width: u32be(b, i + 8), height: u32be(b, i + 12) }
      }
      return null
    }
    case 'svg':
      return svgDimensions(new TextDecoder().decode(b))
  }
}

/** Reads width/height/viewBox from the root <svg> tag as text (never parsed as a document). */
export function svgDimensions(text: string): Dimensions | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return null
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const num = (v: string | undefined) => {
    const m = v ? /^\s*([\d.]+)\s*(px)?\s*$/.exec(v) : null
    return m ? Number(m[1]) : null
  }
  const viewBox = attr('viewBox')
  const vb = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  const vbOk = vb && vb.length === 4 && vb.every(Number.isFinite)
  const w = num(attr('width')) ?? (vbOk && vb ? vb[2] : null)
  const h = num(attr('height')) ?? (vbOk && vb ? vb[3] : null)
  if (w === null || h === null) return null
  return { width: w, height: h, detail: viewBox ? `viewBox ${viewBox}` : undefined }
}

export interface ImageInfo {
  bytes: Uint8Array
  format: ImageFormat
  mime: string
  ext: string
  name: string
  dimensions: Dimensions | null
  size: number
  base64Length: number
  /** Declared data-URL type differs from the bytes. */
  mismatch: string | null
}

/** Decodes pasted text into image facts; throws Base64Error with a reason when it is not an image. */
export function inspect(input: string): ImageInfo {
  const { bytes, declaredMime, base64Length } = decodeInput(input)
  if (bytes.length === 0) throw new Base64Error('The data decodes to zero bytes.')
  const format = detectFormat(bytes)
  if (!format) {
    const hex = [...bytes.subarray(0, 8)].map((x) => x.toString(16).padStart(2, '0')).join(' ')
    throw new Base64Error(
      `The data is valid Base64 (${bytes.length} bytes) but not a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF image. It starts with: ${hex}.`,
    )
  }
  const f = FORMATS[format]
  const normalisedDeclared = declaredMime === 'image/jpg' ? 'image/jpeg' : declaredMime
  const mismatch =
    normalisedDeclared &&
    normalisedDeclared !== f.mime &&
    !(format === 'ico' && normalisedDeclared === 'image/vnd.microsoft.icon')
      ? `The data URL says ${declaredMime}, but the bytes are ${f.name}. The download uses .${f.ext}.`
      : null
  return {
    bytes,
    format,
    mime: f.mime,
    ext: f.ext,
    name: f.name,
    dimensions: readDimensions(bytes, format),
    size: bytes.length,
    base64Length,
    mismatch,
  }
}

export function toDataUrl(bytes: Uint8Array, mime: string): string {
  return `data:${mime};base64,${encodeBase64(bytes)}`
}

/** A download name: the file's own base name when there is one, the detected extension always. */
export function downloadName(format: ImageFormat, base = 'image'): string {
  const stem = base.replace(/\.[^.]*$/, '').replace(/[\\/:*?"<>|]+/g, '_') || 'image'
  return `${stem}.${FORMATS[format].ext}`
}
