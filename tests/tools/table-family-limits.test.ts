// The limits each table/CSV/JSON tool states on its page are the ones its code checks.
import { describe, expect, it } from 'vitest'
import { factsOf } from '../../src/catalogue/tool-facts'
import { CSV_STREAM_LIMITS } from '../../src/lib/csv/csv-stream'
import { CSV_VIEW_LIMITS } from '../../src/lib/csv/csv-table'
import { CSV_TO_JSON_LIMITS } from '../../src/lib/csv/csv-to-json'
import { TABLE_LIMITS } from '../../src/lib/csv/table-sorter'
import { TS_LIMITS } from '../../src/lib/json/json-to-ts'
import { LIMITS as JSON_TO_CSV_LIMITS } from '../../src/tools/json-to-csv/json-to-csv'

const stated = (slug: string) => factsOf(slug).limits ?? ''
const n = (x: number) => x.toLocaleString('en-US')
const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`
const millionChars = (chars: number) => `${chars / 1024 / 1024} million characters`

describe('stated limits', () => {
  it('table-sorter', () => {
    const s = stated('table-sorter')
    for (const part of [
      n(TABLE_LIMITS.columns),
      n(TABLE_LIMITS.cells),
      `${mb(TABLE_LIMITS.chars)} of CSV`,
      `${mb(TABLE_LIMITS.htmlChars)} of HTML`,
      `colspan ${n(TABLE_LIMITS.colspan)}`,
      `rowspan ${n(TABLE_LIMITS.rowspan)}`,
      `${n(TABLE_LIMITS.shownChars)} characters`,
    ])
      expect(s).toContain(part)
  })
  it('csv-preview', () => {
    const s = stated('csv-preview')
    expect(CSV_VIEW_LIMITS.bytes).toBe(1024 ** 3)
    for (const part of [
      '1 GB',
      n(CSV_VIEW_LIMITS.columns),
      n(CSV_VIEW_LIMITS.cells),
      millionChars(CSV_STREAM_LIMITS.recordChars),
      `${n(CSV_VIEW_LIMITS.shownChars)} characters`,
    ])
      expect(s).toContain(part)
  })
  it('csv-to-json', () => {
    expect(CSV_TO_JSON_LIMITS.bytes).toBe(1024 ** 3)
    expect(stated('csv-to-json')).toContain('1 GB')
    expect(stated('csv-to-json')).toContain(millionChars(CSV_STREAM_LIMITS.recordChars))
  })
  it('json-to-csv', () => {
    const s = stated('json-to-csv')
    for (const part of [
      `${mb(JSON_TO_CSV_LIMITS.chars)} of JSON`,
      n(JSON_TO_CSV_LIMITS.columns),
      n(JSON_TO_CSV_LIMITS.cells),
      `${n(JSON_TO_CSV_LIMITS.depth)} levels`,
    ])
      expect(s).toContain(part)
  })
  it('json-to-ts', () => {
    expect(stated('json-to-ts')).toContain(`${mb(TS_LIMITS.chars)} of JSON`)
    expect(stated('json-to-ts')).toContain(`${n(TS_LIMITS.depth)} levels`)
  })
})
