import * as XLSX from '@e965/xlsx'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { sheetApi } from '../../workers/sheet/sheet.api'
import {
  type CellLike,
  type ConvertOptions,
  cellValue,
  checkKind,
  columnName,
  convertGrid,
  type Grid,
  gridProblem,
  headerKeys,
  isoDate,
  previewJson,
  readErrorMessage,
  sniffBytes,
  usedRange,
} from '../../workers/sheet/sheet-json'

const options: ConvertOptions = { shape: 'objects', empty: 'null', skipBlankRows: true, fillMerged: false, indent: 2 }

function grid(rows: (CellLike | null)[][], merges: Grid['merges'] = []): Grid {
  const width = Math.max(...rows.map((r) => r.length))
  return {
    range: { s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: width - 1 } },
    get: (r, c) => rows[r]?.[c],
    merges,
  }
}
const s = (v: string): CellLike => ({ t: 's', v })
const n = (v: number): CellLike => ({ t: 'n', v })

describe('cell values', () => {
  it('writes dates as ISO strings without a time zone', () => {
    expect(isoDate(new Date(Date.UTC(2024, 2, 5)))).toBe('2024-03-05')
    expect(isoDate(new Date(Date.UTC(2024, 2, 5, 14, 30)))).toBe('2024-03-05T14:30:00')
    expect(isoDate(new Date(Date.UTC(2024, 2, 5, 14, 30, 1, 250)))).toBe('2024-03-05T14:30:01.250')
    expect(isoDate(new Date(Number.NaN))).toBeNull()
  })
  it('maps cell types', () => {
    expect(cellValue({ t: 'n', v: 1.5 })).toBe(1.5)
    expect(cellValue({ t: 'b', v: true })).toBe(true)
    expect(cellValue({ t: 'e', v: 7, w: '#DIV/0!' })).toBe('#DIV/0!')
    expect(cellValue({ t: 'd', v: new Date(Date.UTC(1999, 11, 31)) })).toBe('1999-12-31')
    expect(cellValue({ t: 's', v: '' })).toBeUndefined()
    expect(cellValue({ t: 'z' })).toBeUndefined()
    expect(cellValue(undefined)).toBeUndefined()
  })
  it('names columns and header keys', () => {
    expect([columnName(0), columnName(25), columnName(26), columnName(701), columnName(702)]).toEqual([
      'A',
      'Z',
      'AA',
      'ZZ',
      'AAA',
    ])
    expect(headerKeys(['Name', undefined, 'Name', ' ', 'Name', 3], 1)).toEqual([
      'Name',
      'column_C',
      'Name_2',
      'column_E',
      'Name_3',
      '3',
    ])
  })
})

