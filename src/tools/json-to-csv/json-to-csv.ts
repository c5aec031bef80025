// JSON → CSV: an array of objects becomes one row per object, nested fields flattened to dot paths (address.city,
// tags.0), columns in order of first appearance; an array of arrays is written as it is. Anything else is refused
// with a message that says what the JSON is instead. Cells that a spreadsheet would run as formulas can be defused.
import { type Delimiter, stringifyCsv } from '../../lib/csv/csv'
import { validateJson } from '../../lib/json/json-format'

export interface JsonToCsvOptions {
  delimiter: Delimiter
  header: boolean
  /** Prefix cells starting with = + - @ (and tab or CR) with ' so spreadsheets show them as text. */
  protectFormulas: boolean
}

export const DEFAULT_OPTIONS: JsonToCsvOptions = { delimiter: ',', header: true, protectFormulas: false }

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

/** Leaves of `value` under dot paths (`a.b`, `list.0`), in order, into `out`; empty objects and arrays are leaves. */
export function flatten(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    if (entries.length) {
      for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, out)
      return out
    }
  }
  out.set(prefix || 'value', value)
  return out
}

const FORMULA = /^[=+\-@\t\r]/
export const defuse = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell)

export function jsonToCsv(text: string, options: JsonToCsvOptions): JsonToCsvResult {
  if (!text.trim()) return { ok: false, message: 'Paste a JSON array to convert' }
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

  // Only text is defused: a number such as -5 stays a number in the spreadsheet.
  const cell = (v: unknown) => {
    const text = cellText(v)
    return options.protectFormulas && typeof v === 'string' ? defuse(text) : text
  }
  let columns: string[]
  let body: string[][]
  if (data.every(Array.isArray)) {
    const width = Math.max(...data.map((r) => (r as unknown[]).length))
    columns = Array.from({ length: width }, (_, i) => `column_${i + 1}`)
    body = data.map((r) => Array.from({ length: width }, (_, i) => cell((r as unknown[])[i])))
  } else {
    const flat = data.map((item) => flatten(item, '', new Map()))
    const seen = new Set<string>()
    columns = []
    for (const row of flat) {
      for (const key of row.keys()) {
        if (!seen.has(key)) {
          seen.add(key)
          columns.push(key)
        }
      }
    }
    body = flat.map((row) => columns.map((c) => cell(row.get(c))))
  }
  const rows = options.header ? [columns, ...body] : body
  return { ok: true, csv: stringifyCsv(rows, options.delimiter), rows: body.length, columns }
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
