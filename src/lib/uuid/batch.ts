// Batches for the uuid-batch tool: up to 100,000 ids from uuid-generator's RFC 9562 code (v4, and v7 strictly
// increasing within a millisecond), count checks and the txt/csv/json exports. Pure, with the clock and random
// bytes injectable; the worker (workers/uuid) runs it off the main thread.
import {
  createV7Generator,
  DEFAULT_FORMAT,
  type FormatOptions,
  formatUuid,
  type RandomFill,
  uuidToString,
  uuidV4Bytes,
} from './uuid'

export type UuidVersion = 4 | 7
export type UuidFormat = FormatOptions
export { DEFAULT_FORMAT, formatUuid }
export const MAX_UUIDS = 100_000

/** The timestamp a v7 UUID carries, in Unix milliseconds. */
export function v7Timestamp(uuid: string): number {
  return Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16)
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-([0-9a-f])[0-9a-f]{3}-([0-9a-f])[0-9a-f]{3}-[0-9a-f]{12}$/i

/** The version of a canonical UUID with the RFC variant, or null. */
export function uuidVersion(uuid: string): number | null {
  const m = UUID_RE.exec(uuid)
  if (!m || !/[89ab]/i.test(m[2])) return null
  return Number.parseInt(m[1], 16)
}

/** Why this count cannot be generated, or null. */
export function countProblem(count: number): string | null {
  if (!Number.isFinite(count)) return 'Enter how many UUIDs to generate.'
  if (!Number.isInteger(count) || count < 1) return 'The count must be a whole number of at least 1.'
  if (count > MAX_UUIDS) return `At most ${MAX_UUIDS.toLocaleString('en')} UUIDs at a time.`
  return null
}

export interface GenerateOptions {
  count: number
  version: UuidVersion
  format: UuidFormat
}

/**
 * Generates the batch in chunks, calling `onChunk` after each so a worker can report progress; the ids come from
 * uuid-generator's v4 and v7 code (ordered within a millisecond). Returns one string per line.
 */
export function generateUuids(
  options: GenerateOptions,
  onChunk?: (done: number, total: number) => void,
  deps: { fill?: RandomFill; now?: () => number; chunk?: number } = {},
): string[] {
  const problem = countProblem(options.count)
  if (problem) throw new RangeError(problem)
  const chunk = deps.chunk ?? 5000
  const out: string[] = new Array(options.count)
  const v7 = options.version === 7 ? createV7Generator({ now: deps.now, fill: deps.fill }) : null
  const next = v7 ?? (() => uuidV4Bytes(deps.fill))
  for (let start = 0; start < options.count; start += chunk) {
    const end = Math.min(options.count, start + chunk)
    for (let i = start; i < end; i++) out[i] = formatUuid(uuidToString(next()), options.format)
    onChunk?.(end, options.count)
  }
  return out
}

export type ExportKind = 'txt' | 'csv' | 'json'

export function exportUuids(uuids: readonly string[], kind: ExportKind): string {
  if (kind === 'json') return `${JSON.stringify(uuids, null, 2)}\n`
  if (kind === 'csv') return `uuid\r\n${uuids.join('\r\n')}\r\n`
  return `${uuids.join('\n')}\n`
}

export const EXPORT_MIME: Record<ExportKind, string> = {
  txt: 'text/plain;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
}
