// Pure rules of the JSON Chart: reading JSON into records, which fields can be plotted, round-number axis ticks and
// the chart as a list of SVG shapes (the view draws them; downloads serialise the same SVG), so every rule is tested.
// Shared by the json-plot page (small inputs, at once) and the json-plot worker (big inputs, off the main thread);
// a big chart comes out at screen resolution, so the shapes the page draws stay few whatever the data's size.

import { formatCount } from '../count'
import { extent, maxOf } from '../math/extent'
import { textLimitProblem } from '../text/text-limit'

export type ChartType = 'line' | 'bar' | 'pie' | 'scatter'
export type JsonRecord = Record<string, unknown>

export interface Dataset {
  records: JsonRecord[]
  fields: string[]
  /** Fields whose every non-empty value is a finite number (or a numeric string). */
  numeric: string[]
  /** An object of series: every series is a Y by default, plotted over its position. */
  series: boolean
}

export type ReadResult = { ok: true; data: Dataset } | { ok: false; error: string }

export const INDEX_FIELD = '(index)'

export { extent }

const isObject = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A finite number from a JSON number or numeric string, else null. */
export function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && NUMERIC_TEXT.test(v.trim())) {
    const n = Number(v)
    return Number.isFinite(n) ? n : null
  }
  return null
}

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/

/** A number (or numeric text such as "1e999") beyond the largest double: JSON.parse reads 1e999 as Infinity. */
function beyondDouble(v: unknown): boolean {
  if (typeof v === 'number') return !Number.isFinite(v)
  return typeof v === 'string' && NUMERIC_TEXT.test(v.trim()) && !Number.isFinite(Number(v))
}

/**
 * What a chart reads (issue 35), each checked before the work it guards: the text's length before JSON.parse, the
 * number of points before a record is made per point, the number of fields while they are gathered (the numeric
 * check that follows walks every field over every record).
 */
export const MAX_PLOT_CHARS = 50_000_000
export const MAX_POINTS = 1_000_000
export const MAX_FIELDS = 1_000
/** Points × fields: an object of one long series and 999 empty ones would otherwise make a billion cells. */
export const MAX_VALUES = 10_000_000

/** Null within the length limit; otherwise the message naming it (checked on the page before the worker is sent the text). */
export function plotTextProblem(length: number): string | null {
  return textLimitProblem(length, MAX_PLOT_CHARS, 'JSON Chart', 'plots')
}

const tooManyPoints = (n: number) => `${formatCount(n)} points: JSON Chart plots up to ${formatCount(MAX_POINTS)}.`
const tooManyFields = (n: number) => `${formatCount(n)} fields: JSON Chart reads up to ${formatCount(MAX_FIELDS)}.`
const tooManyValues = (n: number) => `${formatCount(n)} values: JSON Chart reads up to ${formatCount(MAX_VALUES)}.`

/**
 * Accepts an array of objects ([{"month":"Jan","sales":3}, …]), an array of numbers, or an object of series
 * ({"sales":[3,4], "costs":[1,2]}); every record also gets its position as "(index)".
 */
