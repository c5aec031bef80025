// Reads a ZIP's central directory without inflating anything (names, sizes, dates, encryption, ZIP64), judges it
// against zip-bomb limits from those declared sizes, and inflates one entry as a stream with a running byte limit
// and a CRC-32 check. Used by the unzip worker; the parts are pure so they are tested in Node.
import { createCRC32 } from 'hash-wasm'
import { concatBytes } from '../bytes'
import { inflateBounded } from '../inflate'

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>

export interface ZipEntryInfo {
  index: number
  path: string
  isFolder: boolean
  size: number
  packedSize: number
  /** Milliseconds since the epoch (from the extended timestamp when present, else the DOS local time). */
  modified: number | null
  method: number
  encrypted: boolean
  crc32: number
  localHeaderOffset: number
  /**
   * Where the next record starts (another entry's local header, or the central directory): this entry's header
   * and data must end by then, or two entries share bytes (set by readListing; see overlapProblem).
   */
  limit?: number
}

export interface ZipListing {
  entries: ZipEntryInfo[]
  comment: string
  totalSize: number
  totalPacked: number
  /** Why the archive's records overlap (a zip bomb's trick), or null. */
  overlap?: string | null
}

export const LIMITS = {
  /** All entries together, as declared. */
  totalBytes: 2 * 2 ** 30,
  /** One entry, as declared and while inflating. */
  entryBytes: 1 * 2 ** 30,
  /** Unpacked/packed, for entries above `ratioMinBytes`. */
  maxRatio: 1000,
  ratioMinBytes: 1 * 2 ** 20,
  /** Entries listed at most. */
  maxEntries: 100_000,
}

export class ZipError extends Error {
  override name = 'ZipError'
}

const CP437 =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0'

/** A name in UTF-8 when flagged (or when it decodes as UTF-8), else in the old DOS code page 437. */
export function decodeName(bytes: Uint8Array, utf8Flag: boolean): string {
  if (utf8Flag || bytes.every((b) => b < 0x80)) return new TextDecoder().decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return Array.from(bytes, (b) => (b < 0x80 ? String.fromCharCode(b) : CP437[b - 0x80])).join('')
  }
}

/** DOS date and time (local, 2-second steps) as a local-time epoch, or null when blank or impossible. */
export function dosDateTime(date: number, time: number): number | null {
  const year = 1980 + (date >> 9)
  const month = (date >> 5) & 0xf
  const day = date & 0x1f
  if (!month || month > 12 || !day) return null
  const d = new Date(year, month - 1, day, time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2)
  return Number.isNaN(d.getTime()) ? null : d.getTime()
}

