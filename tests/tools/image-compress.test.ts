import { describe, expect, it } from 'vitest'
import {
  COMPRESS_QUALITY,
  compressedName,
  compressionToast,
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
  it('words one toast per run: the saving, and what failed', () => {
    const run = { ok: 1, failed: 0, cancelled: false, errors: [], originalBytes: 2048, resultBytes: 1024 }
    expect(compressionToast(run, true)).toEqual({
      type: 'success',
      title: 'Compression complete!',
      description: 'Reduced from 2 KB to 1 KB',
    })
    const bad = { name: 'notes.png', message: 'Failed to load image', errorName: 'DecodeError' }
    expect(compressionToast({ ...run, failed: 1, errors: [bad] }, false)).toEqual({
      type: 'warning',
      title: 'Compression complete!',
      description: 'Reduced from 2 KB to 1 KB. Failed to load image: notes.png',
    })
    expect(compressionToast({ ...run, ok: 0, failed: 1, errors: [bad] }, true)).toEqual({
      type: 'error',
      title: 'Error',
      description: 'Failed to load image',
    })
    const encode = { name: 'big.png', message: 'Out of memory', errorName: 'EncodeError' }
    expect(compressionToast({ ...run, ok: 0, failed: 2, errors: [bad, encode] }, false)).toEqual({
      type: 'error',
      title: 'Compression failed',
      description: 'big.png: Out of memory',
    })
    expect(compressionToast({ ...run, ok: 0 }, true)).toBeNull()
  })
})
