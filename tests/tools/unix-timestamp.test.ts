import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dateToTimestamp,
  formatAll,
  parseTimestamp,
  secondsOf,
  toDateInputs,
  toLocalIso,
  toRelative,
  toRfc2822,
} from '../../src/tools/unix-timestamp/unix-timestamp'

const originalTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'UTC'
})
afterAll(() => {
  process.env.TZ = originalTz
})

describe('parseTimestamp', () => {
  it('reads seconds, and 13-digit values as milliseconds', () => {
    expect(parseTimestamp('946684800')).toEqual({ ok: true, ms: 946684800000, unit: 'seconds' })
    expect(parseTimestamp('1700000000123')).toEqual({ ok: true, ms: 1700000000123, unit: 'milliseconds' })
    expect(parseTimestamp('0')).toEqual({ ok: true, ms: 0, unit: 'seconds' })
    expect(parseTimestamp(' -86400 ')).toEqual({ ok: true, ms: -86400000, unit: 'seconds' })
    expect(parseTimestamp('-1000000000000')).toEqual({ ok: true, ms: -1000000000000, unit: 'milliseconds' })
  })
  it('accepts integers only', () => {
    for (const bad of ['', '  ', '1.5', '1e9', 'abc', '12 34', '0x10', '--1'])
      expect(parseTimestamp(bad).ok).toBe(false)
  })
  it('refuses values outside the Date range', () => {
    expect(parseTimestamp('8640000000000').ok).toBe(true) // 13 digits → ms
    expect(parseTimestamp('8640000000000000').ok).toBe(false) // 16 digits → seconds, too far
    expect(parseTimestamp('99999999999999999999').ok).toBe(false)
  })
})

describe('formats', () => {
  it('renders the epoch', () => {
    const f = formatAll(0, 0, 'en-US')
    expect(f.iso).toBe('1970-01-01T00:00:00.000Z')
    expect(f.isoLocal).toBe('1970-01-01T00:00:00+00:00')
    expect(f.utc).toBe('Thu, 01 Jan 1970 00:00:00 GMT')
    expect(f.rfc2822).toBe('Thu, 01 Jan 1970 00:00:00 +0000')
    expect(f.local).toContain('Thursday, January 1, 1970')
    expect(f.seconds).toBe('0')
    expect(f.milliseconds).toBe('0')
    expect(f.relative).toBe('just now')
  })
  it('handles negative timestamps (before 1970)', () => {
    const f = formatAll(-86400 * 1000, 0, 'en-US')
    expect(f.iso).toBe('1969-12-31T00:00:00.000Z')
    expect(f.rfc2822).toBe('Wed, 31 Dec 1969 00:00:00 +0000')
    expect(formatAll(-1500, 0).seconds).toBe('-2')
    expect(secondsOf(-1)).toBe(-1)
    expect(formatAll(-14182940 * 1000, 0).iso).toBe('1969-07-20T20:17:40.000Z') // Moon landing
  })
  it('goes past 2038 (no 32-bit overflow)', () => {
    expect(formatAll(2147483648 * 1000, 0).iso).toBe('2038-01-19T03:14:08.000Z')
    expect(formatAll(4102444800 * 1000, 0).rfc2822).toBe('Fri, 01 Jan 2100 00:00:00 +0000')
    expect(formatAll(253402300799 * 1000, 0).iso).toBe('9999-12-31T23:59:59.000Z')
  })
  it('says relative times like a person', () => {
    const now = 1_700_000_000_000
    expect(toRelative(now - 3 * 3600_000, now)).toBe('3 hours ago')
    expect(toRelative(now + 2 * 86400_000, now)).toBe('in 2 days')
    expect(toRelative(now - 45_000, now)).toBe('45 seconds ago')
    expect(toRelative(now - 86400_000 * 365 * 30, now)).toBe('29 years ago')
    expect(toRelative(now - 300, now)).toBe('just now')
  })
  it('uses the local offset in RFC 2822 and local ISO', () => {
    process.env.TZ = 'Asia/Kolkata'
    try {
      expect(toRfc2822(new Date(0))).toBe('Thu, 01 Jan 1970 05:30:00 +0530')
      expect(toLocalIso(new Date(0))).toBe('1970-01-01T05:30:00+05:30')
    } finally {
      process.env.TZ = 'UTC'
    }
  })
})

describe('dateToTimestamp', () => {
  it('reads a date at midnight and with an optional time', () => {
    expect(dateToTimestamp('2000-01-01', '', true)).toEqual({ ok: true, ms: 946684800000 })
    expect(dateToTimestamp('2000-01-01', '12:30', true)).toEqual({ ok: true, ms: 946729800000 })
    expect(dateToTimestamp('2000-01-01', '12:30:15', true)).toEqual({ ok: true, ms: 946729815000 })
  })
  it('handles dates before 1970 and after 2038', () => {
    expect(dateToTimestamp('1969-12-31', '23:59:59', true)).toEqual({ ok: true, ms: -1000 })
    expect(dateToTimestamp('2038-01-19', '03:14:08', true)).toEqual({ ok: true, ms: 2147483648000 })
    expect(dateToTimestamp('0099-06-15', '', true)).toEqual({
      ok: true,
      ms: new Date('0099-06-15T00:00:00Z').getTime(),
    })
  })
  it('reads local time in the local zone', () => {
    process.env.TZ = 'America/New_York'
    try {
      expect(dateToTimestamp('2024-07-04', '12:00', false)).toEqual({ ok: true, ms: Date.UTC(2024, 6, 4, 16) })
      expect(toDateInputs(Date.UTC(2024, 6, 4, 16))).toEqual({ date: '2024-07-04', time: '12:00:00' })
    } finally {
      process.env.TZ = 'UTC'
    }
  })
  it('needs a real date', () => {
    expect(dateToTimestamp('', '', false)).toEqual({ ok: false, error: 'Choose a date' })
    expect(dateToTimestamp('2023-02-29', '', true).ok).toBe(false)
    expect(dateToTimestamp('2024-02-29', '', true).ok).toBe(true)
    expect(dateToTimestamp('2024-01-01', '25:00', true).ok).toBe(false)
  })
})
