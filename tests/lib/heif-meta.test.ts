// The HEIF orientation reader on files written by heif-enc (made here; npm test installs heif-enc, and without it these
// fail rather than skip) and on a hand-built TIFF block.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readHeifOrientation, tiffOrientation } from '../../src/lib/image/heif-meta'

function heic(source: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'lk-heif-'))
  execFileSync('heif-enc', ['-q', '60', source, '-o', join(dir, 'out.heic')])
  return new Uint8Array(readFileSync(join(dir, 'out.heic')))
}

describe('readHeifOrientation', () => {
  it('reads the EXIF orientation heif-enc copies from a JPEG (orientation 6)', () => {
    const facts = readHeifOrientation(heic(resolve('e2e/fixtures/image/portrait-exif.jpg')))
    expect(facts?.exifOrientation).toBe(6)
  })

  it('says none for a JPEG without an orientation', () => {
    const facts = readHeifOrientation(heic(resolve('e2e/fixtures/image/upright-quadrants.jpg')))
    expect(facts?.exifOrientation ?? 1).toBe(1)
  })

  it('is null for bytes that are not a HEIF', () => {
    expect(readHeifOrientation(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBeNull()
  })

  it('reads IFD0 orientation in both byte orders', () => {
    const le = new Uint8Array([0x49, 0x49, 42, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0])
    const be = new Uint8Array([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 3, 0, 0])
    expect(tiffOrientation(le)).toBe(8)
    expect(tiffOrientation(be)).toBe(3)
  })
})
