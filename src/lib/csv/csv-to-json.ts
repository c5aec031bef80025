// CSV → JSON: records keyed by the header row (or arrays without one), with optional typing of numbers, booleans and
// empty cells, and a problem list naming the lines that are short, long or badly quoted. Pure, so the same code runs
// live on the page for pasted text and in the csv worker for big files.
import { type CsvProblem, type Delimiter, detectDelimiter, parseCsv } from './csv'

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
/** What CSV to JSON reads: a file up to 1 GB, read a part at a time (lib/csv/csv-stream). */
export const CSV_TO_JSON_LIMITS = { bytes: 1024 * 1024 * 1024 } as const

/** Problems listed at most (the count says how many there were). */
export const MAX_PROBLEMS = 50

export type JsonValue = string | number | boolean | null

export interface CsvToJsonResult {
  json: string
  records: number
  /** Every key the records use, in column order (header columns, then fields beyond the header). */
  columns: string[]
  /** Columns whose key differs from their header cell, each with a message for the page. */
  renames: ColumnRename[]
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

/** A column whose key is not its header text: a repeated or blank header cell, or a field beyond the header. */
export interface ColumnRename {
  /** 1-based column number. */
  column: number
  /** The header cell as written (trimmed); null for a field beyond the header. */
  header: string | null
  key: string
  message: string
}

export interface ColumnKeys {
  keys: string[]
  renames: ColumnRename[]
}

/**
 * Unique keys for `width` columns. A header cell keeps its (trimmed) text when it is the first with that text;
 * blank cells and fields beyond the header are named column_N (N = the column number); a repeat, or a generated
 * name that some header cell already uses, gets the first free _2, _3 … suffix. Free means used by no other
 * column and written in no header cell, so a rename never takes a real header's name (a,a,a_2 → a, a_3, a_2), and
 * every column comes out under its own key.
 */
export function columnKeys(header: readonly string[], width = header.length): ColumnKeys {
  const names = header.map((h) => h.trim())
  const written = new Set(names.filter(Boolean))
  const used = new Set<string>()
  /** Per base name, the suffix to try next: taken names only grow, so the search never starts over. */
  const nextSuffix = new Map<string, number>()
  const keys: (string | undefined)[] = new Array(Math.max(width, names.length))
  // First pass: the first column with each written name keeps it.
  names.forEach((name, i) => {
    if (name && !used.has(name)) {
      used.add(name)
      keys[i] = name
    }
  })
  const renames: ColumnRename[] = []
  for (let i = 0; i < keys.length; i++) {
    if (keys[i] !== undefined) continue
    const name = names[i] ?? ''
    const base = name || `column_${i + 1}`
    let key = base
    // A generated column_N is only free if no header cell says column_N; a repeat is never free as is.
    if (name || written.has(key) || used.has(key)) {
      let n = nextSuffix.get(base) ?? 2
      while (used.has(`${base}_${n}`) || written.has(`${base}_${n}`)) n++
      nextSuffix.set(base, n + 1)
      key = `${base}_${n}`
    }
    used.add(key)
    keys[i] = key
    const column = i + 1
    const message =
      i >= names.length
        ? `Column ${column} has no header cell; its fields are named “${key}”`
        : name
          ? `Column ${column} repeats the header “${name}”; it is named “${key}”`
          : `Column ${column} has a blank header; it is named “${key}”`
    if (key !== name) renames.push({ column, header: i < names.length ? name : null, key, message })
  }
  return { keys: keys as string[], renames }
}

/** Header cells as keys: trimmed, blanks named column_N, repeats made unique (see columnKeys). */
export function headerKeys(cells: readonly string[]): string[] {
  return columnKeys(cells).keys
}

/**
 * The conversion as a stream: records come in parts (the whole text at once for a paste, a few megabytes at a time
 * for a file) and each part comes back as its piece of the JSON text, so a big file's JSON can be kept as a Blob of
 * pieces. The pieces joined are exactly JSON.stringify(records, null, indent).
 */
export class CsvJsonWriter {
  private keys: string[] = []
  private header: string[] | null = null
  private width = 0
  private widest = 0
  private records = 0
  private readonly problems: CsvProblem[] = []
  private problemCount = 0
  private readonly pad: string

