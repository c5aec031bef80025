import { describe, expect, it } from 'vitest'
import { addLevel, flipLevel, removeLevel, setLevelColumn } from '../../src/tools/table-sorter/sort-edits'
import type { SortKey } from '../../src/tools/table-sorter/table-sorter'

const keys: SortKey[] = [
  { col: 0, dir: 'asc' },
  { col: 2, dir: 'desc' },
]

describe('table-sorter sort level edits', () => {
  it('moves a level to another column, dropping a later level on it', () => {
    expect(setLevelColumn(keys, 1, 1)).toEqual([
      { col: 0, dir: 'asc' },
      { col: 1, dir: 'desc' },
    ])
    expect(setLevelColumn(keys, 0, 2)).toEqual([{ col: 2, dir: 'asc' }])
  })

  it('flips and removes a level', () => {
    expect(flipLevel(keys, 1)[1]).toEqual({ col: 2, dir: 'asc' })
    expect(flipLevel(keys, 0)[0]).toEqual({ col: 0, dir: 'desc' })
    expect(removeLevel(keys, 0)).toEqual([{ col: 2, dir: 'desc' }])
  })

  it('adds a level on the first column not sorted yet, none when all are', () => {
    expect(addLevel(keys, 3)).toEqual([...keys, { col: 1, dir: 'asc' }])
    expect(addLevel([], 2)).toEqual([{ col: 0, dir: 'asc' }])
    expect(addLevel(keys, 2)).toEqual([...keys, { col: 1, dir: 'asc' }])
    expect(addLevel([...keys, { col: 1, dir: 'asc' }], 3)).toHaveLength(3)
  })
})
