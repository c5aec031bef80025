import { describe, expect, it } from 'vitest'
import { formatIsoDateTime } from '../../src/lib/dates'
import {
  type CronSchedule,
  describeCron,
  fieldValuesText,
  nextRuns,
  ordinal,
  parseCron,
} from '../../src/tools/cron-parser/cron-parser'

const cron = (expr: string): CronSchedule => {
  const p = parseCron(expr)
  if (!p.ok) throw new Error(p.error)
  return p.value
}
const err = (expr: string) => {
  const p = parseCron(expr)
  return p.ok ? null : p.error
}
const describe_ = (expr: string) => describeCron(cron(expr))
const runs = (expr: string, fromIso: string, count: number, zone = 'UTC') =>
  nextRuns(cron(expr), Date.parse(fromIso), count, zone).runs.map((r) => formatIsoDateTime(r.wall))

describe('cron parsing', () => {
  it('expands lists, ranges, steps and names', () => {
    const s = cron('0,30 9-17/4 */10 JAN,jul mon-FRI')
    expect(s.fields.minute.values).toEqual([0, 30])
    expect(s.fields.hour.values).toEqual([9, 13, 17])
    expect(s.fields.dayOfMonth.values).toEqual([1, 11, 21, 31])
    expect(s.fields.month.values).toEqual([1, 7])
    expect(s.fields.dayOfWeek.values).toEqual([1, 2, 3, 4, 5])
    expect(cron('5/20 * * * *').fields.minute.values).toEqual([5, 25, 45])
  })
  it('treats 7 as Sunday and accepts ranges ending in 7', () => {
    expect(cron('0 0 * * 7').fields.dayOfWeek.values).toEqual([0])
    expect(cron('0 0 * * 5-7').fields.dayOfWeek.values).toEqual([0, 5, 6])
  })
  it('reads a day-of-week step starting at 7 as the range 7–7: Sunday only (issue 35)', () => {
    // Vixie cron, croner and cron-parser: "N/step" is N through the field's end, and 7 is the end, so 7/2 is
    // Sunday alone (issue 18 had read it as 0/2; the oracles disagree with that).
    expect(cron('* * * * 7/2').fields.dayOfWeek.values).toEqual([0])
    expect(cron('0 0 * * 7/1').fields.dayOfWeek.values).toEqual([0])
    expect(cron('0 0 * * 7/3').fields.dayOfWeek.values).toEqual([0])
    expect(cron('0 0 * * 0/3').fields.dayOfWeek.values).toEqual([0, 3, 6])
    expect(cron('0 0 * * 6-7/1').fields.dayOfWeek.values).toEqual([0, 6])
    expect(fieldValuesText(cron('0 0 * * 7/2').fields.dayOfWeek)).toBe('Sun')
    expect(describe_('0 0 * * 7/2')).toBe(describe_('0 0 * * 0'))
    expect(describe_('0 0 * * 7/2')).toBe('At 00:00 on Sunday.')
    // Every run is a Sunday (2026-03-02 is a Monday).
    expect(runs('0 0 * * 7/2', '2026-03-02T00:00:00Z', 4)).toEqual([
      '2026-03-08T00:00:00',
      '2026-03-15T00:00:00',
      '2026-03-22T00:00:00',
      '2026-03-29T00:00:00',
    ])
    expect(runs('0 0 * * 7/1', '2026-03-02T00:00:00Z', 2)).toEqual(['2026-03-08T00:00:00', '2026-03-15T00:00:00'])
    expect(runs('* * * * 7/2', '2026-03-07T23:58:00Z', 2)).toEqual(['2026-03-08T00:00:00', '2026-03-08T00:01:00'])
    // A stepped range that reaches one value is described as that value.
    expect(describe_('59/5 * * * *')).toBe(describe_('59 * * * *'))
  })
  it('reads N/step in day of week as N-7/step, as Vixie cron does (issue 35)', () => {
    // Vixie cron (cronie entry.c get_range): "N/step" is N through the field's high end, and day of week's
    // range is 0-7 (7 = Sunday again). So 1/2 = 1,3,5,7 = Mon, Wed, Fri, Sun.
    expect(cron('0 0 * * 1/2').fields.dayOfWeek.values).toEqual([0, 1, 3, 5])
    expect(cron('0 0 * * 1/2').fields.dayOfWeek.values).toEqual(cron('0 0 * * 1-7/2').fields.dayOfWeek.values)
    expect(fieldValuesText(cron('0 0 * * 1/2').fields.dayOfWeek)).toBe(
      fieldValuesText(cron('0 0 * * 0,1,3,5').fields.dayOfWeek),
    )
    // 0/2 = 0,2,4,6 (8 is past 7) = Sun, Tue, Thu, Sat.
    expect(cron('0 0 * * 0/2').fields.dayOfWeek.values).toEqual([0, 2, 4, 6])
    // */2 over Vixie's 0-7 is 0,2,4,6 as well.
    expect(cron('0 0 * * */2').fields.dayOfWeek.values).toEqual([0, 2, 4, 6])
    // More of the same rule: 1/3 = 1,4,7 (Mon, Thu, Sun); 6/1 = 6,7 (Sat, Sun); 6/2 = 6 alone.
    expect(cron('0 0 * * 1/3').fields.dayOfWeek.values).toEqual([0, 1, 4])
    expect(cron('0 0 * * 6/1').fields.dayOfWeek.values).toEqual([0, 6])
    expect(cron('0 0 * * 6/2').fields.dayOfWeek.values).toEqual([6])
    expect(cron('0 0 * * */7').fields.dayOfWeek.values).toEqual([0])
    // The runs of 1/2 from Monday 2026-03-02: Mon, Wed, Fri, Sun, then Mon again.
    expect(runs('0 0 * * 1/2', '2026-03-01T12:00:00Z', 5)).toEqual([
      '2026-03-02T00:00:00',
      '2026-03-04T00:00:00',
      '2026-03-06T00:00:00',
      '2026-03-08T00:00:00',
      '2026-03-09T00:00:00',
    ])
  })
  it('keeps the day-of-month OR day-of-week rule for 7/N (issues 18, 35)', () => {
    // 0 0 1 * 7/3 = the 1st of the month OR a Sunday — not just the 1st.
    expect(cron('0 0 1 * 7/3').fields.dayOfWeek.values).toEqual([0])
    expect(describe_('0 0 1 * 7/3')).toBe('At 00:00 on day-of-month 1 or on Sunday.')
    // Sunday 2026-03-01 (the 1st and a Sunday), then the Sundays, and Wednesday 2026-04-01.
    expect(runs('0 0 1 * 7/3', '2026-02-28T12:00:00Z', 4)).toEqual([
      '2026-03-01T00:00:00',
      '2026-03-08T00:00:00',
      '2026-03-15T00:00:00',
      '2026-03-22T00:00:00',
    ])
    expect(runs('0 0 1 * 7/3', '2026-03-29T12:00:00Z', 2)).toEqual(['2026-04-01T00:00:00', '2026-04-05T00:00:00'])
  })
  it('never calls an expression valid when a field allows no value', () => {
    for (const expr of ['* * * * 7/2', '0 0 * * 7/1', '0 0 1 * 7/3', '0 0 * * 7/7', '0 0 * * 7-7/3']) {
      const s = cron(expr)
      for (const f of Object.values(s.fields)) expect(f.values.length, `${expr} ${f.key}`).toBeGreaterThan(0)
      expect(nextRuns(s, Date.parse('2026-01-01T00:00:00Z'), 1, 'UTC').runs).toHaveLength(1)
    }
  })
  it('reads macros and an optional seconds field', () => {
    expect(cron('@daily').fields.hour.values).toEqual([0])
    expect(cron('@WEEKLY').fields.dayOfWeek.values).toEqual([0])
    const s = cron('*/20 * * * * *')
    expect(s.hasSeconds).toBe(true)
    expect(s.fields.second.values).toEqual([0, 20, 40])
  })
  it('explains what is wrong', () => {
    expect(err('')).toBe('Enter a cron expression')
    expect(err('* * * *')).toBe(
      'Expected 5 fields (minute hour day-of-month month day-of-week), or 6 with seconds first; found 4',
    )
    expect(err('60 * * * *')).toBe('Minute: 60 is out of range (0–59)')
    expect(err('* 24 * * *')).toBe('Hour: 24 is out of range (0–23)')
    expect(err('* * 0 * *')).toBe('Day of month: 0 is out of range (1–31)')
    expect(err('* * * 13 *')).toBe('Month: 13 is out of range (1–12)')
    expect(err('* * * * 8')).toBe('Day of week: 8 is out of range (0–7)')
    expect(err('*/0 * * * *')).toBe('Minute: the step in “*/0” must be a whole number of at least 1')
    expect(err('30-10 * * * *')).toBe('Minute: the range “30-10” runs backwards')
    expect(err('1,,2 * * * *')).toBe('Minute: empty entry in the list “1,,2”')
    expect(err('* * * FOO *')).toBe('Month: “FOO” is not a number or a name such as FEB')
    expect(err('0 0 L * *')).toBe('Day of month: “L” is Quartz syntax (L, W, #), which standard cron does not support')
    expect(err('0 0 * * 5#3')).toMatch(/Quartz syntax/)
    expect(err('? * * * *')).toBe('Minute: “?” is only allowed in the day fields')
    expect(err('@reboot')).toMatch(/no schedule/)
    expect(err('@often')).toMatch(/^Unknown macro/)
    expect(err('0 0 30 2 *')).toBe('This schedule never runs: none of the chosen months has day 30')
    expect(err('0 0 31 4,6 *')).toBe('This schedule never runs: none of the chosen months has day 31')
  })
})