describe('convertGrid', () => {
  const rows = [
    [s('Name'), s('Age'), s('City')],
    [s('Ada'), n(36), null],
    [null, null, null],
    [s('Bob'), null, s('Oslo')],
  ]

  it('objects with each empty-cell policy', () => {
    expect(convertGrid(grid(rows), options).rows).toEqual([
      { Name: 'Ada', Age: 36, City: null },
      { Name: 'Bob', Age: null, City: 'Oslo' },
    ])
    expect(convertGrid(grid(rows), { ...options, empty: 'omit' }).rows).toEqual([
      { Name: 'Ada', Age: 36 },
      { Name: 'Bob', City: 'Oslo' },
    ])
    expect(convertGrid(grid(rows), { ...options, empty: 'empty', skipBlankRows: false }).rows).toEqual([
      { Name: 'Ada', Age: 36, City: '' },
      { Name: '', Age: '', City: '' },
      { Name: 'Bob', Age: '', City: 'Oslo' },
    ])
  })

  it('arrays keep positions', () => {
    expect(convertGrid(grid(rows), { ...options, shape: 'arrays' }).rows).toEqual([
      ['Name', 'Age', 'City'],
      ['Ada', 36, null],
      ['Bob', null, 'Oslo'],
    ])
    expect(convertGrid(grid(rows), { ...options, shape: 'arrays', empty: 'omit' }).rows).toEqual([
      ['Name', 'Age', 'City'],
      ['Ada', 36],
      ['Bob', null, 'Oslo'],
    ])
  })

  it('notes merged ranges and can repeat their value', () => {
    const merged = grid(
      [
        [s('Region'), s('Q1')],
        [s('North'), n(1)],
        [null, n(2)],
      ],
      [{ s: { r: 1, c: 0 }, e: { r: 2, c: 0 } }],
    )
    expect(convertGrid(merged, options).merges).toEqual(['A2:A3'])
    expect(convertGrid(merged, options).rows).toEqual([
      { Region: 'North', Q1: 1 },
      { Region: null, Q1: 2 },
    ])
    expect(convertGrid(merged, { ...options, fillMerged: true }).rows).toEqual([
      { Region: 'North', Q1: 1 },
      { Region: 'North', Q1: 2 },
    ])
  })

  it('reports progress and handles an empty sheet', () => {
    const big = [[s('n')], ...Array.from({ length: 25 }, (_, i) => [n(i)])]
    const seen: number[] = []
    expect(convertGrid(grid(big), options, (done) => seen.push(done), 10).rowCount).toBe(25)
    expect(seen).toEqual([10, 20])
    expect(convertGrid({ range: null, get: () => null, merges: [] }, options).rows).toEqual([])
  })

  it('previews whole rows within the limit, as valid JSON', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `row ${i}` }))
    const p = previewJson(many, 2, 2000)
    expect(p.truncated).toBe(true)
    expect(p.text.length).toBeLessThanOrEqual(2000)
    expect(JSON.parse(p.text)).toEqual(many.slice(0, p.rows))
    const all = previewJson(many.slice(0, 3), 0, 2000)
    expect(all).toEqual({ text: JSON.stringify(many.slice(0, 3)), rows: 3, truncated: false })
    expect(previewJson(many.slice(0, 2), 2, 10_000).text).toBe(JSON.stringify(many.slice(0, 2), null, 2))
  })
})

