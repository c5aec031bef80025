// Fair draws for the lottery-picker tool: reads entries (with optional weights), merges duplicates in an explained
// way, picks distinct winners, and draws k distinct numbers from a range, all from an injectable crypto source.
import { randomFloat, randomInt } from '../../lib/random'

export interface RandomSource {
  /** Uniform integer in 0..maxExclusive-1 (maxExclusive ≤ 2^32). */
  int: (maxExclusive: number) => number
  /** Uniform float in [0, 1). */
  float: () => number
}

export const cryptoSource: RandomSource = { int: randomInt, float: randomFloat }

export type DuplicateMode = 'combine' | 'once'

export interface Entry {
  name: string
  weight: number
  /** 1-based line numbers the entry came from. */
  lines: number[]
}

export interface LineProblem {
  line: number
  text: string
  message: string
}

export interface DuplicateNote {
  name: string
  count: number
  weight: number
}

export interface ParsedEntries {
  entries: Entry[]
  problems: LineProblem[]
  duplicates: DuplicateNote[]
  /** Names left out because their weight is 0. */
  zeroWeight: string[]
  /** True when any line gave a weight other than 1. */
  weighted: boolean
}

export const MAX_ENTRIES = 100_000
export const MAX_WINNERS = 10_000
export const MAX_NUMBER_PICKS = 10_000
export const MAX_RANGE = 2 ** 32

const WEIGHTED_LINE = /^(.*?)\s*[,;|\t]\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)\s*$/i

/** Splits "Alice, 3" into a name and a weight; a line without a trailing number has weight 1. */
export function parseLine(text: string): { name: string; weight: number } | { error: string } {
  const m = WEIGHTED_LINE.exec(text)
  if (!m) return { name: text.trim().replace(/\s+/g, ' '), weight: 1 }
  const name = m[1].trim().replace(/\s+/g, ' ')
  const weight = Number(m[2])
  if (!name) return { error: 'a weight without a name' }
  if (!Number.isFinite(weight) || weight < 0) return { error: `the weight ${m[2]} is not a positive number` }
  return { name, weight }
}

const keyOf = (name: string) => name.normalize('NFC').toLocaleLowerCase()

/**
 * One entry per non-blank line. Duplicates (same name ignoring case) become one entry: with 'combine' their
 * weights add up (each line is another ticket), with 'once' the first line's weight counts and the rest are ignored.
 */
export function parseEntries(text: string, mode: DuplicateMode = 'combine'): ParsedEntries {
  const byKey = new Map<string, Entry>()
  const counts = new Map<string, number>()
  const problems: LineProblem[] = []
  let weighted = false
  text.split(/\r\n|\r|\n/).forEach((raw, idx) => {
    if (!raw.trim()) return
    const line = idx + 1
    const parsed = parseLine(raw)
    if ('error' in parsed) {
      problems.push({ line, text: raw.trim(), message: `Line ${line}: ${parsed.error}` })
      return
    }
    if (parsed.weight !== 1) weighted = true
    const key = keyOf(parsed.name)
    counts.set(key, (counts.get(key) ?? 0) + 1)
    const existing = byKey.get(key)
    if (!existing) {
      byKey.set(key, { name: parsed.name, weight: parsed.weight, lines: [line] })
      return
    }
    existing.lines.push(line)
    if (mode === 'combine') existing.weight += parsed.weight
  })
  const duplicates: DuplicateNote[] = []
  const zeroWeight: string[] = []
  const entries: Entry[] = []
  for (const [key, entry] of byKey) {
    const count = counts.get(key) ?? 1
    if (count > 1) duplicates.push({ name: entry.name, count, weight: entry.weight })
    if (entry.weight === 0) zeroWeight.push(entry.name)
    else entries.push(entry)
  }
  return { entries, problems, duplicates, zeroWeight, weighted }
}

