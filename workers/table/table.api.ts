// Table Sorter's heavy work off the main thread: reading (CSV, TSV, Markdown; HTML rows come read from the page's
// inert template), typing the columns, sorting, filtering and exporting. The rows stay here: the page gets the
// header, types and counts, asks for the rows it draws (cells capped), and gets exports as a Blob and a preview.
// One table per worker: the page holds this worker in a session.
import {
  type ColumnType,
  columnType,
  type ExportFormat,
  exportTable,
  filterRows,
  type HtmlRows,
  type ReadResult,
  readTable,
  type SortKey,
  type SourceFormat,
  shownTableCell,
  sortRows,
} from '../../src/lib/csv/table-sorter'

export interface TableSummary {
  headers: string[]
  types: ColumnType[]
  rowCount: number
  format: SourceFormat
  delimiter?: string
  problems: string[]
}

export interface TableViewQuery {
  keys: SortKey[]
  query: string
  col: number | null
}

export interface TableExport {
  blob: Blob
  /** The whole text when it is short enough to copy, else null. */
  text: string | null
  preview: string
}

/** Exports longer than this are not sent back as text (no Copy; Download keeps all of it). */
const COPY_CHARS = 2 * 1024 * 1024

let read: ReadResult | null = null
let types: ColumnType[] = []
let order: number[] = []

function opened(): ReadResult {
  if (!read) throw new Error('No table is open')
  return read
}

export const tableApi = {
  async open(
    input: string | Blob | HtmlRows,
    options: { format: SourceFormat | 'auto'; header: boolean },
  ): Promise<TableSummary> {
    read = null
    const r = readTable(input instanceof Blob ? await input.text() : input, options)
    types = r.table.headers.map((_, i) => columnType(r.table.rows, i))
    read = r
    order = r.table.rows.map((_, i) => i)
    return {
      headers: r.table.headers.map(shownTableCell),
      types,
      rowCount: r.table.rows.length,
      format: r.format,
      delimiter: r.delimiter,
      problems: r.problems,
    }
  },

  /** Sorts and filters; the rows shown are then asked for by position in this order. Returns how many match. */
  view(q: TableViewQuery): number {
    const { table } = opened()
    const cols = table.headers.length
    const keys = q.keys.filter((k) => k.col < cols)
    order = filterRows(
      table.rows,
      sortRows(table.rows, keys, types),
      q.query,
      q.col !== null && q.col < cols ? q.col : null,
    )
    return order.length
  },

  /** The rows at view positions from … to - 1, cells capped for drawing, with their file-order indices. */
  rows(from: number, to: number): { index: number[]; cells: string[][] } {
    const { table } = opened()
    const index = order.slice(from, to)
    return { index, cells: index.map((i) => (table.rows[i] as string[]).map(shownTableCell)) }
  },

  /** The rows of the current view in an export format; CSV and TSV defused unless `defuse` is false. */
  exportView(format: ExportFormat, defuse: boolean, previewChars: number): TableExport {
    const { table } = opened()
    const text = exportTable(table, order, format, types, defuse)
    return {
      blob: new Blob([text]),
      text: text.length <= COPY_CHARS ? text : null,
      preview: text.slice(0, previewChars),
    }
  },
}

export type TableApi = typeof tableApi
