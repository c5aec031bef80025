// Client of the table worker (table-sorter). An open table lives in its own worker (a session): the page keeps the
// summary and asks for views, rows and exports; closing the table, or aborting its open, terminates that worker.
import type { TableApi, TableExport, TableSummary, TableViewQuery } from '../../workers/table/table.api'
import type { ExportFormat, HtmlRows, SourceFormat } from '../lib/csv/table-sorter'
import { textAsBlob } from './json'
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
  // A long text goes as a Blob built a slice per task (posting 20 MB as a string is one long main-thread task).
  const sent = typeof input === 'string' && input.length > 2 ** 21 ? await textAsBlob(input, signal) : input
  const session = await tablePool().session(signal)
  try {
    const summary = await session.call('open', [sent, options])
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
