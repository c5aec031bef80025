// Table reading, sorting and export for the table-sorter tool: CSV/TSV (shared RFC 4180 parser), Markdown pipe tables
// and HTML tables (read from an inert template, never inserted in the page); columns typed as number, date or text so
// sorting is numeric/date-aware; a stable multi-key sort with empty cells last; CSV, TSV, Markdown, JSON out. The
// table worker runs all but the HTML reading. Limits are checked on the rows' widths before any row is padded.
import { lazy } from '../lazy'
import { DELIMITERS, defuseFormula, detectDelimiter, parseCsv, stringifyCsv } from './csv'

/** What Table Sorter holds on this device. */
export const TABLE_LIMITS = {
  /** Columns, as Excel and LibreOffice. */
  columns: 16_384,
  /** Cells (rows × columns) of the table, spans expanded. */
  cells: 10_000_000,
  /** A cell's colspan and rowspan are clamped as browsers clamp them. */
  colspan: 1_000,
  rowspan: 65_534,
  /** Characters of HTML (read on the page, in an inert template). */
  htmlChars: 10 * 1024 * 1024,
  /** Characters of CSV, TSV or Markdown text (read in the worker). */
  chars: 200 * 1024 * 1024,
  /** Characters of one cell drawn in the table (exports keep the whole cell). */
  shownChars: 1_000,
} as const

/** Thrown when a table passes a stated limit; the message names the limit and what was found. */
export class TableLimitError extends Error {
  override name = 'TableLimitError'
}

const fmt = (n: number) => n.toLocaleString('en-US')

/** Throws a TableLimitError when `width` columns or `rows` × `width` cells pass the limits. */
export function checkTableSize(rows: number, width: number, where = ''): void {
  if (width > TABLE_LIMITS.columns)
    throw new TableLimitError(`${where}${fmt(width)} columns: Table Sorter reads up to ${fmt(TABLE_LIMITS.columns)}.`)
  if (rows * width > TABLE_LIMITS.cells)
    throw new TableLimitError(
      `${fmt(rows)} rows × ${fmt(width)} columns is ${fmt(rows * width)} cells: Table Sorter holds up to ${fmt(TABLE_LIMITS.cells)}.`,
    )
}

/** A cell as drawn: the first TABLE_LIMITS.shownChars characters and an ellipsis. */
export const shownTableCell = (cell: string): string =>
  cell.length > TABLE_LIMITS.shownChars ? `${cell.slice(0, TABLE_LIMITS.shownChars)}…` : cell

export type SourceFormat = 'csv' | 'tsv' | 'markdown' | 'html'
export type ColumnType = 'number' | 'date' | 'text'

export interface Table {
  headers: string[]
  rows: string[][]
}

export interface ReadResult {
  table: Table
  format: SourceFormat
  /** Delimiter used for CSV. */
  delimiter?: string
  problems: string[]
}

export const FORMAT_NAMES: Record<SourceFormat, string> = {
  csv: 'CSV',
  tsv: 'TSV',
  markdown: 'Markdown',
  html: 'HTML',
}

const mdSeparator = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/

export function detectSourceFormat(text: string): SourceFormat {
  if (/<table[\s>]/i.test(text)) return 'html'
  // The first lines are enough (splitting 20 MB into lines would cost the worker for nothing).
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim())
  if (lines.length >= 2 && lines[0].includes('|') && mdSeparator.test(lines[1])) return 'markdown'
  if (pickDelimiter(text) === '\t') return 'tsv'
  return 'csv'
}

/** The shared guess, falling back to the header line's most frequent delimiter when rows are ragged. */
export function pickDelimiter(text: string): string {
  const guess = detectDelimiter(text)
  const first = /^[^\r\n]*/.exec(text)?.[0] ?? ''
  const count = (d: string) => first.split(d).length - 1
  if (count(guess) > 0) return guess
  const best = DELIMITERS.reduce((a, b) => (count(b) > count(a) ? b : a), guess)
  return best
}

/** Splits a Markdown table row on unescaped pipes, dropping the outer ones. */
export function splitMarkdownRow(line: string): string[] {
  let s = line.trim()
  if (s.startsWith('|')) s = s.slice(1)
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1)
  const cells: string[] = []
  let cur = ''
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && s[i + 1] === '|') {
      cur += '|'
      i++
    } else if (s[i] === '|') {
      cells.push(cur.trim())
      cur = ''
    } else cur += s[i]
  }
  cells.push(cur.trim())
  return cells
}

