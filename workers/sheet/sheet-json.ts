// Spreadsheet → JSON rules for Excel to JSON, kept apart from SheetJS so they are unit-tested on plain cell grids:
// header keys (deduplicated, blank headers named by column), dates as ISO strings, the empty-cell policy, merged
// ranges (noted, optionally repeated), and which file kinds we accept, sniffed from their first bytes.

/** The slice of a SheetJS cell these rules read. */
export interface CellLike {
  t: string // 'n' | 's' | 'b' | 'd' | 'e' | 'z'
  v?: unknown
  w?: string
}

export type EmptyPolicy = 'omit' | 'null' | 'empty'
export type RowShape = 'objects' | 'arrays'

export interface ConvertOptions {
  shape: RowShape
  empty: EmptyPolicy
  /** Drop rows with no value at all. */
  skipBlankRows: boolean
  /** Copy a merged range's value into every cell it covers. */
  fillMerged: boolean
  /** JSON indent: 2 spaces, or 0 for one line. */
  indent: 0 | 2
}

export interface Range {
  s: { r: number; c: number }
  e: { r: number; c: number }
}

export type JsonValue = string | number | boolean | null

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(c: number): string {
  let n = c + 1
  let s = ''
  while (n > 0) {
    const m = (n - 1) % 26
    s = String.fromCharCode(65 + m) + s
    n = Math.floor((n - 1) / 26)
  }
  return s
}

export function cellAddress(r: number, c: number): string {
  return `${columnName(c)}${r + 1}`
}

