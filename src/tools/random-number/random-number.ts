// Random draws for the random-number tool: crypto randomness without modulo bias, whole numbers or a fixed number of
// decimals, with or without repeats; every impossible request gets a plain reason instead of a silent clamp.
import { randomFloat, randomInt } from '../../lib/random'

export const MAX_COUNT = 10_000
export const MAX_DECIMALS = 10
/** Widest range of grid steps that can be drawn exactly (2^53). */
export const MAX_SPAN = 2 ** 53

export interface DrawRequest {
  min: string
  max: string
  count: string
  unique: boolean
  /** 0 for whole numbers. */
  decimals: number
}

export interface DrawPlan {
  /** Inclusive bounds on the grid, in steps of 10^-decimals. */
  lo: number
  hi: number
  count: number
  unique: boolean
  decimals: number
}

export type PlanResult =
  | { ok: true; plan: DrawPlan }
  | { ok: false; field: 'min' | 'max' | 'count' | 'range'; error: string }

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/

function readBound(
  raw: string,
  name: 'min' | 'max',
  decimals: number,
): { ok: true; value: number } | { ok: false; error: string } {
  const text = raw
    .trim()
    .replace(/^\u2212/, '-')
    .replace(/[\s_,]/g, '')
  const label = name === 'min' ? 'Minimum' : 'Maximum'
  if (!text) return { ok: false, error: `${label} is empty: enter a number.` }
  if (!NUMBER.test(text)) return { ok: false, error: `${label}: “${raw.trim()}” is not a number.` }
  const value = Number(text)
  if (decimals === 0 && !Number.isInteger(value))
    return { ok: false, error: `${label} must be a whole number, or turn on decimals.` }
  if (Math.abs(value) * 10 ** decimals > Number.MAX_SAFE_INTEGER)
    return { ok: false, error: `${label} is too large to draw exactly at this precision.` }
  return { ok: true, value }
}

/** Scales a bound onto the grid of 10^-decimals steps, inward (a min of 0.123 at 2 places starts at 0.13). */
function toGrid(value: number, decimals: number, round: 'up' | 'down'): number {
  const scaled = value * 10 ** decimals
  const nearest = Math.round(scaled)
  if (Math.abs(scaled - nearest) < 1e-7) return nearest + 0
  return (round === 'up' ? Math.ceil(scaled) : Math.floor(scaled)) + 0
}

export function formatGridValue(k: number, decimals: number): string {
  if (decimals === 0) return String(k === 0 ? 0 : k)
  const sign = k < 0 ? '-' : ''
  const digits = String(Math.abs(k)).padStart(decimals + 1, '0')
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`
}

/** Checks a request and returns what to draw, or the reason it cannot be drawn. */
export function planDraw(req: DrawRequest): PlanResult {
  const decimals = req.decimals
  const min = readBound(req.min, 'min', decimals)
  if (!min.ok) return { ok: false, field: 'min', error: min.error }
  const max = readBound(req.max, 'max', decimals)
  if (!max.ok) return { ok: false, field: 'max', error: max.error }
  const countText = req.count.trim()
  const count = Number(countText)
  if (!countText || !Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    return {
      ok: false,
      field: 'count',
      error: `How many must be a whole number from 1 to ${MAX_COUNT.toLocaleString('en-US')}.`,
    }
  if (min.value > max.value)
    return {
      ok: false,
      field: 'range',
      error: `The minimum (${req.min.trim()}) is greater than the maximum (${req.max.trim()}).`,
    }
  const lo = toGrid(min.value, decimals, 'up')
  const hi = toGrid(max.value, decimals, 'down')
  if (lo > hi)
    return {
      ok: false,
      field: 'range',
      error: `No number with ${decimals} decimal places lies between ${req.min.trim()} and ${req.max.trim()}.`,
    }
  const span = hi - lo + 1
  if (span > MAX_SPAN)
    return {
      ok: false,
      field: 'range',
      error: 'The range is too wide to draw from exactly: narrow it or use fewer decimals.',
    }
  if (req.unique && count > span) {
    const what = span === 1 ? 'only 1 number' : `only ${span.toLocaleString('en-US')} different numbers`
    return {
      ok: false,
      field: 'count',
      error: `Cannot draw ${count.toLocaleString('en-US')} numbers without repeats: ${formatGridValue(lo, decimals)} to ${formatGridValue(hi, decimals)}${decimals ? ` in steps of ${formatGridValue(1, decimals)}` : ''} holds ${what}.`,
    }
  }
  return { ok: true, plan: { lo, hi, count, unique: req.unique, decimals } }
}

/** A uniform integer in [0, n) for n up to 2^53, by rejection sampling (no modulo bias). */
export function randomBelow(n: number): number {
  if (n <= 2 ** 32) return randomInt(n)
  const limit = MAX_SPAN - (MAX_SPAN % n)
  for (;;) {
    const x = randomFloat() * MAX_SPAN // an exact 53-bit integer
    if (x < limit) return x % n
  }
}

/** Draws the planned numbers as grid steps (divide by 10^decimals for the value). */
export function drawSteps(plan: DrawPlan): number[] {
  const span = plan.hi - plan.lo + 1
  if (!plan.unique) return Array.from({ length: plan.count }, () => plan.lo + randomBelow(span))
  if (plan.count > span / 2 && span <= 1_000_000) {
    // Dense draw: a partial Fisher–Yates over the whole range.
    const pool = Array.from({ length: span }, (_, i) => plan.lo + i)
    for (let i = 0; i < plan.count; i++) {
      const j = i + randomBelow(span - i)
      ;[pool[i], pool[j]] = [pool[j], pool[i]]
    }
    return pool.slice(0, plan.count)
  }
  // Sparse draw: reject repeats (count ≤ span / 2, so each try succeeds at least half the time).
  const seen = new Set<number>()
  const out: number[] = []
  while (out.length < plan.count) {
    const k = plan.lo + randomBelow(span)
    if (!seen.has(k)) {
      seen.add(k)
      out.push(k)
    }
  }
  return out
}

export type SortOrder = 'none' | 'asc' | 'desc'
export type Separator = 'newline' | 'comma' | 'space'

export function drawNumbers(plan: DrawPlan, sort: SortOrder = 'none'): string[] {
  return sortNumbers(
    drawSteps(plan).map((k) => formatGridValue(k, plan.decimals)),
    sort,
  )
}

/** A sorted copy of drawn numbers (as printed), or the same list for 'none'. */
export function sortNumbers(values: readonly string[], sort: SortOrder): string[] {
  if (sort === 'none') return [...values]
  const dir = sort === 'asc' ? 1 : -1
  return [...values].sort((a, b) => (Number(a) - Number(b)) * dir)
}

export function joinNumbers(values: readonly string[], separator: Separator): string {
  return values.join(separator === 'newline' ? '\n' : separator === 'comma' ? ', ' : ' ')
}
