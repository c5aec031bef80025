// HEIC sources in the metadata step: the Exif item (camera, GPS, orientation) and the colour profile are read from a
// file heif-enc writes from a JPEG that exiftool tagged here (npm test installs both; without them this fails), then
// cleaned and written into a JPEG result like a JPEG source's. And the result's line when metadata is dropped.
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import exifr from 'exifr'
import { describe, expect, it } from 'vitest'
import { concatBytes } from '../../src/lib/bytes'
import { readHeifMetadata } from '../../src/lib/image/heif-meta'
import { keptMetadata, metadataLossNote, readMetadata, writeMetadata } from '../../src/lib/image/metadata'

const dir = mkdtempSync(join(tmpdir(), 'lk-heif-meta-'))

/** A HEIC of the portrait fixture (orientation 6) with a camera make and a GPS position. */
function taggedHeic(): Uint8Array {
  const jpg = join(dir, 'tagged.jpg')
  copyFileSync(resolve('e2e/fixtures/image/portrait-exif.jpg'), jpg)
  execFileSync('exiftool', [
    '-q',
    '-overwrite_original',
    '-Make=Acme',
    '-Model=Holiday 2',
    '-GPSLatitude=48.8583',
    '-GPSLatitudeRef=N',
    '-GPSLongitude=2.2945',
    '-GPSLongitudeRef=E',
    jpg,
  ])
  execFileSync('heif-enc', ['-q', '60', jpg, '-o', join(dir, 'tagged.heic')])
  return new Uint8Array(readFileSync(join(dir, 'tagged.heic')))
}

const tinyJpeg = () => new Uint8Array(readFileSync(resolve('e2e/fixtures/image/upright-quadrants.jpg')))

describe('HEIC metadata', () => {
  const heic = taggedHeic()

  it("reads the Exif item's camera, GPS and orientation", async () => {
    const meta = await readMetadata(heic)
    expect(meta.exif).toBeDefined()
    const tags = await exifr.parse(meta.exif as Uint8Array, { tiff: true, gps: true, translateValues: false })
    expect(tags.Make).toBe('Acme')
    expect(tags.Model).toBe('Holiday 2')
    expect(tags.Orientation).toBe(6)
    expect(tags.latitude).toBeCloseTo(48.8583, 3)
  })

  it('keeps all into a JPEG result: camera kept, orientation upright, GPS gone when asked and kept when not', async () => {
    const source = await readMetadata(heic)
    const size = { width: 20, height: 30 }
    for (const removeGps of [true, false]) {
      const kept = keptMetadata(source, { keep: 'all', removeGps }, size)
      const out = await writeMetadata(tinyJpeg(), kept, size)
      const tags = await exifr.parse(out, { tiff: true, gps: true, exif: true, translateValues: false })
      expect(tags.Make).toBe('Acme')
      expect(tags.Orientation ?? 1).toBe(1)
      if (removeGps) {
        expect(tags.latitude).toBeUndefined()
        expect(tags.GPSLatitude).toBeUndefined()
      } else expect(tags.latitude).toBeCloseTo(48.8583, 3)
    }
    // Strip everything: nothing of it.
    const stripped = await writeMetadata(
      tinyJpeg(),
      keptMetadata(source, { keep: 'none', removeGps: true }, size),
      size,
    )
    expect(
      await exifr.parse(stripped, { tiff: true, gps: true, translateValues: false }).catch(() => undefined),
    ).toBeFalsy()
  })

  it('takes a colour profile from a colr property of type prof, none from nclx, and nothing from other bytes', () => {
    const box = (type: string, body: Uint8Array) => {
      const out = new Uint8Array(8 + body.length)
      new DataView(out.buffer).setUint32(0, out.length)
      out.set(new TextEncoder().encode(type), 4)
      out.set(body, 8)
      return out
    }
    const cat = (...parts: Uint8Array[]) => concatBytes(parts)
    const text = (s: string) => new TextEncoder().encode(s)
    const file = (colr: Uint8Array) =>
      cat(
        box('ftyp', text('heic\0\0\0\0mif1heic')),
        box('meta', cat(new Uint8Array(4), box('iprp', box('ipco', box('colr', colr))))),
      )
    const icc = text('fake-icc-profile-bytes')
    expect(readHeifMetadata(file(cat(text('prof'), icc)))?.icc).toEqual(icc)
    expect(readHeifMetadata(file(cat(text('nclx'), new Uint8Array(7))))?.icc).toBeUndefined()
    expect(readHeifMetadata(tinyJpeg())).toBeNull()
  })
})

describe('metadataLossNote', () => {
  it('says when kept metadata cannot go into the output or was not read from the source', () => {
    const all = { keep: 'all' as const, removeGps: true }
    expect(metadataLossNote(all, 'jpeg', 'avif')).toBe('AVIF is written without metadata here')
    expect(metadataLossNote({ ...all, keep: 'profile' }, 'heic', 'avif')).toBe('AVIF is written without metadata here')
    expect(metadataLossNote(all, 'gif', 'webp')).toBe('GIF metadata is not read here')
    expect(metadataLossNote(all, 'heic', 'jpeg')).toBeNull()
    expect(metadataLossNote(all, 'jpeg', 'webp')).toBeNull()
    expect(metadataLossNote({ ...all, keep: 'none' }, 'gif', 'avif')).toBeNull()
    expect(metadataLossNote(undefined, 'gif', 'avif')).toBeNull()
  })
})
