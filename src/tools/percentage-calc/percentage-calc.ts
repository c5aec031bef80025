// The everyday percentage questions, each as a small pure solver that returns the answer and how it was worked out.
import { formatDecimal } from '../../lib/math/number-text'

export type PercentKind =
  | 'of'
  | 'what-percent'
  | 'whole'
  | 'change'
  | 'increase'
  | 'decrease'
  | 'reverse'
  | 'difference'

export interface PercentQuestion {
  kind: PercentKind
  title: string
  /** Labels of the two inputs, in order. */
  a: string
  b: string
  /** Whether the answer is a percentage. */
  percent: boolean
  /** Example inputs filled in on first view. */
  example: [string, string]
  hint?: string
}

export const QUESTIONS: readonly PercentQuestion[] = [
  {
    kind: 'of',
    title: 'What is X% of Y?',
    a: 'Percentage (X)',
    b: 'Of value (Y)',
    percent: false,
    example: ['15', '200'],
  },
  {
    kind: 'what-percent',
    title: 'X is what percent of Y?',
    a: 'Part (X)',
    b: 'Whole (Y)',
    percent: true,
    example: ['30', '200'],
  },
  {
    kind: 'whole',
    title: 'X is Y% of what?',
    a: 'Part (X)',
    b: 'Percentage (Y)',
    percent: false,
    example: ['30', '15'],
  },
  {
    kind: 'change',
    title: 'Percentage change from X to Y',
    a: 'From (X)',
    b: 'To (Y)',
    percent: true,
    example: ['200', '250'],
  },
  {
    kind: 'increase',
    title: 'Increase X by Y%',
    a: 'Value (X)',
    b: 'Increase (Y %)',
    percent: false,
    example: ['200', '15'],
  },
  {
    kind: 'decrease',
    title: 'Decrease X by Y%',
    a: 'Value (X)',
    b: 'Decrease (Y %)',
    percent: false,
    example: ['200', '15'],
  },
  {
    kind: 'reverse',
    title: 'Before a change: X after a Y% change',
    a: 'Value after (X)',
    b: 'Change (Y %)',
    hint: 'Use a negative change for a discount.',
    percent: false,
    example: ['120', '20'],
  },
  {
    kind: 'difference',
    title: 'Percentage difference between X and Y',
    a: 'First value (X)',
    b: 'Second value (Y)',
    percent: true,
    example: ['200', '250'],
  },
]

export type PercentAnswer =
  | { ok: true; value: number; result: string; sentence: string; formula: string }
  | { ok: false; error: string }

const fail = (error: string): PercentAnswer => ({ ok: false, error })

/** Answers one question for inputs a and b, printing numbers with at most `decimals` places. */
export function solvePercent(kind: PercentKind, a: number, b: number, decimals = 2): PercentAnswer {
  const f = (n: number) => formatDecimal(n, { decimals })
  const ok = (value: number, percent: boolean, sentence: string, formula: string): PercentAnswer => {
    if (!Number.isFinite(value)) return fail('The answer is too large to show.')
    return { ok: true, value, result: `${f(value)}${percent ? '%' : ''}`, sentence, formula }
  }
  switch (kind) {
    case 'of': {
      const v = (a * b) / 100
      return ok(v, false, `${f(a)}% of ${f(b)} is ${f(v)}`, `${f(b)} × ${f(a)} ÷ 100 = ${f(v)}`)
    }
    case 'what-percent': {
      if (b === 0) return fail('The whole (Y) is 0: a part of nothing has no percentage.')
      const v = (a / b) * 100
      return ok(v, true, `${f(a)} is ${f(v)}% of ${f(b)}`, `${f(a)} ÷ ${f(b)} × 100 = ${f(v)}%`)
    }
    case 'whole': {
      if (b === 0) return fail('The percentage (Y) is 0: 0% of any number is 0, so the whole cannot be found.')
      const v = (a * 100) / b
      return ok(v, false, `${f(a)} is ${f(b)}% of ${f(v)}`, `${f(a)} × 100 ÷ ${f(b)} = ${f(v)}`)
    }
    case 'change': {
      if (a === 0) return fail('The starting value (X) is 0: a change from 0 has no percentage.')
      const v = ((b - a) / Math.abs(a)) * 100
      const word = v > 0 ? `an increase of ${f(v)}%` : v < 0 ? `a decrease of ${f(-v)}%` : 'no change (0%)'
      return ok(v, true, `From ${f(a)} to ${f(b)} is ${word}`, `(${f(b)} − ${f(a)}) ÷ |${f(a)}| × 100 = ${f(v)}%`)
    }
    case 'increase': {
      const v = a + (a * b) / 100
      return ok(v, false, `${f(a)} increased by ${f(b)}% is ${f(v)}`, `${f(a)} × (1 + ${f(b)} ÷ 100) = ${f(v)}`)
    }
    case 'decrease': {
      const v = a - (a * b) / 100
      return ok(v, false, `${f(a)} decreased by ${f(b)}% is ${f(v)}`, `${f(a)} × (1 − ${f(b)} ÷ 100) = ${f(v)}`)
    }
    case 'reverse': {
      if (b === -100) return fail('A change of −100% leaves 0 whatever the original was, so it cannot be undone.')
      const v = (a * 100) / (100 + b)
      const change = b >= 0 ? `a ${f(b)}% increase` : `a ${f(-b)}% decrease`
      return ok(v, false, `${f(a)} after ${change} was ${f(v)} before`, `${f(a)} ÷ (1 + ${f(b)} ÷ 100) = ${f(v)}`)
    }
    case 'difference': {
      const mean = (Math.abs(a) + Math.abs(b)) / 2
      if (mean === 0) return fail('Both values are 0: there is no difference to measure.')
      const v = (Math.abs(a - b) / mean) * 100
      return ok(
        v,
        true,
        `${f(a)} and ${f(b)} differ by ${f(v)}% of their average`,
        `|${f(a)} − ${f(b)}| ÷ ((|${f(a)}| + |${f(b)}|) ÷ 2) × 100 = ${f(v)}%`,
      )
    }
  }
}
