// Base64 and data-URL image decoding for the base64-image tool: reads the text leniently (whitespace, base64url,
// missing padding, percent-encoded data URLs), names the exact problem when it is not Base64, detects the format
// from the bytes themselves (not the declared MIME type) and reads the dimensions from the file header.

import { detectImageFormat, type ImageFormat, readHeaderSize, type Size } from './image-header'

export type { ImageFormat }

export const FORMATS: Record<ImageFormat, { name: string; mime: string; ext: string }> = {
  png: { name: 'PNG', mime: 'image/png', ext: 'png' },
  jpeg: { name: 'JPEG', mime: 'image/jpeg', ext: 'jpg' },
  gif: { name: 'GIF', mime: 'image/gif', ext: 'gif' },
  webp: { name: 'WebP', mime: 'image/webp', ext: 'webp' },
  svg: { name: 'SVG', mime: 'image/svg+xml', ext: 'svg' },
  bmp: { name: 'BMP', mime: 'image/bmp', ext: 'bmp' },
  ico: { name: 'ICO', mime: 'image/x-icon', ext: 'ico' },
  avif: { name: 'AVIF', mime: 'image/avif', ext: 'avif' },
  heic: { name: 'HEIC', mime: 'image/heic', ext: 'heic' },
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

/** The image format by magic bytes, or null. */
export const detectFormat = detectImageFormat

export type Dimensions = Size

/** Width and height from the file header; null when the header is missing or truncated. */
export function readDimensions(b: Uint8Array, format: ImageFormat): Dimensions | null {
  return format === 'svg' ? svgDimensions(new TextDecoder().decode(b)) : readHeaderSize(b, format)
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
  return imageInfo(bytes, format, base64Length, mismatch)
}

function imageInfo(bytes: Uint8Array, format: ImageFormat, base64Length: number, mismatch: string | null): ImageInfo {
  const f = FORMATS[format]
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

export interface Encoded {
  fileName: string
  info: ImageInfo
  base64: string
  dataUrl: string
}

/** A file's bytes as Base64 and a data URL, or why they cannot be: empty, or not an image we recognise. */
export function encodeFile(fileName: string, bytes: Uint8Array): { encoded: Encoded } | { error: string } {
  if (!bytes.length) return { error: `“${fileName}” is empty (0 bytes).` }
  const format = detectFormat(bytes)
  if (!format)
    return {
      error: `“${fileName}” is not a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF image (checked from its bytes).`,
    }
  const base64 = encodeBase64(bytes)
  const dataUrl = `data:${FORMATS[format].mime};base64,${base64}`
  return { encoded: { fileName, base64, dataUrl, info: imageInfo(bytes, format, base64.length, null) } }
}

export type EncodedOutput = 'dataUrl' | 'base64' | 'css' | 'html'

export const OUTPUT_LABELS: Record<EncodedOutput, string> = {
  dataUrl: 'Data URL',
  base64: 'Base64',
  css: 'CSS',
  html: 'HTML',
}

/** The encoded image as the chosen output: the data URL, the bare Base64, a CSS background or an <img> tag. */
export function encodedText(encoded: Encoded, output: EncodedOutput): string {
  if (output === 'base64') return encoded.base64
  if (output === 'css') return `background-image: url("${encoded.dataUrl}");`
  if (output === 'html') {
    const d = encoded.info.dimensions
    return `<img src="${encoded.dataUrl}" alt="" width="${d?.width ?? ''}" height="${d?.height ?? ''}">`
  }
  return encoded.dataUrl
}

/** Shown text up to a cap so a multi-megabyte data URL does not stall layout; Copy gets it all. */
export const SHOW_CHARS = 20_000
export function clipForDisplay(s: string, max = SHOW_CHARS): string {
  return s.length > max ? `${s.slice(0, max)}… (${s.length - max} more characters: use Copy)` : s
}

/** The .txt download's name: the image's name without its extension. */
export function textFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, '') || 'image'}.base64.txt`
}
