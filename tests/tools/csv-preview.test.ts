import { describe, expect, it } from 'vitest'
import { formatCount } from '../../src/lib/count'
import {
  buildTable,
  columnStats,
  detectType,
  exportCsv,
  exportFileName,
  filterIndices,
  formatStat,
  SAMPLE_CSV,
  sortIndices,
  summarizeTable,
  toDate,
  toNumber,
} from '../../src/lib/csv/csv-table'

describe('csv-preview values', () => {
  it('reads numbers strictly', () => {
    expect(toNumber(' 42 ')).toBe(42)
    expect(toNumber('-3.5e2')).toBe(-350)
    expect(toNumber('.5')).toBe(0.5)
    expect(toNumber('1,234')).toBeNull()
    expect(toNumber('12abc')).toBeNull()
    expect(toNumber('')).toBeNull()
    expect(toNumber('Infinity')).toBeNull()
  })
  it('reads ISO-like dates and rejects impossible ones', () => {
    expect(toDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29))
    expect(toDate('2024/3/5')).toBe(Date.UTC(2024, 2, 5))
    expect(toDate('2023-02-29')).toBeNull()
    expect(toDate('2024-13-01')).toBeNull()
    expect(toDate('2024-01-01T10:00:00+02:00')).toBe(Date.UTC(2024, 0, 1, 8))
    expect(toDate('2024-01-01 10:30')).toBe(Date.UTC(2024, 0, 1, 10, 30))
    expect(toDate('01/02/2024')).toBeNull()
  })
  it('detects column types from the non-empty cells', () => {
    expect(detectType(['1', '2.5', '', '-3'])).toBe('number')
    expect(detectType(['2024-01-01', '', '1999-12-31'])).toBe('date')
    expect(detectType(['true', 'No', 'YES'])).toBe('boolean')
    expect(detectType(['1', 'a'])).toBe('text')
    expect(detectType(['', ' '])).toBe('text')
    expect(detectType([])).toBe('text')
  })
})

describe('csv-preview stats', () => {
  it('counts empties, distinct values and number stats', () => {
    const s = columnStats(['3', '1', '', '3', '5'], 'number')
    expect(s).toMatchObject({ count: 5, empty: 1, distinct: 3, min: 1, max: 5, mean: 3 })
  })
  it('gives the earliest and latest date as written', () => {
    const s = columnStats(['2020-05-01', '1999-01-01', '2021-01-01'], 'date')
    expect(s.first).toBe('1999-01-01')
    expect(s.last).toBe('2021-01-01')
    expect(s.mean).toBeNull()
  })
  it('formats stats', () => {
    expect(formatStat(null)).toBe('—')
    expect(formatStat(3)).toBe('3')
    expect(formatStat(1 / 3)).toBe('0.333333')
  })
})

describe('csv-preview table', () => {
  it('builds the sample with types and stats', () => {
    const t = buildTable(SAMPLE_CSV, { delimiter: 'auto', header: true })
    expect(t.header).toEqual(['name', 'joined', 'score', 'active', 'city'])
    expect(t.rows).toHaveLength(6)
    expect(t.types).toEqual(['text', 'date', 'number', 'boolean', 'text'])
    expect(t.rows[4][4]).toBe('Boston, MA')
    expect(t.stats[2]).toMatchObject({ empty: 1, min: 91, max: 99 })
    expect(t.problems).toEqual([])
  })
  it('names columns without a header and pads ragged rows with a problem listed', () => {
    const t = buildTable('a;b;c\n1;2\n"x', { delimiter: 'auto', header: false })
    expect(t.delimiter).toBe(';')
    expect(t.header).toEqual(['Column 1', 'Column 2', 'Column 3'])
    expect(t.rows[1]).toEqual(['1', '2', ''])
    expect(t.problems.map((p) => p.message)).toContain('Line 2: 2 fields where 3 were expected')
    expect(t.problems.some((p) => p.message.includes('never closed'))).toBe(true)
  })
  it('keeps Unicode and empty input', () => {
    expect(buildTable('', { delimiter: 'auto', header: true }).rows).toEqual([])
    const t = buildTable('名前,絵文字\n太郎,👍🏽', { delimiter: ',', header: true })
    expect(t.rows[0]).toEqual(['太郎', '👍🏽'])
  })
  it('fills blank header names', () => {
    expect(buildTable('a,,c\n1,2,3', { delimiter: ',', header: true }).header).toEqual(['a', 'Column 2', 'c'])
  })
})

