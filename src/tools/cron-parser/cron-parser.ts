// A hand-written cron parser for the cron-parser tool (no library: standard cron is small and a parser this size
// is easy to test). Reads Vixie/POSIX 5-field expressions (plus an optional leading seconds field and the @macros),
// explains them in words, and lists the next run times in a time zone, DST-aware.
import {
  addDays,
  type CivilDate,
  fromWallTime,
  isoWeekday,
  MAX_YEAR,
  MONTH_NAMES,
  type Parsed,
  toWallTime,
  type WallTime,
  wallAsUtc,
} from '../../lib/dates'

export type FieldKey = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek'

interface FieldDef {
  key: FieldKey
  label: string
  /** Used in descriptions: "every 2nd hour", "day-of-month 1". */
  unit: string
  min: number
  max: number
  names?: readonly string[]
  nameOffset?: number
}

const MONTH_ABBR = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const
const DOW_ABBR = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const
export const DOW_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const DEFS: Record<FieldKey, FieldDef> = {
  second: { key: 'second', label: 'Second', unit: 'second', min: 0, max: 59 },
  minute: { key: 'minute', label: 'Minute', unit: 'minute', min: 0, max: 59 },
  hour: { key: 'hour', label: 'Hour', unit: 'hour', min: 0, max: 23 },
  dayOfMonth: { key: 'dayOfMonth', label: 'Day of month', unit: 'day-of-month', min: 1, max: 31 },
  month: { key: 'month', label: 'Month', unit: 'month', min: 1, max: 12, names: MONTH_ABBR, nameOffset: 1 },
  dayOfWeek: { key: 'dayOfWeek', label: 'Day of week', unit: 'day-of-week', min: 0, max: 7, names: DOW_ABBR },
}

export type CronItem =
  | { kind: 'all'; step: number }
  | { kind: 'value'; value: number }
  | { kind: 'range'; from: number; to: number; step: number }

export interface CronField {
  key: FieldKey
  label: string
  text: string
  items: CronItem[]
  /** Sorted values the field allows (day of week: 0–6, Sunday = 0). */
  values: number[]
  /** Starts with "*" or "?": Vixie cron then ANDs day-of-month and day-of-week instead of ORing them. */
  star: boolean
}

export interface CronSchedule {
  expression: string
  /** The macro it came from (@daily …), if any. */
  macro: string | null
  hasSeconds: boolean
  fields: Record<FieldKey, CronField>
}

export const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
}

const fail = (error: string) => ({ ok: false as const, error })

function parseValue(token: string, def: FieldDef): Parsed<number> {
  if (/^\d+$/.test(token)) {
    const n = Number(token)
    if (n < def.min || n > def.max) return fail(`${def.label}: ${token} is out of range (${def.min}–${def.max})`)
    return { ok: true, value: n }
  }
  if (def.names) {
    const i = def.names.indexOf(token.toUpperCase() as never)
    if (i >= 0) return { ok: true, value: i + (def.nameOffset ?? 0) }
  }
  if (/^(?:L|LW|\d*[LW]|[0-9A-Z]+#\d+|[A-Z]{3}L)$/i.test(token))
    return fail(`${def.label}: “${token}” is Quartz syntax (L, W, #), which standard cron does not support`)
  const hint = def.names ? ` or a name such as ${def.names[1]}` : ''
  return fail(`${def.label}: “${token}” is not a number${hint}`)
}

export function parseField(text: string, def: FieldDef): Parsed<CronField> {
  const items: CronItem[] = []
  const values = new Set<number>()
  for (const part of text.split(',')) {
    if (!part) return fail(`${def.label}: empty entry in the list “${text}”`)
    const pieces = part.split('/')
    if (pieces.length > 2) return fail(`${def.label}: “${part}” has more than one “/”`)
    const [base = '', stepText] = pieces
    let step = 1
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) < 1)
        return fail(`${def.label}: the step in “${part}” must be a whole number of at least 1`)
      step = Number(stepText)
    }
    let from: number
    let to: number
    let item: CronItem
    if (base === '*' || base === '?') {
      if (base === '?' && def.key !== 'dayOfMonth' && def.key !== 'dayOfWeek')
        return fail(`${def.label}: “?” is only allowed in the day fields`)
      from = def.min
      to = def.key === 'dayOfWeek' ? 6 : def.max
      item = { kind: 'all', step }
    } else {
      const bounds = base.split('-')
      if (bounds.length > 2 || bounds.some((b) => !b)) return fail(`${def.label}: “${part}” is not a valid range`)
      const a = parseValue(bounds[0] as string, def)
      if (!a.ok) return a
      from = a.value
      if (bounds.length === 2) {
        const b = parseValue(bounds[1] as string, def)
        if (!b.ok) return b
        to = b.value
        if (to < from) return fail(`${def.label}: the range “${part}” runs backwards`)
        item = { kind: 'range', from, to, step }
      } else if (stepText !== undefined) {
        // "N/step" runs from N to the end of the field, as Vixie cron (cronie) reads it: N-max/step. Day of week
        // ends at 7 (Sunday again), so "1/2" is 1-7/2 = Mon, Wed, Fri, Sun and "7/2" is 7-7, Sunday only.
        to = def.max
        // A stepped range that reaches one value is that value ("7/2" is Sunday, "59/5" minute 59).
        item = from + step > to ? { kind: 'value', value: from } : { kind: 'range', from, to, step }
      } else {
        to = from
        item = { kind: 'value', value: from }
      }
    }
    // Every entry must allow at least one value: never "valid" with nothing behind it.
    if (from > to) return fail(`${def.label}: “${part}” matches no ${def.unit} (${def.min}–${def.max})`)
    for (let v = from; v <= to; v += step) values.add(def.key === 'dayOfWeek' ? v % 7 : v)
    items.push(item)
  }
  return {
    ok: true,
    value: {
      key: def.key,
      label: def.label,
      text,
      items,
      values: [...values].sort((x, y) => x - y),
      star: text.startsWith('*') || text.startsWith('?'),
    },
  }
}

