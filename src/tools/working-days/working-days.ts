// Business-day arithmetic for the working-days tool: count working days between two dates (weekend days and
// holidays skipped, ends in or out), and find the date N working days from a start. Holidays are one per line,
// either a fixed date (2026-12-25) or a yearly one (12-25), with an optional name.
import {
  addDays,
  type CivilDate,
  formatIsoDate,
  fromDayNumber,
  isoWeekday,
  isValidDate,
  MAX_YEAR,
  MIN_YEAR,
  type Parsed,
  parseIsoDate,
  toDayNumber,
} from '../../lib/dates'
import { textLimitProblem } from '../../lib/text/text-limit'

export interface Holiday {
  /** Fixed date, or yearly when `year` is null. */
  year: number | null
  month: number
  day: number
  name: string
}

export interface HolidayList {
  holidays: Holiday[]
  errors: string[]
  /** Set when the list is over a limit: nothing was read (errors holds the same message). */
  refused?: string
}

/**
 * The longest holidays list read, checked before parsing: a yearly holiday (MM-DD) is looked up in every year of the
 * counted range, which can span thousands of years, so the lines are capped as well as the characters.
 */
export const HOLIDAYS_MAX_CHARS = 50_000
export const HOLIDAYS_MAX_LINES = 1_000

/** The character limit alone, for a paste or an edit before the text is taken. */
export const holidaysCharsProblem = (length: number) =>
  textLimitProblem(length, HOLIDAYS_MAX_CHARS, 'Working Days Calculator', 'reads holidays')

/** Null within the limits; otherwise the message naming the limit and what was found. Lines counted with indexOf. */
export function holidaysLimitProblem(text: string): string | null {
  const tooLong = holidaysCharsProblem(text.length)
  if (tooLong) return tooLong
  let lines = 0
  let start = 0
  while (start <= text.length) {
    const nl = text.indexOf('\n', start)
    const end = nl === -1 ? text.length : nl
    if (text.slice(start, end).trim()) lines++
    if (nl === -1) break
    start = nl + 1
  }
  return lines > HOLIDAYS_MAX_LINES
    ? `${lines.toLocaleString('en-US')} holiday lines: Working Days Calculator reads up to ${HOLIDAYS_MAX_LINES.toLocaleString('en-US')}.`
    : null
}

/** Reads one holiday per line: "2026-12-25 Christmas", "12-25 Christmas", "2026-12-25, Christmas". "#" starts a comment. */
export function parseHolidays(text: string): HolidayList {
  const refused = holidaysLimitProblem(text)
  if (refused) return { holidays: [], errors: [refused], refused }
  const holidays: Holiday[] = []
  const errors: string[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim()
    if (!line) return
    const m = /^(?:(\d{4})-)?(\d{1,2})-(\d{1,2})(?:\s*[,;\t ]\s*(.*))?$/.exec(line)
    if (!m) {
      errors.push(`Line ${i + 1}: “${line}” is not a date (use YYYY-MM-DD, or MM-DD for every year)`)
      return
    }
    const year = m[1] ? Number(m[1]) : null
    const month = Number(m[2])
    const day = Number(m[3])
    const valid = isValidDate({ year: year ?? 2000, month, day }) && (year === null || year >= MIN_YEAR)
    if (!valid) {
      errors.push(`Line ${i + 1}: “${line.split(/[\s,;]/)[0]}” does not exist`)
      return
    }
    holidays.push({ year, month, day, name: (m[4] ?? '').trim() })
  })
  return { holidays, errors }
}

export interface CountOptions {
  /** ISO weekdays (1 = Monday … 7 = Sunday) that are not worked. */
  weekend: ReadonlySet<number>
  holidays: readonly Holiday[]
  includeStart: boolean
  includeEnd: boolean
}

export interface HolidayHit {
  date: CivilDate
  name: string
}

export interface CountResult {
  workingDays: number
  calendarDays: number
  weekendDays: number
  /** Holidays that fell on working weekdays (so they removed a working day). */
  holidaysOnWorkdays: HolidayHit[]
  /** The end was before the start; the range was counted from end to start. */
  reversed: boolean
}

/** How many days in [from, to] (day numbers, inclusive) fall on ISO weekday `wd`. */
function countWeekday(from: number, to: number, wd: number): number {
  if (to < from) return 0
  const firstWd = isoWeekday(fromDayNumber(from))
  const first = from + ((wd - firstWd + 7) % 7)
  return first > to ? 0 : Math.floor((to - first) / 7) + 1
}