describe('csv-preview sort and filter', () => {
  const rows = [
    ['b', '10', '2024-01-02'],
    ['a', '9', ''],
    ['C', '', '2023-12-31'],
    ['a2', '10', '2024-01-01'],
    ['a10', '-1', '2024-01-01'],
  ]
  const all = [0, 1, 2, 3, 4]
  it('sorts numbers numerically, stable, empties last both ways', () => {
    expect(sortIndices(rows, all, 1, 'number', 'asc')).toEqual([4, 1, 0, 3, 2])
    expect(sortIndices(rows, all, 1, 'number', 'desc')).toEqual([0, 3, 1, 4, 2])
  })
  it('sorts dates by time and text naturally, case-insensitive', () => {
    expect(sortIndices(rows, all, 2, 'date', 'asc')).toEqual([2, 3, 4, 0, 1])
    expect(sortIndices(rows, all, 0, 'text', 'asc')).toEqual([1, 3, 4, 0, 2])
  })
  it('filters on all columns or one, case-insensitive', () => {
    expect(filterIndices(rows, 'A', -1)).toEqual([1, 3, 4])
    expect(filterIndices(rows, '10', 1)).toEqual([0, 3])
    expect(filterIndices(rows, '10', 0)).toEqual([4])
    expect(filterIndices(rows, '  ', -1)).toEqual(all)
  })
  it('exports the visible rows in view order with quoting', () => {
    expect(
      exportCsv(
        ['n', 'v'],
        [
          ['x', 'a,b'],
          ['y', 'say "hi"'],
        ],
        [1, 0],
      ),
    ).toBe('n,v\r\ny,"say ""hi"""\r\nx,"a,b"')
    expect(exportFileName('sales.csv')).toBe('sales-filtered.csv')
    expect(exportFileName(null)).toBe('table-filtered.csv')
  })
})

describe('csv-preview in a worker', () => {
  it('sorts and filters a slice of rows given as typed arrays', () => {
    const rows = [['b'], ['a'], [''], ['c'], ['a']]
    expect(sortIndices(rows, Int32Array.from([0, 1, 2, 3, 4]), 0, 'text', 'desc')).toEqual([3, 0, 1, 4, 2])
    const out = filterIndices(rows, 'a', 0, 0, 2)
    expect(filterIndices(rows, 'a', 0, 2, 5, out)).toBe(out)
    expect(out).toEqual([1, 4])
  })
  it('summarises a table without its rows', () => {
    const { rowCount, ...rest } = summarizeTable(buildTable('x\n1\n2', { delimiter: ',', header: true }))
    expect(rowCount).toBe(2)
    expect(rest).not.toHaveProperty('rows')
    expect(rest.header).toEqual(['x'])
  })
})

describe('formatCount', () => {
  it('groups thousands like en-US, without Intl', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1_000_000, -4200, 987654321])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
  })
})

describe('columnStats distinct values', () => {
  it('counts values as written: 1, 1.0, " 1" and +1 are four, 2 twice is one, -0 and 0 are two', () => {
    expect(columnStats(['1', '1.0', ' 1', '+1', '2', '2', '-0', '0', ''], 'number')).toMatchObject({
      count: 9,
      empty: 1,
      distinct: 7,
    })
    expect(columnStats(['a', 'A', 'a', '1', '1'], 'text').distinct).toBe(3)
  })
})
