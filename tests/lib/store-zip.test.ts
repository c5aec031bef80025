import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { crc32, storeZip } from '../../src/lib/zip/store-zip'

describe('storeZip', () => {
  it('is a ZIP JSZip reads back, folders and UTF-8 names kept, bytes exact', async () => {
    const a = new Uint8Array(1000).map((_, i) => (i * 7) % 256)
    const b = new TextEncoder().encode('héllo')
    const zipBlob = storeZip([
      { name: 'trip/sub/a.webp', data: new Blob([a]), crc: crc32([a]) },
      { name: 'été.jpg', data: new Blob([b]), crc: crc32([b]) },
    ])
    const zip = await JSZip.loadAsync(await zipBlob.arrayBuffer(), { checkCRC32: true })
    expect(
      Object.keys(zip.files)
        .filter((n) => !zip.files[n].dir)
        .sort(),
    ).toEqual(['trip/sub/a.webp', 'été.jpg'])
    expect(await zip.file('trip/sub/a.webp')?.async('uint8array')).toEqual(a)
    expect(await zip.file('été.jpg')?.async('string')).toBe('héllo')
  })
  it('crc32 matches the known value', () => {
    expect(crc32([new TextEncoder().encode('123456789')])).toBe(0xcbf43926)
  })
})
