// Date arithmetic for the date-add tool: years and months move the calendar (clamping 31 Jan + 1 month to the
// month's end, or rolling to the next day), weeks and days keep the clock time across DST changes, and hours and
// minutes add elapsed time. Works in a named time zone so DST gaps and offset changes can be reported.
import {
  addDays,
  addMonths,
  type CivilDate,
  daysBetween,
  formatIsoDate,
  formatIsoDateTime,
  formatIsoWeek,
  fromWallTime,
  isoWeekOf,
  MAX_YEAR,
  MIN_YEAR,
  type MonthEnd,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  type Parsed,
  parseIsoDate,
  parseTime,
  toWallTime,
  type WallTime,
  zoneOffset,
} from '../../lib/dates'

export interface Amounts {
  years: number
  months: number
  weeks: number
  days: number
  hours: number
  minutes: number
}

export const UNITS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes'] as const
export type Unit = (typeof UNITS)[number]

export const EMPTY_AMOUNTS: Record<Unit, string> = {
  years: '',
  months: '',
  weeks: '',
  days: '',
  hours: '',
  minutes: '',
}

/** Limits keep results inside four-digit years (and hours/minutes within Date's range). */
const LIMITS: Record<Unit, number> = {
  years: 9999,
  months: 120_000,
  weeks: 530_000,
  days: 3_700_000,
  hours: 88_000_000,
  minutes: 5_300_000_000,
}

export function parseAmounts(raw: Record<Unit, string>): Parsed<Amounts> {
  const out = {} as Amounts
  for (const unit of UNITS) {
    const t = raw[unit].trim()
    if (!t) {
      out[unit] = 0
      continue
    }
    if (!/^[-+]?\d+$/.test(t)) return { ok: false, error: `${label(unit)}: enter a whole number` }
    const n = Number(t)
    if (Math.abs(n) > LIMITS[unit]) return { ok: false, error: `${label(unit)}: ${t} is too large` }
    out[unit] = n === 0 ? 0 : n
  }
  return { ok: true, value: out }
}

const label = (unit: Unit) => unit[0]?.toUpperCase() + unit.slice(1)

export interface AddResult {
  start: WallTime
  startMs: number
  /** The wall-clock result in the zone. */
  result: WallTime
  resultMs: number
  /** The month/year step landed on a day that does not exist and was clamped (or rolled on). */
  monthEndAdjusted: boolean
  /** The calendar step landed in a DST gap; the time was moved forward. */
  dstGap: boolean
  startOffset: number
  resultOffset: number
  calendarDays: number
  elapsedMs: number
}

export function addToDate(
  start: WallTime,
  amounts: Amounts,
  direction: 1 | -1,
  timeZone: string,
  monthEnd: MonthEnd = 'clamp',
): Parsed<AddResult> {
  const s = direction
  const startInstant = fromWallTime(start, timeZone)
  const months = addMonths(start, s * (amounts.years * 12 + amounts.months), monthEnd)
  const date: CivilDate = addDays(months.date, s * (amounts.weeks * 7 + amounts.days))
  if (date.year < MIN_YEAR || date.year > MAX_YEAR) return outOfRange
  const wall = fromWallTime({ ...date, hour: start.hour, minute: start.minute, second: start.second }, timeZone)
  const resultMs = wall.ms + s * (amounts.hours * MS_PER_HOUR + amounts.minutes * MS_PER_MINUTE)
  if (!Number.isFinite(resultMs) || Math.abs(resultMs) > 8.64e15) return outOfRange
  const result = toWallTime(resultMs, timeZone)
  if (result.year < MIN_YEAR || result.year > MAX_YEAR) return outOfRange
  return {
    ok: true,
    value: {
      start,
      startMs: startInstant.ms,
      result,
      resultMs,
      monthEndAdjusted: months.adjusted,
      dstGap: wall.gap,
      startOffset: zoneOffset(startInstant.ms, timeZone),
      resultOffset: zoneOffset(resultMs, timeZone),
      calendarDays: daysBetween(start, result),
      elapsedMs: resultMs - startInstant.ms,
    },
  }
}

const outOfRange = { ok: false as const, error: 'The result falls outside the years 0001 to 9999' }

export function parseStart(dateText: string, timeText: string): Parsed<WallTime> {
  const date = parseIsoDate(dateText)
  if (!date.ok) return { ok: false, error: dateText.trim() ? `Start date: ${date.error}` : 'Enter a start date' }
  const time = parseTime(timeText)
  if (!time.ok) return { ok: false, error: `Time: ${time.error}` }
  return { ok: true, value: { ...date.value, ...time.value } }
}

export function describeAmounts(a: Amounts, direction: 1 | -1): string {
  const parts = UNITS.filter((u) => a[u] !== 0).map((u) => `${a[u]} ${Math.abs(a[u]) === 1 ? u.slice(0, -1) : u}`)
  if (!parts.length) return 'nothing'
  return `${direction === 1 ? '+' : '−'} ${parts.join(', ')}`
}

export function resultSummary(r: AddResult, a: Amounts, direction: 1 | -1, withTime: boolean): string {
  const fmt = (w: WallTime) => (withTime ? formatIsoDateTime(w) : formatIsoDate(w))
  return `${fmt(r.start)} ${describeAmounts(a, direction)} = ${fmt(r.result)} (${formatIsoWeek(isoWeekOf(r.result))})`
}
