// Searching the status-code list: a number (or its first digits, or "4xx") finds codes, words find names,
// meanings and uses; an unassigned number gets the RFC 9110 rule for unknown codes.
import { CLASSES, STATUS_CODES, type StatusEntry } from './http-status-data'

export type ClassFilter = 'all' | '1' | '2' | '3' | '4' | '5'

export interface SearchOptions {
  classFilter: ClassFilter
  includeUnofficial: boolean
}

export interface SearchResult {
  entries: StatusEntry[]
  /** Set when the query is a whole code (100–599) that is not in the registry. */
  unassigned?: string
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")

function haystack(e: StatusEntry): string {
  return norm(`${e.code} ${e.name} ${e.meaning} ${e.use} ${e.rfc} ${e.source ?? ''} ${e.status ?? ''}`)
}

export function searchStatus(query: string, opts: SearchOptions, list: readonly StatusEntry[] = STATUS_CODES) {
  const q = norm(query.trim())
  let pool = list.filter(
    (e) =>
      (opts.includeUnofficial || e.registered) &&
      (opts.classFilter === 'all' || String(e.code)[0] === opts.classFilter),
  )
  const result: SearchResult = { entries: [] }
  if (!q) {
    result.entries = pool
    return result
  }
  const classMatch = /^([1-5])xx$/.exec(q)
  if (classMatch) {
    result.entries = pool.filter((e) => String(e.code)[0] === classMatch[1])
    return result
  }
  if (/^\d{1,3}$/.test(q)) {
    result.entries = pool.filter((e) => String(e.code).startsWith(q))
    if (q.length === 3) {
      const n = Number(q)
      if (n >= 100 && n <= 599 && !list.some((e) => e.code === n && e.registered)) result.unassigned = unassignedText(n)
    }
    return result
  }
  const terms = q.split(/\s+/).filter(Boolean)
  pool = pool.filter((e) => {
    const h = haystack(e)
    return terms.every((t) => h.includes(t))
  })
  const score = (e: StatusEntry) => {
    const name = norm(e.name)
    if (name === q) return 0
    if (terms.every((t) => name.includes(t))) return 1
    return 2
  }
  result.entries = pool
    .map((e, i) => ({ e, i, s: score(e) }))
    .sort((a, b) => a.s - b.s || a.i - b.i)
    .map((x) => x.e)
  return result
}

export function unassignedText(code: number): string {
  const cls = CLASSES.find((c) => c.id === String(code)[0])
  const base = Math.floor(code / 100) * 100
  return `${code} is not assigned in the IANA registry. A client that receives an unknown code treats it like ${base} of the same class (${cls?.label ?? ''}), per RFC 9110 §15.`
}

export function findStatus(code: number): StatusEntry | undefined {
  return STATUS_CODES.find((e) => e.code === code && e.registered)
}

/** "404 Not Found", as it appears on a status line. */
export function statusLine(e: StatusEntry): string {
  return `${e.code} ${e.name}`
}

export function classOf(code: number) {
  return CLASSES.find((c) => c.id === String(code)[0])
}
