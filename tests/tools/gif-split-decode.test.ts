// Our LZW decoder and the frame source (any frame on request, from saved states) against gifuct-js and against
// composing every frame in order, on real GIFs made by ffmpeg and ImageMagick (table growth, KwKwK codes, partial
// and interlaced frames) and on the synthetic disposal scenario.
import { readFileSync } from 'node:fs'
import { decompressFrame } from 'gifuct-js'
import { describe, expect, it } from 'vitest'
import { disposalScenario } from '../../e2e/fixtures/gif-split/make-gif'
import { GifFrameSource } from '../../src/lib/gif/frame-source'
import { decodeRawFrame, GifCompositor, readGifStructure } from '../../src/lib/gif/gif-structure'
import { lzwDecode } from '../../src/lib/gif/lzw'

const fixture = (name: string) => {
  const b = readFileSync(`e2e/fixtures/gif-split/${name}`)
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer
}
const REAL = ['real-64x48.gif', 'real-interlaced.gif']

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength))

/** Every frame composed in order, copied. */
function inOrder(buffer: ArrayBuffer): Uint8ClampedArray[] {
  const structure = readGifStructure(buffer)
  const c = new GifCompositor(structure.width, structure.height)
  return structure.images.map((_, i) => c.draw(decodeRawFrame(structure, i)).slice())
}

describe('lzwDecode', () => {
  for (const name of REAL) {
    it(`gives gifuct-js' indices for every frame of ${name}`, () => {
      const structure = readGifStructure(fixture(name))
      expect(structure.images.length).toBeGreaterThan(10)
      let interlaced = 0
      structure.images.forEach((block, i) => {
        const ours = decodeRawFrame(structure, i)
        const theirs = decompressFrame(block, structure.parsed.gct, false)
        if (block.image.descriptor.lct.interlaced) interlaced++
        expect(Array.from(ours.pixels.subarray(0, ours.width * ours.height)), `frame ${i + 1}`).toEqual(
          Array.from(theirs?.pixels ?? []),
        )
      })
      if (name.includes('interlaced')) expect(interlaced).toBe(structure.images.length)
    })
  }

  it('fills what damaged data does not reach with 0 and never throws', () => {
    const structure = readGifStructure(fixture('real-64x48.gif'))
    const { data, descriptor } = structure.images[0].image
    const blocks = data.blocks as unknown as Uint8Array
    const count = descriptor.width * descriptor.height
    const full = lzwDecode(data.minCodeSize, blocks, count).slice(0, count)
    const cut = lzwDecode(data.minCodeSize, blocks.subarray(0, blocks.length >> 1), count).slice(0, count)
    // The cut decodes the same pixels as far as its data goes, then zeros.
    const reached = cut.findIndex((v, i) => v !== full[i])
    expect(reached).toBeGreaterThan(count >> 3)
    expect(cut.subarray(reached).every((v) => v === 0)).toBe(true)
    for (const garbage of [
      new Uint8Array(0),
      new Uint8Array(64).fill(0xff),
      Uint8Array.from({ length: 300 }, (_, i) => i),
    ]) {
      expect(() => lzwDecode(8, garbage, 100)).not.toThrow()
    }
    expect(Array.from(lzwDecode(0, blocks, 10).subarray(0, 10))).toEqual(new Array(10).fill(0))
    expect(Array.from(lzwDecode(12, blocks, 10).subarray(0, 10))).toEqual(new Array(10).fill(0))
  })
})

describe('GifFrameSource', () => {
  const cases: [string, ArrayBuffer][] = [
    ...REAL.map((n): [string, ArrayBuffer] => [n, fixture(n)]),
    ['disposal scenario', disposalScenario(3).bytes.slice().buffer as ArrayBuffer],
  ]
  for (const [name, buffer] of cases) {
    it(`composes any frame of ${name}, in any order, exactly as composing them all in order`, () => {
      const expected = inOrder(buffer)
      const structure = readGifStructure(buffer)
      // A budget of three screens: saved states every few frames, so most requests restore and replay.
      const source = new GifFrameSource(structure, structure.width * structure.height * 4 * 3)
      expect(source.interval).toBeGreaterThan(1)
      const order = [...expected.keys()]
      const random = [...order].sort((a, b) => ((a * 7919) % 13) - ((b * 7919) % 13))
      for (const i of [...order, ...order.reverse(), ...random, 0, expected.length - 1, 0]) {
        expect(same(source.compose(i), expected[i]), `frame ${i + 1}`).toBe(true)
      }
    })
  }

  it('keeps saved states within the budget and refuses frames that do not exist', () => {
    const structure = readGifStructure(fixture('real-64x48.gif'))
    const screen = structure.width * structure.height * 4
    expect(new GifFrameSource(structure, screen * 1000).interval).toBe(1)
    expect(new GifFrameSource(structure, screen * 4).interval).toBe(Math.ceil(structure.images.length / 4))
    expect(new GifFrameSource(structure, 0).interval).toBe(structure.images.length)
    const source = new GifFrameSource(structure)
    expect(() => source.compose(-1)).toThrow(RangeError)
    expect(() => source.compose(structure.images.length)).toThrow(RangeError)
    expect(() => source.compose(1.5)).toThrow(RangeError)
  })
})
