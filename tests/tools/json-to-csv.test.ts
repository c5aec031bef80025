import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../src/lib/csv/csv'
import { DEFAULT_OPTIONS as CSV_DEFAULTS, convertCsv } from '../../src/lib/csv/csv-to-json'
import {
  csvFileName,
  DEFAULT_OPTIONS,
  defuse,
  flatten,
  jsonToCsv,
  SAMPLE_JSON,
} from '../../src/tools/json-to-csv/json-to-csv'

const ok = (text: string, options = DEFAULT_OPTIONS) => {
  const r = jsonToCsv(text, options)
  if (!r.ok) throw new Error(r.message)
  return r
}

describe('json-to-csv', () => {
  it('flattens nested fields to dot paths, columns in order of first appearance', () => {
    const r = ok(SAMPLE_JSON)
    // Row 3's empty "tags" array has no leaves: it is kept as [] in a "tags" column.
    expect(r.columns).toEqual([
      'id',
      'name',
      'address.city',
      'address.zip',
      'tags.0',
      'tags.1',
      'active',
      'note',
      'tags',
    ])
    expect(r.rows).toBe(3)
    const rows = parseCsv(r.csv, ',').rows
    expect(rows[1]).toEqual(['1', 'Ada Lovelace', 'London', 'W1', 'math', 'poetry', '', '', ''])
    expect(rows[3][8]).toBe('[]')
    expect(rows[2][1]).toBe('Grace "Amazing" Hopper')
    expect(rows[3][7]).toBe('Line one\nLine two')
    expect(r.csv).toContain('"Grace ""Amazing"" Hopper"')
  })

  it('keeps empty objects and arrays as leaves (written as JSON) and nulls as empty cells', () => {
    expect([...flatten({ a: {}, b: [], c: null, d: { e: [1, { f: true }] } }, '', new Map())]).toEqual([
      ['a', {}],
      ['b', []],
      ['c', null],
      ['d.e.0', 1],
      ['d.e.1.f', true],
    ])
    expect(ok('[{"a":{},"b":[],"c":null,"d":true}]').csv).toBe('a,b,c,d\r\n{},[],,true')
  })

  it('writes arrays of arrays and of plain values', () => {
    expect(ok('[[1,"a"],[2]]').csv).toBe('column_1,column_2\r\n1,a\r\n2,')
    expect(ok('["x", 2, null]', { ...DEFAULT_OPTIONS, header: false }).csv).toBe('x\r\n2\r\n')
  })

  it('uses the chosen delimiter and can defuse formulas', () => {
    expect(ok('[{"a":"x;y","b":1}]', { ...DEFAULT_OPTIONS, delimiter: ';' }).csv).toBe('a;b\r\n"x;y";1')
    const safe = ok('[{"f":"=SUM(A1:A2)","g":"-1","h":"@cmd","i":"plain"}]', {
      ...DEFAULT_OPTIONS,
      protectFormulas: true,
    })
    expect(safe.csv.split('\r\n')[1]).toBe("'=SUM(A1:A2),'-1,'@cmd,plain")
    expect(defuse('ok')).toBe('ok')
  })

  it('explains what is wrong with the input', () => {
    const fail = (t: string) => {
      const r = jsonToCsv(t, DEFAULT_OPTIONS)
      return r.ok ? '' : r.message
    }
    expect(fail('{"rows": [1, 2]}')).toBe(
      'JSON to CSV needs an array of objects or of arrays; this JSON is an object. Its "rows" field is an array: paste that instead.',
    )
    expect(fail('42')).toContain('this JSON is a number')
    expect(fail('null')).toContain('this JSON is null')
    expect(fail('[]')).toBe('The array is empty: there are no rows to write')
    expect(fail('[{"a":1},')).toMatch(/^Invalid JSON: .+ \(line 1, column \d+\)$/)
    expect(fail('  ')).toBe('Paste a JSON array to convert')
  })

  it('round-trips through csv-to-json', () => {
    const data = [
      { name: 'Ada, Countess', age: 36, city: 'London' },
      { name: 'Quote "q"', age: 41, city: 'Line\nbreak' },
    ]
    const csv = ok(JSON.stringify(data)).csv
    expect(JSON.parse(convertCsv(csv, CSV_DEFAULTS).json)).toEqual(data)
  })

  it('names the download', () => {
    expect(csvFileName('people.json', ',')).toBe('people.csv')
    expect(csvFileName(null, '\t')).toBe('data.tsv')
  })
})
