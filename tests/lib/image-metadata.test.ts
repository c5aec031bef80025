import exifr from 'exifr'
import { describe, expect, it } from 'vitest'
import { cleanExif, cleanXmp, keptMetadata, readMetadata, writeMetadata } from '../../src/lib/image/metadata'

/** A little-endian TIFF: IFD0 (Make, Orientation 6, Exif IFD, GPS IFD) → IFD1 with a fake thumbnail. */
function tiff(): Uint8Array {
  const b = new Uint8Array(400)
  const v = new DataView(b.buffer)
  b.set([0x49, 0x49, 42, 0], 0)
  v.setUint32(4, 8, true)
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    v.setUint16(at, tag, true)
    v.setUint16(at + 2, type, true)
    v.setUint32(at + 4, count, true)
    if (type === 3 && count === 1) v.setUint16(at + 8, value, true)
    else v.setUint32(at + 8, value, true)
  }
  // IFD0 at 8: 4 entries → 8 + 2 + 48 + 4 = 62
  v.setUint16(8, 4, true)
  entry(10, 0x010f, 2, 8, 200) // Make → "Acme Co\0" at 200
  entry(22, 0x0112, 3, 1, 6)
  entry(34, 0x8769, 4, 1, 70)
  entry(46, 0x8825, 4, 1, 120)
  v.setUint32(58, 300, true) // IFD1
  b.set(new TextEncoder().encode('Acme Co\0'), 200)
  // Exif IFD at 70: PixelXDimension, PixelYDimension (LONG)
  v.setUint16(70, 2, true)
  entry(72, 0xa002, 4, 1, 4000)
  entry(84, 0xa003, 4, 1, 3000)
  v.setUint32(96, 0, true)
  // GPS IFD at 120: GPSLatitudeRef 'N', GPSLatitude 3 rationals at 160
  v.setUint16(120, 2, true)
  entry(122, 0x0001, 2, 2, 0x4e)
  entry(134, 0x0002, 5, 3, 160)
  v.setUint32(146, 0, true)
  for (const [i, n] of [48, 51, 30].entries()) {
    v.setUint32(160 + i * 8, n, true)
    v.setUint32(164 + i * 8, 1, true)
  }
  // IFD1 at 300: thumbnail offset/length → 340, 20 bytes of 0xAB
  v.setUint16(300, 2, true)
  entry(302, 0x0201, 4, 1, 340)
  entry(314, 0x0202, 4, 1, 20)
  v.setUint32(326, 0, true)
  b.fill(0xab, 340, 360)
  return b
}

const seg = (marker: number, payload: Uint8Array) => {
  const out = new Uint8Array(payload.length + 4)
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff])
  out.set(payload, 4)
  return out
}
const cat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
const txt = (s: string) => new TextEncoder().encode(s)
const jfif = seg(0xe0, txt('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'))
const tail = new Uint8Array([0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9])
const icc = new Uint8Array(1000).map((_, i) => i % 251)
const xmp =
  '<x:xmpmeta><rdf:Description exif:GPSLatitude="48,51.5N" tiff:Orientation="6" dc:creator="Ann"/></x:xmpmeta>'

function sourceJpeg(): Uint8Array {
  return cat(
    new Uint8Array([0xff, 0xd8]),
    seg(0xe1, cat(txt('Exif\0\0'), tiff())),
    seg(0xe1, cat(txt('http://ns.adobe.com/xap/1.0/\0'), txt(xmp))),
    seg(0xe2, cat(txt('ICC_PROFILE\0'), new Uint8Array([1, 2]), icc.subarray(0, 600))),
    seg(0xe2, cat(txt('ICC_PROFILE\0'), new Uint8Array([2, 2]), icc.subarray(600))),
    seg(0xfe, txt('a comment')),
    tail,
  )
}

