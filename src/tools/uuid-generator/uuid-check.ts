// The Validate panel's reading of a paste: a stated length limit checked first, then the lines walked with indexOf
// (a huge paste is never split into one array), the first CHECK_MAX_LINES non-blank ones inspected and the rest only
// counted, so the page can say how many it left out instead of dropping them silently.

import { formatCount } from '../../lib/count'
import { textLimitProblem } from '../../lib/text/text-limit'
import { inspectUuid, parseUuid, type UuidInfo } from '../../lib/uuid/uuid'

/** Non-blank lines inspected and listed; the rest are counted. */
export const CHECK_MAX_LINES = 1_000
/** Longest paste read at all: 1,000 UUIDs in their longest form (urn:uuid:…, braces) are under 50,000 characters. */
export const CHECK_MAX_CHARS = 1_000_000

export interface LineResult {
  line: string
  info?: UuidInfo
  error?: string
}

export interface CheckResult {
  results: LineResult[]
  /** Non-blank lines in the paste (results holds the first CHECK_MAX_LINES of them). */
  total: number
  /** Set when the paste is over CHECK_MAX_CHARS: nothing was read. */
  refused?: string
}

const n = formatCount

/** Null when within the length limit; otherwise the message naming the limit and the size found. */
export function checkLimitProblem(length: number): string | null {
  return textLimitProblem(length, CHECK_MAX_CHARS, 'UUID Generator', 'checks')
}

/** "Checked the first 1,000 of 1,500 lines." when lines were left out, else null. */
export function partialNote(r: CheckResult): string | null {
  return r.total > r.results.length
    ? `Checked the first ${n(r.results.length)} of ${n(r.total)} lines (up to ${n(CHECK_MAX_LINES)} are checked).`
    : null
}

export function checkPastedUuids(text: string): CheckResult {
  const refused = checkLimitProblem(text.length)
  if (refused) return { results: [], total: 0, refused }
  const results: LineResult[] = []
  let total = 0
  let start = 0
  while (start <= text.length) {
    const nl = text.indexOf('\n', start)
    const end = nl === -1 ? text.length : nl
    const line = text.slice(start, end).trim()
    if (line) {
      total++
      if (results.length < CHECK_MAX_LINES) {
        try {
          results.push({ line, info: inspectUuid(parseUuid(line)) })
        } catch (e) {
          results.push({ line, error: (e as Error).message })
        }
      }
    }
    if (nl === -1) break
    start = nl + 1
  }
  return { results, total }
}
