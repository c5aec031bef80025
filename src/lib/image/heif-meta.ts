// What a HEIC/HEIF file says about turning its image upright, read from its boxes (ISO/IEC 23008-12): whether the
// file has rotation or mirroring properties (irot, imir: libheif applies them while decoding), and the EXIF
// orientation of its Exif item (which libheif leaves alone). Older encoders (heif-enc before 1.17 among them) write
// only the EXIF orientation; an iPhone writes both, describing the same turn. Pure and linear: one pass over the
// boxes of the meta box, no recursion on the file's nesting. Unit-tested in Node.

export interface HeifOrientation {
  /** The file has irot or imir properties. */
  transformed: boolean
  /** The Exif item's orientation (1..8), or null when there is none. */
  exifOrientation: number | null
}

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(b[at], b[at + 1], b[at + 2], b[at + 3])
const u16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1]
const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3])

interface Box {
  type: string
  /** Where the box's content starts (after size and type). */
  start: number
  end: number
}

/** The boxes one after another in [from, to). */
function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const out: Box[] = []
  let at = from
  while (at + 8 <= to) {
    let size = u32(b, at)
    const type = fourcc(b, at + 4)
    let start = at + 8
    if (size === 1) {
      if (start + 8 > to) break
      size = u32(b, start) * 2 ** 32 + u32(b, start + 4)
      start += 8
    } else if (size === 0) size = to - at
    if (size < start - at || at + size > to) break
    out.push({ type, start, end: at + size })
    at += size
  }
  return out
}

/** An unsigned big-endian integer of 0, 4 or 8 bytes. */
function uint(b: Uint8Array, at: number, bytes: number): number {
  if (bytes === 0) return 0
  if (bytes === 4) return u32(b, at)
  if (bytes === 8) return u32(b, at) * 2 ** 32 + u32(b, at + 4)
  return u16(b, at)
}

/** The item id of the Exif item, from iinf. */
function exifItemId(b: Uint8Array, iinf: Box): number | null {
  const version = b[iinf.start]
  const first = iinf.start + 4 + (version === 0 ? 2 : 4)
  for (const infe of boxes(b, first, iinf.end)) {
    if (infe.type !== 'infe') continue
    const v = b[infe.start]
    if (v < 2) continue
    const id = v === 2 ? u16(b, infe.start + 4) : u32(b, infe.start + 4)
    const typeAt = infe.start + 4 + (v === 2 ? 2 : 4) + 2
    if (typeAt + 4 <= infe.end && fourcc(b, typeAt) === 'Exif') return id
  }
  return null
}

/** The bytes of item `id` as iloc places them (in the file, or in the meta box's idat). */
function itemBytes(b: Uint8Array, iloc: Box, id: number, idat: Box | undefined): Uint8Array | null {
  const version = b[iloc.start]
  let at = iloc.start + 4
  const offsetSize = b[at] >> 4
  const lengthSize = b[at] & 15
  const baseSize = b[at + 1] >> 4
  const indexSize = version === 1 || version === 2 ? b[at + 1] & 15 : 0
  at += 2
  const count = version < 2 ? u16(b, at) : u32(b, at)
  at += version < 2 ? 2 : 4
  for (let i = 0; i < count && at < iloc.end; i++) {
    const itemId = version < 2 ? u16(b, at) : u32(b, at)
    at += version < 2 ? 2 : 4
    let method = 0
    if (version === 1 || version === 2) {
      method = u16(b, at) & 15
      at += 2
    }
    at += 2 // data reference index
    const base = uint(b, at, baseSize)
    at += baseSize
    const extents = u16(b, at)
    at += 2
    const parts: Uint8Array[] = []
    for (let e = 0; e < extents; e++) {
      at += indexSize
      const offset = uint(b, at, offsetSize)
      at += offsetSize
      const length = uint(b, at, lengthSize)
      at += lengthSize
      if (itemId !== id) continue
      const origin = method === 1 ? (idat?.start ?? -1) : method === 0 ? 0 : -1
      if (origin < 0) return null
      const from = origin + base + offset
      const to = length ? from + length : method === 1 ? (idat?.end ?? from) : b.length
      if (from > b.length || to > b.length) return null
      parts.push(b.subarray(from, to))
    }
    if (itemId === id) {
      if (parts.length === 1) return parts[0]
      const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
      let w = 0
      for (const p of parts) {
        joined.set(p, w)
        w += p.length
      }
      return joined
    }
  }
  return null
}

