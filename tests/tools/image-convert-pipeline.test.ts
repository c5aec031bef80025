import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildIco,
  computeResize,
  detectImageFormat,
  downscaleSteps,
  fitWithin,
  formatFromMime,
  outputName,
  readIcoDirectory,
  readImageSize,
  sameOrPng,
  splitName,
  tooLargeMessage,
} from '../../src/lib/image/image-core'

const fixture = (p: string) => new Uint8Array(readFileSync(p))

describe('detectImageFormat', () => {
  it('reads magic bytes of real files', () => {
    expect(detectImageFormat(fixture('e2e/fixtures/images/sample.png'))).toBe('png')
    expect(detectImageFormat(fixture('e2e/fixtures/images/sample.jpg'))).toBe('jpeg')
    expect(detectImageFormat(fixture('e2e/fixtures/images/sample.webp'))).toBe('webp')
    expect(detectImageFormat(fixture('e2e/fixtures/images/sample.gif'))).toBe('gif')
  })
  it('rejects text, empty and short input, even with an image name', () => {
    expect(detectImageFormat(new TextEncoder().encode('this is not an image'))).toBeNull()
    expect(detectImageFormat(new Uint8Array())).toBeNull()
    expect(detectImageFormat(new Uint8Array([0x89, 0x50]))).toBeNull()
  })
  it('knows SVG, BMP, ICO and AVIF', () => {
    expect(detectImageFormat(new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="x"/>'))).toBe('svg')
    expect(detectImageFormat(new Uint8Array([0x42, 0x4d, ...new Array(30).fill(0)]))).toBe('bmp')
    expect(detectImageFormat(new Uint8Array([0, 0, 1, 0, 1, 0]))).toBe('ico')
    expect(detectImageFormat(new Uint8Array([0, 0, 0, 28, ...new TextEncoder().encode('ftypavif')]))).toBe('avif')
  })
  it('maps MIME types', () => {
    expect(formatFromMime('image/jpg')).toBe('jpeg')
    expect(formatFromMime('IMAGE/PNG')).toBe('png')
    expect(formatFromMime('text/plain')).toBeNull()
    expect(sameOrPng('gif')).toBe('png')
    expect(sameOrPng('webp')).toBe('webp')
  })
})

describe('readImageSize', () => {
  it('reads PNG, JPEG (stored size), WebP, GIF headers', () => {
    expect(readImageSize(fixture('e2e/fixtures/images/sample.png'))).toEqual({ width: 64, height: 48 })
    expect(readImageSize(fixture('e2e/fixtures/images/sample.jpg'))).toEqual({ width: 64, height: 48 })
    expect(readImageSize(fixture('e2e/fixtures/image/portrait-exif.jpg'))).toEqual({ width: 60, height: 40 })
    expect(readImageSize(fixture('e2e/fixtures/images/sample.webp'))).toEqual({ width: 48, height: 32 })
    expect(readImageSize(fixture('e2e/fixtures/images/sample.gif'))).toEqual({ width: 32, height: 32 })
    expect(readImageSize(fixture('e2e/fixtures/images/huge-40mp.png'))).toEqual({ width: 8000, height: 5000 })
  })
  it('returns null for headers that do not say', () => {
    expect(readImageSize(new TextEncoder().encode('nothing here'))).toBeNull()
    expect(readImageSize(fixture('e2e/fixtures/images/sample.jpg').subarray(0, 10))).toBeNull()
  })
  it('refuses images above 100 megapixels before decoding', () => {
    expect(tooLargeMessage({ width: 8000, height: 5000 })).toBeNull()
    expect(tooLargeMessage({ width: 12000, height: 10000 })).toBe(
      '12000 × 10000 px (120 MP) is over the 100 MP limit: decoding it would take 458 MB of memory, more than a browser tab can safely hold.',
    )
    expect(tooLargeMessage(null)).toBeNull()
  })
})

describe('computeResize', () => {
  const photo = { width: 4000, height: 3000 }
  it('stretches to exact sizes without aspect', () => {
    expect(computeResize(photo, { width: 800, height: 600, keepAspect: false, mode: 'width' })).toEqual({
      width: 800,
      height: 600,
    })
    expect(computeResize(photo, { width: 100, height: 900, keepAspect: false, mode: 'both' })).toEqual({
      width: 100,
      height: 900,
    })
  })
  it('fits to width, to height, or inside both', () => {
    expect(computeResize(photo, { width: 1920, height: 1, keepAspect: true, mode: 'width' })).toEqual({
      width: 1920,
      height: 1440,
    })
    expect(computeResize(photo, { width: 1, height: 600, keepAspect: true, mode: 'height' })).toEqual({
      width: 800,
      height: 600,
    })
    expect(computeResize(photo, { width: 1080, height: 1080, keepAspect: true, mode: 'both' })).toEqual({
      width: 1080,
      height: 810,
    })
    expect(
      computeResize({ width: 40, height: 60 }, { width: 300, height: 200, keepAspect: true, mode: 'both' }),
    ).toEqual({ width: 133, height: 200 })
  })
  it('upscales when asked and never goes below 1 px or past the canvas limit', () => {
    expect(
      computeResize({ width: 10, height: 10 }, { width: 100, height: 1, keepAspect: true, mode: 'width' }),
    ).toEqual({ width: 100, height: 100 })
    expect(
      computeResize({ width: 10000, height: 1 }, { width: 10, height: 1, keepAspect: true, mode: 'width' }),
    ).toEqual({ width: 10, height: 1 })
    const tall = computeResize(
      { width: 100, height: 1000 },
      { width: 10000, height: 1, keepAspect: true, mode: 'width' },
    )
    expect(tall.height).toBeLessThanOrEqual(16384)
    expect(tall.width / tall.height).toBeCloseTo(0.1, 2)
  })
})

describe('fitWithin and downscaleSteps', () => {
  it('fits without enlarging', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 240)).toEqual({ width: 240, height: 180 })
    expect(fitWithin({ width: 20, height: 10 }, 240)).toEqual({ width: 20, height: 10 })
  })
  it('halves step by step for big reductions and ends on the target', () => {
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 300, height: 225 })).toEqual([
      { width: 2000, height: 1500 },
      { width: 1000, height: 750 },
      { width: 500, height: 375 },
      { width: 300, height: 225 },
    ])
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 1920, height: 1440 })).toEqual([
      { width: 1920, height: 1440 },
    ])
    expect(downscaleSteps({ width: 12000, height: 9000 }, { width: 1920, height: 1440 })).toEqual([
      { width: 6000, height: 4500 },
      { width: 3000, height: 2250 },
      { width: 1920, height: 1440 },
    ])
    expect(downscaleSteps({ width: 100, height: 100 }, { width: 80, height: 80 })).toEqual([{ width: 80, height: 80 }])
    expect(downscaleSteps({ width: 100, height: 100 }, { width: 400, height: 400 })).toEqual([
      { width: 400, height: 400 },
    ])
  })
})