export function parseMarkdownTable(text: string): string[][] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim() && l.includes('|') && !mdSeparator.test(l))
    .map(splitMarkdownRow)
}

const clampSpan = (raw: string | null, max: number) => Math.min(Math.max(Math.trunc(Number(raw)) || 1, 1), max)

/**
 * Rows of the first <table> under `root` (an inert template's content or parsed document); header cells become the
 * first row. colspan and rowspan are clamped as browsers do (1,000 and 65,534, and a rowspan to the rows left), a
 * spanned cell's other places are empty, and the expanded size is checked against the limits before any row is
 * built.
 */
export function rowsFromDocument(root: ParentNode): { rows: string[][]; tables: number; headerFromTh: boolean } {
  const tables = root.querySelectorAll('table')
  const table = tables[0]
  if (!table) return { rows: [], tables: 0, headerFromTh: false }
  const trs = Array.from(table.querySelectorAll('tr')).filter((tr) => tr.closest('table') === table)
  const cellsOf = (tr: Element) => Array.from(tr.children).filter((c) => c.tagName === 'TD' || c.tagName === 'TH')
  // First pass: the widths, spans expanded, without building anything.
  let width = 0
  for (let i = 0; i < trs.length; i++) {
    let w = 0
    for (const c of cellsOf(trs[i] as Element)) w += clampSpan(c.getAttribute('colspan'), TABLE_LIMITS.colspan)
    if (w > width) width = w
    if (width > TABLE_LIMITS.columns) checkTableSize(trs.length, width, `Row ${fmt(i + 1)} spans `)
  }
  checkTableSize(trs.length, width)
  const rows: string[][] = []
  let headerFromTh = false
  /** Per column, the row up to which a rowspan above fills it. */
  const filledUntil = new Int32Array(width + TABLE_LIMITS.colspan).fill(-1)
  trs.forEach((tr, i) => {
    const cells = cellsOf(tr)
    if (i === 0 && cells.length && cells.every((c) => c.tagName === 'TH')) headerFromTh = true
    const row: string[] = []
    let col = 0
    const skipFilled = () => {
      while (filledUntil[col] !== undefined && (filledUntil[col] as number) >= i) {
        row.push('')
        col++
      }
    }
    for (const c of cells) {
      skipFilled()
      const text = (c.textContent ?? '').replace(/\s+/g, ' ').trim()
      const span = clampSpan(c.getAttribute('colspan'), TABLE_LIMITS.colspan)
      const down = Math.min(clampSpan(c.getAttribute('rowspan'), TABLE_LIMITS.rowspan), trs.length - i)
      for (let k = 0; k < span; k++) {
        row.push(k === 0 ? text : '')
        if (down > 1 && col < filledUntil.length) filledUntil[col] = i + down - 1
        col++
      }
    }
    skipFilled()
    rows.push(row)
  })
  // Rowspans can push a row past the widest row counted above.
  let widest = 0
  for (const r of rows) if (r.length > widest) widest = r.length
  checkTableSize(rows.length, widest)
  return { rows, tables: tables.length, headerFromTh }
}

function toTable(rows: string[][], header: boolean): Table {
  let width = 0
  for (const r of rows) if (r.length > width) width = r.length
  checkTableSize(rows.length, width)
  for (const r of rows) while (r.length < width) r.push('')
  const headers = header && rows.length ? rows[0] : Array.from({ length: width }, (_, i) => `Column ${i + 1}`)
  const body = header ? rows.slice(1) : rows
  return { headers: headers.map((h, i) => h || `Column ${i + 1}`), rows: body }
}

/** Rows read from HTML on the page (rowsFromDocument), to finish reading in the worker. */
export interface HtmlRows {
  rows: string[][]
  tables: number
}

/**
 * Reads a table: text (CSV, TSV, Markdown; HTML only with `parseHtml`, which turns it into an inert root so this
 * module stays free of the DOM) or rows already read from HTML on the page.
 */
