// Table reading, sorting and export for the table-sorter tool: CSV/TSV (shared RFC 4180 parser), Markdown pipe tables
// and HTML tables (read from an inert parsed document, never inserted in the page); columns typed as number, date or
// text so sorting is numeric/date-aware; a stable multi-key sort with empty cells last; CSV, TSV, Markdown, JSON out.
import { DELIMITERS, detectDelimiter, parseCsv, stringifyCsv } from '../../lib/csv/csv'
import { lazy } from '../../lib/lazy'

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
  const lines = text.split(/\r\n|\r|\n/).filter((l) => l.trim())
  if (lines.length >= 2 && lines[0].includes('|') && mdSeparator.test(lines[1])) return 'markdown'
  if (pickDelimiter(text) === '\t') return 'tsv'
  return 'csv'
}

/** The shared guess, falling back to the header line's most frequent delimiter when rows are ragged. */
export function pickDelimiter(text: string): string {
  const guess = detectDelimiter(text)
  const first = text.split(/\r\n|\r|\n/)[0] ?? ''
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

/** Rows of the first <table> of an already parsed (inert) document; header cells become the first row. */
export function rowsFromDocument(doc: Document): { rows: string[][]; tables: number; headerFromTh: boolean } {
  const tables = doc.querySelectorAll('table')
  const table = tables[0]
  if (!table) return { rows: [], tables: 0, headerFromTh: false }
  const rows: string[][] = []
  let headerFromTh = false
  const trs = Array.from(table.querySelectorAll('tr')).filter((tr) => tr.closest('table') === table)
  trs.forEach((tr, i) => {
    const cells = Array.from(tr.children).filter((c) => c.tagName === 'TD' || c.tagName === 'TH')
    if (i === 0 && cells.length && cells.every((c) => c.tagName === 'TH')) headerFromTh = true
    const row: string[] = []
    for (const c of cells) {
      const text = (c.textContent ?? '').replace(/\s+/g, ' ').trim()
      const span = Math.min(Math.max(Number(c.getAttribute('colspan')) || 1, 1), 100)
      row.push(text)
      for (let k = 1; k < span; k++) row.push('')
    }
    rows.push(row)
  })
  return { rows, tables: tables.length, headerFromTh }
}

function toTable(rows: string[][], header: boolean): Table {
  const width = rows.reduce((m, r) => Math.max(m, r.length), 0)
  const pad = (r: string[]) => (r.length < width ? [...r, ...Array(width - r.length).fill('')] : r)
  const padded = rows.map(pad)
  const headers = header && padded.length ? padded[0] : Array.from({ length: width }, (_, i) => `Column ${i + 1}`)
  const body = header ? padded.slice(1) : padded
  return { headers: headers.map((h, i) => h || `Column ${i + 1}`), rows: body }
}

/**
 * Reads a table. `parseHtml` turns HTML into an inert Document (DOMParser in the browser); it is injected so this
 * module stays free of the DOM.
 */
export function readTable(
  text: string,
  opts: { format?: SourceFormat | 'auto'; header: boolean; parseHtml?: (html: string) => Document },
): ReadResult {
  const format = !opts.format || opts.format === 'auto' ? detectSourceFormat(text) : opts.format
  const problems: string[] = []
  let rows: string[][] = []
  let delimiter: string | undefined
  if (format === 'html') {
    if (!opts.parseHtml) throw new Error('HTML parsing is not available')
    const r = rowsFromDocument(opts.parseHtml(text))
    if (r.tables === 0) problems.push('No <table> element was found in the HTML.')
    if (r.tables > 1) problems.push(`The HTML has ${r.tables} tables; the first one is shown.`)
    rows = r.rows
  } else if (format === 'markdown') {
    rows = parseMarkdownTable(text)
  } else {
    delimiter = format === 'tsv' ? '\t' : pickDelimiter(text)
    if (format === 'csv' && delimiter === '\t') delimiter = ','
    const parsed = parseCsv(text, delimiter)
    rows = parsed.rows.filter((r) => !(r.length === 1 && r[0] === ''))
    for (const p of parsed.problems.slice(0, 5)) problems.push(`Line ${p.line}: ${p.message}`)
    if (parsed.problems.length > 5) problems.push(`…and ${parsed.problems.length - 5} more problems.`)
  }
  const widths = new Set(rows.map((r) => r.length))
  if (widths.size > 1 && format !== 'html')
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

export function exportTable(
  table: Table,
  order: readonly number[],
  format: ExportFormat,
  types: readonly ColumnType[],
): string {
  const rows = order.map((i) => table.rows[i])
  switch (format) {
    case 'csv':
      return stringifyCsv([table.headers, ...rows])
    case 'tsv':
      return [table.headers, ...rows].map((r) => r.map((c) => c.replace(/[\t\r\n]+/g, ' ')).join('\t')).join('\n')
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