describe('names', () => {
  it('splits and builds output names with the format extension', () => {
    expect(splitName('photo.final.JPG')).toEqual({ base: 'photo.final', ext: 'JPG' })
    expect(splitName('.hidden')).toEqual({ base: '.hidden', ext: '' })
    expect(splitName('README')).toEqual({ base: 'README', ext: '' })
    expect(outputName('compressed_', 'Fête 🎉.png', 'jpeg')).toBe('compressed_Fête 🎉.jpg')
    expect(outputName('resized_', 'a.webp', 'webp')).toBe('resized_a.webp')
  })
})

describe('buildIco', () => {
  it('writes a directory that reads back, with PNG data at the offsets', () => {
    const png = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, n])
    const ico = buildIco([
      { size: 16, png: png(1) },
      { size: 32, png: png(2) },
      { size: 256, png: png(3) },
    ])
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0])
    const dir = readIcoDirectory(ico)
    expect(dir.map((d) => [d.width, d.height, d.bitCount, d.bytes])).toEqual([
      [16, 16, 32, 5],
      [32, 32, 32, 5],
      [256, 256, 32, 5],
    ])
    expect(dir[0].offset).toBe(6 + 16 * 3)
    expect(ico[dir[1].offset + 4]).toBe(2)
    expect(ico.length).toBe(6 + 48 + 15)
  })
  it('refuses empty lists and sizes over 256', () => {
    expect(() => buildIco([])).toThrow()
    expect(() => buildIco([{ size: 512, png: new Uint8Array(4) }])).toThrow()
    expect(() => readIcoDirectory(new Uint8Array([1, 2, 3, 4, 5, 6]))).toThrow('Not an ICO file')
  })
})