export function readTable(
  input: string | HtmlRows,
  opts: { format?: SourceFormat | 'auto'; header: boolean; parseHtml?: (html: string) => ParentNode },
): ReadResult {
  const text = typeof input === 'string' ? input : ''
  const format =
    typeof input !== 'string' ? 'html' : !opts.format || opts.format === 'auto' ? detectSourceFormat(text) : opts.format
  const problems: string[] = []
  let rows: string[][] = []
  let delimiter: string | undefined
  if (format === 'html') {
    let r: HtmlRows
    if (typeof input !== 'string') r = input
    else {
      if (!opts.parseHtml) throw new Error('HTML parsing is not available')
      r = rowsFromDocument(opts.parseHtml(text))
    }
    if (r.tables === 0) problems.push('No <table> element was found in the HTML.')
    if (r.tables > 1) problems.push(`The HTML has ${r.tables} tables; the first one is shown.`)
    rows = r.rows
  } else {
    if (text.length > TABLE_LIMITS.chars)
      throw new TableLimitError(
        `This table is ${fmt(text.length)} characters: Table Sorter reads up to ${fmt(TABLE_LIMITS.chars)}.`,
      )
    if (format === 'markdown') {
      rows = parseMarkdownTable(text)
    } else {
      delimiter = format === 'tsv' ? '\t' : pickDelimiter(text)
      if (format === 'csv' && delimiter === '\t') delimiter = ','
      const parsed = parseCsv(text, delimiter)
      rows = parsed.rows.filter((r) => !(r.length === 1 && r[0] === ''))
      for (const p of parsed.problems.slice(0, 5)) problems.push(`Line ${p.line}: ${p.message}`)
      if (parsed.problems.length > 5) problems.push(`…and ${parsed.problems.length - 5} more problems.`)
    }
  }
  let ragged = false
  for (const r of rows) if (r.length !== rows[0]?.length) ragged = true
  if (ragged && format !== 'html')
    problems.push('Rows have different numbers of cells; short rows were padded with empty cells.')
  return { table: toTable(rows, opts.header), format, delimiter, problems }
}

// ---- Typing and sorting ----

/** A number in a cell: "1,234.5", "-3", "12%", "$4.99", "1e3", "(12)" is not accepted. Null when not a number. */
export function parseNumber(cell: string): number | null {
  const s = cell
    .trim()
    .replace(/^[$€£¥]\s?/, '')
    .replace(/\s?[$€£¥%]$/, '')
  if (!/^[-+]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?([eE][-+]?\d+)?$/.test(s) || !/\d/.test(s)) return null
  const n = Number(s.replace(/,/g, ''))
  return Number.isFinite(n) ? n : null
}

const isoDate = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const textDate = /^(\d{1,2} [A-Za-z]{3,9},? \d{4}|[A-Za-z]{3,9} \d{1,2},? \d{4})$/
const slashDate = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/

/** A date in a cell as a timestamp: ISO 8601, "5 Mar 2024", "March 5, 2024", "2024/03/05". Null otherwise. */
export function parseDate(cell: string): number | null {
  const s = cell.trim()
  let t: number
  if (isoDate.test(s)) t = Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s.replace(' ', 'T'))
  else if (slashDate.test(s)) {
    const [, y, m, d] = slashDate.exec(s) ?? []
    t = Date.UTC(Number(y), Number(m) - 1, Number(d))
  } else if (textDate.test(s)) t = Date.parse(`${s} UTC`)
  else return null
  return Number.isFinite(t) ? t : null
}

export function columnType(rows: readonly string[][], col: number): ColumnType {
  let filled = 0
  let numbers = 0
  let dates = 0
  for (const r of rows) {
    const c = (r[col] ?? '').trim()
    if (!c) continue
    filled++
    if (parseNumber(c) !== null) numbers++
    else if (parseDate(c) !== null) dates++
  }
  if (!filled) return 'text'
  if (numbers === filled) return 'number'
  if (dates === filled) return 'date'
  return 'text'
}

export interface SortKey {
  col: number
  dir: 'asc' | 'desc'
}

const collator = lazy(() => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }))

/** Returns row indexes in sorted order (stable); empty cells always go last, whatever the direction. */
export function sortRows(rows: readonly string[][], keys: readonly SortKey[], types: readonly ColumnType[]): number[] {
  const order = rows.map((_, i) => i)
  if (!keys.length) return order
  const cache = keys.map(({ col }) => {
    const t = types[col] ?? 'text'
    return rows.map((r) => {
      const c = (r[col] ?? '').trim()
      if (!c) return null
      if (t === 'number') return parseNumber(c)
      if (t === 'date') return parseDate(c)
      return c
    })
  })
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const va = cache[k][a]
      const vb = cache[k][b]
      if (va === null || vb === null) {
        if (va === vb) continue
        return va === null ? 1 : -1
      }
      const cmp =
        typeof va === 'number' && typeof vb === 'number' ? va - vb : collator().compare(String(va), String(vb))
      if (cmp !== 0) return keys[k].dir === 'asc' ? cmp : -cmp
    }
    return a - b
  })
  return order
}