/** The orientation tag (0x0112) of IFD0 in a TIFF block, or null. */
export function tiffOrientation(t: Uint8Array): number | null {
  if (t.length < 8) return null
  const little = t[0] === 0x49 && t[1] === 0x49
  if (!little && !(t[0] === 0x4d && t[1] === 0x4d)) return null
  const r16 = (at: number) => (little ? t[at] | (t[at + 1] << 8) : u16(t, at))
  const r32 = (at: number) =>
    little ? (t[at] | (t[at + 1] << 8) | (t[at + 2] << 16) | (t[at + 3] << 24)) >>> 0 : u32(t, at)
  if (r16(2) !== 42) return null
  const ifd = r32(4)
  if (ifd + 2 > t.length) return null
  const entries = r16(ifd)
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12
    if (at + 12 > t.length) return null
    if (r16(at) === 0x0112) {
      const value = r16(at + 8)
      return value >= 1 && value <= 8 ? value : null
    }
  }
  return null
}

/** Where the TIFF header starts in a HEIF Exif item (a 4-byte offset, then often "Exif\0\0", then the TIFF), or -1. */
function tiffStartOf(item: Uint8Array): number {
  if (item.length < 12) return -1
  const at = 4 + u32(item, 0)
  const isTiff = (i: number) =>
    i + 8 <= item.length &&
    ((item[i] === 0x49 && item[i + 1] === 0x49 && item[i + 2] === 42 && item[i + 3] === 0) ||
      (item[i] === 0x4d && item[i + 1] === 0x4d && item[i + 2] === 0 && item[i + 3] === 42))
  if (isTiff(at)) return at
  // Some writers get the offset wrong: look for the TIFF header in the first bytes.
  for (let i = 4; i + 8 <= Math.min(item.length, 64); i++) if (isTiff(i)) return i
  return -1
}

/** The EXIF block of a HEIF Exif item: a 4-byte offset to the TIFF header, then (often "Exif\0\0" and) the TIFF. */
function exifOrientationOf(item: Uint8Array): number | null {
  const at = tiffStartOf(item)
  return at < 0 ? null : tiffOrientation(item.subarray(at))
}

interface HeifMeta {
  /** The meta box's children. */
  children: Box[]
  /** The properties in iprp/ipco. */
  properties: Box[]
}

function metaOf(b: Uint8Array): HeifMeta | null {
  // A HEIF (HEIC, AVIF) starts with its ftyp box; the meta box follows at the top level.
  if (b.length < 12 || fourcc(b, 4) !== 'ftyp') return null
  const meta = boxes(b, 0, b.length).find((box) => box.type === 'meta')
  if (!meta) return null
  const children = boxes(b, meta.start + 4, meta.end) // meta is a full box: version and flags first
  const iprp = children.find((c) => c.type === 'iprp')
  const ipco = iprp ? boxes(b, iprp.start, iprp.end).find((c) => c.type === 'ipco') : undefined
  return { children, properties: ipco ? boxes(b, ipco.start, ipco.end) : [] }
}

/** The bytes of the file's Exif item, or null. */
function exifItem(b: Uint8Array, m: HeifMeta): Uint8Array | null {
  const iinf = m.children.find((c) => c.type === 'iinf')
  const iloc = m.children.find((c) => c.type === 'iloc')
  const id = iinf ? exifItemId(b, iinf) : null
  if (id === null || !iloc) return null
  return itemBytes(
    b,
    iloc,
    id,
    m.children.find((c) => c.type === 'idat'),
  )
}

/** The file's rotation facts, or null when it is not a HEIF with a meta box. */
export function readHeifOrientation(b: Uint8Array): HeifOrientation | null {
  const m = metaOf(b)
  if (!m) return null
  const transformed = m.properties.some((p) => p.type === 'irot' || p.type === 'imir')
  const item = exifItem(b, m)
  return { transformed, exifOrientation: item ? exifOrientationOf(item) : null }
}

/** What a HEIF's metadata step can take over: its EXIF (a TIFF block, as in a JPEG's APP1) and ICC profile. */
export interface HeifMetadata {
  exif?: Uint8Array
  icc?: Uint8Array
}

/**
 * The EXIF (the Exif item's TIFF block: camera, date, GPS, orientation) and the ICC colour profile (a colr property
 * of type prof or rICC; an nclx one names a colour space and has no profile to copy) of a HEIC or AVIF file, or null
 * when it is not one. The XMP item (a mime item) is not read.
 */
export function readHeifMetadata(b: Uint8Array): HeifMetadata | null {
  const m = metaOf(b)
  if (!m) return null
  const out: HeifMetadata = {}
  const item = exifItem(b, m)
  const at = item ? tiffStartOf(item) : -1
  if (item && at >= 0) out.exif = item.slice(at)
  for (const p of m.properties) {
    if (p.type !== 'colr' || p.end - p.start <= 4) continue
    const kind = fourcc(b, p.start)
    if (kind === 'prof' || kind === 'rICC') {
      out.icc = b.slice(p.start + 4, p.end)
      break
    }
  }
  return out
}
