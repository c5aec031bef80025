// Dice notation for the dice-roller tool: parse "4d6kh3+2", roll it with an injectable (crypto by default) random
// source, and compute the exact distribution of totals by convolution, so the statistics are true, not sampled.
import { randomInt } from './random'

/** Returns a uniform integer in 0..maxExclusive-1. */
export type RandomSource = (maxExclusive: number) => number

export type Keep = { mode: 'kh' | 'kl'; count: number }

export interface DiceTerm {
  kind: 'dice'
  sign: 1 | -1
  count: number
  sides: number
  keep: Keep | null
  /** The term as the user wrote it, normalised ("4d6kh3"). */
  text: string
}

export interface ConstantTerm {
  kind: 'constant'
  sign: 1 | -1
  value: number
  text: string
}

export type Term = DiceTerm | ConstantTerm

export type ParseResult = { ok: true; terms: Term[] } | { ok: false; error: string; position: number }

export const MAX_DICE = 1000
export const MAX_SIDES = 1000
export const MAX_TERMS = 20
export const MAX_CONSTANT = 1_000_000

export type RollMode = 'normal' | 'advantage' | 'disadvantage'

const describeChar = (c: string) => (c === ' ' ? 'a space' : `'${c}'`)

/**
 * Parses dice notation: terms joined by + or -, each `NdM` (N defaults to 1, `d%` is d100) with an optional
 * keep/drop suffix (`kh3`, `kl1`, `k3` = kh3, `dh1` = drop highest, `dl1` = drop lowest), or a whole number.
 * Spaces are ignored. Errors name the problem and its 1-based position.
 */
export function parseDice(input: string): ParseResult {
  const src = input.toLowerCase()
  let i = 0
  const terms: Term[] = []
  const fail = (error: string, at = i): ParseResult => ({ ok: false, error, position: at + 1 })
  const skip = () => {
    while (i < src.length && /\s/.test(src[i])) i++
  }
  const readInt = (): { value: number; digits: string } | null => {
    const start = i
    while (i < src.length && src[i] >= '0' && src[i] <= '9') i++
    if (i === start) return null
    const digits = src.slice(start, i)
    return { value: Number(digits), digits }
  }
  skip()
  if (i >= src.length) return fail('Enter a dice expression, for example 2d6+3', 0)
  let sign: 1 | -1 = 1
  for (;;) {
    skip()
    if (src[i] === '+' || src[i] === '-') {
      // A leading sign on the first term (e.g. "-1+d4") is allowed.
      if (terms.length === 0) {
        sign = src[i] === '-' ? -1 : 1
        i++
        skip()
      }
    }
    const termStart = i
    if (i >= src.length) return fail('Expected a number or dice after the sign at the end')
    const count = readInt()
    skip()
    if (src[i] === 'd') {
      i++
      skip()
      let sides: number
      if (src[i] === '%') {
        sides = 100
        i++
      } else {
        const s = readInt()
        if (!s)
          return fail(
            i < src.length
              ? `Expected the number of sides after 'd', found ${describeChar(src[i])}`
              : "Expected the number of sides after 'd'",
          )
        sides = s.value
      }
      const n = count ? count.value : 1
      if (n < 1) return fail('The number of dice must be at least 1', termStart)
      if (n > MAX_DICE) return fail(`Too many dice: at most ${MAX_DICE} in one term`, termStart)
      if (sides < 1) return fail('A die needs at least 1 side', termStart)
      if (sides > MAX_SIDES) return fail(`Too many sides: at most ${MAX_SIDES}`, termStart)
      skip()
      let keep: Keep | null = null
      if (src[i] === 'k' || (src[i] === 'd' && (src[i + 1] === 'h' || src[i + 1] === 'l'))) {
        const modStart = i
        const op = src[i]
        i++
        let which: 'h' | 'l' = 'h'
        if (src[i] === 'h' || src[i] === 'l') {
          which = src[i] as 'h' | 'l'
          i++
        } else if (op === 'd') {
          return fail("Expected 'h' or 'l' after 'd' (drop highest or lowest)")
        }
        skip()
        const k = readInt()
        const amount = k ? k.value : 1
        if (op === 'k') {
          if (amount < 1) return fail('Keep at least 1 die', modStart)
          if (amount > n) return fail(`Cannot keep ${amount} of ${n} ${n === 1 ? 'die' : 'dice'}`, modStart)
          keep = { mode: which === 'h' ? 'kh' : 'kl', count: amount }
        } else {
          if (amount >= n)
            return fail(`Cannot drop ${amount} of ${n} ${n === 1 ? 'die' : 'dice'}: at least one must stay`, modStart)
          keep = amount === 0 ? null : { mode: which === 'h' ? 'kl' : 'kh', count: n - amount }
        }
      }
      const keepText = keep && keep.count !== n ? `${keep.mode}${keep.count}` : ''
      if (keep && keep.count === n) keep = null
      terms.push({ kind: 'dice', sign, count: n, sides, keep, text: `${n}d${sides}${keepText}` })
    } else if (count) {
      if (count.value > MAX_CONSTANT)
        return fail(`The number ${count.digits} is too large (at most ${MAX_CONSTANT})`, termStart)
      terms.push({ kind: 'constant', sign, value: count.value, text: String(count.value) })
    } else {
      return fail(
        i < src.length
          ? `Unexpected ${describeChar(src[i])}: expected a number or dice like 2d6`
          : 'Expected a number or dice like 2d6',
      )
    }
    if (terms.length > MAX_TERMS) return fail(`Too many terms: at most ${MAX_TERMS}`, termStart)
    skip()
    if (i >= src.length) break
    if (src[i] === '+' || src[i] === '-') {
      sign = src[i] === '-' ? -1 : 1
      i++
      skip()
      if (i >= src.length) return fail(`Expected a number or dice after '${sign === 1 ? '+' : '-'}'`)
      continue
    }
    return fail(`Unexpected ${describeChar(src[i])}: expected '+', '-' or the end`)
  }
  return { ok: true, terms }
}