const u16 = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8)
const u32 = (b: Uint8Array, o: number) => (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16) | (b[o + 3] << 24)) >>> 0
const u64 = (b: Uint8Array, o: number) => u32(b, o) + u32(b, o + 4) * 2 ** 32

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/** Lists a ZIP from its central directory. Throws ZipError with a reason a person can act on. */
export async function readListing(size: number, readAt: ReadAt): Promise<ZipListing> {
  if (size === 0) throw new ZipError('The file is empty (0 bytes).')
  if (size < 22) throw new ZipError('This is not a ZIP file: it is too short to hold one.')
  const tailLength = Math.min(size, 22 + 0xffff)
  const tailStart = size - tailLength
  const tail = await readAt(tailStart, tailLength)
  let at = -1
  for (let i = tail.length - 22; i >= 0; i--) {
    if (u32(tail, i) === EOCD && i + 22 + u16(tail, i + 20) <= tail.length) {
      at = i
      break
    }
  }
  if (at < 0) {
    const head = await readAt(0, 4)
    throw new ZipError(
      head.length === 4 && u32(head, 0) === LOCAL
        ? 'This ZIP is damaged or cut short: its central directory (the list of files at the end) is missing.'
        : 'This is not a ZIP file (no ZIP directory found).',
    )
  }
  let count = u16(tail, at + 10)
  let cdSize = u32(tail, at + 12)
  let cdOffset = u32(tail, at + 16)
  const comment = decodeName(tail.subarray(at + 22, at + 22 + u16(tail, at + 20)), false)
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = at - 20
    if (loc >= 0 && u32(tail, loc) === ZIP64_LOCATOR) {
      const eocd64Offset = u64(tail, loc + 8)
      const rec = await readAt(eocd64Offset, 56)
      if (rec.length < 56 || u32(rec, 0) !== ZIP64_EOCD)
        throw new ZipError('This ZIP is damaged: its ZIP64 record is broken.')
      count = u64(rec, 32)
      cdSize = u64(rec, 40)
      cdOffset = u64(rec, 48)
    }
  }
  if (count > LIMITS.maxEntries)
    throw new ZipError(`This ZIP lists ${count} entries; at most ${LIMITS.maxEntries} can be opened.`)
  if (cdOffset + cdSize > size)
    throw new ZipError('This ZIP is damaged or cut short: its directory points past the end of the file.')
  const cd = await readAt(cdOffset, cdSize)
  const entries: ZipEntryInfo[] = []
  let p = 0
  for (let index = 0; index < count; index++) {
    if (p + 46 > cd.length || u32(cd, p) !== CENTRAL)
      throw new ZipError('This ZIP is damaged: its directory is broken.')
    const flags = u16(cd, p + 8)
    const method = u16(cd, p + 10)
    const time = u16(cd, p + 12)
    const date = u16(cd, p + 14)
    const crc32 = u32(cd, p + 16)
    let packedSize = u32(cd, p + 20)
    let size = u32(cd, p + 24)
    const nameLength = u16(cd, p + 28)
    const extraLength = u16(cd, p + 30)
    const commentLength = u16(cd, p + 32)
    let localHeaderOffset = u32(cd, p + 42)
    const name = cd.subarray(p + 46, p + 46 + nameLength)
    const extra = cd.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength)
    let modified = dosDateTime(date, time)
    for (let e = 0; e + 4 <= extra.length; ) {
      const id = u16(extra, e)
      const len = u16(extra, e + 2)
      const body = extra.subarray(e + 4, e + 4 + len)
      if (id === 0x0001) {
        let q = 0
        if (size === 0xffffffff && q + 8 <= body.length) {
          size = u64(body, q)
          q += 8
        }
        if (packedSize === 0xffffffff && q + 8 <= body.length) {
          packedSize = u64(body, q)
          q += 8
        }
        if (localHeaderOffset === 0xffffffff && q + 8 <= body.length) localHeaderOffset = u64(body, q)
      } else if (id === 0x5455 && body.length >= 5 && body[0] & 1) {
        modified = u32(body, 1) * 1000
      }
      e += 4 + len
    }
    const path = decodeName(name, (flags & 0x800) !== 0)
    entries.push({
      index,
      path,
      isFolder: path.endsWith('/') || path.endsWith('\\'),
      size,
      packedSize,
      modified,
      method,
      encrypted: (flags & 1) !== 0,
      crc32,
      localHeaderOffset,
    })
    p += 46 + nameLength + extraLength + commentLength
  }
  return {
    entries,
    comment,
    overlap: overlapProblem(entries, cdOffset, cdOffset + cdSize, size),
    totalSize: entries.reduce((s, e) => s + e.size, 0),
    totalPacked: entries.reduce((s, e) => s + e.packedSize, 0),
  }
}

/** The smallest local header: signature and fixed fields, without a name or extra field. */
const LOCAL_HEADER_BYTES = 30

/**
 * Checks that no two records share bytes, as unzip 6.0 (CVE-2019-13232) and libarchive do: each entry's span, from
 * its local header to the end of its compressed data, must end before the next entry's local header starts, and no
 * entry may start inside the central directory. Overlapping entries are how a small file declares gigabytes (two
 * 1 GiB entries over one 2.3 MB stream, or thousands of entries each just under the ratio limit), and no ZIP writer
 * makes them. The span is counted from the directory alone (a 30-byte header and the packed size: what any real
 * header holds at least), so listing reads nothing more; extraction checks the real header against `limit` again.
 * Sets each entry's `limit`; returns the reason for the first overlap found, or null. Linear after one sort.
 */
