// Parses CSV files for the CSV Viewer off the main thread and keeps the rows here: the page gets the header, types
// and statistics, asks for the few rows it draws, and has filtering, sorting and export done here, so a million rows
// (or their copy) never land on the main thread. One table per worker: the page holds this worker in a session.
import * as Comlink from 'comlink'
import type { CsvProblem } from '../../src/lib/csv/csv'
import { CsvLimitError, streamCsv } from '../../src/lib/csv/csv-stream'
import {
  buildTableFromRows,
  type CsvSummary,
  type CsvTable,
  type CsvView,
  csvViewLimitMessage,
  exportCsv,
  filterIndices,
  HEAD_ROWS,
  isPlainView,
  shownRows,
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
    table = null
    const size = typeof input === 'string' ? input.length : input.size
    const tooBig = csvViewLimitMessage({ bytes: size })
    if (tooBig) throw new CsvLimitError(tooBig)
    // Read a part at a time (a file past 512 MB cannot be one string), limits checked on every part.
    const rows: string[][] = []
    const lines: number[] = []
    const problems: CsvProblem[] = []
    let cells = 0
    const delimiter = await streamCsv(input, options.delimiter, (part) => {
      for (let r = 0; r < part.rows.length; r++) {
        const row = part.rows[r] as string[]
        cells += row.length
        const over = csvViewLimitMessage({ columns: row.length, cells })
        if (over) throw new CsvLimitError(`Line ${(part.lines[r] as number).toLocaleString('en-US')}: ${over}`)
        rows.push(row)
        lines.push(part.lines[r] as number)
      }
      for (const p of part.problems) if (problems.length < 1_000) problems.push(p)
    })
    if (!rows.length && size > 0)
      throw new CsvLimitError(`No row could be read from these ${size.toLocaleString('en-US')} bytes.`)
    table = buildTableFromRows({ rows, lines, problems }, delimiter, options)
    return { summary: summarizeTable(table), head: shownRows(table.rows.slice(0, HEAD_ROWS)) }
  },

  /** The rows at these indices (file order numbers), for the grid's visible window. */
  rows(indices: ArrayLike<number>): string[][] {
    const { rows } = opened()
    return shownRows(Array.from(indices, (i) => rows[i] ?? []))
  },

  /** The row order for a filter and sort; null when a newer request came in while this one was filtering. */
  async view(q: ViewQuery): Promise<CsvView | null> {
    const id = ++latestView
    const t = opened()
    if (isPlainView(q)) return { order: null, count: t.rows.length, head: shownRows(t.rows.slice(0, HEAD_ROWS)) }
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
    const head = shownRows(Array.from(order.subarray(0, HEAD_ROWS), (i) => t.rows[i]))
    return Comlink.transfer({ order, count: order.length, head }, [order.buffer])
  },

  /** The rows in `order` (every row when null) as a CSV file; formula-like cells defused unless `defuse` is false. */
  exportCsv(order: Int32Array | null, defuse = true): Blob {
    const t = opened()
    const indices = order ?? Array.from(t.rows, (_, i) => i)
    return new Blob([exportCsv(t.header, t.rows, indices, t.delimiter, defuse)], { type: 'text/csv;charset=utf-8' })
  },
}

export type CsvPreviewApi = typeof csvPreviewApi
