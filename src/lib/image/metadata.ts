// The batch's metadata step, on the bytes: what a source JPEG, PNG or WebP carries (EXIF, XMP, ICC colour profile)
// is read from its segments/chunks, the EXIF cleaned (GPS wiped when asked, orientation reset to upright since the
// pixels are turned already, pixel dimensions set to the result's, the original's thumbnail wiped), and written into
// the encoded JPEG (APP1/APP2), PNG (eXIf, iCCP, iTXt) or WebP (VP8X with EXIF/ICCP/XMP chunks). Every output is
// first stripped of whatever metadata it carries, so "strip everything" holds for every encoder. AVIF is written
// without metadata here. HEIC and AVIF sources give their EXIF and ICC profile (heif-meta). Pure byte work (CompressionStream for PNG's compressed profile), shared with Node tests.

import { crc32 } from '../zip/store-zip'
import type { BatchMetadata } from './batch-settings'
import type { OutputFormat } from './formats'
import { readHeifMetadata } from './heif-meta'

export interface ImageMetadata {
  /** TIFF-structured EXIF ("II*\0…" or "MM\0*…"), without the "Exif\0\0" prefix. */
  exif?: Uint8Array
  /** The ICC profile, uncompressed. */
  icc?: Uint8Array
  /** The XMP packet. */
  xmp?: string
}

const ascii = (b: Uint8Array, at: number, n: number) => {
  let s = ''
  for (let i = 0; i < n && at + i < b.length; i++) s += String.fromCharCode(b[at + i])
  return s
}
const startsWith = (b: Uint8Array, at: number, text: string) => ascii(b, at, text.length) === text
const be16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1]
const be32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3])
const le32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 2 ** 24

const EXIF_ID = 'Exif\0\0'
const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0'
const ICC_ID = 'ICC_PROFILE\0'
const enc = new TextEncoder()
const dec = new TextDecoder()

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let n = 0
  for (const p of parts) n += p.length
  const out = new Uint8Array(n)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

export type MetadataContainer = 'jpeg' | 'png' | 'webp'

export function containerOf(b: Uint8Array): MetadataContainer | null {
  if (b[0] === 0xff && b[1] === 0xd8) return 'jpeg'
  if (b[0] === 0x89 && startsWith(b, 1, 'PNG')) return 'png'
  if (startsWith(b, 0, 'RIFF') && startsWith(b, 8, 'WEBP')) return 'webp'
  return null
}

// ---------- JPEG ----------

interface Segment {
  marker: number
  /** Offset of the 0xFF. */
  start: number
  /** Offset just past the segment. */
  end: number
  /** Payload offset (after the length). */
  data: number
}

/** The segments before the scan (SOS); stops at the first malformed one. */
function jpegSegments(b: Uint8Array): { segments: Segment[]; scan: number } {
  const segments: Segment[] = []
  let at = 2
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1]
    if (marker === 0xff) {
      at++
      continue
    }
    if (marker === 0xda || marker === 0xd9) return { segments, scan: at }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    const len = be16(b, at + 2)
    if (len < 2 || at + 2 + len > b.length) break
    segments.push({ marker, start: at, end: at + 2 + len, data: at + 4 })
    at += 2 + len
  }
  return { segments, scan: at }
}

function readJpeg(b: Uint8Array): ImageMetadata {
  const out: ImageMetadata = {}
  const icc: { seq: number; data: Uint8Array }[] = []
  for (const s of jpegSegments(b).segments) {
    if (s.marker === 0xe1 && startsWith(b, s.data, EXIF_ID) && !out.exif)
      out.exif = b.slice(s.data + EXIF_ID.length, s.end)
    else if (s.marker === 0xe1 && startsWith(b, s.data, XMP_ID) && out.xmp === undefined)
      out.xmp = dec.decode(b.subarray(s.data + XMP_ID.length, s.end))
    else if (s.marker === 0xe2 && startsWith(b, s.data, ICC_ID))
      icc.push({ seq: b[s.data + ICC_ID.length], data: b.subarray(s.data + ICC_ID.length + 2, s.end) })
  }
  if (icc.length) out.icc = concat(icc.sort((x, y) => x.seq - y.seq).map((c) => c.data))
  return out
}

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const len = payload.length + 2
  return concat([new Uint8Array([0xff, marker, len >> 8, len & 0xff]), payload])
}

