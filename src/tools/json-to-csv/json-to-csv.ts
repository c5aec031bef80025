// JSON → CSV: an array of objects becomes one row per object, nested fields flattened to dot paths (address.city,
// tags.0), columns in order of first appearance; an array of arrays is written as it is. Anything else is refused
// with a message that says what the JSON is instead. Cells a spreadsheet would run as formulas are defused (header
// row included) unless the user turns it off. Limits are checked as the work goes, before anything is built.
import { type Delimiter, defuseFormula, stringifyCsv } from '../../lib/csv/csv'
import { validateJson } from '../../lib/json/json-format'

export interface JsonToCsvOptions {
  delimiter: Delimiter
  header: boolean
  /** Prefix header cells and text cells starting with = + - @ (and tab or CR) with ' so spreadsheets show text. */
  protectFormulas: boolean
}

export const DEFAULT_OPTIONS: JsonToCsvOptions = { delimiter: ',', header: true, protectFormulas: true }

/** What one conversion holds: the columns a spreadsheet has, cells, nesting and input size. */
export const LIMITS = {
  /** Excel's and LibreOffice's columns per sheet. */
  columns: 16_384,
  /** Rows × columns written. */
  cells: 5_000_000,
  /** Levels of nesting flattened into a dot path. */
  depth: 1_000,
  /** Characters of JSON text. */
  chars: 50 * 1024 * 1024,
} as const

const fmt = (n: number) => n.toLocaleString('en-US')

export type JsonToCsvResult =
  | { ok: true; csv: string; rows: number; columns: string[] }
  | { ok: false; message: string }

const kind = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : `a ${typeof v}`

/** A leaf value as cell text; empty objects and arrays keep their JSON so no information is lost. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Thrown inside a conversion when a limit is passed; its message names the limit and what was found. */
class LimitError extends Error {}

/**
 * Leaves of `value` under dot paths (`a.b`, `list.0`), in order, into `out`; empty objects and arrays are leaves.
 * Iterative (an explicit stack, so no depth can exhaust the call stack); deeper than `maxDepth` levels throws a
 * LimitError naming the limit.
 */
export function flatten(
  value: unknown,
  prefix: string,
  out: Map<string, unknown>,
  maxDepth: number = LIMITS.depth,
): Map<string, unknown> {
  // Entries still to visit, pushed in reverse so they come off in document order.
  const stack: { path: string; value: unknown; depth: number }[] = [{ path: prefix, value, depth: 0 }]
  while (stack.length) {
    const top = stack.pop() as { path: string; value: unknown; depth: number }
    const v = top.value
    if (v !== null && typeof v === 'object') {
      const keys = Array.isArray(v) ? null : Object.keys(v)
      const size = keys ? keys.length : (v as unknown[]).length
      if (size) {
        if (top.depth >= maxDepth)
          throw new LimitError(
            `This JSON nests more than ${fmt(maxDepth)} levels deep; JSON to CSV flattens up to ${fmt(maxDepth)} levels.`,
          )
        for (let i = size - 1; i >= 0; i--) {
          const key = keys ? (keys[i] as string) : String(i)
          const child = keys ? (v as Record<string, unknown>)[key] : (v as unknown[])[i]
          stack.push({ path: top.path ? `${top.path}.${key}` : key, value: child, depth: top.depth + 1 })
        }
        continue
      }
    }
    out.set(top.path || 'value', v)
  }
  return out
}

/** A cell a spreadsheet shows as text (see lib/csv defuseFormula). */
export const defuse = defuseFormula

const tooManyColumns = (found: string) =>
  new LimitError(`${found}: a CSV for spreadsheets holds up to ${fmt(LIMITS.columns)} columns.`)
const tooManyCells = (rows: number, columns: number) =>
  new LimitError(
    `${fmt(rows)} rows × ${fmt(columns)} columns is ${fmt(rows * columns)} cells: JSON to CSV writes up to ${fmt(LIMITS.cells)}.`,
  )

