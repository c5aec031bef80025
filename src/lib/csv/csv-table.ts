// Pure rules of the CSV Viewer: column type detection, per-column statistics, stable type-aware sorting, filtering
// and export, so the worker (parsing big files) and the view (sort/filter on every keystroke) share one tested core.

import { lazy } from '../lazy'
import { type CsvProblem, detectDelimiter, parseCsv, stringifyCsv } from './csv'

export type ColumnType = 'number' | 'date' | 'boolean' | 'text'
export type SortDir = 'asc' | 'desc'

export interface ColumnStats {
  count: number
  empty: number
  distinct: number
  min: number | null
  max: number | null
  mean: number | null
  /** Earliest and latest value of a date column, as written in the file. */
  first: string | null
  last: string | null
}

export interface CsvTable {
  header: string[]
  rows: string[][]
  types: ColumnType[]
  stats: ColumnStats[]
  delimiter: string
  problems: CsvProblem[]
}

/** What the page holds of a table while its rows stay in the worker: everything but the rows, and their count. */
export interface CsvSummary extends Omit<CsvTable, 'rows'> {
  rowCount: number
}

export function summarizeTable({ rows, ...rest }: CsvTable): CsvSummary {
  // What the page draws is capped (a 40 MB header cell or date would take the page seconds to lay out).
  const stats = rest.stats.map((s) => ({
    ...s,
    first: s.first === null ? null : shownCell(s.first),
    last: s.last === null ? null : shownCell(s.last),
  }))
  return { ...rest, header: rest.header.map(shownCell), stats, rowCount: rows.length }
}

/** Rows as the page draws them: each cell capped to CSV_VIEW_LIMITS.shownChars. */
export function shownRows(rows: readonly (readonly string[])[]): string[][] {
  return rows.map((r) => r.map(shownCell))
}

/** Rows sent with a table or a new row order, so the grid's first screen needs no second round trip. */
export const HEAD_ROWS = 100

/** The rows the page shows: a filter (on one column, or all at -1) and a sort. */
export interface ViewQuery {
  query: string
  col: number
  sort: { col: number; dir: SortDir } | null
}

/** The rows in view order (null: every row in file order) and the first HEAD_ROWS of them. */
export interface CsvView {
  order: Int32Array | null
  count: number
  head: string[][]
}

/** Whether a query shows every row in file order (no work to do). */
export const isPlainView = (q: ViewQuery) => !q.query.trim() && !q.sort

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/
const DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/
const BOOLEAN = new Set(['true', 'false', 'yes', 'no'])

/** The number a cell holds (spaces trimmed), or null. Thousands separators are not guessed. */
export function toNumber(value: string): number | null {
  const v = value.trim()
  if (!NUMBER.test(v)) return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/** Milliseconds since the epoch for an ISO-like date (YYYY-MM-DD or YYYY/MM/DD, optional time), or null. */
export function toDate(value: string): number | null {
  const m = DATE.exec(value.trim())
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const [h, mi, s] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)]
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null
  const ms = m[7] ? Math.round(Number(m[7]) * 1000) : 0
  const t = Date.UTC(y, mo - 1, d, h, mi, s, ms)
  // Reject days that roll over (2023-02-30).
  if (new Date(t).getUTCDate() !== d) return null
  const zone = m[8]
  if (!zone || zone === 'Z') return t
  const sign = zone[0] === '-' ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return t - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000
}

export function toBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase()
  if (!BOOLEAN.has(v)) return null
  return v === 'true' || v === 'yes'
}

/** The narrowest type every non-empty value fits; text when a column is empty. */
export function detectType(values: readonly string[]): ColumnType {
  let number = true
  let date = true
  let boolean = true
  let any = false
  for (const raw of values) {
    if (raw.trim() === '') continue
    any = true
    if (number && toNumber(raw) === null) number = false
    if (date && toDate(raw) === null) date = false
    if (boolean && toBoolean(raw) === null) boolean = false
    if (!number && !date && !boolean) return 'text'
  }
  if (!any) return 'text'
  return number ? 'number' : boolean ? 'boolean' : date ? 'date' : 'text'
}

