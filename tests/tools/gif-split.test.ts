import { describe, expect, it } from 'vitest'
import { disposalScenario, encodeGif, PALETTE } from '../../e2e/fixtures/gif-split/make-gif'
import {
  baseName,
  decodeRawFrame,
  firstImagePrefix,
  frameDelayMs,
  frameFileName,
  GifCompositor,
  isGifFile,
  readGifStructure,
  thumbSize,
} from '../../src/lib/gif/gif-structure'

const buf = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

function composite(bytes: Uint8Array) {
  const structure = readGifStructure(buf(bytes))
  const c = new GifCompositor(structure.width, structure.height)
  return {
    structure,
    frames: structure.images.map((_, i) => Uint8ClampedArray.from(c.draw(decodeRawFrame(structure, i)))),
  }
}

describe('gif compositing', () => {
  for (const s of [1, 3]) {
    it(`applies disposal 0–3, transparency, offsets, local palettes and interlacing (cell ${s}px)`, () => {
      const scenario = disposalScenario(s)
      const { structure, frames } = composite(scenario.bytes)
      expect(structure.width).toBe(4 * s)
      expect(structure.delays).toEqual(scenario.delays)
      expect(structure.truncated).toBe(false)
      expect(frames).toHaveLength(4)
      frames.forEach((rgba, f) => {
        for (let cy = 0; cy < 4; cy++)
          for (let cx = 0; cx < 4; cx++)
            for (const [dx, dy] of [
              [0, 0],
              [s - 1, s - 1],
            ]) {
              const x = cx * s + dx
              const y = cy * s + dy
              const p = (y * 4 * s + x) * 4
              const want = scenario.expected[f][cy * 4 + cx]
              const got = Array.from(rgba.slice(p, p + 4))
              expect(got, `frame ${f + 1} cell ${cx},${cy}`).toEqual(want ? [...want, 255] : [0, 0, 0, 0])
            }
      })
    })
  }

  it('de-interlaces rows and uses a local palette', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    const bytes = encodeGif(1, 9, PALETTE, [
      {
        left: 0,
        top: 0,
        width: 1,
        height: 9,
        pixels: rows.map((r) => r % 4),
        interlaced: true,
        localPalette: [
          [10, 0, 0],
          [20, 0, 0],
          [30, 0, 0],
          [40, 0, 0],
        ],
      },
    ])
    const { frames } = composite(bytes)
    expect(rows.map((r) => frames[0][r * 4])).toEqual(rows.map((r) => [10, 20, 30, 40][r % 4]))
  })

  it('clips frames that reach outside the canvas', () => {
    const bytes = encodeGif(2, 2, PALETTE, [{ left: 1, top: 1, width: 2, height: 2, pixels: [3, 3, 3, 3] }])
    const { frames } = composite(bytes)
    expect(Array.from(frames[0].slice(12, 16))).toEqual([0, 0, 255, 255])
    expect(Array.from(frames[0].slice(0, 4))).toEqual([0, 0, 0, 0])
  })

  it('flags a truncated file and rejects what is not a GIF', () => {
    const { bytes } = disposalScenario(2)
    expect(readGifStructure(buf(bytes.slice(0, bytes.length - 20))).truncated).toBe(true)
    expect(() => readGifStructure(buf(new TextEncoder().encode('hello, not a gif at all')))).toThrow()
    expect(() => readGifStructure(new ArrayBuffer(0))).toThrow()
    expect(() => readGifStructure(buf(bytes.slice(0, 13)))).toThrow()
  })
})

describe('gif helpers', () => {
  it('defaults a 0 or absent delay to 100 ms', () => {
    expect(frameDelayMs(0)).toBe(100)
    expect(frameDelayMs(undefined)).toBe(100)
    expect(frameDelayMs(7)).toBe(70)
  })
  it('accepts only types containing gif', () => {
    expect(isGifFile({ type: 'image/gif' })).toBe(true)
    expect(isGifFile({ type: 'image/png' })).toBe(false)
    expect(isGifFile({ type: '' })).toBe(false)
  })
  it('names frames and thumbnails', () => {
    expect(frameFileName(0, 5)).toBe('frame-001.png')
    expect(frameFileName(1233, 1500)).toBe('frame-1234.png')
    expect(baseName('my party.gif')).toBe('my party')
    expect(baseName('.gif')).toBe('animation')
    expect(thumbSize(640, 360)).toEqual({ width: 80, height: 45 })
    expect(thumbSize(1000, 1)).toEqual({ width: 80, height: 1 })
  })
})

describe('firstImagePrefix (early frame 1)', () => {
  it('cuts a GIF after its first image and adds a trailer; the cut composes exactly like frame 1', () => {
    const scenario = disposalScenario(3)
    const prefix = firstImagePrefix(scenario.bytes)
    expect(prefix).not.toBeNull()
    const cut = prefix as Uint8Array
    expect(cut.length).toBeLessThan(scenario.bytes.length)
    expect(cut[cut.length - 1]).toBe(0x3b)
    const one = composite(cut)
    expect(one.structure.images).toHaveLength(1)
    expect(one.structure.truncated).toBe(false)
    expect(one.frames[0]).toEqual(composite(scenario.bytes).frames[0])
  })

  it('skips extension blocks before the first image and works on a one-frame GIF', () => {
    const single = encodeGif(2, 2, PALETTE, [{ left: 0, top: 0, width: 2, height: 2, pixels: [1, 2, 3, 4] }])
    const cut = firstImagePrefix(single) as Uint8Array
    expect(Array.from(cut)).toEqual(Array.from(single))
  })

  it('returns null for non-GIF bytes, an empty file and a first image cut short', () => {
    const bytes = disposalScenario(3).bytes
    expect(firstImagePrefix(new Uint8Array(0))).toBeNull()
    expect(firstImagePrefix(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull()
    const cut = firstImagePrefix(bytes) as Uint8Array
    expect(firstImagePrefix(bytes.subarray(0, cut.length - 3))).toBeNull()
    expect(firstImagePrefix(bytes.subarray(0, 20))).toBeNull()
  })
})