export function jsonToCsv(text: string, options: JsonToCsvOptions): JsonToCsvResult {
  if (!text.trim()) return { ok: false, message: 'Paste a JSON array to convert' }
  if (text.length > LIMITS.chars)
    return {
      ok: false,
      message: `This JSON is ${fmt(text.length)} characters: JSON to CSV reads up to ${fmt(LIMITS.chars)}.`,
    }
  const parsed = validateJson(text)
  if (!parsed.ok) {
    const { message, line, column } = parsed.error
    return { ok: false, message: `Invalid JSON: ${message} (line ${line}, column ${column})` }
  }
  const data = parsed.value
  if (!Array.isArray(data)) {
    const hint =
      data && typeof data === 'object' ? Object.entries(data).find(([, v]) => Array.isArray(v))?.[0] : undefined
    return {
      ok: false,
      message: `JSON to CSV needs an array of objects or of arrays; this JSON is ${kind(data)}.${
        hint ? ` Its "${hint}" field is an array: paste that instead.` : ''
      }`,
    }
  }
  if (!data.length) return { ok: false, message: 'The array is empty: there are no rows to write' }
  try {
    return convert(data, options)
  } catch (error) {
    if (error instanceof LimitError) return { ok: false, message: error.message }
    if (error instanceof RangeError) return { ok: false, message: `This JSON is too big to convert: ${error.message}` }
    throw error
  }
}

function convert(data: unknown[], options: JsonToCsvOptions): JsonToCsvResult {
  // Only text is defused: a number such as -5 stays a number in the spreadsheet.
  const cell = (v: unknown) => {
    const text = cellText(v)
    return options.protectFormulas && typeof v === 'string' ? defuseFormula(text) : text
  }
  let columns: string[]
  let body: string[][]
  let allArrays = true
  for (const r of data) if (!Array.isArray(r)) allArrays = false
  if (allArrays) {
    let width = 0
    for (const r of data) if ((r as unknown[]).length > width) width = (r as unknown[]).length
    if (width > LIMITS.columns) throw tooManyColumns(`The longest row has ${fmt(width)} items`)
    if (data.length * width > LIMITS.cells) throw tooManyCells(data.length, width)
    columns = Array.from({ length: width }, (_, i) => `column_${i + 1}`)
    body = data.map((r) => Array.from({ length: width }, (_, i) => cell((r as unknown[])[i])))
  } else {
    // One pass: each row's leaves, and the union of their paths (a Set: linear in the number of leaves).
    const flat: Map<string, unknown>[] = new Array(data.length)
    const seen = new Set<string>()
    columns = []
    for (let r = 0; r < data.length; r++) {
      const row = flatten(data[r], '', new Map())
      flat[r] = row
      for (const key of row.keys()) {
        if (seen.has(key)) continue
        seen.add(key)
        columns.push(key)
        if (columns.length > LIMITS.columns)
          throw tooManyColumns(
            `The objects have more than ${fmt(LIMITS.columns)} different fields (by row ${fmt(r + 1)})`,
          )
      }
    }
    if (data.length * columns.length > LIMITS.cells) throw tooManyCells(data.length, columns.length)
    body = flat.map((row) => columns.map((c) => cell(row.get(c))))
  }
  // Header cells are always text: defused whenever defusing is on (body cells were defused above, text only).
  if (options.header) body.unshift(options.protectFormulas ? columns.map(defuseFormula) : columns)
  const csv = stringifyCsv(body, options.delimiter)
  const count = options.header ? body.length - 1 : body.length
  return { ok: true, csv, rows: count, columns }
}

/** "people.json" → "people.csv"; tab-separated output is .tsv. */
export function csvFileName(jsonName: string | null, delimiter: Delimiter): string {
  const base = (jsonName ?? '').replace(/\.[^.]+$/, '').trim()
  return `${base || 'data'}.${delimiter === '\t' ? 'tsv' : 'csv'}`
}

export const SAMPLE_JSON = `[
  { "id": 1, "name": "Ada Lovelace", "address": { "city": "London", "zip": "W1" }, "tags": ["math", "poetry"] },
  { "id": 2, "name": "Grace \\"Amazing\\" Hopper", "address": { "city": "New York" }, "active": true },
  { "id": 3, "name": "Alan Turing", "note": "Line one\\nLine two", "tags": [] }
]`