describe('EXIF cleaning', () => {
  it('wipes GPS and the thumbnail, sets upright and the new size, keeps the rest', async () => {
    const cleaned = cleanExif(tiff(), { removeGps: true, width: 1920, height: 1440 }) as Uint8Array
    const parsed = await exifr.parse(cleaned, { tiff: true, exif: true, gps: true, ifd1: true, translateValues: false })
    expect(parsed.Make).toBe('Acme Co')
    expect(parsed.Orientation).toBe(1)
    expect(parsed.ExifImageWidth ?? parsed.PixelXDimension).toBe(1920)
    expect(parsed.latitude).toBeUndefined()
    expect(parsed.GPSLatitude).toBeUndefined()
    // the GPS values and the thumbnail are gone from the bytes, not just unlinked
    expect(Array.from(cleaned.subarray(160, 184)).every((x) => x === 0)).toBe(true)
    expect(cleaned.includes(0xab)).toBe(false)
  })
  it('keeps GPS when asked', async () => {
    const kept = cleanExif(tiff(), { removeGps: false, width: 10, height: 10 }) as Uint8Array
    const parsed = await exifr.parse(kept, { gps: true })
    expect(parsed.GPSLatitude).toEqual([48, 51, 30])
  })
  it('refuses what it cannot read', () => {
    expect(cleanExif(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]), { removeGps: true, width: 1, height: 1 })).toBeNull()
  })
  it('XMP: GPS removed, orientation upright', () => {
    const x = cleanXmp(xmp, true)
    expect(x).not.toContain('GPS')
    expect(x).toContain('tiff:Orientation="1"')
    expect(x).toContain('dc:creator="Ann"')
    expect(cleanXmp('<a><exif:GPSLatitude>1</exif:GPSLatitude><b/></a>', true)).toBe('<a><b/></a>')
  })
})

describe('metadata step', () => {
  it('reads a JPEG and writes into a JPEG: strip, profile, all', async () => {
    const src = await readMetadata(sourceJpeg())
    expect(src.icc).toEqual(icc)
    expect(src.xmp).toContain('dc:creator')
    const out = cat(new Uint8Array([0xff, 0xd8]), jfif, seg(0xfe, txt('x')), tail)
    const size = { width: 1920, height: 1440 }
    const none = await writeMetadata(out, keptMetadata(src, { keep: 'none', removeGps: true }, size), size)
    expect(none).toEqual(cat(new Uint8Array([0xff, 0xd8]), jfif, tail))
    const profile = await writeMetadata(out, keptMetadata(src, { keep: 'profile', removeGps: true }, size), size)
    const p = await readMetadata(profile)
    expect(p.icc).toEqual(icc)
    expect(p.exif).toBeUndefined()
    const all = await writeMetadata(sourceJpeg(), keptMetadata(src, { keep: 'all', removeGps: true }, size), size)
    const parsed = await exifr.parse(all, { gps: true, xmp: true, tiff: true })
    expect(parsed.Make).toBe('Acme Co')
    expect(parsed.latitude).toBeUndefined()
    expect(new TextDecoder('latin1').decode(all)).not.toContain('GPS')
    expect(all.subarray(-tail.length)).toEqual(tail)
  })
  it('PNG and WebP carry EXIF, profile and XMP', async () => {
    const src = await readMetadata(sourceJpeg())
    const kept = keptMetadata(src, { keep: 'all', removeGps: false }, { width: 2, height: 2 })
    const png = cat(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new Uint8Array([0, 0, 0, 13]),
      txt('IHDR'),
      new Uint8Array([0, 0, 0, 2, 0, 0, 0, 2, 8, 6, 0, 0, 0, 1, 2, 3, 4]),
      new Uint8Array([0, 0, 0, 0]),
      txt('IEND'),
      new Uint8Array([0xae, 0x42, 0x60, 0x82]),
    )
    const p = await readMetadata(await writeMetadata(png, kept, { width: 2, height: 2 }))
    expect(p.icc).toEqual(icc)
    expect(p.xmp).toContain('dc:creator')
    expect((await exifr.parse(p.exif as Uint8Array, { gps: true })).GPSLatitude).toEqual([48, 51, 30])
    const vp8l = cat(txt('VP8L'), new Uint8Array([5, 0, 0, 0, 0x2f, 1, 0x40, 0, 0x10, 0]))
    const webp = cat(txt('RIFF'), new Uint8Array([4 + vp8l.length, 0, 0, 0]), txt('WEBP'), vp8l)
    const w = await writeMetadata(webp, kept, { width: 2, height: 2 })
    expect(new TextDecoder().decode(w.subarray(12, 16))).toBe('VP8X')
    expect(w[20] & 0x2c).toBe(0x2c)
    expect(new DataView(w.buffer).getUint32(4, true)).toBe(w.length - 8)
    const back = await readMetadata(w)
    expect(back.icc).toEqual(icc)
    expect(back.xmp).toContain('dc:creator')
    const stripped = await writeMetadata(w, {}, { width: 2, height: 2 })
    expect(await readMetadata(stripped)).toEqual({})
  })
})