/** The text without the lines naming any of `names` (ignoring case), for drawing the next round without them. */
export function removeNames(text: string, names: readonly string[]): string {
  const gone = new Set(names.map(keyOf))
  return text
    .split(/\r\n|\r|\n/)
    .filter((raw) => {
      const parsed = parseLine(raw)
      return !raw.trim() || 'error' in parsed || !gone.has(keyOf(parsed.name))
    })
    .join('\n')
}

/** The chance each entry has of being the first pick. */
export function firstPickChances(entries: readonly Entry[]): number[] {
  const total = entries.reduce((s, e) => s + e.weight, 0)
  return entries.map((e) => (total > 0 ? e.weight / total : 0))
}

/** Why `count` winners cannot be drawn from these entries, or null. */
export function winnersProblem(entries: readonly Entry[], count: number): string | null {
  if (entries.length === 0) return 'Add at least one entry, one per line.'
  if (!Number.isInteger(count) || count < 1) return 'The number of winners must be a whole number of at least 1.'
  if (count > MAX_WINNERS) return `At most ${MAX_WINNERS.toLocaleString('en')} winners at a time.`
  if (count > entries.length) {
    return `Only ${entries.length} distinct ${entries.length === 1 ? 'entry' : 'entries'} can win: lower the number of winners or add entries.`
  }
  return null
}

/**
 * Draws `count` distinct winners, each pick proportional to weight among those not yet picked. Whole-number
 * weights use exact integer draws; fractional weights use a 53-bit float.
 */
export function drawWinners(entries: readonly Entry[], count: number, random: RandomSource = cryptoSource): Entry[] {
  const problem = winnersProblem(entries, count)
  if (problem) throw new RangeError(problem)
  const pool = [...entries]
  const winners: Entry[] = []
  const integral = pool.every((e) => Number.isInteger(e.weight))
  let total = pool.reduce((s, e) => s + e.weight, 0)
  for (let k = 0; k < count; k++) {
    let index: number
    if (integral && total <= MAX_RANGE) {
      let r = random.int(total)
      index = 0
      while (r >= pool[index].weight) r -= pool[index++].weight
    } else {
      let r = random.float() * total
      index = 0
      while (index < pool.length - 1 && r >= pool[index].weight) r -= pool[index++].weight
    }
    const [won] = pool.splice(index, 1)
    total -= won.weight
    winners.push(won)
  }
  return winners
}

export interface NumberDraw {
  /** In the order drawn. */
  drawn: number[]
  sorted: number[]
}

/** Why k numbers cannot be drawn from min..max, or null. */
export function numbersProblem(k: number, min: number, max: number): string | null {
  if (![k, min, max].every(Number.isFinite)) return 'Enter whole numbers for how many, from and to.'
  if (![k, min, max].every(Number.isInteger)) return 'How many, from and to must be whole numbers.'
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) return 'The range is too large.'
  if (max < min) return `"To" (${max}) must not be less than "From" (${min}).`
  if (k < 1) return 'Draw at least 1 number.'
  if (k > MAX_NUMBER_PICKS) return `At most ${MAX_NUMBER_PICKS.toLocaleString('en')} numbers at a time.`
  const size = max - min + 1
  if (size > MAX_RANGE) return 'The range may hold at most 4,294,967,296 numbers.'
  if (k > size) return `Only ${size} numbers lie between ${min} and ${max}: lower how many to draw.`
  return null
}

/** k distinct numbers from min..max (inclusive), uniformly: Floyd's subset algorithm, then a shuffle for draw order. */
export function drawNumbers(k: number, min: number, max: number, random: RandomSource = cryptoSource): NumberDraw {
  const problem = numbersProblem(k, min, max)
  if (problem) throw new RangeError(problem)
  const size = max - min + 1
  const chosen = new Set<number>()
  const order: number[] = []
  for (let j = size - k; j < size; j++) {
    const t = random.int(j + 1)
    const pick = chosen.has(t) ? j : t
    chosen.add(pick)
    order.push(pick)
  }
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(i + 1)
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  const drawn = order.map((n) => n + min)
  return { drawn, sorted: [...drawn].sort((a, b) => a - b) }
}

export const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd']
  const v = n % 100
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`
}
