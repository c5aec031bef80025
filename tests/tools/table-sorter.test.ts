// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  checkTableSize,
  columnType,
  detectSourceFormat,
  EXAMPLE_TABLE,
  exportTable,
  filterRows,
  parseDate,
  parseNumber,
  readTable,
  rowsFromDocument,
  sortRows,
  splitMarkdownRow,
  TABLE_LIMITS,
  TableLimitError,
  toggleSort,
  uniqueKeys,
} from '../../src/tools/table-sorter/table-sorter'

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe('reading tables', () => {
  it('detects the format', () => {
    expect(detectSourceFormat('a,b\n1,2')).toBe('csv')
    expect(detectSourceFormat('a;b\n1;2')).toBe('csv')
    expect(detectSourceFormat('a\tb\n1\t2')).toBe('tsv')
    expect(detectSourceFormat('| a | b |\n|---|:--:|\n| 1 | 2 |')).toBe('markdown')
    expect(detectSourceFormat('<p>x</p><table><tr><td>1</td></tr></table>')).toBe('html')
  })

  it('reads CSV with quotes, semicolons and ragged rows', () => {
    const r = readTable('name;note\nAda;"a;b"\nBob\n', { header: true })
    expect(r.delimiter).toBe(';')
    expect(r.table).toEqual({
      headers: ['name', 'note'],
      rows: [
        ['Ada', 'a;b'],
        ['Bob', ''],
      ],
    })
    expect(r.problems.join()).toMatch(/padded/)
  })

  it('reads TSV and numbers columns without a header', () => {
    const r = readTable('1\t2\n3\t4', { header: false })
    expect(r.format).toBe('tsv')
    expect(r.table.headers).toEqual(['Column 1', 'Column 2'])
    expect(r.table.rows).toHaveLength(2)
  })

  it('reads Markdown with escaped pipes', () => {
    expect(splitMarkdownRow('| a \\| b | c |')).toEqual(['a | b', 'c'])
    const r = readTable('| Name | Score |\n| --- | ---: |\n| Ada | 9 |\n| Bob | 10 |', { header: true })
    expect(r.table).toEqual({
      headers: ['Name', 'Score'],
      rows: [
        ['Ada', '9'],
        ['Bob', '10'],
      ],
    })
  })

  it('reads the first HTML table as text, with colspan', () => {
    const html =
      '<table><thead><tr><th>Name</th><th>Score</th></tr></thead><tbody><tr><td><b>Ada</b> <img src=x onerror="alert(1)"></td><td>9</td></tr><tr><td colspan="2">wide</td></tr></tbody></table><table></table>'
    const r = readTable(html, { header: true, parseHtml })
    expect(r.format).toBe('html')
    expect(r.table).toEqual({
      headers: ['Name', 'Score'],
      rows: [
        ['Ada', '9'],
        ['wide', ''],
      ],
    })
    expect(r.problems).toEqual(['The HTML has 2 tables; the first one is shown.'])
    expect(readTable('<table', { format: 'html', header: true, parseHtml }).problems[0]).toMatch(/No <table>/)
  })

  it('is empty for empty input', () => {
    expect(readTable('', { header: true }).table).toEqual({ headers: [], rows: [] })
  })
})

describe('typing', () => {
  it('parses numbers with separators, currency and percent', () => {
    expect(parseNumber('1,234.5')).toBe(1234.5)
    expect(parseNumber('$120,000')).toBe(120000)
    expect(parseNumber('-3')).toBe(-3)
    expect(parseNumber('12%')).toBe(12)
    expect(parseNumber('1e3')).toBe(1000)
    expect(parseNumber('12a')).toBeNull()
    expect(parseNumber('1,23')).toBeNull()
    expect(parseNumber('')).toBeNull()
    expect(parseNumber('-')).toBeNull()
  })

  it('parses dates', () => {
    expect(parseDate('2024-03-05')).toBe(Date.UTC(2024, 2, 5))
    expect(parseDate('2024/3/5')).toBe(Date.UTC(2024, 2, 5))
    expect(parseDate('5 Mar 2024')).toBe(Date.UTC(2024, 2, 5))
    expect(parseDate('March 5, 2024')).toBe(Date.UTC(2024, 2, 5))
    expect(parseDate('2024-13-45')).toBeNull()
    expect(parseDate('hello')).toBeNull()
  })

  it('types a column by all its filled cells', () => {
    const rows = [
      ['10', '2024-01-01', 'x'],
      ['', '2023-05-01', '5'],
      ['9', '', 'y'],
    ]
    expect(columnType(rows, 0)).toBe('number')
    expect(columnType(rows, 1)).toBe('date')
    expect(columnType(rows, 2)).toBe('text')
  })
})