export function readJson(text: string): ReadResult {
  const long = plotTextProblem(text.length)
  if (long) return { ok: false, error: long }
  if (!text.trim()) return { ok: false, error: 'Paste JSON data to plot.' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (e) {
    return { ok: false, error: `Invalid JSON: ${e instanceof Error ? e.message : String(e)}` }
  }
  let records: JsonRecord[]
  if (Array.isArray(value)) {
    if (!value.length) return { ok: false, error: 'The array is empty: there is nothing to plot.' }
    if (value.length > MAX_POINTS) return { ok: false, error: tooManyPoints(value.length) }
    if (value.every(isObject)) records = value.map((r, i) => ({ [INDEX_FIELD]: i, ...(r as JsonRecord) }))
    else if (value.every((v) => numberOf(v) !== null)) records = value.map((v, i) => ({ [INDEX_FIELD]: i, value: v }))
    else return { ok: false, error: 'The array must hold only objects (one per point) or only numbers.' }
  } else if (isObject(value)) {
    const series = Object.entries(value).filter(([, v]) => Array.isArray(v)) as [string, unknown[]][]
    if (!series.length) {
      return {
        ok: false,
        error: 'An object must map series names to arrays, like {"sales": [3, 4], "costs": [1, 2]}.',
      }
    }
    // Each series is a field of every record: "(index)" is one more.
    if (series.length + 1 > MAX_FIELDS) return { ok: false, error: tooManyFields(series.length + 1) }
    const length = maxOf(series.map(([, v]) => v.length))
    if (length > MAX_POINTS) return { ok: false, error: tooManyPoints(length) }
    const values = length * (series.length + 1)
    if (values > MAX_VALUES) return { ok: false, error: tooManyValues(values) }
    records = Array.from({ length }, (_, i) => {
      const r: JsonRecord = { [INDEX_FIELD]: i }
      for (const [k, v] of series) r[k] = v[i]
      return r
    })
  } else {
    return { ok: false, error: 'Expected an array of objects or an object of series, not a single value.' }
  }
  const fields: string[] = []
  const seen = new Set<string>()
  let values = 0
  for (const r of records) {
    const keys = Object.keys(r)
    values += keys.length
    for (const k of keys)
      if (!seen.has(k)) {
        seen.add(k)
        fields.push(k)
      }
  }
  // 20,000 objects with a key each would make the numeric check below 20,000 × 20,000 steps.
  if (fields.length > MAX_FIELDS) return { ok: false, error: tooManyFields(fields.length) }
  if (values > MAX_VALUES) return { ok: false, error: tooManyValues(values) }
  const numeric = fields.filter((f) => {
    let any = false
    for (const r of records) {
      const v = r[f]
      if (v === undefined || v === null || v === '') continue
      if (numberOf(v) === null) return false
      any = true
    }
    return any
  })
  return { ok: true, data: { records, fields, numeric, series: !Array.isArray(value) } }
}

/** Most ticks an axis ever gets; niceTicks stays far below it, the cap only guards against a broken step. */
export const MAX_TICKS = 100

/**
 * Round-number ticks (1, 2, 2.5 or 5 × 10ⁿ) covering [min, max] with about `count` steps. Every tick is an integer
 * × step (never a running sum), so any finite range ends: a span too small to label with distinct 12-digit ticks
 * (for example two numbers 1 ULP apart) is drawn as one value with room around it, a span wider than the largest
 * double is computed in halves, and an end tick that would overflow is the data's own end. Infinity and NaN are
 * refused with a RangeError.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max))
    throw new RangeError(`An axis needs finite numbers; got ${min} to ${max}`)
  const steps = Math.min(MAX_TICKS / 4, Math.max(1, Math.floor(Number.isFinite(count) ? count : 5)))
  if (min > max) [min, max] = [max, min]
  const maxAbs = Math.max(Math.abs(min), Math.abs(max))
  // Halves, so max − min cannot overflow (−1.7e308 … 1.7e308).
  let halfSpan = max / 2 - min / 2
  if (halfSpan <= maxAbs * 1e-10) {
    // One value (or values closer than 12 significant digits can tell apart): centre it with room around it.
    // Below 1e-300 the room is fixed, as half of a subnormal number may round to itself or to zero.
    const mid = min / 2 + max / 2
    const pad = Math.max(Math.abs(mid) / 2, 1e-300, mid === 0 ? 1 : 0)
    min = Math.max(mid - pad, -Number.MAX_VALUE)
    max = Math.min(mid + pad, Number.MAX_VALUE)
    halfSpan = max / 2 - min / 2
  }
  const raw = (halfSpan / steps) * 2
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power
  // min / step can underflow to 0 (−1e-300 / 2e299): check the ends really cover the range.
  let first = Math.floor(min / step)
  if (first * step > min) first--
  let last = Math.ceil(max / step)
  if (last * step < max) last++
  if (!(last - first <= MAX_TICKS))
    throw new RangeError(`An axis from ${min} to ${max} would need ${last - first + 1} ticks (limit ${MAX_TICKS})`)
  const ticks: number[] = []
  for (let k = first; k <= last; k++) {
    let v = Number((k * step).toPrecision(12))
    if (!Number.isFinite(v)) v = k < 0 ? min : max
    if (!ticks.length || v > (ticks[ticks.length - 1] as number)) ticks.push(v)
  }
  // Rounding to 12 digits may move an end tick just inside the data: the data's own end is then the tick.
  if ((ticks[0] as number) > min) ticks[0] = min
  if ((ticks[ticks.length - 1] as number) < max) ticks[ticks.length - 1] = max
  if (ticks.length < 2) ticks.push(max > (ticks[0] as number) ? max : (ticks[0] as number) + step)
  return ticks
}

/** Position of v on an axis from a to b, 0..1, computed in halves so huge ranges do not overflow. */
export const axisFraction = (v: number, a: number, b: number) => (v / 2 - a / 2) / (b / 2 - a / 2)

export function formatTick(v: number): string {
  const a = Math.abs(v)
  if (a >= 1e9) return `${Number((v / 1e9).toPrecision(3))}B`
  if (a >= 1e6) return `${Number((v / 1e6).toPrecision(3))}M`
  if (a >= 1e4) return `${Number((v / 1e3).toPrecision(3))}k`
  return String(Number(v.toPrecision(6)))
}

export type Shape =
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; role: 'axis' | 'grid' }
  | { kind: 'text'; x: number; y: number; text: string; anchor: 'start' | 'middle' | 'end'; role: 'tick' | 'label' }
  | { kind: 'polyline'; points: string; series: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; series: number; title: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; series: number; title: string }
  | { kind: 'path'; d: string; series: number; title: string }
  | { kind: 'legend'; x: number; y: number; series: number; text: string }
  /** Many scatter points as one path of round dots, one per occupied 2-pixel cell. */
  | { kind: 'dots'; d: string; r: number; series: number }
  /** Many bars as one path of 1-pixel columns, each from the base to the furthest value drawn in that column. */
  | { kind: 'columns'; d: string; series: number }

