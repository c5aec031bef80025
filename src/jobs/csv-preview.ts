// Client of the csv-preview worker: a new parse aborts the running one (its worker is terminated).

import type { CsvPreviewApi } from '../../workers/csv-preview/csv-preview.api'
import type { CsvTable } from '../lib/csv/csv-table'
import { defineWorkerClient } from './worker-pool'

const csvPreviewPool = defineWorkerClient<CsvPreviewApi>(
  () => new Worker(new URL('../../workers/csv-preview/csv-preview.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

export function parseCsvInWorker(
  input: Blob | string,
  options: { delimiter: string; header: boolean },
  signal: AbortSignal,
): Promise<CsvTable> {
  return csvPreviewPool().call('parse', [input, options], { signal })
}