export function parseCron(input: string): Parsed<CronSchedule> {
  const expression = input.trim().replace(/\s+/g, ' ')
  if (!expression) return fail('Enter a cron expression')
  let macro: string | null = null
  let body = expression
  if (expression.startsWith('@')) {
    const name = expression.toLowerCase()
    if (name === '@reboot') return fail('@reboot runs once when the cron daemon starts; it has no schedule to list')
    const expanded = MACROS[name]
    if (!expanded) return fail(`Unknown macro “${expression}” (use @yearly, @monthly, @weekly, @daily or @hourly)`)
    macro = name
    body = expanded
  }
  const parts = body.split(' ')
  if (parts.length !== 5 && parts.length !== 6) {
    return fail(
      `Expected 5 fields (minute hour day-of-month month day-of-week), or 6 with seconds first; found ${parts.length}`,
    )
  }
  const hasSeconds = parts.length === 6
  const keys: FieldKey[] = hasSeconds
    ? ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek']
    : ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek']
  const fields = {} as Record<FieldKey, CronField>
  for (const [i, key] of keys.entries()) {
    const f = parseField(parts[i] as string, DEFS[key])
    if (!f.ok) return f
    fields[key] = f.value
  }
  if (!hasSeconds)
    fields.second = {
      key: 'second',
      label: 'Second',
      text: '0',
      items: [{ kind: 'value', value: 0 }],
      values: [0],
      star: false,
    }
  const schedule: CronSchedule = { expression, macro, hasSeconds, fields }
  if (!canEverRun(schedule)) {
    const days = fields.dayOfMonth.values.join(', ')
    return fail(`This schedule never runs: none of the chosen months has day ${days}`)
  }
  return { ok: true, value: schedule }
}

const MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/** Day-of-month-only schedules like "0 0 30 2 *" never fire. */
function canEverRun(s: CronSchedule): boolean {
  const { dayOfMonth, dayOfWeek, month } = s.fields
  const andDays = dayOfMonth.star || dayOfWeek.star
  if (!andDays) return true // ORed with a weekday: always runs eventually
  const minDay = dayOfMonth.values[0] ?? 1
  return month.values.some((m) => (MAX_DAYS[m - 1] ?? 31) >= minDay)
}

export function dayMatches(s: CronSchedule, d: CivilDate): boolean {
  const { dayOfMonth, dayOfWeek } = s.fields
  const dom = dayOfMonth.values.includes(d.day)
  const dow = dayOfWeek.values.includes(isoWeekday(d) % 7)
  return dayOfMonth.star || dayOfWeek.star ? dom && dow : dom || dow
}

export interface CronRun {
  ms: number
  wall: WallTime
  /** The wall time happens twice (clocks go back); cron runs it once, at the first. */
  ambiguous: boolean
}

export interface RunsResult {
  runs: CronRun[]
  /** Wall times skipped because clocks jumped over them (DST). */
  skippedGaps: number
}

/** The next `count` runs strictly after `fromMs`, in `timeZone`. Looks up to 400 years ahead. */
export function nextRuns(s: CronSchedule, fromMs: number, count: number, timeZone: string): RunsResult {
  const runs: CronRun[] = []
  let skippedGaps = 0
  const start = toWallTime(fromMs, timeZone)
  const startUtc = wallAsUtc(start)
  let day: CivilDate = { year: start.year, month: start.month, day: start.day }
  const { second, minute, hour, month } = s.fields
  for (let i = 0; i < 146_100 && runs.length < count && day.year <= MAX_YEAR; i++, day = addDays(day, 1)) {
    if (!month.values.includes(day.month) || !dayMatches(s, day)) continue
    for (const h of hour.values) {
      for (const m of minute.values) {
        for (const sec of second.values) {
          const wall = { ...day, hour: h, minute: m, second: sec }
          // Cheap skip for earlier times on the first day (with slack for a DST offset change).
          if (i === 0 && wallAsUtc(wall) < startUtc - 3 * 3_600_000) continue
          const inst = fromWallTime(wall, timeZone)
          if (inst.ms <= fromMs) continue
          if (inst.gap) {
            skippedGaps++
            continue
          }
          runs.push({ ms: inst.ms, wall, ambiguous: inst.ambiguous })
          if (runs.length >= count) return { runs, skippedGaps }
        }
      }
    }
  }
  return { runs, skippedGaps }
}

