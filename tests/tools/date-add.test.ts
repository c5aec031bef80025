import { describe, expect, it } from 'vitest'
import { formatIsoDateTime, fromWallTime, resolveTimeZone, toWallTime, type WallTime } from '../../src/lib/dates'
import {
  type Amounts,
  addToDate,
  describeAmounts,
  EMPTY_AMOUNTS,
  parseAmounts,
  parseStart,
  resultSummary,
} from '../../src/tools/date-add/date-add'

const start = (date: string, time = '') => {
  const p = parseStart(date, time)
  if (!p.ok) throw new Error(p.error)
  return p.value
}
const amounts = (a: Partial<Amounts>): Amounts => ({
  years: 0,
  months: 0,
  weeks: 0,
  days: 0,
  hours: 0,
  minutes: 0,
  ...a,
})
const add = (
  date: string,
  time: string,
  a: Partial<Amounts>,
  zone = 'UTC',
  dir: 1 | -1 = 1,
  rule: 'clamp' | 'next-day' = 'clamp',
) => {
  const r = addToDate(start(date, time), amounts(a), dir, zone, rule)
  if (!r.ok) throw new Error(r.error)
  return r.value
}
const wall = (w: WallTime) => formatIsoDateTime(w)

describe('time zones', () => {
  it('resolves typed zone names', () => {
    expect(resolveTimeZone('europe/london')).toBe('Europe/London')
    expect(resolveTimeZone(' UTC ')).toBe('UTC')
    expect(resolveTimeZone('Mars/Olympus')).toBeNull()
    expect(resolveTimeZone('')).toBeNull()
  })
  it('maps wall times to instants and back', () => {
    const w = { year: 2026, month: 7, day: 1, hour: 12, minute: 0, second: 0 }
    expect(new Date(fromWallTime(w, 'Europe/London').ms).toISOString()).toBe('2026-07-01T11:00:00.000Z')
    expect(toWallTime(Date.UTC(2026, 0, 1, 12), 'Asia/Kolkata')).toMatchObject({ hour: 17, minute: 30 })
  })
  it('moves DST-gap times forward and takes the earlier of repeated times', () => {
    const gap = fromWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 }, 'America/New_York')
    expect(gap.gap).toBe(true)
    expect(new Date(gap.ms).toISOString()).toBe('2026-03-08T07:30:00.000Z') // 03:30 EDT
    const overlap = fromWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 }, 'America/New_York')
    expect(overlap.ambiguous).toBe(true)
    expect(new Date(overlap.ms).toISOString()).toBe('2026-11-01T05:30:00.000Z') // 01:30 EDT
  })
})

describe('date-add', () => {
  it('adds days, weeks and crosses year boundaries', () => {
    expect(wall(add('2025-12-25', '', { days: 7 }).result)).toBe('2026-01-01T00:00:00')
    expect(wall(add('2026-01-01', '', { weeks: 1 }, 'UTC', -1).result)).toBe('2025-12-25T00:00:00')
    expect(add('2024-02-28', '', { days: 1 }).result.day).toBe(29)
    expect(add('2025-02-28', '', { days: 1 }).result.month).toBe(3)
  })
  it('clamps month ends, or rolls to the next day', () => {
    const r = add('2025-01-31', '', { months: 1 })
    expect(wall(r.result)).toBe('2025-02-28T00:00:00')
    expect(r.monthEndAdjusted).toBe(true)
    expect(wall(add('2025-01-31', '', { months: 1 }, 'UTC', 1, 'next-day').result)).toBe('2025-03-01T00:00:00')
    expect(wall(add('2024-02-29', '', { years: 1 }).result)).toBe('2025-02-28T00:00:00')
    expect(wall(add('2024-02-29', '', { years: 4 }).result)).toBe('2028-02-29T00:00:00')
    expect(add('2024-02-29', '', { years: 4 }).monthEndAdjusted).toBe(false)
    expect(wall(add('2025-03-31', '', { months: 1 }, 'UTC', -1).result)).toBe('2025-02-28T00:00:00')
  })
  it('applies years and months before days', () => {
    // 31 Jan + 1 month → 28 Feb, + 1 day → 1 Mar
    expect(wall(add('2025-01-31', '', { months: 1, days: 1 }).result)).toBe('2025-03-01T00:00:00')
  })
  it('keeps the clock time for days across DST, but adds elapsed time for hours', () => {
    const z = 'America/New_York'
    const day = add('2026-03-07', '12:00', { days: 1 }, z)
    expect(wall(day.result)).toBe('2026-03-08T12:00:00')
    expect(day.elapsedMs).toBe(23 * 3_600_000)
    expect(day.resultOffset - day.startOffset).toBe(3_600_000)
    expect(wall(add('2026-03-07', '12:00', { hours: 24 }, z).result)).toBe('2026-03-08T13:00:00')
    expect(wall(add('2026-03-08', '01:30', { hours: 1 }, z).result)).toBe('2026-03-08T03:30:00')
    expect(wall(add('2026-10-31', '12:00', { hours: 24 }, z).result)).toBe('2026-11-01T11:00:00')
    expect(wall(add('2026-03-29', '00:30', { minutes: 60 }, 'Europe/London').result)).toBe('2026-03-29T02:30:00')
  })
  it('flags a calendar step that lands in a DST gap', () => {
    const r = add('2026-03-07', '02:30', { days: 1 }, 'America/New_York')
    expect(r.dstGap).toBe(true)
    expect(wall(r.result)).toBe('2026-03-08T03:30:00')
  })
  it('subtracts hours across midnight and New Year', () => {
    expect(wall(add('2026-01-01', '01:00', { hours: 2 }, 'UTC', -1).result)).toBe('2025-12-31T23:00:00')
  })
  it('validates amounts and the start', () => {
    expect(parseAmounts({ ...EMPTY_AMOUNTS, days: '1.5' })).toEqual({ ok: false, error: 'Days: enter a whole number' })
    expect(parseAmounts({ ...EMPTY_AMOUNTS, years: '100000' })).toEqual({
      ok: false,
      error: 'Years: 100000 is too large',
    })
    expect(parseAmounts({ ...EMPTY_AMOUNTS, days: ' -3 ' })).toEqual({ ok: true, value: amounts({ days: -3 }) })
    expect(parseStart('', '')).toEqual({ ok: false, error: 'Enter a start date' })
    expect(parseStart('2026-01-01', '25:00').ok).toBe(false)
    expect(addToDate(start('9999-12-01'), amounts({ months: 1 }), 1, 'UTC')).toEqual({
      ok: false,
      error: 'The result falls outside the years 0001 to 9999',
    })
  })
  it('describes and summarises', () => {
    expect(describeAmounts(amounts({ years: 1, days: 2 }), -1)).toBe('− 1 year, 2 days')
    const r = add('2025-01-31', '', { months: 1 })
    expect(resultSummary(r, amounts({ months: 1 }), 1, false)).toBe('2025-01-31 + 1 month = 2025-02-28 (2025-W09)')
  })
})