export function overlapProblem(
  entries: ZipEntryInfo[],
  directoryStart: number,
  directoryEnd: number,
  fileSize: number,
): string | null {
  const order = entries.map((_, i) => i).sort((a, b) => entries[a].localHeaderOffset - entries[b].localHeaderOffset)
  let problem: string | null = null
  const say = (text: string) => {
    problem ??= `This ZIP is not safe to open: ${text}. No ZIP writer makes this; it is how a zip bomb declares far more than the file holds, so nothing is extracted.`
  }
  for (let k = 0; k < order.length; k++) {
    const entry = entries[order[k]]
    const start = entry.localHeaderOffset
    const next = k + 1 < order.length ? entries[order[k + 1]] : null
    if (start >= directoryStart && start < directoryEnd)
      say(`the entry “${entry.path}” starts inside the ZIP's directory`)
    const recordEnd = start < directoryStart ? directoryStart : fileSize
    const limit = next && next.localHeaderOffset < recordEnd ? next.localHeaderOffset : recordEnd
    entry.limit = limit
    if (next && next.localHeaderOffset === start)
      say(`the entries “${entry.path}” and “${next.path}” are the same bytes (both start at byte ${start})`)
    else if (start + LOCAL_HEADER_BYTES + entry.packedSize > limit)
      say(
        next && limit === next.localHeaderOffset
          ? `the entries “${entry.path}” and “${next.path}” overlap (the first one's data runs into the second)`
          : `the entry “${entry.path}” overlaps the ZIP's directory`,
      )
  }
  return problem
}

/** The real span of an entry, from its local header: refused when it runs into the next record. */
function checkSpan(entry: ZipEntryInfo, dataStart: number): void {
  if (entry.limit !== undefined && dataStart + entry.packedSize > entry.limit)
    throw new ZipError(
      `“${entry.path}” overlaps the next record of this ZIP (its data runs into another entry or the directory): it may be a zip bomb, so it is not extracted.`,
    )
}

const formatGB = (n: number) => `${(n / 2 ** 30).toFixed(n >= 10 * 2 ** 30 ? 0 : 1)} GB`

/** The archive-wide zip-bomb verdict from declared sizes: null when within limits. */
export function archiveProblem(listing: ZipListing): string | null {
  if (listing.overlap) return listing.overlap
  if (listing.totalSize > LIMITS.totalBytes)
    return `This ZIP would unpack to ${formatGB(listing.totalSize)}, over the ${formatGB(LIMITS.totalBytes)} limit: it may be a zip bomb, so nothing is extracted.`
  return null
}

/** Why one entry cannot be extracted (before inflating anything), or null. */
export function entryProblem(entry: ZipEntryInfo): string | null {
  if (entry.isFolder) return 'This is a folder.'
  if (entry.encrypted) return 'This entry is encrypted (password-protected); it cannot be extracted here.'
  if (entry.method !== 0 && entry.method !== 8)
    return `Compression method ${entry.method} (${methodName(entry.method)}) is not supported.`
  if (entry.size > LIMITS.entryBytes)
    return `This entry would unpack to ${formatGB(entry.size)}, over the ${formatGB(LIMITS.entryBytes)} limit per file.`
  if (entry.size >= LIMITS.ratioMinBytes && entry.size / Math.max(1, entry.packedSize) > LIMITS.maxRatio)
    return `This entry is compressed ${Math.round(entry.size / Math.max(1, entry.packedSize))}:1, over the ${LIMITS.maxRatio}:1 limit: it may be a zip bomb.`
  return null
}

export function methodName(method: number): string {
  return (
    (
      {
        0: 'stored',
        8: 'deflate',
        9: 'deflate64',
        12: 'bzip2',
        14: 'LZMA',
        93: 'Zstandard',
        95: 'XZ',
        99: 'AES',
      } as Record<number, string>
    )[method] ?? 'unknown'
  )
}

/**
 * Inflates one entry: the data is read after its local header, streamed through the decompressor with a running
 * limit (the declared size, so a lying header cannot unpack more), and checked against the CRC-32.
 */
