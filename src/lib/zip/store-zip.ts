// A STORE-only ZIP assembled as a Blob of parts: each entry's local header (a few bytes made here), then the entry's
// own Blob, referenced, not copied; then the central directory. The images a batch made are already compressed, so
// storing them loses nothing, and the archive never holds a second copy of the results: the browser streams the
// parts to disk when the ZIP is downloaded. Each entry's CRC-32 is computed where its bytes already are (the image
// worker, as it writes the file). Names are UTF-8 (flag bit 11). No ZIP64: past 4 GB or 65,535 entries it refuses,
// naming the limit.

const TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

/** CRC-32 (ZIP, PNG) over the parts in order. */
export function crc32(parts: readonly Uint8Array[], seed = 0): number {
  let c = (seed ^ 0xffffffff) >>> 0
  for (const p of parts) for (let i = 0; i < p.length; i++) c = TABLE[(c ^ p[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

export interface StoreEntry {
  /** Path inside the archive ("trip/day 1/a.webp"). */
  name: string
  data: Blob
  crc: number
  /** Modification time (default: now). */
  date?: Date
}

export const ZIP_MAX_BYTES = 0xffff_ffff
export const ZIP_MAX_ENTRIES = 0xffff

export class ZipLimitError extends Error {
  override name = 'ZipLimitError'
}

function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getFullYear())
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  }
}

/** The archive as a Blob whose parts are the entries' own Blobs. */
export function storeZip(entries: readonly StoreEntry[]): Blob {
  if (entries.length > ZIP_MAX_ENTRIES)
    throw new ZipLimitError(`A ZIP here holds at most ${ZIP_MAX_ENTRIES.toLocaleString('en-US')} files`)
  const enc = new TextEncoder()
  const parts: BlobPart[] = []
  const central: Uint8Array<ArrayBuffer>[] = []
  let offset = 0
  const now = new Date()
  for (const e of entries) {
    const name = enc.encode(e.name.replace(/^\/+/, ''))
    const { time, date } = dosDateTime(e.date ?? now)
    const size = e.data.size
    if (offset + 30 + name.length + size > ZIP_MAX_BYTES)
      throw new ZipLimitError('A ZIP here holds at most 4 GB: save to a folder instead, or make smaller batches')
    const local = new Uint8Array(30 + name.length)
    const lv = new DataView(local.buffer)
    lv.setUint32(0, 0x04034b50, true)
    lv.setUint16(4, 20, true) // version needed
    lv.setUint16(6, 0x0800, true) // UTF-8 names
    lv.setUint16(8, 0, true) // STORE
    lv.setUint16(10, time, true)
    lv.setUint16(12, date, true)
    lv.setUint32(14, e.crc >>> 0, true)
    lv.setUint32(18, size, true)
    lv.setUint32(22, size, true)
    lv.setUint16(26, name.length, true)
    local.set(name, 30)
    parts.push(local, e.data)
    const c = new Uint8Array(46 + name.length)
    const cv = new DataView(c.buffer)
    cv.setUint32(0, 0x02014b50, true)
    cv.setUint16(4, 20, true) // made by
    cv.setUint16(6, 20, true)
    cv.setUint16(8, 0x0800, true)
    cv.setUint16(10, 0, true)
    cv.setUint16(12, time, true)
    cv.setUint16(14, date, true)
    cv.setUint32(16, e.crc >>> 0, true)
    cv.setUint32(20, size, true)
    cv.setUint32(24, size, true)
    cv.setUint16(28, name.length, true)
    cv.setUint32(42, offset, true)
    c.set(name, 46)
    central.push(c)
    offset += local.length + size
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0)
  if (offset + centralSize + 22 > ZIP_MAX_BYTES)
    throw new ZipLimitError('A ZIP here holds at most 4 GB: save to a folder instead, or make smaller batches')
  const end = new Uint8Array(22)
  const ev = new DataView(end.buffer)
  ev.setUint32(0, 0x06054b50, true)
  ev.setUint16(8, entries.length, true)
  ev.setUint16(10, entries.length, true)
  ev.setUint32(12, centralSize, true)
  ev.setUint32(16, offset, true)
  return new Blob([...parts, ...central, end], { type: 'application/zip' })
}