  constructor(private readonly options: CsvToJsonOptions) {
    this.pad = options.indent ? ' '.repeat(options.indent) : ''
  }

  private note(p: CsvProblem) {
    this.problemCount++
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(p)
  }

  private keysFor(width: number) {
    if (width > this.keys.length && this.header) this.keys = columnKeys(this.header, width).keys
  }

  /** The JSON text for these records (after the ones already written). */
  write(rows: readonly string[][], lines: readonly number[], problems: readonly CsvProblem[] = []): string {
    for (const p of problems) this.note(p)
    const { options } = this
    const value = (cell: string): JsonValue => (options.typed ? typeCell(cell) : cell)
    const out: string[] = []
    let from = 0
    if (options.header && !this.header && rows.length) {
      this.header = rows[0] as string[]
      this.width = this.header.length
      this.widest = this.width
      this.keysFor(this.width)
      from = 1
    }
    for (let r = from; r < rows.length; r++) {
      const row = rows[r] as string[]
      let item: unknown
      if (options.header) {
        const width = this.width
        if (row.length > this.widest) {
          this.widest = row.length
          this.keysFor(row.length)
        }
        if (row.length !== width) {
          const line = lines[r] as number
          const extra = this.keys.slice(width, Math.min(row.length, width + 5)).join(', ')
          const named = row.length - width > 5 ? `${extra} …` : extra
          this.note({
            line,
            message:
              row.length < width
                ? `Line ${line}: ${row.length} field(s), expected ${width}; the missing ones are ${options.typed ? 'null' : 'empty'}`
                : `Line ${line}: ${row.length} fields, expected ${width}; the extra ${row.length - width === 1 ? 'one is' : 'ones are'} named ${named}`,
          })
        }
        // No prototype: a column named __proto__ is kept as a key like any other.
        const record: Record<string, JsonValue> = Object.create(null)
        const n = Math.max(width, row.length)
        for (let i = 0; i < n; i++)
          record[this.keys[i] as string] = i < row.length ? value(row[i] as string) : options.typed ? null : ''
        item = record
      } else {
        if (!this.header) {
          this.header = []
          this.width = row.length
        }
        item = row.map(value)
      }
      const json = JSON.stringify(item, null, options.indent || undefined)
      const sep = this.records === 0 ? (this.pad ? '[\n' : '[') : this.pad ? ',\n' : ','
      out.push(sep + (this.pad ? this.pad + json.replaceAll('\n', `\n${this.pad}`) : json))
      this.records++
    }
    return out.join('')
  }

  /** The closing text, and what the conversion found. */
  finish(delimiter: Delimiter): { tail: string } & Omit<CsvToJsonResult, 'json'> {
    const tail = this.records === 0 ? '[]' : this.pad ? '\n]' : ']'
    let columns: string[]
    let renames: ColumnRename[] = []
    if (this.options.header) {
      ;({ keys: columns, renames } = this.header ? columnKeys(this.header, this.widest) : { keys: [], renames: [] })
    } else columns = Array.from({ length: this.width }, (_, i) => `column_${i + 1}`)
    const problems = this.problems.sort((a, b) => a.line - b.line)
    return { tail, records: this.records, columns, renames, delimiter, problems, problemCount: this.problemCount }
  }
}

export function convertCsv(text: string, options: CsvToJsonOptions): CsvToJsonResult {
  const delimiter = options.delimiter === 'auto' ? detectDelimiter(text) : options.delimiter
  const { rows, lines, problems } = parseCsv(text, delimiter)
  const writer = new CsvJsonWriter(options)
  const head = writer.write(rows, lines, problems)
  const { tail, ...rest } = writer.finish(delimiter)
  return { json: head + tail, ...rest }
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
