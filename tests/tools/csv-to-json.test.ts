import { describe, expect, it } from 'vitest'
import { detectDelimiter, parseCsv, stringifyCsv } from '../../src/lib/csv/csv'
import {
  columnKeys,
  convertCsv,
  DEFAULT_OPTIONS,
  headerKeys,
  jsonFileName,
  SAMPLE_CSV,
  typeCell,
} from '../../src/lib/csv/csv-to-json'

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, and every line ending', () => {
    const { rows, lines, problems } = parseCsv('a,"b,c","say ""hi"""\r\n1,"two\nlines",3\r4,5,6\n', ',')
    expect(rows).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', 'two\nlines', '3'],
      ['4', '5', '6'],
    ])
    expect(lines).toEqual([1, 2, 4])
    expect(problems).toEqual([])
  })

  it('keeps empty fields, drops a BOM and blank lines, and needs no final newline', () => {
    expect(parseCsv('\uFEFFa,,c\n\n,,\n"",x', ',').rows).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
      ['', 'x'],
    ])
    expect(parseCsv('', ',').rows).toEqual([])
  })

  it('reports damage by line and keeps going', () => {
    const bad = parseCsv('a,b\n"open,1\n2,3', ',')
    expect(bad.problems).toEqual([{ line: 2, message: 'Line 2: a quoted field is never closed' }])
    expect(bad.rows[1]).toEqual(['open,1\n2,3'])
    expect(parseCsv('a,"b"x,c', ',').problems[0].message).toContain('after a closing quote')
    expect(parseCsv('a,b"c', ',').problems[0].message).toContain('quote inside an unquoted field')
  })

  it('guesses the delimiter from consistent counts outside quotes', () => {
    expect(detectDelimiter('a;b;c\n1;2;3\n4;5;6')).toBe(';')
    expect(detectDelimiter('a\tb\n1\t2')).toBe('\t')
    expect(detectDelimiter('"x,y";z\n"1,2";3')).toBe(';')
    expect(detectDelimiter('name|age\nAda|36')).toBe('|')
    expect(detectDelimiter('just one column\nanother')).toBe(',')
  })

  it('counts a real last line without the delimiter, and skips only blank lines (issue 18)', () => {
    expect(detectDelimiter('name;amount,EUR\nBob;12')).toBe(';')
    expect(detectDelimiter('abc\ta;b\r\n12\tz')).toBe('\t')
    expect(detectDelimiter('a;b,c\r1;2')).toBe(';')
    // A last line with no delimiter is a short record: it counts, so ; is no longer consistent, yet still the best.
    expect(detectDelimiter('a;b\n1;2\nlast')).toBe(';')
    expect(detectDelimiter('a;b,c\n1;2,3\nlast;x')).toBe(';')
    // Trailing and inner blank lines (empty or spaces only) carry no record and are ignored.
    expect(detectDelimiter('a;b,c\n1;2\n')).toBe(';')
    expect(detectDelimiter('a;b,c\n1;2\r\n\r\n')).toBe(';')
    expect(detectDelimiter('a;b,c\n\n  \n1;2\n  ')).toBe(';')
    expect(detectDelimiter('a|b;c\n1|2')).toBe('|')
    // A delimiter in fewer than half the lines does not split a one-column file.
    expect(detectDelimiter('name\nAda\nGrace; Hopper\nAlan')).toBe(',')
    // The sample stops after sampleLines lines; the unread rest is not a line without delimiters.
    expect(detectDelimiter('a;b,c\n1;2\n3;4,5\nno delimiter here', 3)).toBe(';')
  })

  it('writes what it reads back (round trip) and quotes only where needed', () => {
    const rows = [
      ['plain', 'with,comma', 'with "quote"'],
      ['multi\nline', ' padded ', ''],
    ]
    const text = stringifyCsv(rows, ',')
    expect(text).toBe('plain,"with,comma","with ""quote"""\r\n"multi\nline"," padded ",')
    expect(parseCsv(text, ',').rows).toEqual(rows)
    expect(stringifyCsv([['a;b', 'c,d']], ';')).toBe('"a;b";c,d')
  })
})

