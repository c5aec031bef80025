// Client of the sheet worker (Excel to JSON): one worker keeps the last parsed workbook, so option changes convert
// again without re-reading; Cancel terminates it (and the workbook with it).
import type { SheetApi, SheetOut, WorkbookOut } from '../../workers/sheet/sheet.api'
import type { ConvertOptions, EmptyPolicy, RowShape } from '../../workers/sheet/sheet-json'
import type { Progress } from './job-atom'
import { defineWorkerClient, withProgress } from './worker-pool'

export type { ConvertOptions, EmptyPolicy, RowShape, SheetOut, WorkbookOut }

const sheetPool = defineWorkerClient<SheetApi>(
  () => new Worker(new URL('../../workers/sheet/sheet.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 5 * 60_000 },
)

export function convertWorkbookInWorker(
  file: Blob,
  name: string,
  key: string,
  options: ConvertOptions,
  signal: AbortSignal,
  onProgress?: (progress: Progress) => void,
): Promise<WorkbookOut> {
  return withProgress(onProgress, (progress) =>
    sheetPool().call('convert', [file, name, key, options, progress], { signal }),
  )
}
