// Client of the csv worker: one worker; a new conversion aborts the running one (its worker is terminated).
import type { CsvApi, CsvToJsonLarge } from '../../workers/csv/csv.api'
import type { CsvToJsonOptions } from '../lib/csv/csv-to-json'
import { defineWorkerClient } from './worker-pool'

export type { CsvToJsonLarge }

const csvPool = defineWorkerClient<CsvApi>(
  () => new Worker(new URL('../../workers/csv/csv.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

export function convertCsvInWorker(
  input: Blob | string,
  options: CsvToJsonOptions,
  previewChars: number,
  signal: AbortSignal,
): Promise<CsvToJsonLarge> {
  return csvPool().call('convert', [input, options, previewChars], { signal })
}
