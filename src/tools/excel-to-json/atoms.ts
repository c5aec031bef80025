// Excel to JSON's jobs: converting a workbook in the sheet worker, and zipping every sheet's JSON in the zip worker.
import { jobAtom } from '../../jobs/job-atom'
import { type ConvertOptions, convertWorkbookInWorker, type WorkbookOut } from '../../jobs/sheet'
import { createZip } from '../../jobs/zip'
import { sheetFileName } from './excel-to-json'

export interface ConvertArgs {
  file: File
  key: string
  options: ConvertOptions
}

export interface ConvertRun extends WorkbookOut {
  args: ConvertArgs
  elapsedMs: number
}

export const convertJob = jobAtom<ConvertArgs, ConvertRun>(async (args, { signal, onProgress }) => {
  const t0 = performance.now()
  const out = await convertWorkbookInWorker(args.file, args.file.name, args.key, args.options, signal, onProgress)
  return { ...out, args, elapsedMs: performance.now() - t0 }
})

export const zipJob = jobAtom<{ sheets: { name: string; json: Blob }[] }, Blob>(
  async ({ sheets }, { signal, onProgress }) =>
    createZip(
      sheets.map((s) => ({ name: sheetFileName(s.name), data: s.json })),
      { signal, onProgress: (fraction) => onProgress({ fraction, label: 'Building the ZIP…' }) },
    ),
)
