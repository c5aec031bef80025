// gif-split's limits, read from the block headers before any pixel is decoded: the logical screen, each image's
// size, the frame count and the pixels composed in all. The sentences name the limit and what was found.
import { describe, expect, it } from 'vitest'
import { declaredGif, encodeGif, PALETTE } from '../../e2e/fixtures/gif-split/make-gif'
import { factsOf } from '../../src/catalogue/tool-facts'
import {
  checkGifLimits,
  GIF_LIMITS,
  GIF_LIMITS_TEXT,
  gifLimitProblem,
  isGifLimitError,
  scanGifHeaders,
} from '../../src/lib/gif/gif-limits'

const problem = (bytes: Uint8Array) => {
  const scan = scanGifHeaders(bytes)
  if (!scan) throw new Error('not a GIF')
  return gifLimitProblem(scan)
}

describe('scanGifHeaders', () => {
  it('reads the screen, the frame count and the largest image of a real GIF', () => {
    const frames = Array.from({ length: 5 }, (_, i) => ({
      left: i,
      top: 0,
      width: 4 + i,
      height: 3,
      pixels: Array.from({ length: (4 + i) * 3 }, (_, p) => p % 4),
    }))
    const scan = scanGifHeaders(encodeGif(12, 6, PALETTE, frames))
    expect(scan).toEqual({ width: 12, height: 6, frames: 5, largest: { width: 8, height: 3 }, complete: true })
  })

  it('stops at the end of a prefix without reading past it', () => {
    const whole = declaredGif(
      100,
      100,
      Array.from({ length: 40 }, () => ({ width: 100, height: 100 })),
      600,
    )
    const scan = scanGifHeaders(whole.subarray(0, 5000))
    expect(scan?.complete).toBe(false)
    expect(scan?.frames).toBeGreaterThan(0)
    expect(scan?.frames).toBeLessThan(40)
    expect(scanGifHeaders(new TextEncoder().encode('not a gif at all'))).toBeNull()
  })
})

describe('gifLimitProblem', () => {
  it('refuses the 265 KB GIF declaring one 20,000 × 20,000 frame by its screen', () => {
    const bomb = declaredGif(20_000, 20_000, [{ width: 20_000, height: 20_000 }], 265_000)
    expect(bomb.length).toBeGreaterThan(265_000)
    expect(problem(bomb)).toBe(
      "This GIF's screen is 20,000 × 20,000 (400 MP): GIF Frame Splitter reads up to 50 MP a frame.",
    )
    // Its first 64 KB (what the page reads before anything else) are enough.
    expect(() => checkGifLimits(bomb.subarray(0, 64 << 10))).toThrow(/20,000 × 20,000/)
  })

  it('refuses a small screen whose image declares a huge frame', () => {
    const gif = declaredGif(100, 100, [
      { width: 100, height: 100 },
      { width: 60_000, height: 1_000 },
    ])
    expect(problem(gif)).toBe(
      'This GIF declares a 60,000 × 1,000 frame (60 MP): GIF Frame Splitter reads up to 50 MP a frame.',
    )
  })

  it('refuses more frames than the limit, and too many pixels in all', () => {
    const many = declaredGif(
      2,
      2,
      Array.from({ length: GIF_LIMITS.frames + 1 }, () => ({ width: 2, height: 2 })),
    )
    expect(problem(many)).toBe('This GIF has 10,001 frames: GIF Frame Splitter reads up to 10,000.')
    const heavy = declaredGif(
      5000,
      5000,
      Array.from({ length: 81 }, () => ({ width: 1, height: 1 })),
    )
    expect(problem(heavy)).toBe(
      "This GIF's 81 frames of 5,000 × 5,000 come to 2,025 MP: GIF Frame Splitter reads up to 2,000 MP in all.",
    )
    // 80 frames of 25 MP are 2,000 MP: within.
    expect(
      problem(
        declaredGif(
          5000,
          5000,
          Array.from({ length: 80 }, () => ({ width: 1, height: 1 })),
        ),
      ),
    ).toBeNull()
  })

  it('accepts sizes at the limits and ordinary GIFs', () => {
    expect(problem(declaredGif(10_000, 5_000, [{ width: 10_000, height: 5_000 }]))).toBeNull()
    expect(
      problem(
        declaredGif(
          640,
          360,
          Array.from({ length: 1000 }, () => ({ width: 640, height: 360 })),
        ),
      ),
    ).toBeNull()
  })
})

describe('checkGifLimits', () => {
  it('throws an error the page can tell from damage, and nothing for a good GIF', () => {
    let caught: unknown
    try {
      checkGifLimits(declaredGif(20_000, 20_000, [{ width: 1, height: 1 }]))
    } catch (e) {
      caught = e
    }
    expect(isGifLimitError(caught)).toBe(true)
    // As Comlink passes it from the worker: a plain Error carrying the name.
    expect(isGifLimitError(Object.assign(new Error('x'), { name: 'GifLimitError' }))).toBe(true)
    expect(isGifLimitError(new Error('Not a GIF file'))).toBe(false)
    expect(() => checkGifLimits(declaredGif(64, 48, [{ width: 64, height: 48 }]))).not.toThrow()
  })

  it('the page states the limits the code checks', () => {
    expect(GIF_LIMITS_TEXT).toBe(
      '50 MP a frame (screen and each image), 10,000 frames, 2,000 MP in all (frames × screen)',
    )
    expect(factsOf('gif-split').limits).toBe(GIF_LIMITS_TEXT)
  })
})
