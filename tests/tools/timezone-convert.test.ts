import { describe, expect, it } from 'vitest'
import {
  addZone,
  DEFAULT_TARGETS,
  describeDayShift,
  describeRelative,
  readMoment,
  rowText,
  sanitizeZones,
  zoneName,
  zoneRow,
} from '../../src/tools/timezone-convert/timezone-convert'

const moment = (d: string, t: string, z: string) => {
  const r = readMoment(d, t, z)
  if (!r.ok) throw new Error(r.error)
  return r.value
}

describe('readMoment', () => {
  it('reads a wall time in a zone, summer and winter', () => {
    expect(moment('2026-07-01', '12:00', 'Europe/London').ms).toBe(Date.UTC(2026, 6, 1, 11))
    expect(moment('2026-01-15', '12:00', 'Europe/London').ms).toBe(Date.UTC(2026, 0, 15, 12))
    expect(moment('2026-01-15', '12:00', 'asia/kolkata').ms).toBe(Date.UTC(2026, 0, 15, 6, 30))
  })
  it('explains DST gaps and overlaps', () => {
    const gap = moment('2026-03-08', '02:30', 'America/New_York')
    expect(gap.ms).toBe(Date.UTC(2026, 2, 8, 7, 30))
    expect(gap.note).toMatch(/does not exist in America\/New_York.*2026-03-08 03:30/)
    const overlap = moment('2026-11-01', '01:30', 'America/New_York')
    expect(overlap.ms).toBe(Date.UTC(2026, 10, 1, 5, 30))
    expect(overlap.note).toMatch(/happens twice.*UTC-04:00/)
    expect(moment('2026-06-01', '10:00', 'UTC').note).toBeNull()
  })
  it('reports bad input', () => {
    expect(readMoment('2026-02-30', '10:00', 'UTC')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/does not exist/),
    })
    expect(readMoment('2026-02-10', '25:00', 'UTC')).toMatchObject({ ok: false, error: '25:00 is not a valid time' })
    expect(readMoment('2026-02-10', '10:00', 'Mars/Olympus')).toEqual({
      ok: false,
      error: 'Unknown time zone “Mars/Olympus”',
    })
  })
})

describe('zoneRow', () => {
  const ms = Date.UTC(2026, 6, 1, 11) // 12:00 in London (BST)
  it('gives wall time, offset, DST and day shift', () => {
    const tokyo = zoneRow(ms, 'Asia/Tokyo', 'Europe/London')
    expect(tokyo).toMatchObject({
      dateText: '2026-07-01',
      timeText: '20:00:00',
      weekday: 'Wednesday',
      offsetText: 'UTC+09:00',
      dst: false,
      dayShift: 0,
      relative: '+8 h',
    })
    const ny = zoneRow(ms, 'America/New_York', 'Europe/London')
    expect(ny).toMatchObject({
      timeText: '07:00:00',
      offsetText: 'UTC-04:00',
      abbreviation: 'EDT',
      dst: true,
      relative: '−5 h',
    })
    const london = zoneRow(ms, 'Europe/London', 'Europe/London')
    expect(london).toMatchObject({ dst: true, relative: 'same time', offsetText: 'UTC+01:00' })
    const kolkata = zoneRow(ms, 'Asia/Kolkata', 'Europe/London')
    expect(kolkata).toMatchObject({ timeText: '16:30:00', relative: '+4 h 30 min', dst: false })
    // Southern hemisphere: DST in January.
    expect(zoneRow(Date.UTC(2026, 0, 10), 'Australia/Sydney', 'UTC')).toMatchObject({
      dst: true,
      offsetText: 'UTC+11:00',
    })
    expect(zoneRow(Date.UTC(2026, 6, 10), 'Australia/Sydney', 'UTC')).toMatchObject({
      dst: false,
      offsetText: 'UTC+10:00',
    })
  })
  it('crosses the date line', () => {
    const ms2 = Date.UTC(2026, 0, 15, 22) // 22:00 UTC
    expect(zoneRow(ms2, 'Pacific/Kiritimati', 'UTC')).toMatchObject({ dateText: '2026-01-16', dayShift: 1 })
    expect(zoneRow(Date.UTC(2026, 0, 15, 2), 'Pacific/Pago_Pago', 'UTC')).toMatchObject({ dayShift: -1 })
    expect(rowText(zoneRow(ms2, 'Pacific/Kiritimati', 'UTC'))).toBe(
      'Pacific/Kiritimati: Friday 2026-01-16 12:00:00 UTC+14:00, next day',
    )
  })
  it('describes shifts', () => {
    expect(describeDayShift(0)).toBeNull()
    expect(describeDayShift(-1)).toBe('previous day')
    expect(describeDayShift(2)).toBe('2 days later')
    expect(describeRelative(-90 * 60_000)).toBe('−1 h 30 min')
    expect(describeRelative(45 * 60_000)).toBe('+45 min')
  })
})

describe('the list of zones', () => {
  it('adds canonical zones once', () => {
    expect(addZone(['UTC'], 'europe/berlin')).toEqual({ ok: true, value: ['UTC', 'Europe/Berlin'] })
    expect(addZone(['UTC'], 'UTC')).toEqual({ ok: false, error: 'UTC is already in the list' })
    expect(addZone([], 'Nowhere/Land')).toEqual({ ok: false, error: 'Unknown time zone “Nowhere/Land”' })
    expect(addZone([], ' ')).toEqual({ ok: false, error: 'Type a time zone to add' })
  })
  it('keeps the spelling of the zone list, or what the user typed', () => {
    expect(zoneName('asia/kolkata', ['Asia/Kolkata'])).toBe('Asia/Kolkata')
    expect(zoneName('Europe/Paris', [])).toBe('Europe/Paris')
    expect(zoneName('Nowhere', ['Nowhere'])).toBeNull()
    expect(zoneName('Asia/Kolkata', ['Asia/Calcutta'])).toBe('Asia/Kolkata')
    expect(zoneName(' utc ', [])).toBe('UTC')
  })
  it('sanitizes what was stored', () => {
    expect(sanitizeZones(['UTC', 'utc', 'Bad/Zone', 3, 'Asia/Tokyo'])).toEqual(['UTC', 'Asia/Tokyo'])
    expect(sanitizeZones('nope')).toEqual([...DEFAULT_TARGETS])
    expect(sanitizeZones([])).toEqual([])
  })
})