/** Normalised notation for terms: "4d6kh3 + 2 - 1d4". */
export function formatTerms(terms: readonly Term[]): string {
  return terms
    .map((t, idx) => (idx === 0 ? (t.sign < 0 ? `-${t.text}` : t.text) : `${t.sign < 0 ? ' - ' : ' + '}${t.text}`))
    .join('')
}

/**
 * Advantage/disadvantage: every single d20 (1d20) becomes 2d20 keep highest/lowest. Returns how many were changed.
 */
export function applyRollMode(terms: readonly Term[], mode: RollMode): { terms: Term[]; changed: number } {
  if (mode === 'normal') return { terms: [...terms], changed: 0 }
  let changed = 0
  const next = terms.map((t): Term => {
    if (t.kind !== 'dice' || t.sides !== 20 || t.count !== 1 || t.keep) return t
    changed++
    const keep: Keep = { mode: mode === 'advantage' ? 'kh' : 'kl', count: 1 }
    return { ...t, count: 2, keep, text: `2d20${keep.mode}1` }
  })
  return { terms: next, changed }
}

export interface DieResult {
  value: number
  kept: boolean
}

export interface TermRoll {
  term: Term
  dice: DieResult[]
  /** Signed contribution to the total. */
  subtotal: number
}

export interface Roll {
  expression: string
  total: number
  terms: TermRoll[]
}

/** Indices of the dice a keep rule keeps; ties are broken by position (the earlier die wins). */
function keptIndices(values: readonly number[], keep: Keep): Set<number> {
  const order = values.map((v, idx) => ({ v, idx }))
  order.sort((a, b) => (keep.mode === 'kh' ? b.v - a.v : a.v - b.v) || a.idx - b.idx)
  return new Set(order.slice(0, keep.count).map((o) => o.idx))
}

