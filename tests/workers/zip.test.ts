import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { shouldCompress, uniqueNames, zipApi } from '../../workers/zip/zip.api'

describe('zip api', () => {
  it('stores already-compressed formats and deflates text', () => {
    expect(shouldCompress({ name: 'a.png' })).toBe(false)
    expect(shouldCompress({ name: 'b.JPG' })).toBe(false)
    expect(shouldCompress({ name: 'site.webmanifest' })).toBe(true)
    expect(shouldCompress({ name: 'x.png', compress: true })).toBe(true)
  })

  it('makes names unique', () => {
    expect(uniqueNames(['a.png', 'a.png', 'b', 'a.png', 'b'])).toEqual([
      'a.png',
      'a (2).png',
      'b',
      'a (3).png',
      'b (2)',
    ])
  })

  it('builds an archive whose entries read back with their bytes and methods', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    const progress: number[] = []
    const blob = await zipApi.createZip(
      [
        { name: 'x.png', data: png },
        { name: 'notes.txt', data: 'hello '.repeat(100) },
      ],
      (f) => progress.push(f),
    )
    const zip = await JSZip.loadAsync(await blob.arrayBuffer())
    expect(Object.keys(zip.files).sort()).toEqual(['notes.txt', 'x.png'])
    expect(new Uint8Array(await zip.file('x.png')!.async('uint8array'))).toEqual(png)
    expect(await zip.file('notes.txt')!.async('string')).toBe('hello '.repeat(100))
    expect(progress.at(-1)).toBe(1)
  })
})