describe('cron descriptions', () => {
  it('describes common schedules', () => {
    expect(describe_('* * * * *')).toBe('At every minute.')
    expect(describe_('*/15 * * * *')).toBe('At every 15th minute.')
    expect(describe_('0 9 * * 1-5')).toBe('At 09:00 on Monday through Friday.')
    expect(describe_('30 8,17 * * *')).toBe('At 08:30 and 17:30.')
    expect(describe_('0 */2 * * *')).toBe('At minute 0 past every 2nd hour.')
    expect(describe_('5,10 * * * *')).toBe('At minute 5 and 10.')
    expect(describe_('0 0 1 1 *')).toBe('At 00:00 on day-of-month 1 in January.')
    expect(describe_('0 0 1,15 * 1')).toBe('At 00:00 on day-of-month 1 and 15 or on Monday.')
    expect(describe_('0 12 */2 * 1')).toBe('At 12:00 on every 2nd day-of-month if it is also Monday.')
    expect(describe_('0 0 * 3-5 SAT,SUN')).toBe('At 00:00 on Saturday and Sunday in March through May.')
    expect(describe_('*/10 * * * * *')).toBe('At every 10th second.')
    expect(describe_('30 0 9 * * *')).toBe('At 09:00:30.')
    expect(describe_('* 9 * * *')).toBe('At every minute past hour 9.')
  })
  it('lists field values and ordinals', () => {
    expect(fieldValuesText(cron('0 9 * * 1-5').fields.dayOfWeek)).toBe('Mon, Tue, Wed, Thu, Fri')
    expect(fieldValuesText(cron('0 9 * * *').fields.month)).toBe('every value')
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal).join(' ')).toBe(
      '1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st 111th',
    )
  })
})