describe('sorting and filtering', () => {
  const { table } = readTable(EXAMPLE_TABLE, { header: true })
  const types = table.headers.map((_, i) => columnType(table.rows, i))
  const names = (order: number[]) => order.map((i) => table.rows[i][0].split(' ')[0])

  it('sorts numbers numerically with empty cells last in both directions', () => {
    expect(types).toEqual(['text', 'text', 'number', 'date', 'number'])
    expect(names(sortRows(table.rows, [{ col: 2, dir: 'asc' }], types))).toEqual([
      'Linus',
      'Grace',
      'Katherine',
      'Ada',
      'Alan',
      'Margaret',
      'Edsger',
    ])
    expect(names(sortRows(table.rows, [{ col: 2, dir: 'desc' }], types)).at(-1)).toBe('Edsger')
  })

  it('sorts by several keys, stably', () => {
    const order = sortRows(
      table.rows,
      [
        { col: 1, dir: 'asc' },
        { col: 2, dir: 'desc' },
      ],
      types,
    )
    expect(names(order)).toEqual(['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Katherine', 'Edsger'])
    expect(names(sortRows(table.rows, [{ col: 3, dir: 'asc' }], types))[0]).toBe('Margaret')
    expect(names(sortRows(table.rows, [{ col: 4, dir: 'desc' }], types))[0]).toBe('Margaret')
  })

  it('sorts text naturally and case-insensitively', () => {
    const rows = [['item 10'], ['Item 2'], ['item 1']]
    expect(sortRows(rows, [{ col: 0, dir: 'asc' }], ['text'])).toEqual([2, 1, 0])
  })

  it('toggles sort keys like header clicks', () => {
    expect(toggleSort([], 1, false)).toEqual([{ col: 1, dir: 'asc' }])
    expect(toggleSort([{ col: 1, dir: 'asc' }], 1, false)).toEqual([{ col: 1, dir: 'desc' }])
    expect(toggleSort([{ col: 1, dir: 'desc' }], 1, false)).toEqual([])
    expect(toggleSort([{ col: 1, dir: 'asc' }], 2, true)).toEqual([
      { col: 1, dir: 'asc' },
      { col: 2, dir: 'asc' },
    ])
    expect(
      toggleSort(
        [
          { col: 1, dir: 'asc' },
          { col: 2, dir: 'asc' },
        ],
        2,
        true,
      )[1],
    ).toEqual({ col: 2, dir: 'desc' })
    expect(
      toggleSort(
        [
          { col: 1, dir: 'asc' },
          { col: 2, dir: 'desc' },
        ],
        2,
        true,
      ),
    ).toEqual([{ col: 1, dir: 'asc' }])
    expect(
      toggleSort(
        [
          { col: 1, dir: 'asc' },
          { col: 2, dir: 'desc' },
        ],
        2,
        false,
      ),
    ).toEqual([{ col: 2, dir: 'asc' }])
  })

  it('filters across all columns or one', () => {
    const all = table.rows.map((_, i) => i)
    expect(filterRows(table.rows, all, 'research', null)).toHaveLength(3)
    expect(filterRows(table.rows, all, 'ada', 0)).toEqual([0])
    expect(filterRows(table.rows, all, 'ada', 1)).toEqual([])
    expect(filterRows(table.rows, all, '  ', null)).toEqual(all)
  })
})

