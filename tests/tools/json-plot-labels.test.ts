import { describe, expect, it } from 'vitest'
import { INDEX_FIELD } from '../../src/lib/chart/json-chart'
import { countLine, fieldLabel, toggleField } from '../../src/tools/json-plot/json-plot'

describe('json-plot labels', () => {
  it('names the index field and leaves others as they are', () => {
    expect(fieldLabel(INDEX_FIELD)).toBe('Position (index)')
    expect(fieldLabel('sales')).toBe('sales')
  })

  it('ticks a Y field at the end and unticks it', () => {
    expect(toggleField(['a', 'b'], 'a', true)).toEqual(['b', 'a'])
    expect(toggleField(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c'])
    expect(toggleField(['a', 'b'], 'a', false)).toEqual(['b'])
  })

  it('counts points and series, or slices for a pie', () => {
    expect(countLine({ type: 'line', points: 200_000, series: 2 })).toBe('200,000 points in 2 series')
    expect(countLine({ type: 'bar', points: 1, series: 1 })).toBe('1 point in 1 series')
    expect(countLine({ type: 'pie', points: 1, series: 1 })).toBe('1 slice')
    expect(countLine({ type: 'pie', points: 6, series: 1 })).toBe('6 slices')
  })
})