describe('cron next runs', () => {
  it('lists runs strictly after the start', () => {
    expect(runs('*/15 * * * *', '2026-11-26T10:15:00Z', 3)).toEqual([
      '2026-11-26T10:30:00',
      '2026-11-26T10:45:00',
      '2026-11-26T11:00:00',
    ])
  })
  it('skips weekends for weekday schedules and crosses the year', () => {
    expect(runs('0 9 * * 1-5', '2026-12-31T12:00:00Z', 3)).toEqual([
      '2027-01-01T09:00:00',
      '2027-01-04T09:00:00',
      '2027-01-05T09:00:00',
    ])
  })
  it('ORs day-of-month and day-of-week when both are set', () => {
    // 1st of the month or any Friday
    expect(runs('0 0 1 * 5', '2026-11-26T00:00:00Z', 3)).toEqual([
      '2026-11-27T00:00:00',
      '2026-12-01T00:00:00',
      '2026-12-04T00:00:00',
    ])
  })
  it('runs 29 February schedules only in leap years', () => {
    expect(runs('0 0 29 2 *', '2026-01-01T00:00:00Z', 2)).toEqual(['2028-02-29T00:00:00', '2032-02-29T00:00:00'])
  })
  it('finds month-end days only in months that have them', () => {
    expect(runs('0 0 31 * *', '2026-01-31T12:00:00Z', 3)).toEqual([
      '2026-03-31T00:00:00',
      '2026-05-31T00:00:00',
      '2026-07-31T00:00:00',
    ])
  })
  it('is DST-aware: skips times that do not exist and runs repeated times once', () => {
    const z = 'America/New_York'
    const spring = nextRuns(cron('30 2 * * *'), Date.parse('2026-03-07T12:00:00Z'), 2, z)
    expect(spring.runs.map((r) => formatIsoDateTime(r.wall))).toEqual(['2026-03-09T02:30:00', '2026-03-10T02:30:00'])
    expect(spring.skippedGaps).toBe(1)
    const autumn = nextRuns(cron('30 1 * * *'), Date.parse('2026-10-31T12:00:00Z'), 1, z)
    expect(autumn.runs[0]?.ambiguous).toBe(true)
    expect(new Date(autumn.runs[0]?.ms as number).toISOString()).toBe('2026-11-01T05:30:00.000Z')
    // Hourly keeps ticking in real time across the change: 00:00, 01:00, 03:00 (02:00 does not exist).
    expect(runs('0 * * * *', '2026-03-08T04:30:00Z', 3, z)).toEqual([
      '2026-03-08T00:00:00',
      '2026-03-08T01:00:00',
      '2026-03-08T03:00:00',
    ])
  })
  it('respects the zone', () => {
    const r = nextRuns(cron('0 9 * * *'), Date.parse('2026-05-31T23:00:00Z'), 1, 'Asia/Tokyo').runs[0]
    expect(new Date(r?.ms as number).toISOString()).toBe('2026-06-01T00:00:00.000Z')
  })
})