describe('export', () => {
  const table = {
    headers: ['Name', 'Score', 'Name'],
    rows: [
      ['A|b', '10', 'x'],
      ['"q", r', '9.5', 'y'],
    ],
  }
  const types = ['text', 'number', 'text'] as const
  it('writes CSV, TSV, Markdown and JSON in the given order', () => {
    expect(exportTable(table, [1, 0], 'csv', types)).toBe('Name,Score,Name\r\n"""q"", r",9.5,y\r\nA|b,10,x')
    expect(exportTable(table, [0], 'tsv', types)).toBe('Name\tScore\tName\nA|b\t10\tx')
    expect(exportTable(table, [0], 'markdown', types)).toBe(
      '| Name | Score | Name |\n| --- | ---: | --- |\n| A\\|b | 10 | x |',
    )
    expect(JSON.parse(exportTable(table, [0, 1], 'json', types))).toEqual([
      { Name: 'A|b', Score: 10, Name_2: 'x' },
      { Name: '"q", r', Score: 9.5, Name_2: 'y' },
    ])
    expect(uniqueKeys(['a', 'a', 'a'])).toEqual(['a', 'a_2', 'a_3'])
  })
})

describe('table-sorter limits', () => {
  const tableOf = (rows: string) => new DOMParser().parseFromString(`<table>${rows}</table>`, 'text/html')

  it('refuses colspans expanding past 16,384 columns before building any row', () => {
    // 1,000 cells of colspan 100 a row, 1,000 rows: 25 KB that would expand to 100 million cells.
    const row = `<tr>${'<td colspan=100>x</td>'.repeat(1000)}</tr>`
    const doc = tableOf(row.repeat(3))
    expect(() => rowsFromDocument(doc)).toThrow('Row 1 spans 100,000 columns: Table Sorter reads up to 16,384.')
  })

  it('clamps colspan to 1,000 and rowspan to 65,534 (and the rows left), as browsers do', () => {
    const doc = tableOf(
      '<tr><td colspan=5000>a</td></tr><tr><td rowspan=99999>b</td><td>c</td></tr><tr><td>d</td></tr>',
    )
    const { rows } = rowsFromDocument(doc)
    expect(rows[0]).toHaveLength(1000)
    expect(rows[1]).toEqual(['b', 'c'])
    // b's rowspan fills the first place of the next row.
    expect(rows[2]).toEqual(['', 'd'])
    expect(TABLE_LIMITS.colspan).toBe(1000)
    expect(TABLE_LIMITS.rowspan).toBe(65534)
  })

  it('refuses one CSV line of 100,000 fields, naming the limit, and reads the next table', () => {
    const csv = `${Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',')}\n${'x\n'.repeat(1000)}`
    expect(() => readTable(csv, { header: true })).toThrow(TableLimitError)
    expect(() => readTable(csv, { header: true })).toThrow('100,000 columns: Table Sorter reads up to 16,384.')
    expect(readTable('a,b\n1,2', { header: true }).table.rows).toEqual([['1', '2']])
  })

  it('refuses more than 10,000,000 cells', () => {
    expect(() => checkTableSize(1_000_001, 10)).toThrow(
      '1,000,001 rows × 10 columns is 10,000,010 cells: Table Sorter holds up to 10,000,000.',
    )
    expect(() => checkTableSize(1_000_000, 10)).not.toThrow()
  })

  it('defuses CSV and TSV exports, header row included, unless turned off', () => {
    const table = {
      headers: ['=HYPERLINK("https://attacker.example/")', 'b'],
      rows: [
        ['@SUM(1)', '-1'],
        ['+x', '\tt'],
      ],
    }
    const csv = exportTable(table, [0, 1], 'csv', ['text', 'text'])
    expect(csv.split('\r\n')).toEqual([`"'=HYPERLINK(""https://attacker.example/"")",b`, "'@SUM(1),'-1", "'+x,'\tt"])
    expect(exportTable(table, [0], 'tsv', ['text', 'text']).split('\n')).toEqual([
      `'=HYPERLINK("https://attacker.example/")\tb`,
      "'@SUM(1)\t'-1",
    ])
    expect(exportTable(table, [0], 'csv', ['text', 'text'], false).split('\r\n')[1]).toBe('@SUM(1),-1')
  })
})