describe('csv-to-json', () => {
  it('types numbers, booleans and empty cells, but not ZIP codes or unsafe integers', () => {
    expect(typeCell('42')).toBe(42)
    expect(typeCell('-3.5e2')).toBe(-350)
    expect(typeCell('TRUE')).toBe(true)
    expect(typeCell('false')).toBe(false)
    expect(typeCell('')).toBeNull()
    expect(typeCell('00501')).toBe('00501')
    expect(typeCell('12345678901234567890')).toBe('12345678901234567890')
    expect(typeCell('1,000')).toBe('1,000')
    expect(typeCell(' 7')).toBe(' 7')
    expect(typeCell('NaN')).toBe('NaN')
  })

  it('names blank and repeated header cells', () => {
    expect(headerKeys([' id ', '', 'name', 'name', 'name'])).toEqual(['id', 'column_2', 'name', 'name_2', 'name_3'])
  })

  it('never gives two columns one key: renames skip names a header uses (issue 18)', () => {
    expect(headerKeys(['a', 'a', 'a_2'])).toEqual(['a', 'a_3', 'a_2'])
    expect(headerKeys(['a_2', 'a', 'a'])).toEqual(['a_2', 'a', 'a_3'])
    expect(headerKeys(['', 'column_1', 'column_1_2', ''])).toEqual(['column_1_3', 'column_1', 'column_1_2', 'column_4'])
    expect(headerKeys(['x', ' x ', 'x_2', 'x_3', 'x'])).toEqual(['x', 'x_4', 'x_2', 'x_3', 'x_5'])
    const r = columnKeys(['a', 'a', 'a_2'])
    expect(r.renames).toEqual([
      { column: 2, header: 'a', key: 'a_3', message: 'Column 2 repeats the header “a”; it is named “a_3”' },
    ])
    // Fields beyond the header never take a header's name.
    const wide = columnKeys(['x', 'y', 'z', 'column_5'], 5)
    expect(wide.keys).toEqual(['x', 'y', 'z', 'column_5', 'column_5_2'])
    expect(wide.renames.map((x) => x.message)).toEqual([
      'Column 5 has no header cell; its fields are named “column_5_2”',
    ])
  })

  it('keys are unique for any header: every column comes out (issue 18)', () => {
    // A small exhaustive check: every header of up to 3 cells over colliding names, with two extra fields.
    const alphabet = ['a', 'a_2', 'a_3', '', 'column_1', 'column_4', 'column_4_2']
    const headers: string[][] = [[]]
    for (let len = 0; len < 3; len++)
      for (const h of [...headers]) if (h.length === len) for (const c of alphabet) headers.push([...h, c])
    for (const header of headers) {
      const { keys, renames } = columnKeys(header, header.length + 2)
      expect(new Set(keys).size, header.join('|')).toBe(header.length + 2)
      for (const [i, name] of header.entries())
        if (keys[i] !== name) expect(renames.some((x) => x.column === i + 1)).toBe(true)
    }
  })

  it('converts colliding headers and extra fields without losing a value (issue 18)', () => {
    const dup = convertCsv('a,a,a_2\n1,2,3', DEFAULT_OPTIONS)
    expect(JSON.parse(dup.json)).toEqual([{ a: 1, a_3: 2, a_2: 3 }])
    expect(dup.columns).toEqual(['a', 'a_3', 'a_2'])
    expect(dup.renames.map((x) => x.key)).toEqual(['a_3'])
    const extra = convertCsv('x,y,z,column_5\n1,2,3,4,5', DEFAULT_OPTIONS)
    expect(JSON.parse(extra.json)).toEqual([{ x: 1, y: 2, z: 3, column_5: 4, column_5_2: 5 }])
    expect(extra.problems.map((p) => p.message)).toEqual([
      'Line 2: 5 fields, expected 4; the extra one is named column_5_2',
    ])
    expect(extra.columns).toHaveLength(5)
    // A header cell named __proto__ is a key like any other, not a prototype.
    expect(JSON.parse(convertCsv('__proto__,b\n1,2', DEFAULT_OPTIONS).json)).toEqual([
      JSON.parse('{"__proto__":1,"b":2}'),
    ])
    expect(convertCsv('__proto__,b\n1,2', DEFAULT_OPTIONS).json).toContain('"__proto__": 1')
  })

  it('converts the sample into typed records', () => {
    const r = convertCsv(SAMPLE_CSV, DEFAULT_OPTIONS)
    expect(r.delimiter).toBe(',')
    expect(r.records).toBe(4)
    expect(r.problemCount).toBe(0)
    const data = JSON.parse(r.json)
    expect(data[1]).toEqual({
      id: 2,
      name: 'Hopper, Grace',
      city: 'New York',
      joined: '1944-08-07',
      active: true,
      score: null,
    })
    expect(data[2].name).toBe('Alan "Turing"')
    expect(data[3].city).toBe('Hampton,\nVirginia')
    expect(r.json.split('\n')[1]).toBe('  {')
  })

  it('keeps strings when typing is off, writes arrays without a header, and minifies', () => {
    const text = 'a;b\n1;x'
    expect(JSON.parse(convertCsv(text, { ...DEFAULT_OPTIONS, typed: false }).json)).toEqual([{ a: '1', b: 'x' }])
    const raw = convertCsv(text, { delimiter: ';', header: false, typed: true, indent: 0 })
    expect(raw.json).toBe('[["a","b"],[1,"x"]]')
    expect(raw.columns).toEqual(['column_1', 'column_2'])
  })

  it('names short and long rows by line and still converts them', () => {
    const r = convertCsv('a,b,c\n1,2\n\n3,4,5,6\n', DEFAULT_OPTIONS)
    expect(r.problems.map((p) => p.message)).toEqual([
      'Line 2: 2 field(s), expected 3; the missing ones are null',
      'Line 4: 4 fields, expected 3; the extra one is named column_4',
    ])
    expect(JSON.parse(r.json)).toEqual([
      { a: 1, b: 2, c: null },
      { a: 3, b: 4, c: 5, column_4: 6 },
    ])
  })

  it('caps the problem list but counts them all', () => {
    const text = `a,b\n${Array.from({ length: 80 }, () => '1').join('\n')}`
    const r = convertCsv(text, DEFAULT_OPTIONS)
    expect(r.problemCount).toBe(80)
    expect(r.problems).toHaveLength(50)
  })

  it('names the download after the file', () => {
    expect(jsonFileName('sales 2024.csv')).toBe('sales 2024.json')
    expect(jsonFileName(null)).toBe('data.json')
  })
})
