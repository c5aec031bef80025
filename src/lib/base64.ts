// Base64 rules for the base64-encode tool: UTF-8 text both ways, the URL-safe alphabet, tolerant decoding
// (whitespace, data URLs, missing padding) with strict validation, and file-type sniffing from magic bytes.
const CHUNK = 0x8000 * 3 // a multiple of 3, so chunk outputs concatenate without padding in the middle

export class Base64EncodeError extends Error {}
export class Base64DecodeError extends Error {}

/** Standard Base64 of bytes; `urlSafe` uses - and _ and drops the = padding (RFC 4648 §5). */
export function bytesToBase64(bytes: Uint8Array, urlSafe = false, onProgress?: (done: number) => void): string {
  const parts: string[] = []
  for (let i = 0; i < bytes.length; i += CHUNK) {
    const chunk = bytes.subarray(i, i + CHUNK)
    let binary = ''
    for (let j = 0; j < chunk.length; j += 0x2000) {
      binary += String.fromCharCode.apply(null, chunk.subarray(j, j + 0x2000) as unknown as number[])
    }
    parts.push(btoa(binary))
    onProgress?.(Math.min(bytes.length, i + CHUNK))
  }
  const out = parts.join('')
  return urlSafe ? toUrlSafe(out) : out
}

export function toUrlSafe(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** UTF-8 encodes the text; a lone surrogate (text that is not valid Unicode) cannot be encoded faithfully. */
export function encodeText(text: string, urlSafe = false): string {
  if (LONE_SURROGATE.test(text)) {
    throw new Base64EncodeError('Failed to encode text to Base64')
  }
  return bytesToBase64(new TextEncoder().encode(text), urlSafe)
}

export interface Cleaned {
  base64: string
  mime?: string
}

/** Strips a data: URL prefix and whitespace, maps the URL-safe alphabet to the standard one and restores padding. */
export function normaliseBase64(input: string): Cleaned {
  let text = input.trim()
  let mime: string | undefined
  const dataUrl = /^data:([^;,]*)(?:;[^,]*)?;base64,/i.exec(text)
  if (dataUrl) {
    mime = dataUrl[1] || undefined
    text = text.slice(dataUrl[0].length)
  }
  text = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/')
  const body = text.replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(body) || text.length - body.length > 2 || body.length % 4 === 1) {
    throw new Base64DecodeError('Invalid Base64 input')
  }
  if (text.length !== body.length && text.length % 4 !== 0) throw new Base64DecodeError('Invalid Base64 input')
  return { base64: body + '='.repeat((4 - (body.length % 4)) % 4), mime }
}

export function base64ToBytes(input: string): { bytes: Uint8Array; mime?: string } {
  const { base64, mime } = normaliseBase64(input)
  let binary: string
  try {
    binary = atob(base64)
  } catch {
    throw new Base64DecodeError('Invalid Base64 input')
  }
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { bytes, mime }
}

/** The decoded bytes as UTF-8 text, or null when they are not valid UTF-8 (binary data). */
export function bytesToText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

export interface Sniffed {
  mime: string
  ext: string
  image: boolean
}

const startsWith = (bytes: Uint8Array, sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b)
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** File type from magic bytes; images are the ones the browser can preview. */
export function sniffType(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png', image: true }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg', image: true }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif', image: true }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp', image: true }
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(avif|avis)$/.test(ascii(bytes, 8, 12)))
    return { mime: 'image/avif', ext: 'avif', image: true }
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26) return { mime: 'image/bmp', ext: 'bmp', image: true }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6)
    return { mime: 'image/x-icon', ext: 'ico', image: true }
  if (ascii(bytes, 0, 4) === '%PDF') return { mime: 'application/pdf', ext: 'pdf', image: false }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { mime: 'application/zip', ext: 'zip', image: false }
  if (startsWith(bytes, [0x1f, 0x8b])) return { mime: 'application/gzip', ext: 'gz', image: false }
  return null
}

export const EXAMPLES: readonly { id: string; label: string; text: string }[] = [
  { id: 'text', label: 'Simple Text', text: 'Hello, World! 👋 Grüße aus Köln.' },
  { id: 'json', label: 'JSON Data', text: '{\n  "name": "Localkit",\n  "tools": 100,\n  "private": true\n}' },
  { id: 'url', label: 'URL', text: 'https://example.com/search?q=base64 encoding&lang=en#results' },
]

export function toDataUrl(base64: string, mime: string): string {
  return `data:${mime || 'application/octet-stream'};base64,${base64}`
}
