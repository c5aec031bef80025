import { describe, expect, it } from 'vitest'
import { extent, extentBy, maxOf, minOf } from '../../../src/lib/math/extent'

describe('extent', () => {
  it('gives the smallest and largest value', () => {
    expect(extent([3, -1, 7, 0])).toEqual([-1, 7])
    expect(extent([5])).toEqual([5, 5])
    expect(minOf([4, 2, 9])).toBe(2)
    expect(maxOf([4, 2, 9])).toBe(9)
  })

  it('is Infinity / -Infinity for no values, as Math.min() and Math.max() are', () => {
    expect(extent([])).toEqual([Math.min(), Math.max()])
  })

  it('skips NaN and keeps infinities', () => {
    expect(extent([Number.NaN, 2, Number.NaN, -3])).toEqual([-3, 2])
    expect(extent([Number.NEGATIVE_INFINITY, 1, Number.POSITIVE_INFINITY])).toEqual([
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
    ])
  })

  it('reads typed arrays and sets', () => {
    expect(extent(new Float64Array([1.5, -2.5, 3]))).toEqual([-2.5, 3])
    expect(extent(new Set([8, 1, 4]))).toEqual([1, 8])
  })

  it('handles 2,000,000 values, where the argument spread overflows the stack', () => {
    const many = Array.from({ length: 2_000_000 }, (_, i) => (i * 7919) % 1_000_003)
    expect(() => Math.max(...many)).toThrow(RangeError)
    expect(extent(many)).toEqual([0, 1_000_002])
  })

  it('extentBy reads a key of each item', () => {
    const headings = Array.from({ length: 300_000 }, (_, i) => ({ level: 2 + (i % 4) }))
    expect(extentBy(headings, (h) => h.level)).toEqual([2, 5])
    expect(extentBy([], (h: { level: number }) => h.level)).toEqual([
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ])
  })
})
