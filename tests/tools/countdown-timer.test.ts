import { describe, expect, it } from 'vitest'
import {
  formatClock,
  IDLE,
  parseDuration,
  parseTarget,
  pause,
  progress,
  readStored,
  remainingMs,
  resume,
  settle,
  splitRemaining,
  start,
  titleFor,
} from '../../src/tools/countdown-timer/countdown-timer'

describe('durations and targets', () => {
  it('parses h/m/s fields', () => {
    expect(parseDuration('1', '30', '')).toEqual({ ok: true, value: 5_400_000 })
    expect(parseDuration('', '', '90')).toEqual({ ok: true, value: 90_000 })
    expect(parseDuration('0.5', '', '')).toEqual({ ok: true, value: 1_800_000 })
    expect(parseDuration('', '', '')).toEqual({ ok: false, error: 'Set a duration of at least one second' })
    expect(parseDuration('-1', '', '')).toEqual({ ok: false, error: 'Hours: enter a whole number of 0 or more' })
    expect(parseDuration('', 'abc', '')).toMatchObject({ ok: false, error: expect.stringMatching(/^Minutes/) })
    expect(parseDuration('999999', '', '')).toEqual({ ok: false, error: 'That is more than 100 years' })
  })
  it('reads a future target in a zone', () => {
    const now = Date.UTC(2026, 0, 1, 10)
    expect(parseTarget('2026-01-02', '10:00', 'UTC', now)).toEqual({ ok: true, value: Date.UTC(2026, 0, 2, 10) })
    expect(parseTarget('2026-01-01', '11:00', 'Europe/Berlin', now)).toEqual({
      ok: false,
      error: 'That moment has already passed: pick a time in the future',
    })
    expect(parseTarget('', '', 'UTC', now)).toEqual({ ok: false, error: 'Enter a date' })
  })
})

describe('the timer', () => {
  it('runs, pauses, resumes and ends', () => {
    let s = start(90_000, 1000, '')
    expect(remainingMs(s, 31_000)).toBe(60_000)
    s = pause(s, 31_000)
    expect(s).toEqual({ status: 'paused', remainingMs: 60_000, totalMs: 90_000, label: '' })
    expect(remainingMs(s, 999_999)).toBe(60_000)
    expect(progress(s, 0)).toBeCloseTo(1 / 3, 9)
    s = resume(s, 100_000)
    expect(s).toMatchObject({ status: 'running', endAt: 160_000 })
    expect(settle(s, 159_999)).toBe(s)
    expect(settle(s, 170_000)).toEqual({ status: 'done', endedAt: 160_000, totalMs: 90_000, label: '' })
    expect(pause(IDLE, 0)).toBe(IDLE)
    expect(resume(s, 0)).toBe(s)
  })
  it('formats the time left, rounding up to whole seconds', () => {
    expect(formatClock(90_000)).toBe('00:01:30')
    expect(formatClock(89_001)).toBe('00:01:30')
    expect(formatClock(1)).toBe('00:00:01')
    expect(formatClock(0)).toBe('00:00:00')
    expect(formatClock(86_400_000 + 3_723_000)).toBe('1d 01:02:03')
    expect(splitRemaining(3 * 86_400_000)).toEqual({ days: 3, hours: 0, minutes: 0, seconds: 0 })
  })
  it('titles the tab', () => {
    const s = start(60_000, 0, '')
    expect(titleFor(s, 0, 'Countdown Timer')).toBe('00:01:00 left · Countdown Timer')
    expect(titleFor(pause(s, 30_000), 0, 'C')).toBe('Paused 00:00:30 · C')
    expect(titleFor(settle(s, 60_000), 60_000, 'C')).toBe("Time's up! · C")
    expect(titleFor(IDLE, 0, 'C')).toBe('C')
  })
  it('reads stored states defensively', () => {
    const s = start(60_000, 5, 'Tea')
    expect(readStored(JSON.stringify(s))).toEqual(s)
    expect(readStored(JSON.stringify(pause(s, 10)))).toEqual(pause(s, 10))
    expect(readStored('{bad json')).toEqual(IDLE)
    expect(readStored(JSON.stringify({ status: 'running', endAt: 'soon' }))).toEqual(IDLE)
    expect(readStored(null)).toEqual(IDLE)
  })
})
