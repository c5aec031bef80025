// Age arithmetic for the age-calculator tool: exact years/months/days between a birth date and an "as of" date,
// totals in other units, and the next birthday (29 February birthdays follow the user's chosen common-year rule).
import {
  addYears,
  type CivilDate,
  daysBetween,
  diffYmd,
  formatIsoDate,
  formatLongDate,
  isoWeekday,
  type MonthEnd,
  type Parsed,
  parseIsoDate,
  pluralize,
  WEEKDAY_NAMES,
  type YmdDiff,
} from '../../lib/dates'

export interface AgeResult {
  birth: CivilDate
  asOf: CivilDate
  exact: YmdDiff
  totalMonths: number
  totalWeeks: number
  weekRemainderDays: number
  totalDays: number
  /** Approximate, as days × 24 (ignores the birth time of day). */
  totalHours: number
  bornOn: string
  nextBirthday: CivilDate
  daysToNextBirthday: number
  nextAge: number
  /** True when the birthday is 29 February and the next one falls in a common year. */
  leapBirthdayAdjusted: boolean
  isBirthday: boolean
}

export function computeAge(birth: CivilDate, asOf: CivilDate, leapRule: MonthEnd = 'clamp'): Parsed<AgeResult> {
  const totalDays = daysBetween(birth, asOf)
  if (totalDays < 0) return { ok: false, error: 'The birth date is after the “age on” date' }
  const exact = diffYmd(birth, asOf, leapRule)
  const age = exact.years
  const next = addYears(birth, age + 1, leapRule)
  // Birthday today: the exact age has no months or days.
  const isBirthday = exact.months === 0 && exact.days === 0
  return {
    ok: true,
    value: {
      birth,
      asOf,
      exact,
      totalMonths: exact.years * 12 + exact.months,
      totalWeeks: Math.floor(totalDays / 7),
      weekRemainderDays: totalDays % 7,
      totalDays,
      totalHours: totalDays * 24,
      bornOn: WEEKDAY_NAMES[isoWeekday(birth) - 1] as string,
      nextBirthday: next.date,
      daysToNextBirthday: daysBetween(asOf, next.date),
      nextAge: age + 1,
      leapBirthdayAdjusted: next.adjusted,
      isBirthday: isBirthday && totalDays > 0,
    },
  }
}

export function ageFromInputs(birthText: string, asOfText: string, leapRule: MonthEnd): Parsed<AgeResult> {
  const birth = parseIsoDate(birthText)
  if (!birth.ok) return { ok: false, error: birthText.trim() ? `Birth date: ${birth.error}` : 'Enter a birth date' }
  const asOf = parseIsoDate(asOfText)
  if (!asOf.ok) return { ok: false, error: `Age on: ${asOf.error}` }
  return computeAge(birth.value, asOf.value, leapRule)
}

export function formatExact(d: YmdDiff): string {
  return `${pluralize(d.years, 'year')}, ${pluralize(d.months, 'month')}, ${pluralize(d.days, 'day')}`
}

export function ageSummary(r: AgeResult): string {
  return [
    `Born: ${formatIsoDate(r.birth)} (${r.bornOn})`,
    `Age on ${formatIsoDate(r.asOf)}: ${formatExact(r.exact)}`,
    `Total: ${pluralize(r.totalMonths, 'month')} / ${pluralize(r.totalWeeks, 'week')} ${pluralize(r.weekRemainderDays, 'day')} / ${pluralize(r.totalDays, 'day')}`,
    `Next birthday: ${formatLongDate(r.nextBirthday)} (turns ${r.nextAge}, in ${pluralize(r.daysToNextBirthday, 'day')})`,
  ].join('\n')
}
