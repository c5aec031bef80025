// Excel to JSON, page side: which files the drop zone takes, the size limit, names of downloads and the words for
// a sheet's summary. The conversion rules themselves live with the worker (workers/sheet/sheet-json.ts).
import type { ConvertOptions } from '../../jobs/sheet'
import { formatBytes } from '../../lib/bytes'

export const DEFAULT_OPTIONS: ConvertOptions = {
  shape: 'objects',
  empty: 'null',
  skipBlankRows: true,
  fillMerged: false,
  indent: 2,
}

export const ACCEPT = '.xlsx,.xlsm,.xls,.ods,.csv,.tsv,.txt'

/** Bigger files would hold several times their size in memory while parsed; the page says so instead. */
export const MAX_FILE_BYTES = 200 * 1024 * 1024

export function acceptsFile(name: string): boolean {
  return /\.(xlsx|xlsm|xls|ods|csv|tsv|txt)$/i.test(name)
}

/** Null when the file may be read; otherwise why not. */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!acceptsFile(file.name)) {
    return `${file.name} is not a spreadsheet this tool reads: choose an .xlsx, .xls, .ods or .csv file.`
  }
  if (file.size === 0) return `${file.name} is empty (0 bytes).`
  if (file.size > MAX_FILE_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; this tool reads workbooks up to ${formatBytes(MAX_FILE_BYTES)}.`
  }
  return null
}

/** "Sales 2024.xlsx" → "Sales 2024.json" (or "Sales 2024 (JSON).zip" for all sheets). */
export function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '') || 'workbook'
}

export function zipFileName(fileName: string): string {
  return `${baseName(fileName)} (JSON).zip`
}

export interface SheetSummaryInput {
  rowCount: number
  columnCount: number
  bytes: number
  range: string | null
  merges: string[]
  hidden: boolean
}

export function sheetSummary(s: SheetSummaryInput, shape: 'objects' | 'arrays'): string {
  if (!s.range) return 'Empty sheet'
  const rows = `${s.rowCount.toLocaleString('en')} ${shape === 'objects' ? 'record' : 'row'}${s.rowCount === 1 ? '' : 's'}`
  const cols = `${s.columnCount.toLocaleString('en')} column${s.columnCount === 1 ? '' : 's'}`
  return `${rows} · ${cols} · cells ${s.range} · ${formatBytes(s.bytes)} of JSON${s.hidden ? ' · hidden sheet' : ''}`
}

/** The merged-cell note: which ranges, and where their value sits. */
export function mergeNote(merges: string[], filled: boolean, limit = 12): string | null {
  if (merges.length === 0) return null
  const shown = merges.slice(0, limit).join(', ')
  const more = merges.length > limit ? ` and ${merges.length - limit} more` : ''
  const where = filled
    ? 'Each merged value is repeated in every cell of its range.'
    : 'Their value is in the top-left cell only; the other cells count as empty.'
  return `${merges.length} merged range${merges.length === 1 ? '' : 's'}: ${shown}${more}. ${where}`
}

export function previewNote(shown: number, total: number, bytes: number): string | null {
  if (shown >= total) return null
  return `Showing the first ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} rows to keep the page fast; the download has all ${formatBytes(bytes)}.`
}

/** A small workbook for "Load Sample", as CSV text (the worker reads it like any other file). */
export const SAMPLE_CSV = `Order,Date,Customer,Item,Qty,Price,Paid
1001,2024-03-05,Ada Lovelace,Notebook,2,4.5,TRUE
1002,2024-03-06,Grace Hopper,Fountain pen,1,32,FALSE
1003,2024-03-06,Alan Turing,,3,1.25,TRUE
1004,2024-03-07,"Hopper, Grace",Ink (blue),5,2.8,TRUE
`

/** A sheet name as a file name ("Q1/Q2 sales" → "Q1-Q2 sales.json"). */
export function sheetFileName(sheet: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in file names
  const safe = sheet.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-').trim() || 'sheet'
  return `${safe}.json`
}
