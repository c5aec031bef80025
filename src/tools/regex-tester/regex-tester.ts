// Shapes the regex worker's compact result (typed arrays) into what the page shows: the count label, one match's
// details with its numbered and named groups, the time-out message, and the text split into chunks with the
// matches that fall in each, so a megabyte of highlighted text renders a screenful at a time.
import type { MatchResult } from '../../lib/regex'

export {
  compileRegex,
  defaultFlags,
  flagString,
  flagsFromString,
  type RegexFlags,
  readRegexTesterLink,
  regexTesterLink,
} from '../../lib/regex'

export const DEFAULT_TIME_LIMIT_MS = 1000
export const MIN_TIME_LIMIT_MS = 50
export const MAX_TIME_LIMIT_MS = 60_000

export function matchCountLabel(count: number, truncated = false): string {
  const n = count.toLocaleString('en-US')
  if (truncated) return `${n}+ matches`
  return count === 1 ? '1 match' : `${n} matches`
}

export function timeoutMessage(ms: number): string {
  return `Timed out after ${ms} ms: the pattern may backtrack catastrophically`
}

/** The time limit from the field: blank or non-numeric gives the default; clamped to 50 ms … 60 s. */
export function parseTimeLimit(raw: string): number {
  const n = Math.round(Number(raw))
  if (raw.trim() === '' || !Number.isFinite(n)) return DEFAULT_TIME_LIMIT_MS
  return Math.min(MAX_TIME_LIMIT_MS, Math.max(MIN_TIME_LIMIT_MS, n))
}

export interface GroupDetail {
  /** 1-based group number. */
  number: number
  name: string | null
  /** null when the group did not take part in the match. */
  value: string | null
  start: number
  end: number
}

export interface MatchDetail {
  /** 0-based position in the list. */
  index: number
  start: number
  end: number
  text: string
  groups: GroupDetail[]
}

export function groupLabel(group: GroupDetail): string {
  return group.name ? `Group ${group.number} (${group.name})` : `Group ${group.number}`
}

export function groupValueLabel(group: GroupDetail): string {
  if (group.value === null) return '(not matched)'
  return group.value === '' ? '(empty)' : group.value
}

export function positionLabel(detail: Pick<MatchDetail, 'start' | 'end'>): string {
  return `Position: ${detail.start} - ${detail.end}`
}

/** One match's details, read from the typed arrays on demand (only rows on screen ask). */
export function matchDetail(result: MatchResult, text: string, index: number): MatchDetail {
  const start = result.starts[index]
  const end = result.ends[index]
  const groups: GroupDetail[] = []
  const base = index * result.groupCount * 2
  for (let g = 0; g < result.groupCount; g++) {
    const s = result.groupSpans[base + g * 2]
    const e = result.groupSpans[base + g * 2 + 1]
    groups.push({
      number: g + 1,
      name: result.groupNames[g] ?? null,
      value: s < 0 ? null : text.slice(s, e),
      start: s,
      end: e,
    })
  }
  return { index, start, end, text: text.slice(start, end), groups }
}

/** Shortens long text for a list row; the full value stays in the highlighted view. */
export function clip(value: string, max = 200): string {
  return value.length > max ? `${value.slice(0, max)}… (${(value.length - max).toLocaleString('en-US')} more)` : value
}

/**
 * Start offsets of display chunks: at most `size` code units each, ending after a newline where one falls in the
 * second half of the window, never splitting a surrogate pair. The last entry is text.length.
 */
export function chunkText(text: string, size = 1000): Uint32Array {
  const bounds: number[] = [0]
  let at = 0
  while (at < text.length) {
    let next = Math.min(text.length, at + size)
    if (next < text.length) {
      const nl = text.lastIndexOf('\n', next - 1)
      if (nl >= at + size / 2) next = nl + 1
      else {
        const c = text.charCodeAt(next - 1)
        if (c >= 0xd800 && c <= 0xdbff) next--
      }
    }
    bounds.push(next)
    at = next
  }
  if (text.length === 0) bounds.push(0)
  return Uint32Array.from(bounds)
}

/** Index of the first match ending after `from` (or an empty match at `from`): binary search on sorted ends. */
export function firstMatchFrom(result: Pick<MatchResult, 'ends' | 'count'>, from: number): number {
  let lo = 0
  let hi = result.count
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (result.ends[mid] < from) lo = mid + 1
    else hi = mid
  }
  return lo
}

export interface Segment {
  text: string
  /** Index of the match this piece belongs to, or −1 for plain text. */
  match: number
  /** An empty match: shown as a caret between characters. */
  empty?: boolean
}

/** Splits text[from, to) into plain and matched pieces (matches clipped to the range). */
export function segmentRange(
  text: string,
  result: Pick<MatchResult, 'starts' | 'ends' | 'count'>,
  from: number,
  to: number,
): Segment[] {
  const out: Segment[] = []
  let at = from
  for (let i = firstMatchFrom(result, from); i < result.count; i++) {
    const s = result.starts[i]
    const e = result.ends[i]
    if (s > to || (s === to && to < text.length)) break
    if (s === e) {
      if (s < from) continue
      if (s > at) out.push({ text: text.slice(at, s), match: -1 })
      out.push({ text: '', match: i, empty: true })
      at = Math.max(at, s)
      continue
    }
    if (e <= from) continue
    const cs = Math.max(s, from)
    const ce = Math.min(e, to)
    if (cs > at) out.push({ text: text.slice(at, cs), match: -1 })
    if (ce > cs) out.push({ text: text.slice(cs, ce), match: i })
    at = ce
  }
  if (at < to) out.push({ text: text.slice(at, to), match: -1 })
  return out
}
