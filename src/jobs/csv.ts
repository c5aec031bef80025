// Client of the csv worker: one worker; a new conversion aborts the running one (its worker is terminated).
import type { CsvApi, CsvToJsonLarge } from '../../workers/csv/csv.api'
import type { CsvToJsonOptions } from '../lib/csv/csv-to-json'
import { WorkerPool } from './worker-pool'

export type { CsvToJsonLarge }

let pool: WorkerPool<CsvApi> | null = null

export function convertCsvInWorker(
  input: Blob | string,
  options: CsvToJsonOptions,
  previewChars: number,
  signal: AbortSignal,
): Promise<CsvToJsonLarge> {
  pool ??= new WorkerPool<CsvApi>(
    () => new Worker(new URL('../../workers/csv/csv.worker.ts', import.meta.url), { type: 'module' }),
    { size: 1, idleMs: 60_000 },
  )
  return pool.call('convert', [input, options, previewChars], { signal })
}