export interface Chart {
  type: ChartType
  width: number
  height: number
  shapes: Shape[]
  /** One line per point, for screen readers and the text list: the first SUMMARY_LIMIT of them. */
  summary: string[]
  /** How many values (or slices) the chart shows, and in how many series. */
  points: number
  series: number
}

/** Above this many points a chart is drawn at screen resolution: no marker per point, lines thinned per pixel column. */
export const MARKER_LIMIT = 2000
/** Lines of "Values as text" at most; the rest are counted. */
export const SUMMARY_LIMIT = 1000
/** Slices a pie may have: more cannot be told apart. */
export const PIE_LIMIT = 1000

const count = (n: number) => n.toLocaleString('en-US')

export type ChartResult = { ok: true; chart: Chart } | { ok: false; error: string }

export interface ChartOptions {
  x: string
  ys: string[]
  type: ChartType
  width?: number
  height?: number
}

const labelOf = (v: unknown): string => {
  if (v === undefined || v === null) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  return JSON.stringify(v)
}

const short = (s: string, n = 14) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)
const r2 = (n: number) => Math.round(n * 100) / 100

/** Lays the chart out as shapes, or explains why these fields cannot be drawn as this chart type. */
export function buildChart(data: Dataset, options: ChartOptions): ChartResult {
  const { x, ys } = options
  const width = options.width ?? 720
  const height = options.height ?? 420
  if (!data.fields.includes(x)) return { ok: false, error: `There is no field "${x}" in the data.` }
  if (!ys.length) return { ok: false, error: 'Choose at least one Y field to plot.' }
  for (const y of ys) {
    if (!data.numeric.includes(y)) {
      const huge = data.records.find((r) => beyondDouble(r[y]))
      if (huge)
        return {
          ok: false,
          error: `The field "${y}" holds ${labelOf(huge[y])}, beyond the largest number a chart can draw (about ±1.8 × 10^308).`,
        }
      return { ok: false, error: `The field "${y}" does not hold numbers, so it cannot be a Y series.` }
    }
  }
  try {
    return layOut(data, options, width, height)
  } catch (e) {
    // niceTicks refuses what it cannot draw (RangeError with its limit); never a frozen page or a blank chart.
    if (e instanceof RangeError) return { ok: false, error: `Cannot draw this chart: ${e.message}.` }
    throw e
  }
}

