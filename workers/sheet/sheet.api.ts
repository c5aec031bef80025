// Reads spreadsheets for Excel to JSON off the main thread with SheetJS 0.20.3 (@e965/xlsx): .xlsx, .xls, .ods and
// CSV become JSON per sheet, each as a Blob, so a 20 MB workbook never blocks the page. The last workbook stays
// parsed here, so changing an option converts again without reading the file again.
import * as XLSX from '@e965/xlsx'
import {
  type ConvertOptions,
  checkKind,
  convertGrid,
  extensionOf,
  gridProblem,
  type JsonPreview,
  previewJson,
  type Range,
  rangeName,
  readErrorMessage,
  type Sniffed,
  sniffBytes,
  usedRange,
} from './sheet-json'

export interface SheetOut {
  name: string
  hidden: boolean
  rowCount: number
  columnCount: number
  range: string | null
  merges: string[]
  keys: string[]
  json: Blob
  bytes: number
  preview: JsonPreview
}

export interface WorkbookOut {
  format: string
  sheets: SheetOut[]
  /** Whether this run re-used the workbook parsed for an earlier run. */
  reused: boolean
}

/** The preview shown on the page holds at most this much JSON; the download has everything. */
export const PREVIEW_CHARS = 60_000

/** The progress shape the page's job atoms take. */
export interface Progress {
  fraction?: number
  label?: string
}

let cached: { key: string; workbook: XLSX.WorkBook; kind: Sniffed } | null = null

function formatName(name: string, kind: Sniffed): string {
  const ext = extensionOf(name)
  if (kind === 'zip') return ext === 'ods' ? 'OpenDocument spreadsheet (.ods)' : 'Excel workbook (.xlsx)'
  if (kind === 'cfb' || kind === 'biff') return 'Excel 97–2004 workbook (.xls)'
  return ext === 'tsv' ? 'Tab-separated text' : 'CSV / text'
}

async function readWorkbook(file: Blob, name: string, report: (p: Progress) => void) {
  report({ fraction: 0.02, label: 'Reading the file…' })
  const buffer = new Uint8Array(await file.arrayBuffer())
  const kind = sniffBytes(buffer.subarray(0, 4096))
  const problem = checkKind(name, kind)
  if (problem) throw new Error(problem)
  report({ fraction: 0.1, label: 'Parsing the workbook…' })
  const base: XLSX.ParsingOptions = { cellDates: true, UTC: true, dense: true, cellNF: false, cellHTML: false }
  try {
    if (kind === 'text') {
      const text = new TextDecoder('utf-8').decode(buffer)
      const fs = extensionOf(name) === 'tsv' ? '\t' : undefined
      return { workbook: XLSX.read(text, { ...base, type: 'string', ...(fs ? { FS: fs } : {}) }), kind }
    }
    return { workbook: XLSX.read(buffer, { ...base, type: 'array' }), kind }
  } catch (error) {
    throw new Error(readErrorMessage(error instanceof Error ? error.message : String(error), name))
  }
}

export const sheetApi = {
  async convert(
    file: Blob,
    name: string,
    key: string,
    options: ConvertOptions,
    onProgress?: (progress: Progress) => void,
  ): Promise<WorkbookOut> {
    const report = (p: Progress) => onProgress?.(p)
    let reused = true
    if (!cached || cached.key !== key) {
      cached = null
      const { workbook, kind } = await readWorkbook(file, name, report)
      cached = { key, workbook, kind }
      reused = false
    }
    const { workbook, kind } = cached
    const names = workbook.SheetNames
    if (names.length === 0) throw new Error(`${name} has no sheets.`)
    const hidden = workbook.Workbook?.Sheets ?? []
    // xlsx and xls keep dates as serials (ODS as ISO dates, CSV as text); a 1904 workbook has no leap-year shift.
    const serialDates = kind !== 'text' && extensionOf(name) !== 'ods' && !workbook.Workbook?.WBProps?.date1904
    const sheets: SheetOut[] = []
    const start = reused ? 0 : 0.6
    names.forEach((sheetName, index) => {
      const ws = workbook.Sheets[sheetName]
      const data = (ws['!data'] ?? []) as (XLSX.CellObject | undefined)[][]
      const merges = (ws['!merges'] ?? []) as Range[]
      // The range the cells really fill, not the one the file declares (a <dimension> can claim 17 billion cells).
      const range = usedRange(
        ws['!ref'] ? (XLSX.utils.decode_range(ws['!ref']) as Range) : null,
        data,
        merges,
        options.fillMerged,
      )
      const ref = range ? rangeName(range) : undefined
      const problem = gridProblem(sheetName, range, merges, options.fillMerged)
      if (problem) throw new Error(problem)
      const span = (1 - start) / names.length
      const converted = convertGrid(
        { range, merges, get: (r, c) => data[r]?.[c], serialDates },
        options,
        (done, total) =>
          report({
            fraction: start + span * (index + done / total),
            label: `Converting “${sheetName}”: row ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
          }),
      )
      report({ fraction: start + span * (index + 0.95), label: `Writing JSON for “${sheetName}”…` })
      const text = JSON.stringify(converted.rows, null, options.indent || undefined)
      const json = new Blob([text], { type: 'application/json' })
      sheets.push({
        name: sheetName,
        hidden: Boolean(hidden[index]?.Hidden),
        rowCount: converted.rowCount,
        columnCount: converted.columnCount,
        range: ref ?? null,
        merges: converted.merges,
        keys: converted.keys,
        json,
        bytes: json.size,
        preview: previewJson(converted.rows, options.indent, PREVIEW_CHARS),
      })
    })
    report({ fraction: 1, label: 'Done' })
    return { format: formatName(name, kind), sheets, reused }
  },

  /** Forgets the parsed workbook (the page cleared its file). */
  async forget(): Promise<void> {
    cached = null
  },
}

export type SheetApi = typeof sheetApi
