import { describe, expect, it } from 'vitest'
import { type CivilDate, daysBetween, isoWeekday, parseIsoDate } from '../../src/lib/dates'
import {
  addWorkingDays,
  type CountOptions,
  countSummary,
  countWorkingDays,
  HOLIDAYS_MAX_CHARS,
  HOLIDAYS_MAX_LINES,
  holidaysCharsProblem,
  parseHolidays,
  parseRange,
} from '../../src/tools/working-days/working-days'

const d = (s: string): CivilDate => {
  const p = parseIsoDate(s)
  if (!p.ok) throw new Error(p.error)
  return p.value
}
const SAT_SUN = new Set([6, 7])
const opts = (o: Partial<CountOptions> = {}): CountOptions => ({
  weekend: SAT_SUN,
  holidays: [],
  includeStart: true,
  includeEnd: true,
  ...o,
})

/** Slow reference: look at every day. */
function bruteForce(a: CivilDate, b: CivilDate, o: CountOptions) {
  let n = 0
  for (let i = o.includeStart ? 0 : 1; i <= daysBetween(a, b) - (o.includeEnd ? 0 : 1); i++) {
    const day = parseIsoDate(new Date(Date.UTC(a.year, a.month - 1, a.day + i)).toISOString().slice(0, 10))
    if (day.ok && !o.weekend.has(isoWeekday(day.value))) n++
  }
  return n
}

describe('working-days counting', () => {
  it('counts a plain working week and month', () => {
    expect(countWorkingDays(d('2026-11-23'), d('2026-11-29'), opts()).workingDays).toBe(5)
    const nov = countWorkingDays(d('2026-11-01'), d('2026-11-30'), opts())
    expect(nov).toMatchObject({ workingDays: 21, calendarDays: 30, weekendDays: 9 })
  })
  it('honours including or excluding the ends', () => {
    // Monday to Friday
    expect(countWorkingDays(d('2026-11-23'), d('2026-11-27'), opts()).workingDays).toBe(5)
    expect(countWorkingDays(d('2026-11-23'), d('2026-11-27'), opts({ includeStart: false })).workingDays).toBe(4)
    expect(
      countWorkingDays(d('2026-11-23'), d('2026-11-27'), opts({ includeStart: false, includeEnd: false })).workingDays,
    ).toBe(3)
    expect(countWorkingDays(d('2026-11-23'), d('2026-11-23'), opts({ includeEnd: false })).workingDays).toBe(0)
  })
  it('skips holidays only when they fall on working days, once each', () => {
    const { holidays } = parseHolidays('2026-12-25 Christmas\n12-26 Boxing Day\n2026-12-25 duplicate\n01-01 New Year')
    const r = countWorkingDays(d('2026-12-21'), d('2027-01-08'), opts({ holidays }))
    // 15 weekdays; 25 Dec (Fri) and 1 Jan (Fri) are holidays; 26 Dec is a Saturday.
    expect(r.workingDays).toBe(13)
    expect(r.holidaysOnWorkdays.map((h) => h.name)).toEqual(['Christmas', 'New Year'])
  })
  it('uses any weekend pattern', () => {
    const friSat = new Set([5, 6])
    expect(countWorkingDays(d('2026-11-22'), d('2026-11-28'), opts({ weekend: friSat })).workingDays).toBe(5)
    expect(countWorkingDays(d('2026-11-22'), d('2026-11-28'), opts({ weekend: new Set() })).workingDays).toBe(7)
  })
  it('agrees with a day-by-day count over long and leap ranges', () => {
    for (const [a, b] of [
      ['2024-02-01', '2024-03-31'],
      ['1999-12-15', '2001-01-10'],
      ['2026-01-01', '2026-12-31'],
    ] as const) {
      for (const o of [opts(), opts({ includeStart: false }), opts({ weekend: new Set([7]), includeEnd: false })]) {
        expect(countWorkingDays(d(a), d(b), o).workingDays).toBe(bruteForce(d(a), d(b), o))
      }
    }
  })
  it('counts a reversed range from end to start', () => {
    const r = countWorkingDays(d('2026-11-27'), d('2026-11-23'), opts())
    expect(r.reversed).toBe(true)
    expect(r.workingDays).toBe(5)
  })
  it('yearly 29 February holidays only count in leap years', () => {
    const { holidays } = parseHolidays('02-29 Leap day')
    expect(countWorkingDays(d('2028-02-28'), d('2028-03-01'), opts({ holidays })).workingDays).toBe(2) // Tue 29 Feb 2028
    expect(countWorkingDays(d('2027-02-26'), d('2027-03-01'), opts({ holidays })).workingDays).toBe(2)
  })
})

