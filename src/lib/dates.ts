// Calendar arithmetic shared by the Date & Time tools (age, week number, date add, time diff, working days, cron).
// Calendar dates are plain {year, month, day} values counted as day numbers, so they never drift with time zones;
// wall-clock times are turned into instants for a named IANA zone through Intl, so DST gaps and overlaps are handled.

import { lazy } from './lazy'

export interface CivilDate {
  year: number
  /** 1–12 */
  month: number
  /** 1–31 */
  day: number
}

export interface WallTime extends CivilDate {
  hour: number
  minute: number
  second: number
}

export const MS_PER_MINUTE = 60_000
export const MS_PER_HOUR = 3_600_000
export const MS_PER_DAY = 86_400_000

/** Years the tools accept: four-digit years, as date inputs allow. */
export const MIN_YEAR = 1
export const MAX_YEAR = 9999

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
}

export const daysInYear = (year: number) => (isLeapYear(year) ? 366 : 365)

export function isValidDate(d: CivilDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.year, d.month)
  )
}

/** Milliseconds at 00:00 UTC of a date; years 0–99 are kept as written (Date.UTC would map them to 1900s). */
function utcMidnight(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(2000, month - 1, day))
  d.setUTCFullYear(year)
  return d.getTime()
}

/** Days since 1970-01-01 (negative before). */
export function toDayNumber(d: CivilDate): number {
  return Math.round(utcMidnight(d.year, d.month, d.day) / MS_PER_DAY)
}