/** Largest payload of one JPEG segment. */
const SEGMENT_MAX = 65_533

function writeJpeg(b: Uint8Array, m: ImageMetadata): Uint8Array {
  const { segments } = jpegSegments(b)
  // Keep JFIF (APP0) and Adobe (APP14, colour transform) and every non-APP segment; drop other APPn and comments.
  const dropped = segments.filter(
    (s) => (s.marker >= 0xe1 && s.marker <= 0xef && s.marker !== 0xee) || s.marker === 0xfe,
  )
  const parts: Uint8Array[] = [b.subarray(0, 2)]
  let at = 2
  const jfif = segments[0]?.marker === 0xe0 ? segments[0] : null
  if (jfif) {
    parts.push(b.subarray(jfif.start, jfif.end))
    at = jfif.end
  }
  if (m.exif && m.exif.length + EXIF_ID.length <= SEGMENT_MAX)
    parts.push(segment(0xe1, concat([enc.encode(EXIF_ID), m.exif])))
  if (m.xmp !== undefined) {
    const x = enc.encode(m.xmp)
    if (x.length + XMP_ID.length <= SEGMENT_MAX) parts.push(segment(0xe1, concat([enc.encode(XMP_ID), x])))
  }
  if (m.icc?.length) {
    const chunk = SEGMENT_MAX - ICC_ID.length - 2
    const count = Math.ceil(m.icc.length / chunk)
    if (count <= 255)
      for (let i = 0; i < count; i++)
        parts.push(
          segment(
            0xe2,
            concat([enc.encode(ICC_ID), new Uint8Array([i + 1, count]), m.icc.subarray(i * chunk, (i + 1) * chunk)]),
          ),
        )
  }
  for (const s of dropped) {
    if (s.start < at) continue
    parts.push(b.subarray(at, s.start))
    at = s.end
  }
  parts.push(b.subarray(at))
  return concat(parts)
}

// ---------- PNG ----------

interface Chunk {
  type: string
  start: number
  end: number
  data: number
  length: number
}

function pngChunks(b: Uint8Array): Chunk[] {
  const chunks: Chunk[] = []
  let at = 8
  while (at + 12 <= b.length) {
    const length = be32(b, at)
    const end = at + 12 + length
    if (end > b.length) break
    const type = ascii(b, at + 4, 4)
    chunks.push({ type, start: at, end, data: at + 8, length })
    at = end
    if (type === 'IEND') break
  }
  return chunks
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

async function readPng(b: Uint8Array): Promise<ImageMetadata> {
  const out: ImageMetadata = {}
  for (const c of pngChunks(b)) {
    const data = b.subarray(c.data, c.data + c.length)
    if (c.type === 'eXIf' && !out.exif) out.exif = data.slice()
    else if (c.type === 'iCCP' && !out.icc) {
      const nul = data.indexOf(0)
      if (nul > 0 && nul < 80) out.icc = await inflate(data.subarray(nul + 2)).catch(() => undefined)
    } else if (c.type === 'iTXt' && out.xmp === undefined && startsWith(data, 0, 'XML:com.adobe.xmp\0')) {
      let at = 18
      const compressed = data[at] === 1
      at += 2
      at = data.indexOf(0, at) + 1 // language
      at = data.indexOf(0, at) + 1 // translated keyword
      if (at > 0 && !compressed) out.xmp = dec.decode(data.subarray(at))
    }
  }
  return out
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8)
  const view = new DataView(head.buffer)
  view.setUint32(0, data.length)
  const t = enc.encode(type)
  head.set(t, 4)
  const tail = new Uint8Array(4)
  new DataView(tail.buffer).setUint32(0, crc32([t, data]))
  return concat([head, data, tail])
}

const PNG_METADATA = new Set(['eXIf', 'iCCP', 'sRGB', 'iTXt', 'tEXt', 'zTXt', 'tIME'])

