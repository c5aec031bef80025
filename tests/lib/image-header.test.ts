import { describe, expect, it } from 'vitest'
import { hugePng, hugeScreenGif } from '../../e2e/fixtures/huge-images/make-huge'
import { checkImageHeader, pixelLimitMessage, readImageSize } from '../../src/lib/image/image-header'

describe('image header refusals (issue 18, item 12)', () => {
  it('reads a huge PNG size from IHDR alone and refuses it with the size, the limit and the reason', () => {
    const png = hugePng(20000, 20000)
    expect(png.length).toBeLessThan(100_000)
    expect(readImageSize(png)).toEqual({ width: 20000, height: 20000 })
    const { problem } = checkImageHeader(png)
    expect(problem).toBe(
      '20000 × 20000 px (400 MP) is over the 100 MP limit: decoding it would take 1.5 GB of memory, more than a browser tab can safely hold.',
    )
    expect(checkImageHeader(hugePng(30000, 30000)).problem).toMatch(
      /^30000 × 30000 px \(900 MP\) is over the 100 MP limit/,
    )
  })

  it('refuses a GIF by its 65535×65535 logical screen even when its frame is one pixel', () => {
    expect(checkImageHeader(hugeScreenGif()).problem).toMatch(/^65535 × 65535 px \(4,295 MP\) is over the 100 MP limit/)
  })

  it('accepts what fits, and never rounds an over-limit size down onto the limit', () => {
    expect(checkImageHeader(hugePng(10000, 10000)).problem).toBeNull()
    expect(pixelLimitMessage({ width: 10001, height: 10000 })).toMatch(/\(100\.01 MP\) is over the 100 MP limit/)
    expect(pixelLimitMessage({ width: 12000, height: 10000 })).toMatch(/\(120 MP\).*458 MB of memory/)
    expect(pixelLimitMessage({ width: 70000, height: 1 })).toMatch(/over the 65,536 px limit per side/)
    expect(pixelLimitMessage(null)).toBeNull()
  })
})