export async function extractEntry(
  entry: ZipEntryInfo,
  readAt: ReadAt,
  slice: (start: number, end: number) => Blob,
  onProgress?: (done: number) => void,
): Promise<Blob> {
  const problem = entryProblem(entry)
  if (problem) throw new ZipError(problem)
  const header = await readAt(entry.localHeaderOffset, 30)
  if (header.length < 30 || u32(header, 0) !== LOCAL)
    throw new ZipError(`“${entry.path}” is damaged: its local header is missing.`)
  const start = entry.localHeaderOffset + 30 + u16(header, 26) + u16(header, 28)
  checkSpan(entry, start)
  const raw = slice(start, start + entry.packedSize)
  if (raw.size < entry.packedSize)
    throw new ZipError(`“${entry.path}” is cut short: the ZIP ends before its data does.`)
  const stream = entry.method === 0 ? raw.stream() : raw.stream().pipeThrough(new DecompressionStream('deflate-raw'))
  const crc = await createCRC32()
  crc.init()
  const parts: Uint8Array[] = []
  let done = 0
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done: end, value } = await reader.read()
      if (end) break
      done += value.length
      if (done > entry.size)
        throw new ZipError(
          `“${entry.path}” unpacks to more than the ${entry.size} bytes its header declares: stopped (damaged or a zip bomb).`,
        )
      crc.update(value)
      parts.push(value)
      onProgress?.(done)
    }
  } catch (e) {
    await reader.cancel().catch(() => {})
    if (e instanceof ZipError) throw e
    throw new ZipError(`“${entry.path}” is damaged: its compressed data cannot be read.`)
  }
  if (done !== entry.size)
    throw new ZipError(`“${entry.path}” is damaged: it unpacks to ${done} bytes, not ${entry.size}.`)
  if (Number.parseInt(crc.digest('hex'), 16) !== entry.crc32)
    throw new ZipError(`“${entry.path}” is damaged: its CRC-32 checksum does not match.`)
  return new Blob(parts as BlobPart[], { type: mimeFor(entry.path) })
}

/** Images bigger than this (unpacked, as declared) are not previewed: download them instead. */
export const IMAGE_PREVIEW_BYTES = 32 * 2 ** 20

export type EntryPreview =
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'image'; blob: Blob }
  | { kind: 'none'; reason: string }

/** Where an entry's data starts, after its local header. */
async function dataStart(entry: ZipEntryInfo, readAt: ReadAt): Promise<number> {
  const header = await readAt(entry.localHeaderOffset, 30)
  if (header.length < 30 || u32(header, 0) !== LOCAL)
    throw new ZipError(`“${entry.path}” is damaged: its local header is missing.`)
  const start = entry.localHeaderOffset + 30 + u16(header, 26) + u16(header, 28)
  checkSpan(entry, start)
  return start
}

/**
 * What the preview shows, unpacking no more than that: a text entry larger than TEXT_PREVIEW_BYTES is streamed and
 * stopped there (a 1 GiB entry costs 256 KB; its CRC-32 is checked when it is downloaded), a smaller one is unpacked
 * and checked whole, and an image is unpacked whole only up to IMAGE_PREVIEW_BYTES.
 */
export async function previewEntry(
  entry: ZipEntryInfo,
  readAt: ReadAt,
  slice: (start: number, end: number) => Blob,
  signal?: AbortSignal,
): Promise<EntryPreview> {
  const problem = entryProblem(entry)
  if (problem) throw new ZipError(problem)
  const kind = previewKind(entry.path)
  if (kind === 'image') {
    if (entry.size > IMAGE_PREVIEW_BYTES)
      return {
        kind: 'none',
        reason: `This image unpacks to ${formatMB(entry.size)}, over the ${formatMB(IMAGE_PREVIEW_BYTES)} preview limit: download it to view it.`,
      }
    return { kind: 'image', blob: await extractEntry(entry, readAt, slice) }
  }
  if (entry.size <= TEXT_PREVIEW_BYTES) {
    // The preview shows all of it: unpacked whole, with the size and CRC-32 checks of a download.
    const blob = await extractEntry(entry, readAt, slice)
    return { kind: 'text', text: new TextDecoder().decode(await blob.arrayBuffer()), truncated: false }
  }
  const start = await dataStart(entry, readAt)
  const raw = slice(start, start + entry.packedSize)
  const parts: Uint8Array[] = []
  let kept = 0
  const keep = (chunk: Uint8Array) => {
    const room = TEXT_PREVIEW_BYTES - kept
    if (room > 0) {
      parts.push(chunk.subarray(0, room))
      kept += Math.min(room, chunk.length)
    }
    return kept < TEXT_PREVIEW_BYTES
  }
  if (entry.method === 0) keep(new Uint8Array(await raw.slice(0, TEXT_PREVIEW_BYTES).arrayBuffer()))
  else {
    const outcome = await inflateBounded(raw.stream(), 'deflate-raw', TEXT_PREVIEW_BYTES, keep, signal)
    if (outcome.damaged && outcome.produced === 0)
      throw new ZipError(`“${entry.path}” is damaged: its compressed data cannot be read.`)
  }
  // Declared sizes above the limit were cut (a lying header is caught when the entry is extracted in full).
  const truncated = entry.size > kept
  const text = new TextDecoder().decode(concatBytes(parts, kept), { stream: truncated })
  return { kind: 'text', text, truncated }
}