async function writePng(b: Uint8Array, m: ImageMetadata): Promise<Uint8Array> {
  const chunks = pngChunks(b)
  const ihdr = chunks[0]
  if (ihdr?.type !== 'IHDR') return b
  const added: Uint8Array[] = []
  if (m.icc?.length) added.push(pngChunk('iCCP', concat([enc.encode('ICC profile\0\0'), await deflate(m.icc)])))
  if (m.exif) added.push(pngChunk('eXIf', m.exif))
  if (m.xmp !== undefined)
    added.push(pngChunk('iTXt', concat([enc.encode('XML:com.adobe.xmp\0\0\0\0\0'), enc.encode(m.xmp)])))
  // sRGB goes when a profile comes in (a PNG may carry one or the other); every other metadata chunk goes anyway.
  const parts: Uint8Array[] = [b.subarray(0, ihdr.end), ...added]
  for (const c of chunks.slice(1))
    if (!PNG_METADATA.has(c.type) || (c.type === 'sRGB' && !m.icc)) parts.push(b.subarray(c.start, c.end))
  const last = chunks[chunks.length - 1]
  if (last && last.end < b.length) parts.push(b.subarray(last.end))
  return concat(parts)
}

// ---------- WebP ----------

function webpChunks(b: Uint8Array): Chunk[] {
  const chunks: Chunk[] = []
  let at = 12
  while (at + 8 <= b.length) {
    const length = le32(b, at + 4)
    const end = at + 8 + length + (length & 1)
    if (at + 8 + length > b.length) break
    chunks.push({ type: ascii(b, at, 4), start: at, end: Math.min(end, b.length), data: at + 8, length })
    at = end
  }
  return chunks
}

function readWebp(b: Uint8Array): ImageMetadata {
  const out: ImageMetadata = {}
  for (const c of webpChunks(b)) {
    const data = b.subarray(c.data, c.data + c.length)
    if (c.type === 'EXIF' && !out.exif) out.exif = (startsWith(data, 0, EXIF_ID) ? data.subarray(6) : data).slice()
    else if (c.type === 'ICCP' && !out.icc) out.icc = data.slice()
    else if (c.type === 'XMP ' && out.xmp === undefined) out.xmp = dec.decode(data)
  }
  return out
}

function webpChunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8)
  head.set(enc.encode(type), 0)
  new DataView(head.buffer).setUint32(4, data.length, true)
  return concat(data.length & 1 ? [head, data, new Uint8Array(1)] : [head, data])
}

function writeWebp(b: Uint8Array, m: ImageMetadata, size: { width: number; height: number }): Uint8Array {
  const chunks = webpChunks(b)
  const image = chunks.filter((c) => !['VP8X', 'ICCP', 'EXIF', 'XMP '].includes(c.type))
  const hasMeta = Boolean(m.icc?.length || m.exif || m.xmp !== undefined)
  const vp8x = chunks.find((c) => c.type === 'VP8X')
  let flags = vp8x ? b[vp8x.data] & 0x12 : 0 // keep alpha and animation
  const vp8l = image.find((c) => c.type === 'VP8L')
  if (!vp8x && vp8l && (b[vp8l.data + 4] >> 4) & 1) flags |= 0x10
  if (!vp8x && image.some((c) => c.type === 'ALPH')) flags |= 0x10
  if (!hasMeta && !vp8x) return b
  if (m.icc?.length) flags |= 0x20
  if (m.exif) flags |= 0x08
  if (m.xmp !== undefined) flags |= 0x04
  const parts: Uint8Array[] = []
  if (hasMeta || (vp8x && flags & 0x12)) {
    const x = new Uint8Array(10)
    x[0] = flags
    const w = size.width - 1
    const h = size.height - 1
    x.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 4)
    if (vp8x) x.set(b.subarray(vp8x.data + 4, vp8x.data + 10), 4)
    parts.push(webpChunk('VP8X', x))
  }
  if (m.icc?.length) parts.push(webpChunk('ICCP', m.icc))
  for (const c of image) parts.push(b.subarray(c.start, c.end))
  if (m.exif) parts.push(webpChunk('EXIF', m.exif))
  if (m.xmp !== undefined) parts.push(webpChunk('XMP ', enc.encode(m.xmp)))
  const body = concat(parts)
  const head = new Uint8Array(12)
  head.set(enc.encode('RIFF'), 0)
  new DataView(head.buffer).setUint32(4, body.length + 4, true)
  head.set(enc.encode('WEBP'), 8)
  return concat([head, body])
}

