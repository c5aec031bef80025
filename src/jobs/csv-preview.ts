// Client of the csv-preview worker. An open table lives in its own worker (a session): the page keeps the summary
// and asks for rows, views and exports; closing the table, or aborting its open, terminates that worker.

import type { CsvPreviewApi } from '../../workers/csv-preview/csv-preview.api'
import type { CsvSummary, CsvView, ViewQuery } from '../lib/csv/csv-table'
import { defineWorkerClient } from './worker-pool'

// Two: the table on screen stays open (and scrollable) while the next one is parsed.
const csvPreviewPool = defineWorkerClient<CsvPreviewApi>(
  () => new Worker(new URL('../../workers/csv-preview/csv-preview.worker.ts', import.meta.url), { type: 'module' }),
  { size: 2, idleMs: 60_000 },
)

export interface OpenCsvTable {
  summary: CsvSummary
  /** The first rows in file order. */
  head: string[][]
  /** The rows at these file-order indices. */
  rows(indices: ArrayLike<number>): Promise<string[][]>
  /** The row order for a filter and sort; null when a newer view was asked for meanwhile. */
  view(query: ViewQuery): Promise<CsvView | null>
  /** The rows in `order` (all when null) as a CSV file; formula-like cells defused unless `defuse` is false. */
  exportCsv(order: Int32Array | null, defuse: boolean): Promise<Blob>
  /** Terminates the table's worker; calls still pending reject with an AbortError. */
  close(): void
}

/** Parses `input` in a worker of its own, which keeps the rows until the table is closed. */
export async function openCsvTable(
  input: Blob | string,
  options: { delimiter: string; header: boolean },
  signal: AbortSignal,
): Promise<OpenCsvTable> {
  const session = await csvPreviewPool().session(signal)
  const { summary, head } = await session.call('open', [input, options])
  return {
    summary,
    head,
    rows: (indices) => session.call('rows', [indices]),
    view: (query) => session.call('view', [query]),
    exportCsv: (order, defuse) => session.call('exportCsv', [order, defuse]),
    close: () => session.close(),
  }
}
