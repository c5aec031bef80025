// Client of the csv-preview worker: a new parse aborts the running one (its worker is terminated).

import type { CsvPreviewApi } from '../../workers/csv-preview/csv-preview.api'
import type { CsvTable } from '../lib/csv/csv-table'
import { WorkerPool } from './worker-pool'

let pool: WorkerPool<CsvPreviewApi> | null = null

export function parseCsvInWorker(
  input: Blob | string,
  options: { delimiter: string; header: boolean },
  signal: AbortSignal,
): Promise<CsvTable> {
  pool ??= new WorkerPool<CsvPreviewApi>(
    () => new Worker(new URL('../../workers/csv-preview/csv-preview.worker.ts', import.meta.url), { type: 'module' }),
    { size: 1, idleMs: 60_000 },
  )
  return pool.call('parse', [input, options], { signal })
}