export function rollTerms(terms: readonly Term[], random: RandomSource = randomInt): Roll {
  let total = 0
  const rolled: TermRoll[] = terms.map((term) => {
    if (term.kind === 'constant') {
      const subtotal = term.sign * term.value
      total += subtotal
      return { term, dice: [], subtotal }
    }
    const values = Array.from({ length: term.count }, () => 1 + random(term.sides))
    const kept = term.keep ? keptIndices(values, term.keep) : null
    const dice = values.map((value, idx) => ({ value, kept: kept ? kept.has(idx) : true }))
    const subtotal = term.sign * dice.reduce((s, d) => s + (d.kept ? d.value : 0), 0)
    total += subtotal
    return { term, dice, subtotal }
  })
  return { expression: formatTerms(terms), total, terms: rolled }
}

/** One line describing a roll: "4d6kh3 [6, 5, ~2~, 3] + 2 = 16" with dropped dice marked by ~. */
export function describeRoll(roll: Roll): string {
  const parts = roll.terms.map((tr, idx) => {
    const sign = idx === 0 ? (tr.term.sign < 0 ? '-' : '') : tr.term.sign < 0 ? ' - ' : ' + '
    if (tr.term.kind === 'constant') return `${sign}${tr.term.value}`
    const dice = tr.dice.map((d) => (d.kept ? String(d.value) : `~${d.value}~`)).join(', ')
    return `${sign}${tr.term.text} [${dice}]`
  })
  return `${parts.join('')} = ${roll.total}`
}

/** A discrete distribution over consecutive integers: probs[i] is P(total = offset + i). */
export interface Distribution {
  offset: number
  probs: Float64Array
}

export interface DistributionStats {
  min: number
  max: number
  mean: number
  stdDev: number
  /** Most likely totals (all with the highest probability). */
  modes: number[]
  distribution: Distribution
}

/** Rough operation count; beyond this the page does not compute the exact distribution. */
export const MAX_DISTRIBUTION_WORK = 200_000_000
export const MAX_DISTRIBUTION_SIZE = 200_001

function termWork(t: Term): number {
  if (t.kind === 'constant') return 1
  if (!t.keep) return t.count * t.count * t.sides
  return t.sides * t.count * t.count * (t.keep.count * t.sides + 1)
}

function termRange(t: Term): number {
  if (t.kind === 'constant') return 1
  return (t.keep ? t.keep.count : t.count) * (t.sides - 1) + 1
}

/** Why the distribution of these terms is not computed, or null when it is affordable. */
export function distributionTooLarge(terms: readonly Term[]): string | null {
  let size = 1
  let work = 0
  for (const t of terms) {
    const r = termRange(t)
    work += termWork(t) + size * r
    size += r - 1
  }
  if (size > MAX_DISTRIBUTION_SIZE || work > MAX_DISTRIBUTION_WORK) {
    return 'The expression is too large for exact statistics (it has too many possible totals); rolling still works.'
  }
  return null
}

/** Sum of n uniform dice 1..m, by repeated convolution with a sliding window (O(n² m)). */
function sumOfDice(n: number, m: number): Distribution {
  let probs = new Float64Array([1])
  for (let d = 0; d < n; d++) {
    const next = new Float64Array(probs.length + m - 1)
    let window = 0
    for (let i = 0; i < next.length; i++) {
      if (i < probs.length) window += probs[i]
      if (i - m >= 0) window -= probs[i - m]
      next[i] = window / m
    }
    probs = next
  }
  return { offset: n, probs }
}

/**
 * Sum of the k highest (or lowest) of n dice 1..m. Faces are visited from the best down; the state is
 * (dice placed so far, sum of kept dice) and choosing j dice showing face v multiplies by C(remaining, j)·(1/m)^j.
 */
