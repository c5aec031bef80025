// The countdown's rules as data: a timer is a small record (an end instant while running, the time left while
// paused) that can be stored and read back after a reload; the time left and its display follow from it and `now`.
import { fromWallTime, type Parsed, parseIsoDate, parseTime } from '../../lib/dates'

export const STORAGE_KEY = 'localkit:countdown-timer:state'
export const MAX_DURATION_MS = 100 * 365 * 86_400_000

export type TimerState =
  | { status: 'idle' }
  | { status: 'running'; endAt: number; totalMs: number; label: string }
  | { status: 'paused'; remainingMs: number; totalMs: number; label: string }
  | { status: 'done'; endedAt: number; totalMs: number; label: string }

export const IDLE: TimerState = { status: 'idle' }

/** Reads hours, minutes and seconds fields into a duration; blanks are 0. */
export function parseDuration(hours: string, minutes: string, seconds: string): Parsed<number> {
  const parts: [string, string, number][] = [
    ['Hours', hours, 3_600_000],
    ['Minutes', minutes, 60_000],
    ['Seconds', seconds, 1000],
  ]
  let total = 0
  for (const [name, raw, unit] of parts) {
    const t = raw.trim()
    if (!t) continue
    const n = Number(t)
    if (!Number.isFinite(n) || !/^\d+(\.\d+)?$/.test(t))
      return { ok: false, error: `${name}: enter a whole number of 0 or more` }
    total += n * unit
  }
  total = Math.round(total)
  if (total < 1000) return { ok: false, error: 'Set a duration of at least one second' }
  if (total > MAX_DURATION_MS) return { ok: false, error: 'That is more than 100 years' }
  return { ok: true, value: total }
}

/** The instant a date and time name in a zone, which must still be ahead of `now`. */
export function parseTarget(date: string, time: string, zone: string, now: number): Parsed<number> {
  const d = parseIsoDate(date)
  if (!d.ok) return d
  const t = parseTime(time)
  if (!t.ok) return t
  const ms = fromWallTime({ ...d.value, ...t.value }, zone).ms
  if (ms <= now) return { ok: false, error: 'That moment has already passed: pick a time in the future' }
  return { ok: true, value: ms }
}

export function start(durationMs: number, now: number, label: string): TimerState {
  return { status: 'running', endAt: now + durationMs, totalMs: durationMs, label }
}

export function pause(s: TimerState, now: number): TimerState {
  if (s.status !== 'running') return s
  return { status: 'paused', remainingMs: Math.max(0, s.endAt - now), totalMs: s.totalMs, label: s.label }
}

export function resume(s: TimerState, now: number): TimerState {
  if (s.status !== 'paused') return s
  return { status: 'running', endAt: now + s.remainingMs, totalMs: s.totalMs, label: s.label }
}

/** A running timer whose end has come becomes done (at its end instant, even if noticed later). */
export function settle(s: TimerState, now: number): TimerState {
  if (s.status === 'running' && now >= s.endAt)
    return { status: 'done', endedAt: s.endAt, totalMs: s.totalMs, label: s.label }
  return s
}

export function remainingMs(s: TimerState, now: number): number {
  if (s.status === 'running') return Math.max(0, s.endAt - now)
  if (s.status === 'paused') return s.remainingMs
  return 0
}

export interface Parts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** Whole seconds left, rounded up: a timer shows 00:00:01 until the very end. */
export function splitRemaining(ms: number): Parts {
  let rest = Math.ceil(Math.max(0, ms) / 1000)
  const seconds = rest % 60
  rest = (rest - seconds) / 60
  const minutes = rest % 60
  rest = (rest - minutes) / 60
  const hours = rest % 24
  return { days: (rest - hours) / 24, hours, minutes, seconds }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** "01:02:03", or "3d 01:02:03" when days are left. */
export function formatClock(ms: number): string {
  const p = splitRemaining(ms)
  const clock = `${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`
  return p.days ? `${p.days}d ${clock}` : clock
}

/** The tab title for a state. */
export function titleFor(s: TimerState, now: number, base: string): string {
  if (s.status === 'running') return `${formatClock(remainingMs(s, now))} left · ${base}`
  if (s.status === 'paused') return `Paused ${formatClock(s.remainingMs)} · ${base}`
  if (s.status === 'done') return `Time's up! · ${base}`
  return base
}

/** Reads a stored state, rejecting anything malformed. */
export function readStored(raw: string | null): TimerState {
  if (!raw) return IDLE
  try {
    const v = JSON.parse(raw) as Record<string, unknown>
    const num = (x: unknown) => typeof x === 'number' && Number.isFinite(x)
    const label = typeof v.label === 'string' ? v.label.slice(0, 200) : ''
    if (v.status === 'running' && num(v.endAt) && num(v.totalMs))
      return { status: 'running', endAt: v.endAt as number, totalMs: v.totalMs as number, label }
    if (v.status === 'paused' && num(v.remainingMs) && num(v.totalMs))
      return { status: 'paused', remainingMs: v.remainingMs as number, totalMs: v.totalMs as number, label }
    if (v.status === 'done' && num(v.endedAt) && num(v.totalMs))
      return { status: 'done', endedAt: v.endedAt as number, totalMs: v.totalMs as number, label }
  } catch {
    // fall through
  }
  return IDLE
}

/** Fraction of the countdown already gone, 0..1. */
export function progress(s: TimerState, now: number): number {
  if (s.status === 'idle') return 0
  if (s.status === 'done') return 1
  return s.totalMs > 0 ? Math.min(1, Math.max(0, 1 - remainingMs(s, now) / s.totalMs)) : 1
}
