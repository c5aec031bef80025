import { describe, expect, it } from 'vitest'
import {
  addMonths,
  type CivilDate,
  daysBetween,
  diffYmd,
  fromDayNumber,
  isLeapYear,
  parseIsoDate,
  toDayNumber,
} from '../../src/lib/dates'
import { ageFromInputs, ageSummary, computeAge, formatExact } from '../../src/tools/age-calculator/age-calculator'

const d = (s: string): CivilDate => {
  const p = parseIsoDate(s)
  if (!p.ok) throw new Error(p.error)
  return p.value
}
const age = (b: string, a: string, rule: 'clamp' | 'next-day' = 'clamp') => {
  const r = computeAge(d(b), d(a), rule)
  if (!r.ok) throw new Error(r.error)
  return r.value
}

describe('shared date arithmetic', () => {
  it('knows leap years', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false])
  })
  it('round-trips day numbers, including years below 100', () => {
    for (const s of ['1970-01-01', '0001-01-01', '0099-12-31', '2024-02-29', '9999-12-31']) {
      const c = d(s)
      expect(fromDayNumber(toDayNumber(c))).toEqual(c)
    }
    expect(toDayNumber(d('1970-01-02'))).toBe(1)
    expect(daysBetween(d('2023-12-31'), d('2024-01-01'))).toBe(1)
  })
  it('clamps months at month end or rolls to the next day', () => {
    expect(addMonths(d('2025-01-31'), 1)).toEqual({ date: d('2025-02-28'), adjusted: true })
    expect(addMonths(d('2024-01-31'), 1).date).toEqual(d('2024-02-29'))
    expect(addMonths(d('2025-01-31'), 1, 'next-day').date).toEqual(d('2025-03-01'))
    expect(addMonths(d('2025-03-31'), -1).date).toEqual(d('2025-02-28'))
    expect(addMonths(d('2025-12-15'), 1).date).toEqual(d('2026-01-15'))
    expect(addMonths(d('2025-01-15'), -1).date).toEqual(d('2024-12-15'))
  })
  it('rejects impossible dates with the reason', () => {
    expect(parseIsoDate('2023-02-29')).toEqual({
      ok: false,
      error: '2023-02-29 does not exist: February 2023 has 28 days',
    })
    expect(parseIsoDate('2023-13-01').ok).toBe(false)
    expect(parseIsoDate('yesterday').ok).toBe(false)
    expect(parseIsoDate('').ok).toBe(false)
  })
  it('diffs in years, months and days', () => {
    expect(diffYmd(d('2025-01-31'), d('2025-03-01'))).toEqual({ years: 0, months: 1, days: 1 })
    expect(diffYmd(d('2020-05-15'), d('2025-05-14'))).toEqual({ years: 4, months: 11, days: 29 })
    expect(diffYmd(d('2024-12-31'), d('2025-01-01'))).toEqual({ years: 0, months: 0, days: 1 })
  })
})

describe('age-calculator', () => {
  it('computes an exact age and totals', () => {
    const r = age('1990-06-15', '2026-11-26')
    expect(r.exact).toEqual({ years: 36, months: 5, days: 11 })
    expect(r.totalMonths).toBe(437)
    expect(r.totalDays).toBe(daysBetween(d('1990-06-15'), d('2026-11-26')))
    expect(r.totalWeeks * 7 + r.weekRemainderDays).toBe(r.totalDays)
    expect(r.bornOn).toBe('Friday')
    expect(r.nextBirthday).toEqual(d('2027-06-15'))
    expect(r.nextAge).toBe(37)
    expect(r.daysToNextBirthday).toBe(201)
  })
  it('counts the birthday itself as a whole year and points at the next', () => {
    const r = age('2000-03-10', '2026-03-10')
    expect(r.exact).toEqual({ years: 26, months: 0, days: 0 })
    expect(r.isBirthday).toBe(true)
    expect(r.nextBirthday).toEqual(d('2027-03-10'))
    expect(r.daysToNextBirthday).toBe(365)
  })
  it('handles the day before a birthday across a year boundary', () => {
    const r = age('2000-01-01', '2025-12-31')
    expect(r.exact).toEqual({ years: 25, months: 11, days: 30 })
    expect(r.daysToNextBirthday).toBe(1)
  })
  it('29 February birthdays: 28 Feb or 1 Mar in common years', () => {
    expect(age('2024-02-29', '2027-02-28').exact).toEqual({ years: 3, months: 0, days: 0 })
    expect(age('2024-02-29', '2027-02-28', 'next-day').exact).toEqual({ years: 2, months: 11, days: 30 })
    expect(age('2024-02-29', '2027-03-01', 'next-day').exact).toEqual({ years: 3, months: 0, days: 0 })
    const r = age('2024-02-29', '2026-06-01')
    expect(r.nextBirthday).toEqual(d('2027-02-28'))
    expect(r.leapBirthdayAdjusted).toBe(true)
    expect(age('2024-02-29', '2026-06-01', 'next-day').nextBirthday).toEqual(d('2027-03-01'))
    expect(age('2024-02-29', '2027-06-01').nextBirthday).toEqual(d('2028-02-29'))
    expect(age('2024-02-29', '2027-06-01').leapBirthdayAdjusted).toBe(false)
  })
  it('a baby born today is 0 days old', () => {
    const r = age('2026-11-26', '2026-11-26')
    expect(r.exact).toEqual({ years: 0, months: 0, days: 0 })
    expect(r.isBirthday).toBe(false)
    expect(r.totalDays).toBe(0)
  })
  it('explains bad input', () => {
    expect(ageFromInputs('', '2026-01-01', 'clamp')).toEqual({ ok: false, error: 'Enter a birth date' })
    expect(ageFromInputs('2030-01-01', '2026-01-01', 'clamp')).toEqual({
      ok: false,
      error: 'The birth date is after the “age on” date',
    })
    const bad = ageFromInputs('2023-02-30', '2026-01-01', 'clamp')
    expect(bad.ok === false && bad.error).toMatch(/^Birth date: 2023-02-30 does not exist/)
  })
  it('summarises for copying', () => {
    const r = age('1990-06-15', '2026-11-26')
    expect(formatExact(r.exact)).toBe('36 years, 5 months, 11 days')
    expect(ageSummary(r)).toContain('Age on 2026-11-26: 36 years, 5 months, 11 days')
  })
})