export function columnStats(values: readonly string[], type: ColumnType): ColumnStats {
  let empty = 0
  // Distinct values as written. A number written the way JavaScript writes it is kept as that number: V8 hashes
  // integer-like strings slowly (a million ids took over 5 s in a Set of strings, 0.2 s as numbers).
  const seen = new Set<string | number>()
  let min: number | null = null
  let max: number | null = null
  let sum = 0
  let n = 0
  let first: string | null = null
  let last: string | null = null
  let firstT = Number.POSITIVE_INFINITY
  let lastT = Number.NEGATIVE_INFINITY
  for (const v of values) {
    if (v.trim() === '') {
      empty++
      continue
    }
    if (type === 'number') {
      const x = toNumber(v) as number
      seen.add(String(x) === v ? x : v)
      if (min === null || x < min) min = x
      if (max === null || x > max) max = x
      sum += x
      n++
    } else if (type === 'date') {
      seen.add(v)
      const t = toDate(v) as number
      if (t < firstT) {
        firstT = t
        first = v
      }
      if (t > lastT) {
        lastT = t
        last = v
      }
    } else seen.add(v)
  }
  return {
    count: values.length,
    empty,
    distinct: seen.size,
    min,
    max,
    mean: n ? sum / n : null,
    first,
    last,
  }
}

/** What the CSV Viewer holds and shows on this device; checked as the file is read, before the table is built. */
export const CSV_VIEW_LIMITS = {
  /** Bytes of a file (read a part at a time). */
  bytes: 1024 * 1024 * 1024,
  /** Columns, as Excel and LibreOffice. */
  columns: 16_384,
  /** Cells (rows × columns) held. */
  cells: 50_000_000,
  /** Characters of one cell drawn in the grid (the export keeps the whole cell). */
  shownChars: 1_000,
} as const

const fmtCount = (n: number) => n.toLocaleString('en-US')

/** The limit an input passes, as the message the page shows ("100,000 columns: this viewer shows up to 16,384"). */
export function csvViewLimitMessage(found: { columns?: number; cells?: number; bytes?: number }): string | null {
  const L = CSV_VIEW_LIMITS
  if (found.bytes !== undefined && found.bytes > L.bytes)
    return `This file is ${fmtCount(found.bytes)} bytes: this viewer reads files up to ${fmtCount(L.bytes)} bytes.`
  if (found.columns !== undefined && found.columns > L.columns)
    return `${fmtCount(found.columns)} columns: this viewer shows up to ${fmtCount(L.columns)}.`
  if (found.cells !== undefined && found.cells > L.cells)
    return `More than ${fmtCount(L.cells)} cells: this viewer holds up to ${fmtCount(L.cells)} (rows × columns).`
  return null
}

/** A cell as drawn: the first CSV_VIEW_LIMITS.shownChars characters and an ellipsis. */
export const shownCell = (cell: string): string =>
  cell.length > CSV_VIEW_LIMITS.shownChars ? `${cell.slice(0, CSV_VIEW_LIMITS.shownChars)}…` : cell

/** Column names: the header row when there is one (blank names become "Column N"), else Column 1…N. */
export function buildTable(text: string, options: { delimiter: string | 'auto'; header: boolean }): CsvTable {
  const delimiter = options.delimiter === 'auto' ? detectDelimiter(text) : options.delimiter
  return buildTableFromRows(parseCsv(text, delimiter), delimiter, options)
}

/** The table from parsed records (all of a text, or a file's parts gathered). */
export function buildTableFromRows(
  parsed: { rows: string[][]; lines: number[]; problems: CsvProblem[] },
  delimiter: string,
  options: { header: boolean },
): CsvTable {
  const problems = [...parsed.problems]
  const all = parsed.rows
  const headerRow = options.header && all.length ? all[0] : []
  const body = options.header ? all.slice(1) : all
  let width = headerRow.length
  for (const r of body) if (r.length > width) width = r.length
  const header = Array.from({ length: width }, (_, i) => headerRow[i]?.trim() || `Column ${i + 1}`)
  const expected = options.header ? headerRow.length : (body[0]?.length ?? 0)
  let ragged = 0
  const rows = body.map((r, i) => {
    if (r.length !== expected) {
      ragged++
      if (ragged <= 20) {
        const line = parsed.lines[i + (options.header ? 1 : 0)]
        problems.push({
          line,
          message: `Line ${line}: ${r.length} field${r.length === 1 ? '' : 's'} where ${expected} were expected`,
        })
      }
    }
    return r.length < width ? [...r, ...Array<string>(width - r.length).fill('')] : r
  })
  if (ragged > 20) problems.push({ line: 0, message: `${ragged - 20} more rows have a different number of fields` })
  const types: ColumnType[] = []
  const stats: ColumnStats[] = []
  for (let c = 0; c < width; c++) {
    const values = rows.map((r) => r[c] ?? '')
    types.push(detectType(values))
    stats.push(columnStats(values, types[c]))
  }
  return { header, rows, types, stats, delimiter, problems }
}

