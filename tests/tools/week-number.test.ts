import { describe, expect, it } from 'vitest'
import { type CivilDate, isoWeekOf, isoWeekStart, isoWeeksInYear, parseIsoDate } from '../../src/lib/dates'
import {
  parseWeekInputs,
  shiftWeek,
  usWeekNumber,
  weekDates,
  weekInfo,
  yearWeeks,
  yearWeeksTsv,
} from '../../src/tools/week-number/week-number'

const d = (s: string): CivilDate => {
  const p = parseIsoDate(s)
  if (!p.ok) throw new Error(p.error)
  return p.value
}

describe('ISO weeks', () => {
  it('numbers ordinary dates', () => {
    expect(isoWeekOf(d('2026-11-26'))).toEqual({ year: 2026, week: 48 })
    expect(isoWeekOf(d('2024-02-29'))).toEqual({ year: 2024, week: 9 })
  })
  it('puts early January in the previous year’s week 52 or 53', () => {
    expect(isoWeekOf(d('2021-01-03'))).toEqual({ year: 2020, week: 53 })
    expect(isoWeekOf(d('2021-01-04'))).toEqual({ year: 2021, week: 1 })
    expect(isoWeekOf(d('2023-01-01'))).toEqual({ year: 2022, week: 52 })
    expect(isoWeekOf(d('2027-01-03'))).toEqual({ year: 2026, week: 53 })
  })
  it('puts late December in the next year’s week 1', () => {
    expect(isoWeekOf(d('2024-12-30'))).toEqual({ year: 2025, week: 1 })
    expect(isoWeekOf(d('2025-12-29'))).toEqual({ year: 2026, week: 1 })
    expect(isoWeekOf(d('2019-12-30'))).toEqual({ year: 2020, week: 1 })
  })
  it('knows which years have 53 weeks', () => {
    expect([2015, 2020, 2026, 2032].map(isoWeeksInYear)).toEqual([53, 53, 53, 53])
    expect([2021, 2022, 2023, 2024, 2025].map(isoWeeksInYear)).toEqual([52, 52, 52, 52, 52])
  })
  it('finds the Monday of a week', () => {
    expect(isoWeekStart(2026, 1)).toEqual(d('2025-12-29'))
    expect(isoWeekStart(2020, 53)).toEqual(d('2020-12-28'))
    expect(isoWeekStart(2009, 1)).toEqual(d('2008-12-29'))
  })
})

describe('week-number', () => {
  it('describes a date', () => {
    const w = weekInfo(d('2026-11-26'))
    expect(w.isoLabel).toBe('2026-W48')
    expect(w.isoWeekDate).toBe('2026-W48-4')
    expect(w.weekday).toBe('Thursday')
    expect(w.dayOfYear).toBe(330)
    expect(w.daysLeftInYear).toBe(35)
    expect(w.quarter).toBe(4)
    expect(w.weekStart).toEqual(d('2026-11-23'))
    expect(w.weekEnd).toEqual(d('2026-11-29'))
    expect(w.weeksInIsoYear).toBe(53)
  })
  it('counts leap-year days', () => {
    const w = weekInfo(d('2024-12-31'))
    expect(w.dayOfYear).toBe(366)
    expect(w.daysLeftInYear).toBe(0)
    expect(w.isoLabel).toBe('2025-W01')
  })
  it('numbers US weeks from the week holding 1 January', () => {
    expect(usWeekNumber(d('2026-01-01'))).toBe(1)
    expect(usWeekNumber(d('2026-01-03'))).toBe(1) // Saturday
    expect(usWeekNumber(d('2026-01-04'))).toBe(2) // Sunday starts week 2
    expect(usWeekNumber(d('2026-12-31'))).toBe(53)
  })
  it('lists the dates of a week and steps between years', () => {
    const w = weekDates(2026, 1)
    expect(w.days.map((x) => x.day)).toEqual([29, 30, 31, 1, 2, 3, 4])
    expect(shiftWeek({ year: 2026, week: 1 }, -1)).toEqual({ year: 2025, week: 52 })
    expect(shiftWeek({ year: 2026, week: 53 }, 1)).toEqual({ year: 2027, week: 1 })
    expect(shiftWeek({ year: 2020, week: 52 }, 1)).toEqual({ year: 2020, week: 53 })
  })
  it('validates the week inputs', () => {
    expect(parseWeekInputs('2026', '53')).toEqual({ ok: true, value: { year: 2026, week: 53 } })
    expect(parseWeekInputs('2025', '53')).toEqual({
      ok: false,
      error: '2025 has 52 ISO weeks: enter a week from 1 to 52',
    })
    expect(parseWeekInputs('2025', '0').ok).toBe(false)
    expect(parseWeekInputs('2025', '1.5').ok).toBe(false)
    expect(parseWeekInputs('', '3')).toEqual({ ok: false, error: 'Enter a year' })
    expect(parseWeekInputs('20250', '3').ok).toBe(false)
  })
  it('tabulates a year', () => {
    expect(yearWeeks(2020)).toHaveLength(53)
    const tsv = yearWeeksTsv(2025).split('\n')
    expect(tsv).toHaveLength(53)
    expect(tsv[1]).toBe('2025-W01\t1\t2024-12-30\t2025-01-05')
    expect(tsv[52]).toBe('2025-W52\t52\t2025-12-22\t2025-12-28')
  })
})
