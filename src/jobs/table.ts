// Client of the table worker (table-sorter). An open table lives in its own worker (a session): the page keeps the
// summary and asks for views, rows and exports; closing the table, or aborting its open, terminates that worker.
import type { TableApi, TableExport, TableSummary, TableViewQuery } from '../../workers/table/table.api'
import type { ExportFormat, HtmlRows, SourceFormat } from '../lib/csv/table-sorter'
import { defineWorkerClient } from './worker-pool'

export type { TableExport, TableSummary, TableViewQuery }

// Two: the table on screen stays open while the next one is read.
const tablePool = defineWorkerClient<TableApi>(
  () => new Worker(new URL('../../workers/table/table.worker.ts', import.meta.url), { type: 'module' }),
  { size: 2, idleMs: 60_000 },
)

export interface OpenTable {
  summary: TableSummary
  view(query: TableViewQuery): Promise<number>
  rows(from: number, to: number): Promise<{ index: number[]; cells: string[][] }>
  exportView(format: ExportFormat, defuse: boolean, previewChars: number): Promise<TableExport>
  close(): void
}

/** Reads `input` in a worker of its own, which keeps the rows until the table is closed. */
export async function openTable(
  input: string | HtmlRows,
  options: { format: SourceFormat | 'auto'; header: boolean },
  signal: AbortSignal,
): Promise<OpenTable> {
  const session = await tablePool().session(signal)
  try {
    const summary = await session.call('open', [input, options])
    return {
      summary,
      view: (query) => session.call('view', [query]),
      rows: (from, to) => session.call('rows', [from, to]),
      exportView: (format, defuse, previewChars) => session.call('exportView', [format, defuse, previewChars]),
      close: () => session.close(),
    }
  } catch (error) {
    session.close()
    throw error
  }
}
