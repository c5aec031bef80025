import { describe, expect, it } from 'vitest'
import {
  cycleSort,
  keepFilterColumn,
  keepSort,
  problemsTitle,
  tableSummary,
} from '../../src/tools/csv-preview/csv-preview'

describe('csv-preview page rules', () => {
  it('cycles a column through ascending, descending and off; another column starts ascending', () => {
    expect(cycleSort(null, 2)).toEqual({ col: 2, dir: 'asc' })
    expect(cycleSort({ col: 2, dir: 'asc' }, 2)).toEqual({ col: 2, dir: 'desc' })
    expect(cycleSort({ col: 2, dir: 'desc' }, 2)).toBeNull()
    expect(cycleSort({ col: 2, dir: 'desc' }, 0)).toEqual({ col: 0, dir: 'asc' })
  })
  it('keeps a sort and a filter column only while the new table has that column', () => {
    const sort = { col: 2, dir: 'asc' as const }
    expect(keepSort(sort, 3)).toBe(sort)
    expect(keepSort(sort, 2)).toBeNull()
    expect(keepSort(null, 5)).toBeNull()
    expect(keepFilterColumn('1', 2)).toBe('1')
    expect(keepFilterColumn('2', 2)).toBe('-1')
    expect(keepFilterColumn('-1', 0)).toBe('-1')
  })
  it('summarises the rows shown, columns and sort', () => {
    expect(tableSummary(5, 5, ['a', 'b', 'c', 'd'], null)).toBe('5 of 5 rows · 4 columns')
    expect(tableSummary(11, 100_000, ['value'], null)).toBe('11 of 100,000 rows · 1 column')
    expect(tableSummary(3, 3, ['name', 'score'], { col: 1, dir: 'desc' })).toBe(
      '3 of 3 rows · 2 columns · sorted by score (descending)',
    )
    expect(tableSummary(3, 3, ['name', 'score'], { col: 0, dir: 'asc' })).toContain('sorted by name (ascending)')
  })
  it('counts problems in the title', () => {
    expect(problemsTitle(1)).toBe('1 problem found')
    expect(problemsTitle(3)).toBe('3 problems found')
  })
})