// ---------- EXIF ----------

const TYPE_SIZE: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
}

/**
 * A copy of the EXIF with the GPS IFD wiped and unlinked (when asked), the orientation set to upright, the pixel
 * dimensions set to the result's, and IFD1 (the original's thumbnail) wiped and unlinked. Null when the EXIF cannot be
 * read safely: then none is written (never a GPS position left by a parse that went wrong).
 */
export function cleanExif(
  source: Uint8Array,
  options: { removeGps: boolean; width: number; height: number },
): Uint8Array | null {
  const b = source.slice()
  if (b.length < 8) return null
  const little = b[0] === 0x49 && b[1] === 0x49
  if (!little && !(b[0] === 0x4d && b[1] === 0x4d)) return null
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength)
  const u16 = (at: number) => view.getUint16(at, little)
  const u32 = (at: number) => view.getUint32(at, little)
  if (u16(2) !== 42) return null
  const ifdOk = (at: number) => at >= 8 && at + 2 <= b.length && at + 2 + u16(at) * 12 + 4 <= b.length
  /** Zeroes an IFD and every value it stores out of line. */
  const wipe = (at: number) => {
    if (!ifdOk(at)) return
    const n = u16(at)
    for (let i = 0; i < n; i++) {
      const e = at + 2 + i * 12
      const bytes = (TYPE_SIZE[u16(e + 2)] ?? 1) * u32(e + 4)
      if (bytes > 4) {
        const off = u32(e + 8)
        if (off + bytes <= b.length) b.fill(0, off, off + bytes)
      }
    }
    b.fill(0, at, at + 2 + n * 12 + 4)
  }
  const ifd0 = u32(4)
  if (!ifdOk(ifd0)) return null
  let count = u16(ifd0)
  // IFD1: the original's thumbnail (its JPEG bytes and its entries) wiped, IFD0's link to it cut.
  const next = ifd0 + 2 + count * 12
  const ifd1 = u32(next)
  if (ifd1 && ifdOk(ifd1)) {
    const n1 = u16(ifd1)
    let thumbAt = 0
    let thumbLen = 0
    for (let i = 0; i < n1; i++) {
      const e = ifd1 + 2 + i * 12
      if (u16(e) === 0x0201) thumbAt = u32(e + 8)
      if (u16(e) === 0x0202) thumbLen = u32(e + 8)
    }
    if (thumbAt && thumbAt + thumbLen <= b.length) b.fill(0, thumbAt, thumbAt + thumbLen)
    wipe(ifd1)
  }
  view.setUint32(next, 0, little)
  let exifIfd = 0
  for (let i = 0; i < count; i++) {
    const e = ifd0 + 2 + i * 12
    const tag = u16(e)
    if (tag === 0x0112 && u16(e + 2) === 3) view.setUint16(e + 8, 1, little)
    else if (tag === 0x8769) exifIfd = u32(e + 8)
    else if (tag === 0x8825 && options.removeGps) {
      const gps = u32(e + 8)
      if (gps && !ifdOk(gps)) return null
      wipe(gps)
      // Drop the entry: the later entries move up one, the next-IFD link follows them.
      b.copyWithin(e, e + 12, ifd0 + 2 + count * 12 + 4)
      count--
      view.setUint16(ifd0, count, little)
      b.fill(0, ifd0 + 2 + count * 12 + 4, ifd0 + 2 + (count + 1) * 12 + 4)
      i--
    }
  }
  if (exifIfd && ifdOk(exifIfd)) {
    const n = u16(exifIfd)
    for (let i = 0; i < n; i++) {
      const e = exifIfd + 2 + i * 12
      const tag = u16(e)
      if (tag !== 0xa002 && tag !== 0xa003) continue
      const value = tag === 0xa002 ? options.width : options.height
      if (u16(e + 2) === 3) view.setUint16(e + 8, Math.min(value, 0xffff), little)
      else if (u16(e + 2) === 4) view.setUint32(e + 8, value, little)
    }
  }
  return b
}