const formatMB = (n: number) => `${Math.round(n / 2 ** 20).toLocaleString('en-US')} MB`

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
}
const TEXT_EXT =
  /\.(txt|md|markdown|csv|tsv|json|jsonc|xml|html?|css|scss|less|js|mjs|cjs|ts|tsx|jsx|py|rb|go|rs|java|kt|c|h|cpp|hpp|cs|php|sh|bash|zsh|ps1|bat|ini|cfg|conf|toml|ya?ml|log|sql|env|gitignore|gitattributes|editorconfig|svg|tex|rst|adoc|srt|vtt|lock|properties|gradle|dockerfile|makefile)$/i

const ext = (path: string) => /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? ''

export function mimeFor(path: string): string {
  return IMAGE_TYPES[ext(path)] ?? (TEXT_EXT.test(path) ? 'text/plain' : 'application/octet-stream')
}

export type PreviewKind = 'image' | 'text' | null
/** How an entry can be previewed, from its name (SVG shows as an image: an <img> runs no script). */
export function previewKind(path: string): PreviewKind {
  if (IMAGE_TYPES[ext(path)]) return 'image'
  const base = path.split('/').pop() ?? ''
  if (TEXT_EXT.test(path) || /^(readme|license|licence|changelog|makefile|dockerfile|notice|authors)$/i.test(base))
    return 'text'
  return null
}

/** Text previews show at most this many bytes. */
export const TEXT_PREVIEW_BYTES = 256 * 1024

/**
 * Bidirectional controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) and invisible characters (zero-width
 * space, word joiner and invisible operators, U+FEFF) can make "invoice\u202Efdp.exe" read as "invoiceexe.pdf".
 * Shown names get each one as a visible marker such as ⟨U+202E⟩, so what is read is what the name holds. The
 * zero-width joiners (U+200C/D) stay: scripts and emoji need them.
 */
const HIDDEN_CONTROL = '[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
const HIDDEN_CONTROLS = new RegExp(HIDDEN_CONTROL, 'g')
const HAS_HIDDEN_CONTROL = new RegExp(HIDDEN_CONTROL)

export function revealControls(name: string): string {
  return name.replace(
    HIDDEN_CONTROLS,
    (c) => `⟨U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
  )
}

export function hasHiddenControls(name: string): boolean {
  return HAS_HIDDEN_CONTROL.test(name)
}

/** The name an entry is saved under: its last part with hidden controls removed (never a reversed extension). */
export function saveName(path: string): string {
  return baseName(path).replace(HIDDEN_CONTROLS, '') || 'file'
}

/** The toast text for a saved entry, warning when its name held hidden controls. */
export function savedMessage(path: string): string {
  const saved = saveName(path)
  if (!hasHiddenControls(baseName(path))) return `${saved} saved`
  return `Saved as ${saved}. Warning: its name held hidden text-direction controls (${revealControls(baseName(path))}) that disguise the real extension.`
}

/** The last part of a path, for the saved file's name. */
export function baseName(path: string): string {
  return (
    path
      .replace(/[\\/]+$/, '')
      .split(/[\\/]/)
      .pop() || 'file'
  )
}
