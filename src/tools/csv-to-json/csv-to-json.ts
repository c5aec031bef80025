// CSV → JSON: records keyed by the header row (or arrays without one), with optional typing of numbers, booleans and
// empty cells, and a problem list naming the lines that are short, long or badly quoted. Pure, so the same code runs
// live on the page for pasted text and in the csv worker for big files.
import { type CsvProblem, type Delimiter, detectDelimiter, parseCsv } from '../../lib/csv'

export interface CsvToJsonOptions {
  delimiter: Delimiter | 'auto'
  header: boolean
  typed: boolean
  /** Spaces per level, or 0 for minified JSON. */
  indent: 0 | 2 | 4
}

export const DEFAULT_OPTIONS: CsvToJsonOptions = { delimiter: 'auto', header: true, typed: true, indent: 2 }

/** Above this many characters the page converts in the worker instead of live. */
export const LIVE_LIMIT = 256 * 1024
/** Problems listed at most (the count says how many there were). */
export const MAX_PROBLEMS = 50

export type JsonValue = string | number | boolean | null

export interface CsvToJsonResult {
  json: string
  records: number
  columns: string[]
  delimiter: Delimiter
  problems: CsvProblem[]
  problemCount: number
}

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/

/**
 * A cell as a JSON value when typing is on: numbers (not ones with leading zeros such as ZIP codes, nor integers too
 * big to keep exactly), true/false, and empty → null; anything else stays a string.
 */
export function typeCell(cell: string): JsonValue {
  if (cell === '') return null
  if (cell === 'true' || cell === 'TRUE' || cell === 'True') return true
  if (cell === 'false' || cell === 'FALSE' || cell === 'False') return false
  if (NUMBER.test(cell)) {
    const n = Number(cell)
    if (Number.isFinite(n) && (!/^-?\d+$/.test(cell) || Number.isSafeInteger(n))) return n
  }
  return cell
}

/** Header cells as keys: trimmed, blanks named column_N, repeats made unique with _2, _3 … */
export function headerKeys(cells: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return cells.map((raw, i) => {
    const base = raw.trim() || `column_${i + 1}`
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}_${n}`
  })
}

export function convertCsv(text: string, options: CsvToJsonOptions): CsvToJsonResult {
  const delimiter = options.delimiter === 'auto' ? detectDelimiter(text) : options.delimiter
  const { rows, lines, problems } = parseCsv(text, delimiter)
  const value = (cell: string): JsonValue => (options.typed ? typeCell(cell) : cell)
  let records: unknown[]
  let columns: string[] = []
  if (options.header && rows.length) {
    columns = headerKeys(rows[0])
    const width = columns.length
    records = rows.slice(1).map((row, r) => {
      const line = lines[r + 1]
      if (row.length !== width) {
        problems.push({
          line,
          message:
            row.length < width
              ? `Line ${line}: ${row.length} field(s), expected ${width}; the missing ones are ${options.typed ? 'null' : 'empty'}`
              : `Line ${line}: ${row.length} fields, expected ${width}; the extra ones are named column_${width + 1}…`,
        })
      }
      const record: Record<string, JsonValue> = {}
      for (let i = 0; i < Math.max(width, row.length); i++) {
        const key = i < width ? columns[i] : `column_${i + 1}`
        record[key] = i < row.length ? value(row[i]) : options.typed ? null : ''
      }
      return record
    })
  } else {
    columns = rows.length ? rows[0].map((_, i) => `column_${i + 1}`) : []
    records = rows.map((row) => row.map(value))
  }
  problems.sort((a, b) => a.line - b.line)
  return {
    json: JSON.stringify(records, null, options.indent || undefined),
    records: records.length,
    columns,
    delimiter,
    problems: problems.slice(0, MAX_PROBLEMS),
    problemCount: problems.length,
  }
}

/** "sales.csv" → "sales.json". */
export function jsonFileName(csvName: string | null): string {
  const base = (csvName ?? '').replace(/\.[^.]+$/, '').trim()
  return `${base || 'data'}.json`
}

export const SAMPLE_CSV = `id,name,city,joined,active,score
1,Ada Lovelace,London,1843-07-01,true,98.5
2,"Hopper, Grace",New York,1944-08-07,true,
3,"Alan ""Turing""",Wilmslow,1936-11-12,false,87
4,Katherine Johnson,"Hampton,
Virginia",1953-06-01,TRUE,100
`