/** Sort key of a cell: numbers/dates/booleans as numbers, text as itself; empty cells always go last. */
function keyOf(value: string, type: ColumnType): number | string | null {
  if (value.trim() === '') return null
  if (type === 'number') return toNumber(value)
  if (type === 'date') return toDate(value)
  if (type === 'boolean') return toBoolean(value) ? 1 : 0
  return value
}

const collator = lazy(() => new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }))

/**
 * Row order after sorting `indices` by column `col`: stable (equal keys keep their order), empty cells last in
 * both directions, text compared with a natural, case-insensitive collator.
 */
export function sortIndices(
  rows: readonly (readonly string[])[],
  indices: ArrayLike<number>,
  col: number,
  type: ColumnType,
  dir: SortDir,
): number[] {
  const n = indices.length
  // Keys by position in `indices` (an array, not a Map: a million rows sort in a worker without a million entries).
  const keys: (number | string | null)[] = new Array(n)
  for (let p = 0; p < n; p++) keys[p] = keyOf(rows[indices[p]][col] ?? '', type)
  const sign = dir === 'asc' ? 1 : -1
  const order: number[] = new Array(n)
  for (let p = 0; p < n; p++) order[p] = p
  order.sort((a, b) => {
    const ka = keys[a]
    const kb = keys[b]
    if (ka === null || kb === null) {
      if (ka === kb) return a - b
      return ka === null ? 1 : -1
    }
    const cmp = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator().compare(String(ka), String(kb))
    return cmp === 0 ? a - b : sign * cmp
  })
  for (let p = 0; p < n; p++) order[p] = indices[order[p]]
  return order
}

/**
 * Indices of the rows containing `query` (case-insensitive) in any column (col = -1) or in one column; only rows
 * `from` … `to` - 1 when given (a worker filters a million rows a slice at a time), appended to `out`.
 */
export function filterIndices(
  rows: readonly (readonly string[])[],
  query: string,
  col: number,
  from = 0,
  to = rows.length,
  out: number[] = [],
): number[] {
  const q = query.trim().toLocaleLowerCase()
  for (let i = from; i < to; i++) {
    if (!q) {
      out.push(i)
      continue
    }
    const row = rows[i]
    if (col >= 0) {
      if ((row[col] ?? '').toLocaleLowerCase().includes(q)) out.push(i)
    } else if (row.some((v) => v.toLocaleLowerCase().includes(q))) out.push(i)
  }
  return out
}

/** The visible rows (in view order) as CSV, header first; formula-like cells defused unless `defuse` is false. */
export function exportCsv(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  indices: ArrayLike<number>,
  delimiter = ',',
  defuse = true,
): string {
  const out: (readonly string[])[] = new Array(indices.length + 1)
  out[0] = header
  for (let p = 0; p < indices.length; p++) out[p + 1] = rows[indices[p]]
  return stringifyCsv(out, delimiter, { defuse })
}

/** "sales.csv" → "sales-filtered.csv"; pasted text → "table.csv". */
export function exportFileName(source: string | null): string {
  const base = (source ?? '').replace(/\.[^.]+$/, '').trim()
  return `${base || 'table'}-filtered.csv`
}

export function formatStat(n: number | null): string {
  if (n === null) return '—'
  if (Number.isInteger(n)) return String(n)
  return String(Number(n.toPrecision(6)))
}

export const SAMPLE_CSV = `name,joined,score,active,city
Ada Lovelace,1843-07-10,98.5,true,London
Alan Turing,1936-11-12,95,true,Manchester
Grace Hopper,1952-05-01,97.25,yes,New York
Edsger Dijkstra,1959-01-01,91,no,Amsterdam
Barbara Liskov,1974-03-15,,true,"Boston, MA"
Donald Knuth,1968-01-01,99,false,Stanford
`