export function rangeName(range: Range): string {
  const a = cellAddress(range.s.r, range.s.c)
  const b = cellAddress(range.e.r, range.e.c)
  return a === b ? a : `${a}:${b}`
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * A spreadsheet date has no time zone: the date is read with UTC fields (SheetJS is asked for UTC dates) and written
 * as YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss(.sss) when it has a time of day.
 */
export function isoDate(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null
  const y = date.getUTCFullYear()
  const day = `${y < 0 ? '-' : ''}${pad(Math.abs(y), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
  const h = date.getUTCHours()
  const m = date.getUTCMinutes()
  const s = date.getUTCSeconds()
  const ms = date.getUTCMilliseconds()
  if (h === 0 && m === 0 && s === 0 && ms === 0) return day
  return `${day}T${pad(h)}:${pad(m)}:${pad(s)}${ms ? `.${pad(ms, 3)}` : ''}`
}

const DAY_MS = 86_400_000
/** 1900-01-01T00:00Z: serial 1 in the 1900 date system. */
const SERIAL_ONE_MS = Date.UTC(1900, 0, 1)

/**
 * A date SheetJS made from a serial of the 1900 date system, corrected below serial 1. Excel counts 1900 as a leap
 * year, so serials 1–60 run one day ahead of the real calendar and SheetJS shifts them back; it shifts serials
 * below 1 too, but those (0, and the negative serials LibreOffice and ExcelJS write for dates before 1900:
 * 1815-12-10 = −30,701) count from 1899-12-30 with no shift, so SheetJS's date is one day late there.
 */
export function serialDate(date: Date): Date {
  const t = date.getTime()
  return t < SERIAL_ONE_MS ? new Date(t - DAY_MS) : date
}

/**
 * A cell's JSON value; undefined when the cell is empty. `serialDates`: the workbook stores dates as serials of
 * the 1900 date system (xlsx, xls; not ODS, CSV or a 1904 workbook), so dates below serial 1 are corrected.
 */
export function cellValue(cell: CellLike | null | undefined, serialDates = false): JsonValue | undefined {
  if (!cell) return undefined
  switch (cell.t) {
    case 'z':
      return undefined
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : (cell.w ?? null)
    case 'b':
      return Boolean(cell.v)
    case 'd':
      if (cell.v instanceof Date) return isoDate(serialDates ? serialDate(cell.v) : cell.v) ?? cell.w ?? null
      return typeof cell.v === 'string' ? cell.v : (cell.w ?? null)
    case 'e':
      // The error as Excel shows it (#DIV/0!, #N/A …).
      return cell.w ?? '#ERROR!'
    default: {
      if (cell.v === undefined || cell.v === null) return undefined
      const text = String(cell.v)
      return text === '' ? undefined : text
    }
  }
}

/** Header keys from the first row: text of each cell, blank ones named column_X, repeats suffixed _2, _3 … */
export function headerKeys(values: (JsonValue | undefined)[], firstColumn: number): string[] {
  const used = new Map<string, number>()
  return values.map((v, i) => {
    const base =
      v === undefined || v === null || String(v).trim() === ''
        ? `column_${columnName(firstColumn + i)}`
        : String(v).trim()
    let key = base
    let n = used.get(base) ?? 0
    while (used.has(key)) {
      n++
      key = `${base}_${n + 1}`
    }
    used.set(base, n)
    used.set(key, 0)
    return key
  })
}

/** A cell grid a sheet is read through: row-major, absolute coordinates. */
export interface Grid {
  range: Range | null
  get(r: number, c: number): CellLike | null | undefined
  merges: Range[]
  /** Dates came from serials of the 1900 date system (see cellValue). */
  serialDates?: boolean
}

export interface ConvertedSheet {
  rows: unknown[]
  /** Header keys in objects mode. */
  keys: string[]
  rowCount: number
  columnCount: number
  merges: string[]
}

function emptyValue(policy: EmptyPolicy): JsonValue | undefined {
  return policy === 'null' ? null : policy === 'empty' ? '' : undefined
}

/** Converts one sheet; `onRow` is called every `every` rows with the row index reached (for progress). */
/** The most cells one sheet is converted with: its JSON and its rows are held in memory at once. */
export const MAX_SHEET_CELLS = 20_000_000

/**
 * The part of a sheet's declared range that holds cells. A workbook's <dimension> can claim A1:XFD1048576 (17
 * billion cells) over two real ones, and SheetJS keeps the claim as the sheet's range: reading that range cell by
 * cell never ends. The rows of `data` (SheetJS's dense grid) say where cells really are; a merged range whose
 * top-left cell has a value counts too when merges are filled. Linear in the rows the file holds.
 */
export function usedRange(
  range: Range | null,
  data: readonly (readonly unknown[] | undefined)[],
  merges: readonly Range[] = [],
  fillMerged = false,
): Range | null {
  if (!range) return null
  let lastRow = -1
  let lastCol = -1
  const rows = Math.min(data.length, range.e.r + 1)
  for (let r = range.s.r; r < rows; r++) {
    const row = data[r]
    if (!row) continue
    let c = Math.min(row.length, range.e.c + 1) - 1
    while (c >= range.s.c && row[c] === undefined) c--
    if (c < range.s.c) continue
    lastRow = r
    if (c > lastCol) lastCol = c
  }
  if (fillMerged) {
    for (const m of merges) {
      if (data[m.s.r]?.[m.s.c] === undefined) continue
      lastRow = Math.max(lastRow, Math.min(m.e.r, range.e.r))
      lastCol = Math.max(lastCol, Math.min(m.e.c, range.e.c))
    }
  }
  if (lastRow < 0) return null
  return { s: range.s, e: { r: lastRow, c: lastCol } }
}

/** Null when a sheet of this range (and these merges, when filled) may be converted; otherwise why not. */
export function gridProblem(sheetName: string, range: Range | null, merges: readonly Range[], fillMerged: boolean) {
  if (!range) return null
  const cells = (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1)
  const limit = MAX_SHEET_CELLS.toLocaleString('en')
  if (cells > MAX_SHEET_CELLS)
    return `Sheet “${sheetName}” has cells in ${rangeName(range)}: ${cells.toLocaleString('en')} cells; this tool converts up to ${limit} cells per sheet.`
  if (!fillMerged) return null
  let merged = 0
  for (const m of merges) {
    const rows = Math.min(m.e.r, range.e.r) - Math.max(m.s.r, range.s.r) + 1
    const cols = Math.min(m.e.c, range.e.c) - Math.max(m.s.c, range.s.c) + 1
    if (rows > 0 && cols > 0) merged += rows * cols
  }
  if (merged > MAX_SHEET_CELLS)
    return `Sheet “${sheetName}”: its merged ranges cover ${merged.toLocaleString('en')} cells; this tool fills up to ${limit} merged cells per sheet. Turn off filling merged cells to convert it.`
  return null
}

export function convertGrid(
  grid: Grid,
  options: ConvertOptions,
  onRows?: (done: number, total: number) => void,
  every = 5000,
): ConvertedSheet {
  const merges = grid.merges.map(rangeName)
  if (!grid.range) return { rows: [], keys: [], rowCount: 0, columnCount: 0, merges }
  const { s, e } = grid.range
  const width = e.c - s.c + 1
  const fill = new Map<string, CellLike>()
  if (options.fillMerged) {
    for (const m of grid.merges) {
      const top = grid.get(m.s.r, m.s.c)
      if (!top) continue
      for (let r = Math.max(m.s.r, s.r); r <= Math.min(m.e.r, e.r); r++)
        for (let c = Math.max(m.s.c, s.c); c <= Math.min(m.e.c, e.c); c++)
          if (r !== m.s.r || c !== m.s.c) fill.set(`${r},${c}`, top)
    }
  }
  const serial = grid.serialDates ?? false
  const read = (r: number, c: number) => {
    const own = grid.get(r, c)
    if (fill.size === 0) return cellValue(own, serial)
    const v = cellValue(own, serial)
    return v === undefined ? cellValue(fill.get(`${r},${c}`), serial) : v
  }
  const blank = emptyValue(options.empty)
  let first = s.r
  let keys: string[] = []
  if (options.shape === 'objects') {
    const header: (JsonValue | undefined)[] = []
    for (let c = s.c; c <= e.c; c++) header.push(read(s.r, c))
    keys = headerKeys(header, s.c)
    first = s.r + 1
  }
  const rows: unknown[] = []
  const total = e.r - first + 1
  for (let r = first; r <= e.r; r++) {
    if (onRows && (r - first) % every === 0 && r > first) onRows(r - first, total)
    if (options.shape === 'objects') {
      const row: Record<string, JsonValue> = {}
      let any = false
      for (let i = 0; i < width; i++) {
        const v = read(r, s.c + i)
        if (v !== undefined) {
          row[keys[i]] = v
          any = true
        } else if (blank !== undefined) row[keys[i]] = blank
      }
      if (any || !options.skipBlankRows) rows.push(row)
    } else {
      const row: JsonValue[] = []
      let last = -1
      for (let i = 0; i < width; i++) {
        const v = read(r, s.c + i)
        if (v !== undefined) last = i
        row.push(v === undefined ? (blank ?? null) : v)
      }
      if (last < 0 && options.skipBlankRows) continue
      // "omit" in arrays keeps positions (null) but drops trailing empty cells.
      rows.push(options.empty === 'omit' ? row.slice(0, last + 1) : row)
    }
  }
  return { rows, keys, rowCount: rows.length, columnCount: width, merges }
}

export interface JsonPreview {
  text: string
  rows: number
  truncated: boolean
}

/** JSON of the first rows that fit in `maxChars` (always whole rows, always valid JSON). */
export function previewJson(rows: unknown[], indent: 0 | 2, maxChars: number): JsonPreview {
  if (rows.length === 0) return { text: '[]', rows: 0, truncated: false }
  const parts: string[] = []
  let size = 2
  for (const row of rows) {
    const text = JSON.stringify(row, null, indent || undefined)
    const piece = indent ? text.replace(/\n/g, '\n  ') : text
    if (parts.length > 0 && size + piece.length + 4 > maxChars) break
    parts.push(piece)
    size += piece.length + 4
  }
  const text = indent ? `[\n  ${parts.join(',\n  ')}\n]` : `[${parts.join(',')}]`
  return { text, rows: parts.length, truncated: parts.length < rows.length }
}

// --- File kinds ---------------------------------------------------------------------------------------------------

export type Sniffed = 'zip' | 'cfb' | 'biff' | 'text' | 'binary'

/** What the first bytes say the file is. */
export function sniffBytes(head: Uint8Array): Sniffed {
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return 'zip'
  const cfb = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
  if (cfb.every((b, i) => head[i] === b)) return 'cfb'
  if (head[0] === 0x09 && (head[1] === 0x00 || head[1] === 0x02 || head[1] === 0x04 || head[1] === 0x08)) return 'biff'
  // Text: no NUL and few control characters (UTF-16 with a BOM counts as text too).
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) return 'text'
  let control = 0
  for (const b of head) {
    if (b === 0) return 'binary'
    if (b < 9 || (b > 13 && b < 32)) control++
  }
  return control > head.length * 0.02 ? 'binary' : 'text'
}

export type Extension = 'xlsx' | 'xlsm' | 'xls' | 'ods' | 'csv' | 'tsv' | 'txt' | 'other'

export function extensionOf(name: string): Extension {
  const m = name.toLowerCase().match(/\.([a-z0-9]+)$/)
  const ext = m?.[1] ?? ''
  return (['xlsx', 'xlsm', 'xls', 'ods', 'csv', 'tsv', 'txt'] as const).find((e) => e === ext) ?? 'other'
}

/** Null when the bytes can be a file of this name; otherwise the message for the user. */
export function checkKind(name: string, kind: Sniffed): string | null {
  const ext = extensionOf(name)
  if (kind === 'binary') {
    return `This file is damaged or is not a spreadsheet: ${name} does not start like an Excel, OpenDocument or CSV file.`
  }
  if ((ext === 'xlsx' || ext === 'xlsm' || ext === 'ods') && kind !== 'zip' && kind !== 'cfb') {
    return `This file is damaged or is not a real .${ext} workbook: it is not the ZIP archive a .${ext} file is.`
  }
  return null
}

const PASSWORD = /password|encrypt|Unsupported ZIP encryption|Unsupported ODS Encryption/i

/** A SheetJS error as a message a person can act on. */
export function readErrorMessage(message: string, name: string): string {
  if (PASSWORD.test(message)) {
    return 'This workbook is password-protected. Open it in Excel or LibreOffice, remove the password to open (File → Info → Protect Workbook → Encrypt with Password, clear it) and save, then try again.'
  }
  if (/Cannot find Workbook stream|Workbook stream/i.test(message)) {
    return `${name} is an Office file but not a workbook (it has no Workbook stream): it may be a Word or PowerPoint document.`
  }
  if (/zip|central directory|End of data|invalid|corrupt|Unexpected|offset|inflate|header/i.test(message)) {
    return `This file is damaged or is not a spreadsheet: ${name} could not be read (${message}).`
  }
  return `Could not read ${name}: ${message}`
}