/** The XMP without its GPS properties (attributes and elements) and with an upright orientation. */
export function cleanXmp(xmp: string, removeGps: boolean): string {
  let out = xmp.replace(/tiff:Orientation="\d"/g, 'tiff:Orientation="1"')
  out = out.replace(/<tiff:Orientation>\d<\/tiff:Orientation>/g, '<tiff:Orientation>1</tiff:Orientation>')
  if (!removeGps) return out
  out = out.replace(/\s(?:exif|exifEX):GPS\w*="[^"]*"/g, '')
  out = out.replace(/<((?:exif|exifEX):GPS\w*)\b[^>]*\/>/g, '')
  out = out.replace(/<((?:exif|exifEX):GPS\w*)\b[^>]*>[\s\S]*?<\/\1>/g, '')
  return out
}

// ---------- The step ----------

/**
 * What a source file carries: EXIF, XMP and ICC of a JPEG, PNG or WebP; EXIF and ICC of a HEIC or AVIF (heif-meta; its
 * XMP item is not read); nothing from other formats (GIF, BMP: see unreadMetadataNote).
 */
export async function readMetadata(source: Uint8Array): Promise<ImageMetadata> {
  const kind = containerOf(source)
  try {
    if (kind === 'jpeg') return readJpeg(source)
    if (kind === 'png') return await readPng(source)
    if (kind === 'webp') return readWebp(source)
    const heif = readHeifMetadata(source)
    if (heif) return heif
  } catch {
    return {}
  }
  return {}
}

/** Source formats whose metadata readMetadata takes over. */
const READ_FROM = new Set(['jpeg', 'png', 'webp', 'heic', 'avif'])

/**
 * The result's line when metadata asked to be kept is dropped: the output format cannot carry it (AVIF here), or the
 * source's format is one whose metadata is not read (GIF, BMP…). Null when nothing kept is lost this way.
 */
export function metadataLossNote(
  settings: BatchMetadata | undefined,
  sourceFormat: string | null,
  output: OutputFormat,
): string | null {
  if (!settings || settings.keep === 'none') return null
  if (!CARRIES_METADATA[output]) return `${output.toUpperCase()} is written without metadata here`
  if (sourceFormat && !READ_FROM.has(sourceFormat)) return `${sourceFormat.toUpperCase()} metadata is not read here`
  return null
}

/** The part of the source's metadata the settings keep, cleaned for a result of `size`. */
export function keptMetadata(
  source: ImageMetadata,
  settings: BatchMetadata,
  size: { width: number; height: number },
): ImageMetadata {
  if (settings.keep === 'none') return {}
  const out: ImageMetadata = {}
  if (source.icc?.length) out.icc = source.icc
  if (settings.keep === 'all') {
    if (source.exif) out.exif = cleanExif(source.exif, { removeGps: settings.removeGps, ...size }) ?? undefined
    if (source.xmp !== undefined) out.xmp = cleanXmp(source.xmp, settings.removeGps)
  }
  return out
}

/** Formats the step can write metadata into. */
export const CARRIES_METADATA: Record<OutputFormat, boolean> = { jpeg: true, png: true, webp: true, avif: false }

/**
 * The encoded output stripped of whatever metadata it carried, with `kept` written in. AVIF comes back as it is
 * (its encoder writes none).
 */
export async function writeMetadata(
  output: Uint8Array,
  kept: ImageMetadata,
  size: { width: number; height: number },
): Promise<Uint8Array> {
  const kind = containerOf(output)
  if (kind === 'jpeg') return writeJpeg(output, kept)
  if (kind === 'png') return writePng(output, kept)
  if (kind === 'webp') return writeWebp(output, kept, size)
  return output
}