function layOut(data: Dataset, options: ChartOptions, width: number, height: number): ChartResult {
  const { x, ys, type } = options
  const records = data.records
  const shapes: Shape[] = []
  const summary: string[] = []
  const legendY = height - 14
  const legend = (names: string[]) => {
    let lx = 16
    for (let i = 0; i < names.length; i++) {
      const item = 28 + Math.min(24, names[i].length) * 7
      if (lx + item > width - 80 && i < names.length - 1) {
        shapes.push({ kind: 'legend', x: lx, y: legendY, series: -1, text: `+${names.length - i} more` })
        return
      }
      shapes.push({ kind: 'legend', x: lx, y: legendY, series: i, text: short(names[i], 24) })
      lx += item
    }
  }

  if (type === 'pie') {
    if (ys.length !== 1) return { ok: false, error: 'A pie chart shows one Y field: choose exactly one.' }
    const y = ys[0]
    const slices = records
      .map((r) => ({ label: labelOf(r[x]), value: numberOf(r[y]) }))
      .filter((s): s is { label: string; value: number } => s.value !== null)
    if (slices.length > PIE_LIMIT)
      return {
        ok: false,
        error: `A pie chart of ${count(slices.length)} slices cannot be read (limit ${count(PIE_LIMIT)}): choose a bar or line chart.`,
      }
    if (slices.some((s) => s.value < 0))
      return { ok: false, error: `A pie chart cannot show negative values ("${y}" has some).` }
    const total = slices.reduce((a, s) => a + s.value, 0)
    if (total <= 0) return { ok: false, error: `The values of "${y}" add up to zero: there is no pie to draw.` }
    const cx = width / 2
    const cy = (height - 40) / 2 + 8
    const radius = Math.min(cx, cy) - 16
    let angle = -Math.PI / 2
    slices.forEach((s, i) => {
      const share = s.value / total
      const title = `${s.label}: ${labelOf(s.value)} (${r2(share * 100)}%)`
      summary.push(title)
      if (share >= 0.999999) {
        shapes.push({ kind: 'circle', cx, cy, r: radius, series: i, title })
        return
      }
      const end = angle + share * Math.PI * 2
      const large = share > 0.5 ? 1 : 0
      const p = (a: number) => `${r2(cx + radius * Math.cos(a))} ${r2(cy + radius * Math.sin(a))}`
      shapes.push({
        kind: 'path',
        d: `M ${cx} ${cy} L ${p(angle)} A ${radius} ${radius} 0 ${large} 1 ${p(end)} Z`,
        series: i,
        title,
      })
      angle = end
    })
    legend(slices.map((s) => s.label))
    return { ok: true, chart: { type, width, height, shapes, summary, points: slices.length, series: 1 } }
  }

  const xNumeric = data.numeric.includes(x)
  if (type === 'scatter' && !xNumeric) {
    return {
      ok: false,
      error: `A scatter chart needs numbers on the X axis; "${x}" holds text. Choose a line or bar chart.`,
    }
  }
  const continuous = type === 'scatter' || (type === 'line' && xNumeric)
  const left = 56
  const right = 16
  const top = 16
  const bottom = 72
  const plotW = width - left - right
  const plotH = height - top - bottom
  const values = ys.flatMap((y) => records.map((r) => numberOf(r[y])).filter((v): v is number => v !== null))
  if (!values.length) return { ok: false, error: 'The chosen Y fields have no numbers to plot.' }
  let [lo, hi] = extent(values)
  if (type === 'bar') {
    lo = Math.min(0, lo)
    hi = Math.max(0, hi)
  }
  const yTicks = niceTicks(lo, hi)
  const y0 = yTicks[0]
  const y1 = yTicks[yTicks.length - 1]
  const sy = (v: number) => r2(top + plotH - axisFraction(v, y0, y1) * plotH)
  for (const t of yTicks) {
    shapes.push({ kind: 'line', x1: left, y1: sy(t), x2: left + plotW, y2: sy(t), role: 'grid' })
    shapes.push({ kind: 'text', x: left - 6, y: sy(t) + 4, text: formatTick(t), anchor: 'end', role: 'tick' })
  }
  shapes.push({ kind: 'line', x1: left, y1: top, x2: left, y2: top + plotH, role: 'axis' })
  shapes.push({ kind: 'line', x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, role: 'axis' })

  let sx: (r: JsonRecord, i: number) => number | null
  if (continuous) {
    const xs = records.map((r) => numberOf(r[x])).filter((v): v is number => v !== null)
    const xTicks = niceTicks(...extent(xs))
    const x0 = xTicks[0]
    const x1 = xTicks[xTicks.length - 1]
    sx = (r) => {
      const v = numberOf(r[x])
      return v === null ? null : r2(left + axisFraction(v, x0, x1) * plotW)
    }
    for (const t of xTicks) {
      const px = r2(left + axisFraction(t, x0, x1) * plotW)
      shapes.push({ kind: 'text', x: px, y: top + plotH + 18, text: formatTick(t), anchor: 'middle', role: 'tick' })
    }
  } else {
    const band = plotW / records.length
    sx = (_r, i) => r2(left + band * (i + 0.5))
    const every = Math.max(1, Math.ceil(records.length / Math.max(1, Math.floor(plotW / 64))))
    records.forEach((r, i) => {
      if (i % every) return
      shapes.push({
        kind: 'text',
        x: r2(left + band * (i + 0.5)),
        y: top + plotH + 18,
        text: short(labelOf(r[x])),
        anchor: 'middle',
        role: 'tick',
      })
    })
  }
  shapes.push({
    kind: 'text',
    x: left + plotW / 2,
    y: top + plotH + 40,
    text: short(x, 40),
    anchor: 'middle',
    role: 'label',
  })

  const dense = values.length > MARKER_LIMIT
  let drawn = 0
  ys.forEach((y, s) => {
    const points: string[] = []
    const thin = new LineThinner(points)
    const dots = new Set<number>()
    const columns = new Map<number, [number, number]>()
    records.forEach((r, i) => {
      const v = numberOf(r[y])
      const px = sx(r, i)
      if (v === null || px === null) return
      drawn++
      const title = dense && summary.length >= SUMMARY_LIMIT ? '' : `${y} at ${labelOf(r[x])}: ${labelOf(v)}`
      if (summary.length < SUMMARY_LIMIT) summary.push(title)
      if (dense) {
        if (type === 'bar') {
          const col = Math.floor(left + (plotW / records.length) * (i + 0.5))
          const span = columns.get(col)
          if (span) {
            if (v < span[0]) span[0] = v
            if (v > span[1]) span[1] = v
          } else columns.set(col, [v, v])
        } else if (type === 'scatter') dots.add(Math.round(px / 2) * 65536 + Math.round(sy(v) / 2))
        else thin.add(i, px, sy(v))
      } else if (type === 'bar') {
        const band = plotW / records.length
        const inner = (band * 0.8) / ys.length
        const bx = r2(left + band * i + band * 0.1 + inner * s)
        const base = sy(Math.max(y0, 0))
        const top2 = sy(v)
        shapes.push({
          kind: 'rect',
          x: bx,
          y: Math.min(base, top2),
          w: r2(Math.max(1, inner - 1)),
          h: r2(Math.abs(base - top2)),
          series: s,
          title,
        })
      } else {
        points.push(`${px},${sy(v)}`)
        shapes.push({ kind: 'circle', cx: px, cy: sy(v), r: type === 'scatter' ? 4 : 3, series: s, title })
      }
    })
    thin.flush()
    if (columns.size) {
      const baseValue = Math.max(y0, 0)
      const d: string[] = []
      for (const [col, [lo, hi]] of columns)
        d.push(`M${col + 0.5} ${sy(Math.min(lo, baseValue))}V${sy(Math.max(hi, baseValue))}`)
      shapes.push({ kind: 'columns', d: d.join(''), series: s })
    }
    if (dots.size) {
      const d: string[] = []
      for (const cell of dots) d.push(`M${Math.floor(cell / 65536) * 2} ${(cell % 65536) * 2}h0`)
      shapes.push({ kind: 'dots', d: d.join(''), r: 2, series: s })
    }
    if (type === 'line' && points.length > 1) shapes.push({ kind: 'polyline', points: points.join(' '), series: s })
  })
  legend(ys)
  return { ok: true, chart: { type, width, height, shapes, summary, points: drawn, series: ys.length } }
}