describe('working-days holidays and adding', () => {
  it('reports bad holiday lines by number and ignores comments', () => {
    const r = parseHolidays('# bank holidays\n2026-12-25\n\n2026-02-30 bad\nnext friday\n12-25, Xmas')
    expect(r.holidays).toHaveLength(2)
    expect(r.holidays[1]).toEqual({ year: null, month: 12, day: 25, name: 'Xmas' })
    expect(r.errors).toEqual([
      'Line 4: “2026-02-30” does not exist',
      'Line 5: “next friday” is not a date (use YYYY-MM-DD, or MM-DD for every year)',
    ])
  })
  it('adds and subtracts working days over weekends and holidays', () => {
    const { holidays } = parseHolidays('2026-12-25\n2027-01-01')
    const add = (s: string, n: number) => {
      const r = addWorkingDays(d(s), n, SAT_SUN, holidays)
      if (!r.ok) throw new Error(r.error)
      return r.value
    }
    expect(add('2026-11-27', 1)).toEqual(d('2026-11-30')) // Friday + 1 → Monday
    expect(add('2026-12-24', 1)).toEqual(d('2026-12-28'))
    expect(add('2026-12-24', 5)).toEqual(d('2027-01-04'))
    expect(add('2026-11-30', -1)).toEqual(d('2026-11-27'))
    expect(add('2026-11-28', 0)).toEqual(d('2026-11-28'))
  })
  it('refuses impossible requests', () => {
    expect(addWorkingDays(d('2026-01-01'), 3, new Set([1, 2, 3, 4, 5, 6, 7]), []).ok).toBe(false)
    expect(addWorkingDays(d('2026-01-01'), 1.5, SAT_SUN, []).ok).toBe(false)
    expect(addWorkingDays(d('9999-12-30'), 5, SAT_SUN, []).ok).toBe(false)
    expect(parseRange('', '2026-01-01')).toEqual({ ok: false, error: 'Enter a start date' })
    expect(parseRange('2026-01-01', '')).toEqual({ ok: false, error: 'Enter an end date' })
  })
  it('summarises for copying', () => {
    const { holidays } = parseHolidays('2026-12-25 Christmas')
    const r = countWorkingDays(d('2026-12-21'), d('2026-12-31'), opts({ holidays }))
    expect(countSummary('2026-12-21', '2026-12-31', r)).toBe(
      [
        'Working days from 2026-12-21 to 2026-12-31: 8',
        'Calendar days counted: 11',
        'Weekend days: 2',
        'Holidays on working days: 1',
        '  2026-12-25 Christmas',
      ].join('\n'),
    )
  })
})

describe('holidays list limits (issue 35)', () => {
  it('refuses more than 1,000 holiday lines before parsing, naming the limit and the count', () => {
    expect(HOLIDAYS_MAX_LINES).toBe(1_000)
    const ok = parseHolidays('12-25 X\n\n'.repeat(1_000))
    expect(ok.holidays).toHaveLength(1_000)
    expect(ok.refused).toBeUndefined()
    const r = parseHolidays('12-25\n'.repeat(1_500))
    expect(r.holidays).toEqual([])
    expect(r.refused).toBe('1,500 holiday lines: Working Days Calculator reads up to 1,000.')
    expect(r.errors).toEqual([r.refused])
  })
  it('refuses more than 50,000 characters by the length alone', () => {
    expect(HOLIDAYS_MAX_CHARS).toBe(50_000)
    expect(holidaysCharsProblem(50_000)).toBeNull()
    expect(parseHolidays(`2026-12-25 ${'x'.repeat(60_000 - 11)}`).refused).toBe(
      '60,000 characters: Working Days Calculator reads holidays up to 50,000.',
    )
  })
})
