import { describe, expect, it } from 'vitest'
import {
  prepareReference,
  type RgbaImage,
  ssimulacra2,
  ssimulacra2Against,
  ssimulacra2Sampled,
} from '../../src/lib/image/ssimulacra2'

/** A synthetic "photo": smooth colour gradients, a few hard edges and fine texture, made from a fixed seed. */
function scene(w: number, h: number): RgbaImage {
  const data = new Uint8ClampedArray(w * h * 4)
  let seed = 12345
  const rand = () => {
    seed = (seed * 1103515245 + 12345) >>> 0
    return seed / 2 ** 32
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4
      const edge = (x > w / 3 && x < w / 2) || (y > h / 2 && y < (2 * h) / 3) ? 80 : 0
      const noise = rand() * 30
      data[i] = (x / w) * 200 + edge + noise
      data[i + 1] = (y / h) * 180 + noise
      data[i + 2] = 255 - (x / w) * 120 - edge
      data[i + 3] = 255
    }
  }
  return { width: w, height: h, data }
}

/** Box blur of the given radius (what a soft, over-compressed image looks like). */
function blur(img: RgbaImage, r: number): RgbaImage {
  const { width: w, height: h } = img
  const out = new Uint8ClampedArray(img.data.length)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0
        let n = 0
        for (let dy = -r; dy <= r; dy++) {
          for (let dx = -r; dx <= r; dx++) {
            const sx = Math.min(w - 1, Math.max(0, x + dx))
            const sy = Math.min(h - 1, Math.max(0, y + dy))
            sum += img.data[(sy * w + sx) * 4 + c]
            n++
          }
        }
        out[(y * w + x) * 4 + c] = sum / n
      }
    }
  }
  return { width: w, height: h, data: out }
}

function shiftColour(img: RgbaImage, channel: number, by: number): RgbaImage {
  const data = new Uint8ClampedArray(img.data)
  for (let i = channel; i < data.length; i += 4) data[i] += by
  return { ...img, data }
}

describe('ssimulacra2', () => {
  const original = scene(96, 80)

  it('scores identical images 100', () => {
    expect(ssimulacra2(original, { ...original, data: new Uint8ClampedArray(original.data) })).toBe(100)
  })

  it('scores more blur lower', () => {
    const s1 = ssimulacra2(original, blur(original, 1))
    const s2 = ssimulacra2(original, blur(original, 2))
    const s4 = ssimulacra2(original, blur(original, 4))
    expect(s1).toBeLessThan(100)
    expect(s2).toBeLessThan(s1)
    expect(s4).toBeLessThan(s2)
  })

  it('sees colour: a shift of the blue channel alone lowers the score, more for a bigger shift', () => {
    const small = ssimulacra2(original, shiftColour(original, 2, 8))
    const big = ssimulacra2(original, shiftColour(original, 2, 40))
    expect(small).toBeLessThan(100)
    expect(big).toBeLessThan(small)
  })

  it('refuses images of different sizes', () => {
    expect(() => ssimulacra2(original, scene(90, 80))).toThrow(/one size/)
  })

  it('samples four regions of a large image and reports the worst', () => {
    const big = scene(1100, 1100)
    const spoiled = { ...big, data: new Uint8ClampedArray(big.data) }
    // Damage the bottom-right quarter's centre only.
    for (let y = 700; y < 950; y++) for (let x = 700; x < 950; x++) spoiled.data[(y * 1100 + x) * 4] = 0
    expect(ssimulacra2Sampled(big, big)).toBe(100)
    expect(ssimulacra2Sampled(big, spoiled)).toBeLessThan(60)
  })
})

describe('a prepared original', () => {
  it('scores as the one-off comparison does, and the sampled search reuses it', () => {
    const original = scene(96, 80)
    const soft = blur(original, 1)
    const ref = prepareReference(original)
    expect(ssimulacra2Against(ref, soft)).toBe(ssimulacra2(original, soft))
    expect(ssimulacra2Sampled(original, soft)).toBe(ssimulacra2(original, soft))
    // A second candidate against the same original (the cached preparation).
    const softer = blur(original, 2)
    expect(ssimulacra2Sampled(original, softer)).toBe(ssimulacra2(original, softer))
  })
})