/** Holiday day numbers inside [from, to], each once, with its first name. */
function holidaysInRange(holidays: readonly Holiday[], from: number, to: number): Map<number, string> {
  const out = new Map<number, string>()
  if (to < from) return out
  const y0 = fromDayNumber(from).year
  const y1 = fromDayNumber(to).year
  for (const h of holidays) {
    const years = h.year === null ? range(y0, y1) : [h.year]
    for (const year of years) {
      const date = { year, month: h.month, day: h.day }
      if (!isValidDate(date)) continue // 29 February in a common year
      const n = toDayNumber(date)
      if (n >= from && n <= to && !out.has(n)) out.set(n, h.name)
    }
  }
  return out
}

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)

export function countWorkingDays(start: CivilDate, end: CivilDate, opts: CountOptions): CountResult {
  let a = toDayNumber(start)
  let b = toDayNumber(end)
  const reversed = b < a
  if (reversed) [a, b] = [b, a]
  // Inclusion applies to the user's start and end, whichever way round they are.
  const includeLow = reversed ? opts.includeEnd : opts.includeStart
  const includeHigh = reversed ? opts.includeStart : opts.includeEnd
  const from = includeLow ? a : a + 1
  const to = includeHigh ? b : b - 1
  const calendarDays = Math.max(0, to - from + 1)
  let weekendDays = 0
  for (const wd of opts.weekend) weekendDays += countWeekday(from, to, wd)
  const hits: HolidayHit[] = []
  for (const [n, name] of holidaysInRange(opts.holidays, from, to)) {
    const date = fromDayNumber(n)
    if (!opts.weekend.has(isoWeekday(date))) hits.push({ date, name })
  }
  hits.sort((x, y) => toDayNumber(x.date) - toDayNumber(y.date))
  return {
    workingDays: calendarDays - weekendDays - hits.length,
    calendarDays,
    weekendDays,
    holidaysOnWorkdays: hits,
    reversed,
  }
}

export const MAX_ADD = 100_000

export function isWorkingDay(d: CivilDate, weekend: ReadonlySet<number>, holidays: readonly Holiday[]): boolean {
  if (weekend.has(isoWeekday(d))) return false
  return !holidays.some((h) => h.month === d.month && h.day === d.day && (h.year === null || h.year === d.year))
}

/** The date `n` working days after (or before, for negative n) `start`; the start itself is not counted. */
export function addWorkingDays(
  start: CivilDate,
  n: number,
  weekend: ReadonlySet<number>,
  holidays: readonly Holiday[],
): Parsed<CivilDate> {
  if (weekend.size >= 7) return { ok: false, error: 'Every day is marked as weekend: choose at least one working day' }
  if (!Number.isInteger(n) || Math.abs(n) > MAX_ADD)
    return { ok: false, error: `Enter a whole number of working days up to ${MAX_ADD.toLocaleString()}` }
  const step = n < 0 ? -1 : 1
  let left = Math.abs(n)
  let d = start
  while (left > 0) {
    d = addDays(d, step)
    if (d.year < MIN_YEAR || d.year > MAX_YEAR)
      return { ok: false, error: 'The result falls outside the years 0001 to 9999' }
    if (isWorkingDay(d, weekend, holidays)) left--
  }
  return { ok: true, value: d }
}

export function parseRange(startText: string, endText: string): Parsed<{ start: CivilDate; end: CivilDate }> {
  const start = parseIsoDate(startText)
  if (!start.ok) return { ok: false, error: startText.trim() ? `Start date: ${start.error}` : 'Enter a start date' }
  const end = parseIsoDate(endText)
  if (!end.ok) return { ok: false, error: endText.trim() ? `End date: ${end.error}` : 'Enter an end date' }
  return { ok: true, value: { start: start.value, end: end.value } }
}

export function countSummary(startText: string, endText: string, r: CountResult): string {
  const lines = [
    `Working days from ${startText} to ${endText}: ${r.workingDays}`,
    `Calendar days counted: ${r.calendarDays}`,
    `Weekend days: ${r.weekendDays}`,
    `Holidays on working days: ${r.holidaysOnWorkdays.length}`,
  ]
  for (const h of r.holidaysOnWorkdays) lines.push(`  ${formatIsoDate(h.date)}${h.name ? ` ${h.name}` : ''}`)
  return lines.join('\n')
}