// ---------- description ----------

export function ordinal(n: number): string {
  const mod100 = n % 100
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')
  return `${n}${suffix}`
}

function joinList(items: string[], word = 'and'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`
}

function valueName(key: FieldKey, v: number): string {
  if (key === 'month') return MONTH_NAMES[v - 1] as string
  if (key === 'dayOfWeek') return DOW_NAMES[v % 7] as string
  return String(v)
}

const named = (key: FieldKey) => key === 'month' || key === 'dayOfWeek'

function itemPhrase(key: FieldKey, item: CronItem): string {
  const unit = DEFS[key].unit
  const name = (v: number) => valueName(key, v)
  if (item.kind === 'all') return item.step === 1 ? `every ${unit}` : `every ${ordinal(item.step)} ${unit}`
  if (item.kind === 'value') return named(key) ? name(item.value) : `${unit} ${item.value}`
  const span = `${name(item.from)} through ${name(item.to)}`
  if (item.step === 1) return named(key) ? span : `every ${unit} from ${span}`
  return `every ${ordinal(item.step)} ${unit} from ${span}`
}

export function fieldPhrase(f: CronField): string {
  if (f.items.every((i) => i.kind === 'value')) {
    const values = f.items.map((i) => valueName(f.key, (i as { value: number }).value))
    if (named(f.key)) return joinList(values)
    return `${DEFS[f.key].unit} ${joinList(values)}`
  }
  return joinList(f.items.map((i) => itemPhrase(f.key, i)))
}

const isEvery = (f: CronField) => f.items.length === 1 && f.items[0]?.kind === 'all' && f.items[0].step === 1
const isSingle = (f: CronField) => f.items.length === 1 && f.items[0]?.kind === 'value'
const onlyValues = (f: CronField) => f.items.every((i) => i.kind === 'value')
const pad2 = (n: number) => String(n).padStart(2, '0')

export function describeCron(s: CronSchedule): string {
  const { second, minute, hour, dayOfMonth, month, dayOfWeek } = s.fields
  let time: string
  if (isSingle(minute) && onlyValues(hour) && hour.values.length <= 12 && (!s.hasSeconds || isSingle(second))) {
    const sec = s.hasSeconds && second.values[0] !== 0 ? `:${pad2(second.values[0] as number)}` : ''
    time = `At ${joinList(hour.values.map((h) => `${pad2(h)}:${pad2(minute.values[0] as number)}${sec}`))}`
  } else {
    const chain: string[] = []
    if (s.hasSeconds) chain.push(fieldPhrase(second))
    if (!(s.hasSeconds && isEvery(minute) && isEvery(hour))) chain.push(fieldPhrase(minute))
    if (!isEvery(hour)) chain.push(fieldPhrase(hour))
    time = `At ${chain.join(' past ')}`
  }
  const parts = [time]
  const domRestricted = !isEvery(dayOfMonth)
  const dowRestricted = !isEvery(dayOfWeek)
  if (domRestricted && dowRestricted) {
    const word = dayOfMonth.star || dayOfWeek.star ? 'if it is also' : 'or on'
    parts.push(`on ${fieldPhrase(dayOfMonth)} ${word} ${fieldPhrase(dayOfWeek)}`)
  } else if (domRestricted) parts.push(`on ${fieldPhrase(dayOfMonth)}`)
  else if (dowRestricted) parts.push(`on ${fieldPhrase(dayOfWeek)}`)
  if (!isEvery(month)) parts.push(`in ${fieldPhrase(month)}`)
  return `${parts.join(' ')}.`
}

/** The allowed values of a field, for the breakdown table ("0, 15, 30, 45" or "every value"). */
export function fieldValuesText(f: CronField): string {
  if (isEvery(f)) return 'every value'
  return f.values.map((v) => (named(f.key) ? valueName(f.key, v).slice(0, 3) : String(v))).join(', ')
}

export const EXAMPLES: readonly { label: string; expression: string }[] = [
  { label: 'Every minute', expression: '* * * * *' },
  { label: 'Every 15 minutes', expression: '*/15 * * * *' },
  { label: 'Hourly', expression: '0 * * * *' },
  { label: 'Daily at midnight', expression: '0 0 * * *' },
  { label: 'Weekdays at 09:00', expression: '0 9 * * 1-5' },
  { label: 'Mondays at 08:30', expression: '30 8 * * MON' },
  { label: 'First of the month', expression: '0 0 1 * *' },
  { label: 'Every 10 seconds', expression: '*/10 * * * * *' },
]
