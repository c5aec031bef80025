// ISO 8601 week facts for the week-number tool: the week of any date, the seven dates of any week, and the
// table of a year's weeks (52 or 53; the first days of January can belong to the previous year's last week).
import {
  addDays,
  type CivilDate,
  dayOfYear,
  daysInYear,
  formatIsoDate,
  formatIsoWeek,
  type IsoWeek,
  isoWeekday,
  isoWeekOf,
  isoWeekStart,
  isoWeeksInYear,
  MAX_YEAR,
  MIN_YEAR,
  type Parsed,
  WEEKDAY_NAMES,
} from '../../lib/dates'

export interface DateWeekInfo {
  date: CivilDate
  iso: IsoWeek
  isoLabel: string
  /** "2026-W48-4" */
  isoWeekDate: string
  weekday: string
  dayOfYear: number
  daysInYear: number
  daysLeftInYear: number
  weeksInIsoYear: number
  quarter: number
  /** US convention: weeks start on Sunday, week 1 holds 1 January. */
  usWeek: number
  weekStart: CivilDate
  weekEnd: CivilDate
}

/** US week number: Sunday-start weeks, week 1 is the week containing 1 January. */
export function usWeekNumber(d: CivilDate): number {
  const jan1 = { year: d.year, month: 1, day: 1 }
  const jan1Sunday0 = isoWeekday(jan1) % 7
  return Math.floor((dayOfYear(d) - 1 + jan1Sunday0) / 7) + 1
}

export function weekInfo(date: CivilDate): DateWeekInfo {
  const iso = isoWeekOf(date)
  const weekday = isoWeekday(date)
  const weekStart = addDays(date, 1 - weekday)
  return {
    date,
    iso,
    isoLabel: formatIsoWeek(iso),
    isoWeekDate: `${formatIsoWeek(iso)}-${weekday}`,
    weekday: WEEKDAY_NAMES[weekday - 1] as string,
    dayOfYear: dayOfYear(date),
    daysInYear: daysInYear(date.year),
    daysLeftInYear: daysInYear(date.year) - dayOfYear(date),
    weeksInIsoYear: isoWeeksInYear(iso.year),
    quarter: Math.floor((date.month - 1) / 3) + 1,
    usWeek: usWeekNumber(date),
    weekStart,
    weekEnd: addDays(weekStart, 6),
  }
}

export interface WeekDates {
  iso: IsoWeek
  label: string
  days: CivilDate[]
}

export function weekDates(year: number, week: number): WeekDates {
  const start = isoWeekStart(year, week)
  return {
    iso: { year, week },
    label: formatIsoWeek({ year, week }),
    days: Array.from({ length: 7 }, (_, i) => addDays(start, i)),
  }
}

/** Validates the year and week typed by the user; week 53 only exists in long years. */
export function parseWeekInputs(yearText: string, weekText: string): Parsed<IsoWeek> {
  const y = yearText.trim()
  const w = weekText.trim()
  if (!y) return { ok: false, error: 'Enter a year' }
  if (!/^\d+$/.test(y) || Number(y) < MIN_YEAR || Number(y) > MAX_YEAR)
    return { ok: false, error: `The year must be a whole number from ${MIN_YEAR} to ${MAX_YEAR}` }
  const year = Number(y)
  if (!w) return { ok: false, error: 'Enter a week number' }
  const weeks = isoWeeksInYear(year)
  if (!/^\d+$/.test(w) || Number(w) < 1 || Number(w) > weeks)
    return { ok: false, error: `${year} has ${weeks} ISO weeks: enter a week from 1 to ${weeks}` }
  return { ok: true, value: { year, week: Number(w) } }
}

/** The week before or after, crossing into the neighbouring year's weeks. */
export function shiftWeek(w: IsoWeek, by: 1 | -1): IsoWeek {
  return isoWeekOf(addDays(isoWeekStart(w.year, w.week), by * 7))
}

export function yearWeeks(year: number): WeekDates[] {
  return Array.from({ length: isoWeeksInYear(year) }, (_, i) => weekDates(year, i + 1))
}

export function weekDatesText(w: WeekDates): string {
  return w.days.map((d, i) => `${WEEKDAY_NAMES[i]}\t${formatIsoDate(d)}`).join('\n')
}

export function yearWeeksTsv(year: number): string {
  const rows = yearWeeks(year).map(
    (w) =>
      `${w.label}\t${w.iso.week}\t${formatIsoDate(w.days[0] as CivilDate)}\t${formatIsoDate(w.days[6] as CivilDate)}`,
  )
  return ['ISO week\tWeek\tMonday\tSunday', ...rows].join('\n')
}