describe('file kinds and errors', () => {
  it('sniffs the first bytes', () => {
    expect(sniffBytes(Uint8Array.from([0x50, 0x4b, 3, 4, 0]))).toBe('zip')
    expect(sniffBytes(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('cfb')
    expect(sniffBytes(new TextEncoder().encode('a,b\n1,2\n'))).toBe('text')
    expect(sniffBytes(Uint8Array.from([1, 2, 3, 0, 5]))).toBe('binary')
    expect(checkKind('x.xlsx', 'text')).toMatch(/not a real \.xlsx/)
    expect(checkKind('x.csv', 'binary')).toMatch(/damaged or is not a spreadsheet/)
    expect(checkKind('x.csv', 'zip')).toBeNull()
  })
  it('words SheetJS errors', () => {
    expect(readErrorMessage('File is password-protected', 'a.xlsx')).toMatch(/^This workbook is password-protected/)
    expect(readErrorMessage('Unsupported ODS Encryption', 'a.ods')).toMatch(/^This workbook is password-protected/)
    expect(readErrorMessage('Cannot find Workbook stream', 'a.xls')).toMatch(/not a workbook/)
    expect(readErrorMessage('Unsupported ZIP file', 'a.xlsx')).toMatch(/damaged/)
  })
})

describe('sheetApi.convert with real SheetJS files', () => {
  function workbook() {
    const wb = XLSX.utils.book_new()
    const people = XLSX.utils.aoa_to_sheet(
      [
        ['Name', 'Born', 'Score', 'Member'],
        ['Ada', new Date(Date.UTC(1985, 11, 10)), 9.5, true],
        ['Grace', new Date(Date.UTC(1906, 11, 9, 8, 15)), null, false],
        ['Merged', null, 1, true],
      ],
      { cellDates: true },
    )
    people['!merges'] = [XLSX.utils.decode_range('A4:B4')]
    XLSX.utils.book_append_sheet(wb, people, 'People')
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['x'], [1], [2]]), 'Second')
    return wb
  }
  const asBlob = (data: ArrayBuffer | Uint8Array) => new Blob([data as Uint8Array<ArrayBuffer>])

  for (const bookType of ['xlsx', 'xls', 'ods'] as const) {
    it(`reads ${bookType}`, async () => {
      const bytes = XLSX.write(workbook(), { type: 'array', bookType }) as ArrayBuffer
      const out = await sheetApi.convert(asBlob(bytes), `book.${bookType}`, `k-${bookType}`, options)
      expect(out.sheets.map((s) => s.name)).toEqual(['People', 'Second'])
      const people = JSON.parse(await out.sheets[0].json.text())
      expect(people[0]).toEqual({ Name: 'Ada', Born: '1985-12-10', Score: 9.5, Member: true })
      expect(people[1]).toEqual({ Name: 'Grace', Born: '1906-12-09T08:15:00', Score: null, Member: false })
      if (bookType !== 'ods') expect(out.sheets[0].merges).toEqual(['A4:B4'])
      expect(JSON.parse(await out.sheets[1].json.text())).toEqual([{ x: 1 }, { x: 2 }])
    })
  }

  // Serials as LibreOffice and ExcelJS write them (numbers with a date format): below 1 they count from
  // 1899-12-30 with no leap-year shift, which belongs to serials 1–60 only (issue 35).
  function serialBook(serials: number[], date1904 = false) {
    const ws = XLSX.utils.aoa_to_sheet([['d'], ...serials.map((n) => [n])])
    serials.forEach((_, i) => {
      ws[`A${i + 2}`].z = 'yyyy-mm-dd hh:mm'
    })
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, ws, 'S')
    wb.Workbook = { WBProps: { date1904 } }
    return wb
  }
  const datesOf = async (bytes: ArrayBuffer, name: string) => {
    const out = await sheetApi.convert(asBlob(bytes), name, `serial-${name}-${Math.random()}`, options)
    return (JSON.parse(await out.sheets[0].json.text()) as { d: unknown }[]).map((r) => r.d)
  }

  it('reads serials of 0 and below as the dates they are (1815-12-10 = −30,701), and 1–60 as before', async () => {
    const serials = [-30_701, -1, -0.25, 0, 0.5, 1, 59, 61, 45_000]
    const wanted = [
      '1815-12-10',
      '1899-12-29',
      '1899-12-29T18:00:00',
      '1899-12-30',
      '1899-12-30T12:00:00',
      '1900-01-01',
      '1900-02-28',
      '1900-03-01',
      '2023-03-15',
    ]
    const xlsx = XLSX.write(serialBook(serials), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
    expect(await datesOf(xlsx, 'old.xlsx')).toEqual(wanted)
    // .xls: SheetJS leaves negative serials as numbers there; 0 and above are dates, 0 the right one.
    const xls = XLSX.write(serialBook([0, 0.5, 1, 61]), { type: 'array', bookType: 'xls' }) as ArrayBuffer
    expect(await datesOf(xls, 'old.xls')).toEqual(['1899-12-30', '1899-12-30T12:00:00', '1900-01-01', '1900-03-01'])
  })

  it('leaves dates alone where no 1900 serial is behind them: a 1904 workbook, ODS, CSV', async () => {
    const y1904 = XLSX.write(serialBook([-100, 0], true), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
    expect(await datesOf(y1904, 'mac.xlsx')).toEqual(['1903-09-23', '1904-01-01'])
    const ws = XLSX.utils.aoa_to_sheet(
      [['d'], [new Date(Date.UTC(1815, 11, 10))], [new Date(Date.UTC(1899, 11, 30))]],
      {
        cellDates: true,
      },
    )
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, ws, 'S')
    const ods = XLSX.write(wb, { type: 'array', bookType: 'ods', cellDates: true }) as ArrayBuffer
    expect(await datesOf(ods, 'old.ods')).toEqual(['1815-12-10', '1899-12-30'])
    const csv = new TextEncoder().encode('d\n1815-12-10\n1900-01-01\n')
    expect(await datesOf(csv.buffer as ArrayBuffer, 'old.csv')).toEqual(['1815-12-10', '1900-01-01'])
  })

  it('re-uses the parsed workbook for new options', async () => {
    const bytes = XLSX.write(workbook(), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer
    await sheetApi.convert(asBlob(bytes), 'a.xlsx', 'same', options)
    const again = await sheetApi.convert(asBlob(new Uint8Array(0)), 'a.xlsx', 'same', { ...options, shape: 'arrays' })
    expect(again.reused).toBe(true)
    expect(JSON.parse(await again.sheets[1].json.text())).toEqual([['x'], [1], [2]])
  })

  it('reads UTF-8 CSV', async () => {
    const out = await sheetApi.convert(
      asBlob(new TextEncoder().encode('name,city\nZoë,Kraków\n')),
      'a.csv',
      'csv',
      options,
    )
    expect(JSON.parse(await out.sheets[0].json.text())).toEqual([{ name: 'Zoë', city: 'Kraków' }])
  })

  it('gives clear messages for encrypted, non-workbook and corrupt files', async () => {
    const enc = XLSX.CFB.utils.cfb_new()
    // Agile encryption (version 4.4): the header, then the XML descriptor; the package itself stays opaque.
    const xml = new TextEncoder().encode(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/></encryption>',
    )
    const info = new Uint8Array(8 + xml.length)
    info.set([4, 0, 4, 0, 0x40, 0, 0, 0])
    info.set(xml, 8)
    XLSX.CFB.utils.cfb_add(enc, '/EncryptionInfo', info)
    XLSX.CFB.utils.cfb_add(enc, '/EncryptedPackage', new Uint8Array(4096).fill(3))
    const encrypted = XLSX.CFB.write(enc, { type: 'array' }) as ArrayBuffer
    await expect(sheetApi.convert(asBlob(encrypted), 'secret.xlsx', 'e', options)).rejects.toThrow(
      /^This workbook is password-protected/,
    )
    const doc = XLSX.CFB.utils.cfb_new()
    XLSX.CFB.utils.cfb_add(doc, '/WordDocument', new Uint8Array(200).fill(7))
    await expect(
      sheetApi.convert(asBlob(XLSX.CFB.write(doc, { type: 'array' }) as ArrayBuffer), 'memo.xls', 'd', options),
    ).rejects.toThrow(/not a workbook/)
    const xlsx = new Uint8Array(XLSX.write(workbook(), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
    await expect(sheetApi.convert(asBlob(xlsx.slice(0, 900)), 'cut.xlsx', 'c', options)).rejects.toThrow(/damaged/)
    const junk = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251)
    await expect(sheetApi.convert(asBlob(junk), 'junk.xls', 'j', options)).rejects.toThrow(/damaged/)
  })
})

describe('hostile ranges (issue 35)', () => {
  const asBlob = (data: ArrayBuffer | Uint8Array) => new Blob([data as Uint8Array<ArrayBuffer>])
  /** An .xlsx of these rows whose sheet XML is edited (a lying <dimension>, extra cells, merges). */
  async function edited(rows: unknown[][], edit: (xml: string) => string) {
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'S')
    const zip = await JSZip.loadAsync(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
    const path = 'xl/worksheets/sheet1.xml'
    zip.file(path, edit(await (zip.file(path) as JSZip.JSZipObject).async('string')))
    return asBlob(await zip.generateAsync({ type: 'uint8array' }))
  }
  const dim = (ref: string) => (xml: string) => xml.replace(/<dimension ref="[^"]*"\/>/, `<dimension ref="${ref}"/>`)

  it('reads only the cells a sheet holds when its <dimension> claims A1:XFD1048576', async () => {
    const file = await edited(
      [
        ['a', 'b'],
        [1, 2],
      ],
      dim('A1:XFD1048576'),
    )
    const started = Date.now()
    const out = await sheetApi.convert(file, 'dim.xlsx', `dim-${Math.random()}`, options)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(JSON.parse(await out.sheets[0].json.text())).toEqual([{ a: 1, b: 2 }])
    expect(out.sheets[0].range).toBe('A1:B2')
    expect(out.sheets[0].columnCount).toBe(2)
  })

  it('refuses a sheet whose cells really span A1:XFD1048576, naming the limit, and converts the next file', async () => {
    const file = await edited([['a']], (xml) =>
      dim('A1:XFD1048576')(xml).replace(
        '</sheetData>',
        '<row r="1048576"><c r="XFD1048576"><v>1</v></c></row></sheetData>',
      ),
    )
    await expect(sheetApi.convert(file, 'far.xlsx', `far-${Math.random()}`, options)).rejects.toThrow(
      'Sheet “S” has cells in A1:XFD1048576: 17,179,869,184 cells; this tool converts up to 20,000,000 cells per sheet.',
    )
    const good = await edited([['x'], [7]], (xml) => xml)
    const out = await sheetApi.convert(good, 'good.xlsx', `good-${Math.random()}`, options)
    expect(JSON.parse(await out.sheets[0].json.text())).toEqual([{ x: 7 }])
  })

  it('refuses to fill a merged range of 17 billion cells, and converts without filling', async () => {
    const file = await edited([['a'], [1]], (xml) =>
      dim('A1:XFD1048576')(xml).replace(
        '</sheetData>',
        '</sheetData><mergeCells count="1"><mergeCell ref="A2:XFD1048576"/></mergeCells>',
      ),
    )
    await expect(
      sheetApi.convert(file, 'merge.xlsx', `merge-${Math.random()}`, { ...options, fillMerged: true }),
    ).rejects.toThrow(
      /^Sheet “S” has cells in A1:XFD1048576: 17,179,869,184 cells; this tool converts up to 20,000,000/,
    )
    const out = await sheetApi.convert(file, 'merge.xlsx', `merge2-${Math.random()}`, options)
    expect(JSON.parse(await out.sheets[0].json.text())).toEqual([{ a: 1 }])
  })

  it('usedRange keeps the declared start and trims to the last cell; a merge counts only when filled', () => {
    const range = { s: { r: 0, c: 0 }, e: { r: 1_048_575, c: 16_383 } }
    const data = [[n(1)], undefined, [undefined, undefined, n(3)]]
    expect(usedRange(range, data)).toEqual({ s: { r: 0, c: 0 }, e: { r: 2, c: 2 } })
    expect(usedRange(range, [])).toBeNull()
    const merge = { s: { r: 0, c: 0 }, e: { r: 9, c: 4 } }
    expect(usedRange(range, data, [merge], false)).toEqual({ s: { r: 0, c: 0 }, e: { r: 2, c: 2 } })
    expect(usedRange(range, data, [merge], true)).toEqual({ s: { r: 0, c: 0 }, e: { r: 9, c: 4 } })
    expect(gridProblem('S', { s: { r: 0, c: 0 }, e: { r: 9, c: 4 } }, [merge], true)).toBeNull()
    expect(gridProblem('S', { s: { r: 0, c: 0 }, e: { r: 4999, c: 4999 } }, [], false)).toBe(
      'Sheet “S” has cells in A1:GJH5000: 25,000,000 cells; this tool converts up to 20,000,000 cells per sheet.',
    )
    const many = Array.from({ length: 10 }, () => ({ s: { r: 0, c: 0 }, e: { r: 999, c: 2999 } }))
    expect(gridProblem('S', { s: { r: 0, c: 0 }, e: { r: 999, c: 2999 } }, many, true)).toMatch(
      /merged ranges cover 30,000,000 cells; this tool fills up to 20,000,000 merged cells per sheet/,
    )
  })
})
