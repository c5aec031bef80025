import { describe, expect, it } from 'vitest'
import { calendarText, diffSummary, diffTimes, isoDuration, parseMoment } from '../../src/tools/time-diff/time-diff'

const m = (date: string, time = '') => {
  const p = parseMoment('Start', date, time)
  if (!p.ok) throw new Error(p.error)
  return p.value
}
const diff = (a: string, at: string, b: string, bt: string, zone = 'UTC') => diffTimes(m(a, at), m(b, bt), zone)

describe('time-diff', () => {
  it('breaks a span into calendar units and totals', () => {
    const d = diff('2024-01-15', '08:30', '2026-03-20', '17:45:10')
    expect(d.calendar).toEqual({ years: 2, months: 2, days: 5, hours: 9, minutes: 15, seconds: 10 })
    expect(d.iso).toBe('P2Y2M5DT9H15M10S')
    expect(d.negative).toBe(false)
    expect(d.totals.days).toBeCloseTo(795.3855, 3)
  })
  it('borrows a day when the end time is earlier in the day', () => {
    const d = diff('2026-01-01', '22:00', '2026-01-02', '06:00')
    expect(d.calendar).toMatchObject({ days: 0, hours: 8 })
    expect(d.totals.hours).toBe(8)
  })
  it('crosses leap days and year ends', () => {
    expect(diff('2024-02-28', '', '2024-03-01', '').totals.days).toBe(2)
    expect(diff('2023-02-28', '', '2023-03-01', '').totals.days).toBe(1)
    expect(diff('2025-12-31', '23:59:59', '2026-01-01', '00:00:00').calendar.seconds).toBe(1)
  })
  it('reports a reversed span as negative', () => {
    const d = diff('2026-05-10', '', '2026-05-01', '')
    expect(d.negative).toBe(true)
    expect(d.calendar.days).toBe(9)
    expect(d.elapsedMs).toBe(-9 * 86_400_000)
    expect(d.iso).toBe('-P9D')
    expect(diffSummary(d)).toContain('Difference: −9 days')
  })
  it('measures real elapsed time across DST', () => {
    const spring = diff('2026-03-08', '00:00', '2026-03-09', '00:00', 'America/New_York')
    expect(spring.calendar.days).toBe(1)
    expect(spring.totals.hours).toBe(23)
    expect(spring.dstShiftMs).toBe(3_600_000)
    const autumn = diff('2026-10-25', '00:00', '2026-10-26', '00:00', 'Europe/Berlin')
    expect(autumn.totals.hours).toBe(25)
    expect(autumn.dstShiftMs).toBe(-3_600_000)
    expect(diff('2026-03-08', '', '2026-03-09', '', 'UTC').dstShiftMs).toBe(0)
  })
  it('formats durations', () => {
    expect(isoDuration({ years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe('PT0S')
    expect(isoDuration({ years: 0, months: 1, days: 0, hours: 0, minutes: 30, seconds: 0 })).toBe('P1MT30M')
    expect(calendarText({ years: 1, months: 0, days: 1, hours: 0, minutes: 0, seconds: 0 })).toBe('1 year, 1 day')
    expect(calendarText({ years: 0, months: 0, days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe('0 seconds')
  })
  it('explains bad input', () => {
    expect(parseMoment('End', '', '')).toEqual({ ok: false, error: 'Enter the end date' })
    expect(parseMoment('End', '2026-02-30', '')).toEqual({
      ok: false,
      error: 'End date: 2026-02-30 does not exist: February 2026 has 28 days',
    })
    expect(parseMoment('Start', '2026-02-01', '24:00')).toEqual({
      ok: false,
      error: 'Start time: 24:00 is not a valid time',
    })
  })
})
