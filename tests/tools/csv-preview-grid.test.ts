import { describe, expect, it } from 'vitest'
import { gridWindow, MAX_GRID_PX, missingRows, RowCache } from '../../src/tools/csv-preview/csv-preview'

const base = { rowHeight: 34, viewport: 540, header: 40, overscan: 10 }

describe('csv-preview grid window', () => {
  it('draws the rows in view plus the overscan, at their own height', () => {
    const w = gridWindow({ ...base, count: 1000, scrollTop: 0 })
    expect(w).toMatchObject({ first: 0, end: 26, height: 34_000 })
    expect(w.top(5)).toBe(170)
    const mid = gridWindow({ ...base, count: 1000, scrollTop: 3400 })
    expect(mid.first).toBe(90)
    expect(mid.end).toBe(126)
    expect(mid.top(100)).toBe(3400)
  })

  it('ends at the last row and copes with few or no rows', () => {
    const end = gridWindow({ ...base, count: 1000, scrollTop: 10_000_000 })
    expect(end.end).toBe(1000)
    expect(end.top(999) + 34).toBe(34_000)
    expect(gridWindow({ ...base, count: 3, scrollTop: 0 })).toMatchObject({ first: 0, end: 3, height: 102 })
    expect(gridWindow({ ...base, count: 0, scrollTop: 50 })).toMatchObject({ first: 0, end: 0, height: 0 })
  })

  it('scales a million rows into a box the browser can hold, the last row still reachable', () => {
    const count = 1_000_000
    const top = gridWindow({ ...base, count, scrollTop: 0 })
    expect(top.height).toBe(MAX_GRID_PX)
    expect(top.first).toBe(0)
    expect(top.top(0)).toBe(0)
    const maxScroll = MAX_GRID_PX + base.header - base.viewport
    const bottom = gridWindow({ ...base, count, scrollTop: maxScroll })
    expect(bottom.end).toBe(count)
    expect(bottom.top(count - 1) + 34).toBeCloseTo(MAX_GRID_PX, 6)
    // Halfway down the box is halfway down the rows, drawn inside the visible part of the box.
    const half = gridWindow({ ...base, count, scrollTop: maxScroll / 2 })
    const firstInView = half.first + base.overscan
    expect(Math.abs(firstInView - count / 2)).toBeLessThan(10)
    expect(half.top(firstInView)).toBeGreaterThanOrEqual(maxScroll / 2 - 34)
    expect(half.top(firstInView)).toBeLessThanOrEqual(maxScroll / 2 + 34)
  })
})

describe('csv-preview rows held', () => {
  it('lists the rows of a window not yet held, in view order', () => {
    const held = new Set([2, 7])
    expect(missingRows(null, 0, 4, (i) => held.has(i))).toEqual([0, 1, 3])
    expect(missingRows(Int32Array.from([9, 7, 2, 5]), 0, 4, (i) => held.has(i))).toEqual([9, 5])
  })

  it('holds rows of one table, knows which are on their way, and starts afresh past its limit', () => {
    const a = {}
    const cache = new RowCache(4).of(a)
    cache.putHead(Int32Array.from([5, 3]), [['five'], ['three']])
    expect(cache.get(5)).toEqual(['five'])
    cache.ask([8, 9])
    expect(cache.covers(8)).toBe(true)
    cache.put([8, 9], [['eight']])
    expect(cache.get(8)).toEqual(['eight'])
    expect(cache.covers(9)).toBe(false)
    cache.put([1, 2], [['one'], ['two']])
    expect(cache.get(5)).toBeUndefined()
    expect(cache.get(2)).toEqual(['two'])
    expect(cache.of({}).get(2)).toBeUndefined()
    cache.putHead(null, [['zero']])
    expect(cache.get(0)).toEqual(['zero'])
  })
})
