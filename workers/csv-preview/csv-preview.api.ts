// Parses CSV files for the CSV Viewer off the main thread and keeps the rows here: the page gets the header, types
// and statistics, asks for the few rows it draws, and has filtering, sorting and export done here, so a million rows
// (or their copy) never land on the main thread. One table per worker: the page holds this worker in a session.
import * as Comlink from 'comlink'
import {
  buildTable,
  type CsvSummary,
  type CsvTable,
  type CsvView,
  exportCsv,
  filterIndices,
  HEAD_ROWS,
  isPlainView,
  sortIndices,
  summarizeTable,
  type ViewQuery,
} from '../../src/lib/csv/csv-table'

/** Rows filtered between two looks at the message queue (a newer filter then supersedes this one). */
const FILTER_SLICE = 100_000

let table: CsvTable | null = null
/** Counts view requests: a filter still running when a newer one arrives gives up. */
let latestView = 0

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function opened(): CsvTable {
  if (!table) throw new Error('No CSV is open')
  return table
}

export const csvPreviewApi = {
  async open(
    input: Blob | string,
    options: { delimiter: string; header: boolean },
  ): Promise<{ summary: CsvSummary; head: string[][] }> {
    const text = typeof input === 'string' ? input : await input.text()
    table = buildTable(text, options)
    return { summary: summarizeTable(table), head: table.rows.slice(0, HEAD_ROWS) }
  },

  /** The rows at these indices (file order numbers), for the grid's visible window. */
  rows(indices: ArrayLike<number>): string[][] {
    const { rows } = opened()
    return Array.from(indices, (i) => rows[i] ?? [])
  },

  /** The row order for a filter and sort; null when a newer request came in while this one was filtering. */
  async view(q: ViewQuery): Promise<CsvView | null> {
    const id = ++latestView
    const t = opened()
    if (isPlainView(q)) return { order: null, count: t.rows.length, head: t.rows.slice(0, HEAD_ROWS) }
    let picked: number[] = []
    if (q.query.trim()) {
      for (let from = 0; from < t.rows.length; from += FILTER_SLICE) {
        filterIndices(t.rows, q.query, q.col, from, Math.min(from + FILTER_SLICE, t.rows.length), picked)
        await pause()
        if (id !== latestView || t !== table) return null
      }
    } else picked = Array.from(t.rows, (_, i) => i)
    const sorted = q.sort && q.sort.col < t.header.length
    const ordered = sorted && q.sort ? sortIndices(t.rows, picked, q.sort.col, t.types[q.sort.col], q.sort.dir) : picked
    const order = Int32Array.from(ordered)
    const head = Array.from(order.subarray(0, HEAD_ROWS), (i) => t.rows[i])
    return Comlink.transfer({ order, count: order.length, head }, [order.buffer])
  },

  /** The rows in `order` (every row when null) as a CSV file. */
  exportCsv(order: Int32Array | null): Blob {
    const t = opened()
    const indices = order ?? Array.from(t.rows, (_, i) => i)
    return new Blob([exportCsv(t.header, t.rows, indices, t.delimiter)], { type: 'text/csv;charset=utf-8' })
  },
}

export type CsvPreviewApi = typeof csvPreviewApi
