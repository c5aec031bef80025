import { describe, expect, it } from 'vitest'
import {
  COMPRESS_QUALITY,
  compressedName,
  reducedMessage,
  reductionPercent,
} from '../../src/tools/image-compress/image-compress'

describe('image-compress', () => {
  it('quality 10..100 in steps of 5, default 80', () => {
    expect(COMPRESS_QUALITY).toEqual({ min: 10, max: 100, step: 5, default: 80 })
  })
  it('computes the reduction and the toast text', () => {
    expect(reductionPercent(1000, 250)).toBe(75)
    expect(reductionPercent(1000, 1200)).toBe(-20)
    expect(reductionPercent(0, 10)).toBe(0)
    expect(reducedMessage(2048, 1024)).toBe('Reduced from 2 KB to 1 KB')
  })
  it('names the output with the format extension', () => {
    expect(compressedName('cat.png', 'jpeg')).toBe('compressed_cat.jpg')
    expect(compressedName('cat.png', 'webp')).toBe('compressed_cat.webp')
  })
})