export function fromDayNumber(n: number): CivilDate {
  const d = new Date(n * MS_PER_DAY)
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

export const addDays = (d: CivilDate, days: number) => fromDayNumber(toDayNumber(d) + days)

/** Days from `a` to `b` (positive when b is later). */
export const daysBetween = (a: CivilDate, b: CivilDate) => toDayNumber(b) - toDayNumber(a)

export function compareDates(a: CivilDate, b: CivilDate): number {
  return toDayNumber(a) - toDayNumber(b)
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(d: CivilDate): number {
  const n = toDayNumber(d) // 1970-01-01 was a Thursday (4)
  return ((((n + 3) % 7) + 7) % 7) + 1
}

export function dayOfYear(d: CivilDate): number {
  return daysBetween({ year: d.year, month: 1, day: 1 }, d) + 1
}

/** How a date past the end of the target month is handled: clamp to its last day, or roll to the 1st of the next. */
export type MonthEnd = 'clamp' | 'next-day'

export interface MonthShift {
  date: CivilDate
  /** True when the day did not exist in the target month (31 Jan + 1 month, 29 Feb + 1 year). */
  adjusted: boolean
}

/** Adds whole months, keeping the day of month when it exists, else clamping (or rolling to the next day). */
export function addMonths(d: CivilDate, months: number, monthEnd: MonthEnd = 'clamp'): MonthShift {
  const index = d.year * 12 + (d.month - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  const last = daysInMonth(year, month)
  if (d.day <= last) return { date: { year, month, day: d.day }, adjusted: false }
  if (monthEnd === 'clamp') return { date: { year, month, day: last }, adjusted: true }
  return { date: addDays({ year, month, day: last }, 1), adjusted: true }
}

export const addYears = (d: CivilDate, years: number, monthEnd: MonthEnd = 'clamp') =>
  addMonths(d, years * 12, monthEnd)

export interface YmdDiff {
  years: number
  months: number
  days: number
}

/**
 * Whole years, months and days from `from` to `to` (from ≤ to): the largest number of months whose anniversary
 * (counted from `from`, clamped) is not after `to`, then the remaining days.
 */
export function diffYmd(from: CivilDate, to: CivilDate, monthEnd: MonthEnd = 'clamp'): YmdDiff {
  const end = toDayNumber(to)
  let months = (to.year - from.year) * 12 + (to.month - from.month)
  while (months > 0 && toDayNumber(addMonths(from, months, monthEnd).date) > end) months--
  const anchor = addMonths(from, months, monthEnd).date
  return { years: Math.floor(months / 12), months: months % 12, days: end - toDayNumber(anchor) }
}

// ---------- ISO 8601 weeks ----------

export interface IsoWeek {
  /** The ISO week-numbering year (may differ from the calendar year around New Year). */
  year: number
  week: number
}

/** ISO week: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekOf(d: CivilDate): IsoWeek {
  const thursday = addDays(d, 4 - isoWeekday(d))
  const week = Math.floor((dayOfYear(thursday) - 1) / 7) + 1
  return { year: thursday.year, week }
}

export function isoWeeksInYear(year: number): number {
  return isoWeekOf({ year, month: 12, day: 28 }).week
}

/** Monday of ISO week `week` of ISO year `year`. */
export function isoWeekStart(year: number, week: number): CivilDate {
  const jan4 = { year, month: 1, day: 4 }
  const week1Monday = addDays(jan4, 1 - isoWeekday(jan4))
  return addDays(week1Monday, (week - 1) * 7)
}

export const formatIsoWeek = (w: IsoWeek) => `${w.year}-W${String(w.week).padStart(2, '0')}`

// ---------- parsing and formatting ----------

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

export function formatIsoDate(d: CivilDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`
}

export function formatIsoDateTime(w: WallTime, withSeconds = true): string {
  const time = `${pad(w.hour)}:${pad(w.minute)}${withSeconds ? `:${pad(w.second)}` : ''}`
  return `${formatIsoDate(w)}T${time}`
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

/** Reads "YYYY-MM-DD" (what a date input gives); says what is wrong otherwise. */
export function parseIsoDate(text: string): Parsed<CivilDate> {
  const t = text.trim()
  if (!t) return { ok: false, error: 'Enter a date' }
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t)
  if (!m) return { ok: false, error: `“${t}” is not a date in the form YYYY-MM-DD` }
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  if (d.year < MIN_YEAR) return { ok: false, error: 'Years start at 0001' }
  if (d.month < 1 || d.month > 12) return { ok: false, error: `Month ${d.month} does not exist` }
  if (!isValidDate(d)) {
    return {
      ok: false,
      error: `${formatIsoDate(d)} does not exist: ${MONTH_NAMES[d.month - 1]} ${d.year} has ${daysInMonth(d.year, d.month)} days`,
    }
  }
  return { ok: true, value: d }
}

/** Reads "HH:MM" or "HH:MM:SS" (blank means midnight). */
export function parseTime(text: string): Parsed<{ hour: number; minute: number; second: number }> {
  const t = text.trim()
  if (!t) return { ok: true, value: { hour: 0, minute: 0, second: 0 } }
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(t)
  if (!m) return { ok: false, error: `“${t}” is not a time in the form HH:MM` }
  const value = { hour: Number(m[1]), minute: Number(m[2]), second: Number(m[3] ?? 0) }
  if (value.hour > 23 || value.minute > 59 || value.second > 59) return { ok: false, error: `${t} is not a valid time` }
  return { ok: true, value }
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** A civil date as a Date at 00:00 UTC, for Intl formatting with timeZone 'UTC'. */
export const civilToUtcDate = (d: CivilDate) => new Date(utcMidnight(d.year, d.month, d.day))

/** A weekday-and-date formatter for civil dates (see civilToUtcDate), made on first use (lib/lazy.ts). */
const civilDateFormat = (names: 'long' | 'short') =>
  lazy(
    () =>
      new Intl.DateTimeFormat(undefined, {
        weekday: names,
        year: 'numeric',
        month: names,
        day: 'numeric',
        timeZone: 'UTC',
      }),
  )
const longDate = civilDateFormat('long')
const mediumDate = civilDateFormat('short')

/** "Thursday, 26 November 2026" in the visitor's locale. */
export const formatLongDate = (d: CivilDate) => longDate().format(civilToUtcDate(d))
/** "Thu, 26 Nov 2026" in the visitor's locale. */
export const formatMediumDate = (d: CivilDate) => mediumDate().format(civilToUtcDate(d))

/** Locale date and time of an instant in a zone: "Sunday, 8 March 2026 at 03:30:00 EDT". */
export function formatInstant(ms: number, timeZone: string, withSeconds = true): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(ms))
}

export const pluralize = (n: number, unit: string) => `${n.toLocaleString()} ${unit}${Math.abs(n) === 1 ? '' : 's'}`

// ---------- time zones ----------

export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

const zoneFormats = new Map<string, Intl.DateTimeFormat>()
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let f = zoneFormats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    zoneFormats.set(timeZone, f)
  }
  return f
}

let zoneList: string[] | null = null
/** Every zone the browser supports (UTC first when it is missing from the list). */
export function supportedTimeZones(): string[] {
  if (!zoneList) {
    const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] }
    const list = intl.supportedValuesOf?.('timeZone') ?? []
    zoneList = list.includes('UTC') ? list : ['UTC', ...list]
  }
  return zoneList
}

/** The canonical zone name for typed text ("europe/london" → "Europe/London"), or null when unknown. */
export function resolveTimeZone(text: string): string | null {
  const t = text.trim()
  if (!t) return null
  try {
    return zoneFormat(t).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** The wall-clock time an instant shows in a zone. */
export function toWallTime(ms: number, timeZone: string): WallTime {
  const parts: Record<string, string> = {}
  for (const p of zoneFormat(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value
  let year = Number(parts.year)
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year
  return {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** A wall time read as if it were UTC, in ms: handy for wall-clock differences. */
export function wallAsUtc(w: WallTime): number {
  return utcMidnight(w.year, w.month, w.day) + w.hour * MS_PER_HOUR + w.minute * MS_PER_MINUTE + w.second * 1000
}

/** The zone's offset from UTC at an instant, in milliseconds (+01:00 → 3,600,000). */
export function zoneOffset(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000
  return wallAsUtc(toWallTime(whole, timeZone)) - whole
}

export interface ZonedInstant {
  ms: number
  /** The wall time does not exist (clocks jumped forward); `ms` is the same length of time later, as browsers do. */
  gap: boolean
  /** The wall time happens twice (clocks went back); `ms` is the earlier one. */
  ambiguous: boolean
}

/** The instant a wall-clock time names in a zone; DST gaps move forward, overlaps take the earlier instant. */
export function fromWallTime(w: WallTime, timeZone: string): ZonedInstant {
  const local = wallAsUtc(w)
  const before = zoneOffset(local - MS_PER_DAY, timeZone)
  const after = zoneOffset(local + MS_PER_DAY, timeZone)
  const candidates = [...new Set([local - before, local - after])]
    .filter((c) => zoneOffset(c, timeZone) === local - c)
    .sort((a, b) => a - b)
  if (candidates.length === 0) return { ms: local - before, gap: true, ambiguous: false }
  return { ms: candidates[0] as number, gap: false, ambiguous: candidates.length > 1 }
}

/** "+05:30" / "-04:00" for an offset in ms. */
export function formatOffset(offsetMs: number): string {
  const minutes = Math.round(offsetMs / MS_PER_MINUTE)
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

export function todayIn(timeZone: string, now = Date.now()): CivilDate {
  const w = toWallTime(now, timeZone)
  return { year: w.year, month: w.month, day: w.day }
}

/** Splits a duration in ms into days, hours, minutes, seconds (all with the sign of the whole). */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const sign = ms < 0 ? -1 : 1
  let rest = Math.floor(Math.abs(ms) / 1000)
  const seconds = rest % 60
  rest = (rest - seconds) / 60
  const minutes = rest % 60
  rest = (rest - minutes) / 60
  const hours = rest % 24
  const days = (rest - hours) / 24
  const fix = (n: number) => (n === 0 ? 0 : sign * n)
  return { days: fix(days), hours: fix(hours), minutes: fix(minutes), seconds: fix(seconds) }
}