/**
 * Thins a long line to what a screen can show: of each run of points in one pixel column it keeps the first, the
 * lowest, the highest and the last, in their order, so peaks survive and the line looks the same.
 */
class LineThinner {
  private col = Number.NaN
  private run: { i: number; x: number; y: number }[] = []

  constructor(private readonly out: string[]) {}

  add(i: number, x: number, y: number) {
    const col = Math.floor(x)
    if (col !== this.col) {
      this.flush()
      this.col = col
    }
    const p = { i, x, y }
    const run = this.run
    if (run.length < 4) {
      run.push(p)
      if (run.length < 4) return
      // Keep [first, lowest, highest, last] from here on.
      const [first, ...rest] = run
      const last = rest[rest.length - 1] as typeof p
      const lo = rest.reduce((a, b) => (b.y < a.y ? b : a))
      const hi = rest.reduce((a, b) => (b.y > a.y ? b : a))
      this.run = [first as typeof p, lo, hi, last]
      return
    }
    if (y < (run[1] as typeof p).y) run[1] = p
    if (y > (run[2] as typeof p).y) run[2] = p
    run[3] = p
  }

  flush() {
    const kept = [...new Set(this.run)].sort((a, b) => a.i - b.i)
    for (const p of kept) this.out.push(`${p.x},${p.y}`)
    this.run = []
  }
}