/** Header click: plain click sorts by this column alone (asc → desc → off); with shift it adds or flips a level. */
export function toggleSort(keys: readonly SortKey[], col: number, additive: boolean): SortKey[] {
  const existing = keys.find((k) => k.col === col)
  if (!additive) {
    if (!existing || keys.length > 1) return [{ col, dir: existing && keys.length === 1 ? 'desc' : 'asc' }]
    return existing.dir === 'asc' ? [{ col, dir: 'desc' }] : []
  }
  if (!existing) return [...keys, { col, dir: 'asc' }]
  if (existing.dir === 'asc') return keys.map((k) => (k.col === col ? { col, dir: 'desc' } : k))
  return keys.filter((k) => k.col !== col)
}

/** Rows containing the query (case-insensitive) in any column, or in one column when `col` is given. */
export function filterRows(rows: readonly string[][], order: readonly number[], query: string, col: number | null) {
  const q = query.trim().toLocaleLowerCase()
  if (!q) return [...order]
  return order.filter((i) => {
    const r = rows[i]
    if (col !== null) return (r[col] ?? '').toLocaleLowerCase().includes(q)
    return r.some((c) => c.toLocaleLowerCase().includes(q))
  })
}

// ---- Export ----

export type ExportFormat = 'csv' | 'tsv' | 'markdown' | 'json'

export const EXPORTS: Record<ExportFormat, { label: string; ext: string; mime: string }> = {
  csv: { label: 'CSV', ext: 'csv', mime: 'text/csv;charset=utf-8' },
  tsv: { label: 'TSV', ext: 'tsv', mime: 'text/tab-separated-values;charset=utf-8' },
  markdown: { label: 'Markdown', ext: 'md', mime: 'text/markdown;charset=utf-8' },
  json: { label: 'JSON', ext: 'json', mime: 'application/json' },
}

const mdCell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>')

/** Unique JSON keys: repeated header names get _2, _3 … */
export function uniqueKeys(headers: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return headers.map((h) => {
    const n = (seen.get(h) ?? 0) + 1
    seen.set(h, n)
    return n === 1 ? h : `${h}_${n}`
  })
}

/**
 * The rows in `order` in an export format. CSV and TSV (what spreadsheets open) defuse formula-like cells, header
 * row included, unless `defuse` is false.
 */
export function exportTable(
  table: Table,
  order: ArrayLike<number>,
  format: ExportFormat,
  types: readonly ColumnType[],
  defuse = true,
): string {
  const rows: string[][] = Array.from(order, (i) => table.rows[i] as string[])
  switch (format) {
    case 'csv':
      rows.unshift(table.headers)
      return stringifyCsv(rows, ',', { defuse })
    case 'tsv': {
      rows.unshift(table.headers)
      const tsvCell = (c: string) => {
        const flat = c.replace(/[\t\r\n]+/g, ' ')
        return defuse ? defuseFormula(flat) : flat
      }
      return rows.map((r) => r.map(tsvCell).join('\t')).join('\n')
    }
    case 'markdown': {
      const head = `| ${table.headers.map(mdCell).join(' | ')} |`
      const sep = `| ${table.headers.map((_, i) => (types[i] === 'number' ? '---:' : '---')).join(' | ')} |`
      return [head, sep, ...rows.map((r) => `| ${r.map(mdCell).join(' | ')} |`)].join('\n')
    }
    case 'json': {
      const keys = uniqueKeys(table.headers)
      const objects = rows.map((r) =>
        Object.fromEntries(
          keys.map((k, i) => {
            const c = r[i] ?? ''
            const n = types[i] === 'number' && /^-?\d+(\.\d+)?$/.test(c.trim()) ? Number(c.trim()) : null
            return [k, n !== null && Number.isSafeInteger(Math.trunc(n)) ? n : c]
          }),
        ),
      )
      return JSON.stringify(objects, null, 2)
    }
  }
}

export const EXAMPLE_TABLE = `Name,Team,Score,Joined,Salary
Ada Lovelace,Engineering,98,2021-03-14,"$120,000"
Grace Hopper,Engineering,87,2019-11-02,"$135,500"
Alan Turing,Research,98,2020-06-23,"$128,000"
Katherine Johnson,Research,91,2018-01-09,"$99,900"
Linus Torvalds,Engineering,9,2022-08-30,"$87,250"
Margaret Hamilton,Operations,100,2017-05-17,"$142,000"
Edsger Dijkstra,Research,,2023-02-01,"$101,000"`
