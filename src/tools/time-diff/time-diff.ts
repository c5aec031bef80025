// Time between two wall-clock moments for the time-diff tool: the calendar breakdown (years, months, days,
// hours, minutes, seconds as a person counts them), the real elapsed time in the zone (which differs across DST),
// unit totals and an ISO 8601 duration.
import {
  addDays,
  type CivilDate,
  diffYmd,
  fromWallTime,
  MS_PER_DAY,
  type Parsed,
  parseIsoDate,
  parseTime,
  splitDuration,
  type WallTime,
  wallAsUtc,
  type YmdDiff,
} from '../../lib/dates'

export interface TimeDiff {
  /** End is before start: the figures are for the reversed span, shown as negative. */
  negative: boolean
  calendar: YmdDiff & { hours: number; minutes: number; seconds: number }
  elapsedMs: number
  /** Elapsed split into whole days, hours, minutes, seconds (24-hour days). */
  elapsed: { days: number; hours: number; minutes: number; seconds: number }
  totals: { weeks: number; days: number; hours: number; minutes: number; seconds: number }
  /** The wall-clock span and the real elapsed time differ (a DST change lies between). */
  dstShiftMs: number
  iso: string
}

const secondsOfDay = (w: WallTime) => w.hour * 3600 + w.minute * 60 + w.second

export function diffTimes(a: WallTime, b: WallTime, timeZone: string): TimeDiff {
  const aMs = fromWallTime(a, timeZone).ms
  const bMs = fromWallTime(b, timeZone).ms
  const wallA = wallAsUtc(a)
  const wallB = wallAsUtc(b)
  const negative = wallB < wallA || (wallB === wallA && bMs < aMs)
  const [from, to] = negative ? [b, a] : [a, b]
  let toDate: CivilDate = to
  let secs = secondsOfDay(to) - secondsOfDay(from)
  if (secs < 0) {
    toDate = addDays(to, -1)
    secs += 86_400
  }
  const ymd = diffYmd(from, toDate)
  const elapsedMs = bMs - aMs
  const abs = Math.abs(elapsedMs)
  const calendar = {
    ...ymd,
    hours: Math.floor(secs / 3600),
    minutes: Math.floor((secs % 3600) / 60),
    seconds: secs % 60,
  }
  return {
    negative,
    calendar,
    elapsedMs,
    elapsed: splitDuration(abs),
    totals: {
      weeks: abs / (7 * MS_PER_DAY),
      days: abs / MS_PER_DAY,
      hours: abs / 3_600_000,
      minutes: abs / 60_000,
      seconds: abs / 1000,
    },
    dstShiftMs: Math.abs(wallB - wallA) - abs,
    iso: isoDuration(calendar, negative),
  }
}

/** "P1Y2M3DT4H5M6S"; "PT0S" for no time; a leading minus when negative. */
export function isoDuration(c: TimeDiff['calendar'], negative = false): string {
  const date = `${c.years ? `${c.years}Y` : ''}${c.months ? `${c.months}M` : ''}${c.days ? `${c.days}D` : ''}`
  const time = `${c.hours ? `${c.hours}H` : ''}${c.minutes ? `${c.minutes}M` : ''}${c.seconds ? `${c.seconds}S` : ''}`
  if (!date && !time) return 'PT0S'
  return `${negative ? '-' : ''}P${date}${time ? `T${time}` : ''}`
}

export function parseMoment(which: 'Start' | 'End', dateText: string, timeText: string): Parsed<WallTime> {
  const date = parseIsoDate(dateText)
  if (!date.ok)
    return {
      ok: false,
      error: dateText.trim() ? `${which} date: ${date.error}` : `Enter the ${which.toLowerCase()} date`,
    }
  const time = parseTime(timeText)
  if (!time.ok) return { ok: false, error: `${which} time: ${time.error}` }
  return { ok: true, value: { ...date.value, ...time.value } }
}

/** Up to 4 decimals, grouped, no trailing zeros: 1234.5 → "1,234.5". */
export function formatTotal(n: number): string {
  return n.toLocaleString(undefined, { maximumFractionDigits: 4 })
}

export function calendarText(c: TimeDiff['calendar']): string {
  const parts: [number, string][] = [
    [c.years, 'year'],
    [c.months, 'month'],
    [c.days, 'day'],
    [c.hours, 'hour'],
    [c.minutes, 'minute'],
    [c.seconds, 'second'],
  ]
  const shown = parts.filter(([n]) => n !== 0)
  if (!shown.length) return '0 seconds'
  return shown.map(([n, u]) => `${n} ${u}${n === 1 ? '' : 's'}`).join(', ')
}

export function diffSummary(d: TimeDiff): string {
  const sign = d.negative ? '−' : ''
  return [
    `Difference: ${sign}${calendarText(d.calendar)}`,
    `ISO 8601: ${d.iso}`,
    `Total days: ${sign}${formatTotal(d.totals.days)}`,
    `Total hours: ${sign}${formatTotal(d.totals.hours)}`,
    `Total minutes: ${sign}${formatTotal(d.totals.minutes)}`,
    `Total seconds: ${sign}${formatTotal(d.totals.seconds)}`,
  ].join('\n')
}