/** A text field (else the first of two numeric ones, else the index) on X; the first other numeric field on Y. */
export function defaultFields(data: Dataset): { x: string; ys: string[] } {
  const numbers = data.numeric.filter((f) => f !== INDEX_FIELD)
  if (data.series) return { x: INDEX_FIELD, ys: numbers }
  const text = data.fields.find((f) => f !== INDEX_FIELD && !data.numeric.includes(f))
  const x = text ?? (numbers.length >= 2 ? numbers[0] : INDEX_FIELD)
  const y = numbers.find((f) => f !== x)
  return { x, ys: y ? [y] : [] }
}

/** What the page needs to know of the data to offer its fields, without holding every record. */
export interface DatasetInfo {
  fields: string[]
  numeric: string[]
  series: boolean
  records: number
}

export interface PlotRequest {
  x: string
  ys: string[]
  type: ChartType
  width: number
  height: number
  /** New data: keep the chosen fields that still exist, else pick sensible defaults (defaultFields). */
  pickFields: boolean
}

/** The data read, the fields used (x, ys) and the chart, or null while X names no field of the data. */
export type PlotResult =
  | { ok: true; data: DatasetInfo; x: string; ys: string[]; type: ChartType; chart: ChartResult | null }
  | { ok: false; error: string }

export function infoOf(data: Dataset): DatasetInfo {
  return { fields: data.fields, numeric: data.numeric, series: data.series, records: data.records.length }
}

/**
 * The chart type for new data: the one chosen while it can draw these fields, else a bar chart. A scatter left over
 * from data with numbers on X, or a pie from data with one Y of few values, would otherwise refuse every next paste.
 */
export function typeFor(data: Dataset, x: string, ys: readonly string[], type: ChartType): ChartType {
  if (type === 'scatter' && !data.numeric.includes(x)) return 'bar'
  if (type === 'pie' && (ys.length !== 1 || data.records.length > PIE_LIMIT)) return 'bar'
  return type
}

/** Chooses the fields (when asked) and lays the chart out: what the page shows for one request. */
export function plotDataset(data: Dataset, request: PlotRequest): PlotResult {
  let { x, ys, type } = request
  if (request.pickFields) {
    const d = defaultFields(data)
    // The position is every dataset's fallback X, not a choice to keep: new data with a text field labels by it.
    if (!data.fields.includes(x) || x === INDEX_FIELD) x = d.x
    const kept = ys.filter((y) => data.numeric.includes(y))
    ys = kept.length ? kept : d.ys
    type = typeFor(data, x, ys, type)
  }
  const chart = data.fields.includes(x)
    ? buildChart(data, { x, ys, type, width: request.width, height: request.height })
    : null
  return { ok: true, data: infoOf(data), x, ys, type, chart }
}

/** Reads JSON text and plots it: one call for the worker. */
export function plotJson(text: string, request: PlotRequest): PlotResult {
  const read = readJson(text)
  return read.ok ? plotDataset(read.data, request) : read
}
