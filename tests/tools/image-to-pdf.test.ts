import { readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { hugePng, hugeScreenGif } from '../../e2e/fixtures/huge-images/make-huge'
import {
  buildImagesPdf,
  type Decode,
  imageHeaderProblem,
  jpegOrientation,
  layoutImage,
  mmToPt,
  sniffImage,
} from '../../src/lib/pdf/image-to-pdf'

const png = new Uint8Array(readFileSync('e2e/fixtures/images/sample.png'))
const jpg = new Uint8Array(readFileSync('e2e/fixtures/images/sample.jpg'))
const webp = new Uint8Array(readFileSync('e2e/fixtures/images/sample.webp'))

/** Stand-in for the worker's canvas decoder: "decodes" anything to the sample PNG. */
const fakeDecode: Decode = async () => ({ kind: 'png', bytes: png })
const failDecode: Decode = async () => {
  throw new Error('no')
}

/** A JPEG with an APP1 EXIF block carrying the given orientation, little- or big-endian. */
function exifJpeg(orientation: number, little: boolean): Uint8Array {
  const tiff = new DataView(new ArrayBuffer(26))
  tiff.setUint16(0, little ? 0x4949 : 0x4d4d)
  tiff.setUint16(2, 42, little)
  tiff.setUint32(4, 8, little)
  tiff.setUint16(8, 1, little)
  tiff.setUint16(10, 0x0112, little)
  tiff.setUint16(12, 3, little)
  tiff.setUint32(14, 1, little)
  tiff.setUint16(18, orientation, little)
  const body = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...new Uint8Array(tiff.buffer)])
  const len = body.length + 2
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, len >> 8, len & 255, ...body, 0xff, 0xda, 0, 2])
}

describe('layoutImage', () => {
  it('fits a landscape image on an A4 landscape page with margins, centred', () => {
    const p = layoutImage(2000, 1000, { size: 'a4', orientation: 'auto', marginMm: 10 })
    expect(p.pageWidth).toBeCloseTo(841.89)
    expect(p.pageHeight).toBeCloseTo(595.28)
    expect(p.width).toBeCloseTo(841.89 - 2 * mmToPt(10))
    expect(p.height).toBeCloseTo(p.width / 2)
    expect(p.x).toBeCloseTo(mmToPt(10))
    expect(p.y).toBeCloseTo((595.28 - p.height) / 2)
  })
  it('honours a forced orientation and Letter', () => {
    const p = layoutImage(2000, 1000, { size: 'letter', orientation: 'portrait', marginMm: 0 })
    expect([p.pageWidth, p.pageHeight]).toEqual([612, 792])
    expect(p.width).toBeCloseTo(612)
    const l = layoutImage(100, 300, { size: 'letter', orientation: 'landscape', marginMm: 0 })
    expect([l.pageWidth, l.pageHeight]).toEqual([792, 612])
    expect(l.height).toBeCloseTo(612)
  })
  it('sizes the page to the image in "fit" mode (96 dpi) plus margins, clamping margins', () => {
    const p = layoutImage(400, 200, { size: 'fit', orientation: 'landscape', marginMm: 0 })
    expect(p).toEqual({ pageWidth: 300, pageHeight: 150, x: 0, y: 0, width: 300, height: 150 })
    const m = layoutImage(400, 200, { size: 'fit', orientation: 'auto', marginMm: 999 })
    expect(m.pageWidth).toBeCloseTo(300 + 2 * mmToPt(50))
    const neg = layoutImage(400, 200, { size: 'fit', orientation: 'auto', marginMm: -5 })
    expect(neg.pageWidth).toBe(300)
  })
})

describe('sniffing', () => {
  it('recognises PNG, JPEG and the rest', () => {
    expect(sniffImage(png)).toBe('png')
    expect(sniffImage(jpg)).toBe('jpeg')
    expect(sniffImage(webp)).toBe('other')
    expect(sniffImage(new Uint8Array())).toBe('other')
  })
  it('reads the EXIF orientation', () => {
    expect(jpegOrientation(exifJpeg(6, true))).toBe(6)
    expect(jpegOrientation(exifJpeg(8, false))).toBe(8)
    expect(jpegOrientation(exifJpeg(42, false))).toBe(1)
    expect(jpegOrientation(jpg)).toBe(1)
    expect(jpegOrientation(exifJpeg(6, true).slice(0, 20))).toBe(1)
  })
})

describe('buildImagesPdf', () => {
  it('makes one page per image in order, decoding what pdf-lib cannot embed', async () => {
    const progress: number[] = []
    const bytes = await buildImagesPdf(
      [
        { name: 'a.png', data: png },
        { name: 'b.jpg', data: jpg },
        { name: 'c.webp', data: webp },
      ],
      { size: 'fit', orientation: 'auto', marginMm: 0 },
      fakeDecode,
      (n) => progress.push(n),
    )
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(3)
    expect(progress).toEqual([1, 2, 3])
    const first = await PDFDocument.load(bytes)
    expect(first.getPage(0).getSize()).toEqual(first.getPage(2).getSize())
  })
  it('names an unreadable image', async () => {
    await expect(
      buildImagesPdf(
        [{ name: 'bad.webp', data: new Uint8Array([1, 2, 3]) }],
        { size: 'a4', orientation: 'auto', marginMm: 10 },
        failDecode,
      ),
    ).rejects.toThrow('"bad.webp" could not be read as an image.')
    await expect(
      buildImagesPdf(
        [{ name: 'cut.png', data: png.slice(0, 40) }],
        { size: 'a4', orientation: 'auto', marginMm: 10 },
        failDecode,
      ),
    ).rejects.toThrow('"cut.png" could not be read as an image.')
    await expect(buildImagesPdf([], { size: 'a4', orientation: 'auto', marginMm: 0 }, failDecode)).rejects.toThrow(
      /at least one/,
    )
  })

  it('refuses an image over the pixel limit by its header, before any decoder sees it (issue 18)', async () => {
    let decoded = 0
    const countDecode: Decode = async (name, bytes) => {
      decoded++
      return fakeDecode(name, bytes)
    }
    const big = new Uint8Array(hugePng(20000, 20000))
    await expect(
      buildImagesPdf(
        [
          { name: 'ok.png', data: png },
          { name: 'big.png', data: new Blob([big]) },
        ],
        { size: 'a4', orientation: 'auto', marginMm: 10 },
        countDecode,
      ),
    ).rejects.toThrow(
      '"big.png": 20000 × 20000 px (400 MP) is over the 100 MP limit: decoding it would take 1.5 GB of memory',
    )
    expect(decoded).toBe(0)
    expect(imageHeaderProblem('screen.gif', new Uint8Array(hugeScreenGif()))).toMatch(
      /^"screen\.gif": 65535 × 65535 px \(4,295 MP\) is over the 100 MP limit/,
    )
    expect(imageHeaderProblem('ok.png', png)).toBeNull()
  })
})
