// Conversions for the unix-timestamp tool: parse integer timestamps (seconds, or milliseconds for 13 digits),
// turn dates into timestamps, and render every format (ISO 8601, local, UTC, RFC 2822, relative).
export const MAX_MS = 8.64e15 // the ECMAScript Date range: ±100,000,000 days around the epoch

export type ParseResult = { ok: true; ms: number; unit: 'seconds' | 'milliseconds' } | { ok: false; error: string }

/** Integers only; a 13-digit value (sign aside) is read as milliseconds, anything else as seconds. */
export function parseTimestamp(input: string): ParseResult {
  const text = input.trim()
  if (!text) return { ok: false, error: 'Enter a timestamp' }
  if (!/^[-+]?\d+$/.test(text))
    return { ok: false, error: 'Timestamps are whole numbers (digits only, optional minus sign)' }
  const digits = text.replace(/^[-+]/, '')
  const unit = digits.length === 13 ? 'milliseconds' : 'seconds'
  const value = Number(text)
  const ms = unit === 'milliseconds' ? value : value * 1000
  if (!Number.isSafeInteger(value) || Math.abs(ms) > MAX_MS) {
    return { ok: false, error: 'Out of range: dates must lie within ±275,760 years of 1970' }
  }
  return { ok: true, ms: ms === 0 ? 0 : ms, unit }
}

export const secondsOf = (ms: number) => Math.floor(ms / 1000)

export const PRESETS: readonly { id: string; label: string; seconds: (nowSeconds: number) => number }[] = [
  { id: 'now', label: 'Now', seconds: (now) => now },
  { id: 'hour', label: '1 hour ago', seconds: (now) => now - 3600 },
  { id: 'day', label: '1 day ago', seconds: (now) => now - 86400 },
  { id: 'week', label: '1 week ago', seconds: (now) => now - 604800 },
  { id: 'epoch', label: 'Unix epoch', seconds: () => 0 },
  { id: 'y2k', label: 'Y2K', seconds: () => 946684800 },
]

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

/** "+02:00" style offset for a date in the local zone (UTC when `utc`). */
export function offsetString(date: Date, separator = ':'): string {
  const minutes = -date.getTimezoneOffset()
  const sign = minutes < 0 ? '-' : '+'
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}${separator}${pad(Math.abs(minutes) % 60)}`
}

const formatYear = (y: number) => (y >= 0 && y <= 9999 ? pad(y, 4) : `${y < 0 ? '-' : '+'}${pad(y, 6)}`)

/** ISO 8601 in the local zone with its offset, e.g. 2024-03-01T14:05:09+01:00. */
export function toLocalIso(date: Date): string {
  return `${formatYear(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}${offsetString(date)}`
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** RFC 2822 date-time in the local zone: "Thu, 01 Jan 1970 00:00:00 +0000". */
export function toRfc2822(date: Date): string {
  return `${DAYS[date.getDay()]}, ${pad(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${offsetString(date, '')}`
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.2425 * 86400],
  ['month', 30.436875 * 86400],
  ['week', 7 * 86400],
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/** "3 hours ago", "in 2 days", "just now" (within a second). */
export function toRelative(ms: number, nowMs: number, locale = 'en'): string {
  const diff = (ms - nowMs) / 1000
  if (Math.abs(diff) < 1) return 'just now'
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return rtf.format(Math.trunc(diff / size), unit)
  }
  return 'just now'
}

export interface Formats {
  iso: string
  isoLocal: string
  local: string
  utc: string
  rfc2822: string
  relative: string
  seconds: string
  milliseconds: string
}

export function formatAll(ms: number, nowMs: number, locale?: string): Formats {
  const date = new Date(ms)
  return {
    iso: date.toISOString(),
    isoLocal: toLocalIso(date),
    local: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'long' }).format(date),
    utc: date.toUTCString(),
    rfc2822: toRfc2822(date),
    relative: toRelative(ms, nowMs, locale ?? 'en'),
    seconds: String(secondsOf(ms)),
    milliseconds: String(ms),
  }
}

export type DateParse = { ok: true; ms: number } | { ok: false; error: string }

/**
 * A date (YYYY-MM-DD, as an <input type=date> gives it) and an optional time (HH:MM or HH:MM:SS), read as local
 * time or as UTC.
 */
export function dateToTimestamp(date: string, time: string, utc: boolean): DateParse {
  const d = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(date.trim())
  if (!d) return { ok: false, error: 'Choose a date' }
  const t = time.trim() ? /^(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(time.trim()) : ['', '0', '0', '0', '0']
  if (!t) return { ok: false, error: 'Time must be HH:MM or HH:MM:SS' }
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])]
  const [h, m, s, frac] = [Number(t[1]), Number(t[2]), Number(t[3] ?? 0), Number((t[4] ?? '0').padEnd(3, '0'))]
  if (month < 1 || month > 12 || day < 1 || day > 31 || h > 23 || m > 59 || s > 59) {
    return { ok: false, error: 'That date or time does not exist' }
  }
  const probe = new Date(Date.UTC(2000, 0, 1))
  probe.setUTCFullYear(year, month - 1, day)
  if (probe.getUTCDate() !== day) return { ok: false, error: 'That date does not exist' }
  let ms: number
  if (utc) {
    const x = new Date(0)
    x.setUTCFullYear(year, month - 1, day)
    x.setUTCHours(h, m, s, frac)
    ms = x.getTime()
  } else {
    const x = new Date(0)
    x.setFullYear(year, month - 1, day)
    x.setHours(h, m, s, frac)
    ms = x.getTime()
  }
  if (Number.isNaN(ms)) return { ok: false, error: 'Out of range' }
  return { ok: true, ms }
}

/** The values an <input type=date> and <input type=time step=1> show for a moment in local time. */
export function toDateInputs(ms: number): { date: string; time: string } {
  const d = new Date(ms)
  return {
    date: `${formatYear(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
  }
}
