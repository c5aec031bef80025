// One moment seen in many zones: reads a wall-clock time in a source zone (DST gaps and overlaps named), then
// describes the same instant in each target zone with its UTC offset, DST state and day shift. Builds on the
// zone maths in src/lib/dates.ts (Intl-based, so every IANA zone the browser knows works).
import {
  type CivilDate,
  daysBetween,
  formatIsoDate,
  formatOffset,
  fromWallTime,
  isoWeekday,
  MS_PER_MINUTE,
  type Parsed,
  parseIsoDate,
  parseTime,
  resolveTimeZone,
  supportedTimeZones,
  toWallTime,
  WEEKDAY_NAMES,
  zoneOffset,
} from '../../lib/dates'

export const DEFAULT_TARGETS = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo'] as const
export const MAX_TARGETS = 50
export const ZONES_STORAGE_KEY = 'localkit:timezone-convert:zones'

export interface SourceMoment {
  ms: number
  note: string | null
}

/** The instant a date, time and zone name; a DST gap or overlap is explained in `note`. */
export function readMoment(dateText: string, timeText: string, zoneText: string): Parsed<SourceMoment> {
  const zone = resolveTimeZone(zoneText)
  if (!zone)
    return { ok: false, error: zoneText.trim() ? `Unknown time zone “${zoneText.trim()}”` : 'Enter a time zone' }
  const d = parseIsoDate(dateText)
  if (!d.ok) return d
  const t = parseTime(timeText)
  if (!t.ok) return t
  const wall = { ...d.value, ...t.value }
  const z = fromWallTime(wall, zone)
  const at = formatWall(z.ms, zone)
  let note: string | null = null
  if (z.gap)
    note = `${formatIsoDate(wall)} ${pad(wall.hour)}:${pad(wall.minute)} does not exist in ${zone}: the clocks jump forward then. Shown as ${at}, the same length of time later.`
  else if (z.ambiguous)
    note = `${pad(wall.hour)}:${pad(wall.minute)} happens twice in ${zone} that day (the clocks go back); the first one (UTC${formatOffset(zoneOffset(z.ms, zone))}) is used.`
  return { ok: true, value: { ms: z.ms, note } }
}

const pad = (n: number) => String(n).padStart(2, '0')

function formatWall(ms: number, zone: string): string {
  const w = toWallTime(ms, zone)
  return `${formatIsoDate(w)} ${pad(w.hour)}:${pad(w.minute)}`
}

/** The zone's standard (non-DST) offset in the instant's year: the smaller of January's and July's. */
export function standardOffset(ms: number, zone: string): number {
  const year = toWallTime(ms, zone).year
  const jan = Date.UTC(year, 0, 1)
  const jul = Date.UTC(year, 6, 1)
  return Math.min(zoneOffset(jan, zone), zoneOffset(jul, zone))
}

/** The zone's short name at that instant ("CEST", "GMT+5:30"), as the browser knows it. */
export function zoneAbbreviation(ms: number, zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? ''
}

export interface ZoneRow {
  zone: string
  date: CivilDate
  /** "2026-07-01" */
  dateText: string
  /** "20:00:00" */
  timeText: string
  weekday: string
  offsetMs: number
  /** "UTC+09:00" */
  offsetText: string
  abbreviation: string
  dst: boolean
  /** Calendar days ahead of (+) or behind (−) the source zone's date. */
  dayShift: number
  /** Hours ahead of the source zone, e.g. "+8 h", "−5 h 30 min", "same time". */
  relative: string
}

export function describeRelative(diffMs: number): string {
  if (diffMs === 0) return 'same time'
  const minutes = Math.round(Math.abs(diffMs) / MS_PER_MINUTE)
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const sign = diffMs > 0 ? '+' : '−'
  return `${sign}${h ? `${h} h` : ''}${h && m ? ' ' : ''}${m ? `${m} min` : ''}`
}

export function zoneRow(ms: number, zone: string, sourceZone: string): ZoneRow {
  const w = toWallTime(ms, zone)
  const source = toWallTime(ms, sourceZone)
  const offsetMs = zoneOffset(ms, zone)
  return {
    zone,
    date: { year: w.year, month: w.month, day: w.day },
    dateText: formatIsoDate(w),
    timeText: `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`,
    weekday: WEEKDAY_NAMES[isoWeekday(w) - 1],
    offsetMs,
    offsetText: `UTC${formatOffset(offsetMs)}`,
    abbreviation: zoneAbbreviation(ms, zone),
    dst: offsetMs > standardOffset(ms, zone),
    dayShift: daysBetween(source, w),
    relative: describeRelative(offsetMs - zoneOffset(ms, sourceZone)),
  }
}

export function describeDayShift(shift: number): string | null {
  if (shift === 0) return null
  if (shift === 1) return 'next day'
  if (shift === -1) return 'previous day'
  return shift > 0 ? `${shift} days later` : `${-shift} days earlier`
}

/** One line per zone, for copying. */
export function rowText(r: ZoneRow): string {
  const shift = describeDayShift(r.dayShift)
  return `${r.zone}: ${r.weekday} ${r.dateText} ${r.timeText} ${r.offsetText}${r.abbreviation && !r.abbreviation.startsWith('GMT') ? ` (${r.abbreviation})` : ''}${r.dst ? ' DST' : ''}${shift ? `, ${shift}` : ''}`
}

/**
 * The name to keep for typed text: the spelling in the browser's zone list when the text matches one
 * ("europe/berlin" → "Europe/Berlin"); a valid alias typed with capitals as typed ("Asia/Kolkata", which
 * Chromium lists as "Asia/Calcutta"); otherwise Intl's canonical name.
 */
export function zoneName(text: string, known: readonly string[] = supportedTimeZones()): string | null {
  const resolved = resolveTimeZone(text)
  if (!resolved) return null
  const t = text.trim().toLowerCase()
  const listed = known.find((z) => z.toLowerCase() === t)
  if (listed) return listed
  // An alias typed with its capitals (Asia/Kolkata where the list says Asia/Calcutta) is kept as typed.
  return /[A-Z]/.test(text) && resolved.toLowerCase() !== t ? text.trim() : resolved
}

/** Adds a zone to the list; says why not when it cannot (unknown, already there under any alias, list full). */
export function addZone(list: readonly string[], text: string, known?: readonly string[]): Parsed<string[]> {
  const zone = zoneName(text, known)
  if (!zone) return { ok: false, error: text.trim() ? `Unknown time zone “${text.trim()}”` : 'Type a time zone to add' }
  const same = list.find((z) => z === zone || resolveTimeZone(z) === resolveTimeZone(zone))
  if (same) return { ok: false, error: `${same} is already in the list` }
  if (list.length >= MAX_TARGETS) return { ok: false, error: `The list holds at most ${MAX_TARGETS} zones` }
  return { ok: true, value: [...list, zone] }
}

/** Reads the stored list defensively: unknown zones and duplicates are dropped. */
export function sanitizeZones(value: unknown, known?: readonly string[]): string[] {
  if (!Array.isArray(value)) return [...DEFAULT_TARGETS]
  let out: string[] = []
  for (const v of value) {
    if (typeof v !== 'string') continue
    const r = addZone(out, v, known)
    if (r.ok) out = r.value
  }
  return out.slice(0, MAX_TARGETS)
}