function keepDice(n: number, m: number, keep: Keep): Distribution {
  const k = keep.count
  const maxSum = k * m
  // state[t][s]: probability mass with t dice placed and kept sum s.
  let state: Float64Array[] = Array.from({ length: n + 1 }, () => new Float64Array(maxSum + 1))
  state[0][0] = 1
  const binom: number[][] = [[1]]
  for (let a = 1; a <= n; a++) {
    binom[a] = [1]
    for (let b = 1; b < a; b++) binom[a][b] = binom[a - 1][b - 1] + binom[a - 1][b]
    binom[a][a] = 1
  }
  const p = 1 / m
  const powP = [1]
  for (let j = 1; j <= n; j++) powP[j] = powP[j - 1] * p
  for (let step = 0; step < m; step++) {
    const v = keep.mode === 'kh' ? m - step : step + 1
    const next = Array.from({ length: n + 1 }, () => new Float64Array(maxSum + 1))
    for (let t = 0; t <= n; t++) {
      const row = state[t]
      for (let s = 0; s <= maxSum; s++) {
        const mass = row[s]
        if (mass === 0) continue
        const remaining = n - t
        // The last face must take every remaining die.
        const jFrom = step === m - 1 ? remaining : 0
        for (let j = jFrom; j <= remaining; j++) {
          const keptNow = Math.max(0, Math.min(j, k - t))
          const ns = s + keptNow * v
          next[t + j][ns] += mass * binom[remaining][j] * powP[j]
        }
      }
    }
    state = next
  }
  const final = state[n]
  return { offset: k, probs: final.slice(k) }
}

function convolve(a: Distribution, b: Distribution): Distribution {
  const probs = new Float64Array(a.probs.length + b.probs.length - 1)
  for (let i = 0; i < a.probs.length; i++) {
    const pa = a.probs[i]
    if (pa === 0) continue
    for (let j = 0; j < b.probs.length; j++) probs[i + j] += pa * b.probs[j]
  }
  return { offset: a.offset + b.offset, probs }
}

function negate(d: Distribution): Distribution {
  const probs = d.probs.slice().reverse()
  return { offset: -(d.offset + d.probs.length - 1), probs }
}

export function termDistribution(t: Term): Distribution {
  if (t.kind === 'constant') return { offset: t.sign * t.value, probs: new Float64Array([1]) }
  const d = t.keep ? keepDice(t.count, t.sides, t.keep) : sumOfDice(t.count, t.sides)
  return t.sign < 0 ? negate(d) : d
}

/** The exact distribution of the total and its summary statistics. */
export function distributionStats(terms: readonly Term[]): DistributionStats {
  let dist: Distribution = { offset: 0, probs: new Float64Array([1]) }
  for (const t of terms) dist = convolve(dist, termDistribution(t))
  let mean = 0
  let best = 0
  for (let i = 0; i < dist.probs.length; i++) {
    mean += (dist.offset + i) * dist.probs[i]
    best = Math.max(best, dist.probs[i])
  }
  let variance = 0
  const modes: number[] = []
  for (let i = 0; i < dist.probs.length; i++) {
    const x = dist.offset + i
    variance += (x - mean) ** 2 * dist.probs[i]
    if (Math.abs(dist.probs[i] - best) <= best * 1e-9) modes.push(x)
  }
  return {
    min: dist.offset,
    max: dist.offset + dist.probs.length - 1,
    mean,
    stdDev: Math.sqrt(Math.max(0, variance)),
    modes,
    distribution: dist,
  }
}

/** P(total >= x) for every total, from the top down. */
export function atLeast(dist: Distribution): Float64Array {
  const out = new Float64Array(dist.probs.length)
  let acc = 0
  for (let i = dist.probs.length - 1; i >= 0; i--) {
    acc += dist.probs[i]
    out[i] = Math.min(1, acc)
  }
  return out
}

/** A probability as a percentage with sensible precision: 16.67%, 0.0772%, <0.0001%. */
export function formatPercent(p: number): string {
  if (p <= 0) return '0%'
  const pct = p * 100
  if (pct >= 99.995 && p < 1) return '>99.99%'
  if (pct >= 1) return `${Number(pct.toFixed(2))}%`
  if (pct >= 0.0001) return `${Number(pct.toPrecision(3))}%`
  return '<0.0001%'
}
