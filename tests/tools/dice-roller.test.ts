import { describe, expect, it } from 'vitest'
import {
  applyRollMode,
  atLeast,
  type DiceTerm,
  describeRoll,
  distributionStats,
  distributionTooLarge,
  formatPercent,
  formatTerms,
  parseDice,
  type RandomSource,
  rollTerms,
  type Term,
} from '../../src/lib/dice'
import { diceApi } from '../../workers/dice/dice.api'

const terms = (s: string): Term[] => {
  const r = parseDice(s)
  if (!r.ok) throw new Error(r.error)
  return r.terms
}

/** A random source that returns the given die faces (1-based) in order. */
const faces = (...values: number[]): RandomSource => {
  let i = 0
  return (max) => {
    const v = values[i++] - 1
    if (v < 0 || v >= max) throw new Error(`face ${v + 1} out of range for d${max}`)
    return v
  }
}

const prob = (s: string, total: number) => {
  const st = distributionStats(terms(s))
  return st.distribution.probs[total - st.distribution.offset] ?? 0
}

describe('parseDice', () => {
  it('reads dice, modifiers and several terms', () => {
    expect(formatTerms(terms('2d6+1d4-1'))).toBe('2d6 + 1d4 - 1')
    expect(formatTerms(terms(' 3 D 6 + 2 '))).toBe('3d6 + 2')
    expect(formatTerms(terms('d20'))).toBe('1d20')
    expect(formatTerms(terms('d%'))).toBe('1d100')
    expect(formatTerms(terms('-1+d4'))).toBe('-1 + 1d4')
    expect(formatTerms(terms('7'))).toBe('7')
  })

  it('reads keep and drop rules', () => {
    const [t] = terms('4d6kh3') as DiceTerm[]
    expect(t.keep).toEqual({ mode: 'kh', count: 3 })
    expect((terms('4d6k3')[0] as DiceTerm).keep).toEqual({ mode: 'kh', count: 3 })
    expect((terms('2d20kl1')[0] as DiceTerm).keep).toEqual({ mode: 'kl', count: 1 })
    expect((terms('4d6dl1')[0] as DiceTerm).keep).toEqual({ mode: 'kh', count: 3 })
    expect((terms('4d6dh1')[0] as DiceTerm).keep).toEqual({ mode: 'kl', count: 3 })
    // Keeping every die is no rule at all.
    expect((terms('3d6kh3')[0] as DiceTerm).keep).toBeNull()
  })

  it('names each parse error and where it is', () => {
    expect(parseDice('')).toMatchObject({ ok: false, error: 'Enter a dice expression, for example 2d6+3' })
    expect(parseDice('2d')).toMatchObject({ ok: false, error: "Expected the number of sides after 'd'", position: 3 })
    expect(parseDice('2dx')).toMatchObject({ ok: false, error: "Expected the number of sides after 'd', found 'x'" })
    expect(parseDice('2d6+')).toMatchObject({ ok: false, error: "Expected a number or dice after '+'" })
    expect(parseDice('2d6*2')).toMatchObject({
      ok: false,
      error: "Unexpected '*': expected '+', '-' or the end",
      position: 4,
    })
    expect(parseDice('abc')).toMatchObject({
      ok: false,
      error: "Unexpected 'a': expected a number or dice like 2d6",
      position: 1,
    })
    expect(parseDice('0d6')).toMatchObject({ ok: false, error: 'The number of dice must be at least 1' })
    expect(parseDice('2d0')).toMatchObject({ ok: false, error: 'A die needs at least 1 side' })
    expect(parseDice('1001d6')).toMatchObject({ ok: false, error: 'Too many dice: at most 1000 in one term' })
    expect(parseDice('1d1001')).toMatchObject({ ok: false, error: 'Too many sides: at most 1000' })
    expect(parseDice('2d6kh3')).toMatchObject({ ok: false, error: 'Cannot keep 3 of 2 dice' })
    expect(parseDice('2d6dl2')).toMatchObject({ ok: false, error: 'Cannot drop 2 of 2 dice: at least one must stay' })
    expect(parseDice('2d6kh0')).toMatchObject({ ok: false, error: 'Keep at least 1 die' })
    expect(parseDice('🎲')).toMatchObject({ ok: false })
    expect(parseDice(Array.from({ length: 21 }, () => '1').join('+'))).toMatchObject({
      ok: false,
      error: 'Too many terms: at most 20',
    })
  })
})

describe('rollTerms', () => {
  it('adds dice and modifiers with the given faces', () => {
    const roll = rollTerms(terms('2d6+1d4-1'), faces(3, 5, 4))
    expect(roll.total).toBe(11)
    expect(describeRoll(roll)).toBe('2d6 [3, 5] + 1d4 [4] - 1 = 11')
  })

  it('keeps the highest and marks the dropped die', () => {
    const roll = rollTerms(terms('4d6kh3'), faces(2, 6, 2, 5))
    expect(roll.total).toBe(13)
    expect(roll.terms[0].dice.map((d) => d.kept)).toEqual([true, true, false, true])
    expect(describeRoll(roll)).toBe('4d6kh3 [2, 6, ~2~, 5] = 13')
  })

  it('keeps the lowest', () => {
    expect(rollTerms(terms('3d8kl1'), faces(7, 3, 8)).total).toBe(3)
  })

  it('subtracts negative dice terms', () => {
    expect(rollTerms(terms('10-2d4'), faces(1, 4)).total).toBe(5)
  })

  it('stays in range with the real crypto source over many rolls', () => {
    const t = terms('3d6+2')
    const seen = new Set<number>()
    for (let i = 0; i < 3000; i++) {
      const r = rollTerms(t)
      expect(r.total).toBeGreaterThanOrEqual(5)
      expect(r.total).toBeLessThanOrEqual(20)
      seen.add(r.total)
    }
    // 16 possible totals; after 3000 rolls each of the middle ones is virtually certain to appear.
    for (let x = 8; x <= 17; x++) expect(seen.has(x)).toBe(true)
  })
})

describe('applyRollMode', () => {
  it('turns each single d20 into 2d20 keep highest or lowest', () => {
    expect(formatTerms(applyRollMode(terms('d20+5'), 'advantage').terms)).toBe('2d20kh1 + 5')
    expect(formatTerms(applyRollMode(terms('1d20+1d20'), 'disadvantage').terms)).toBe('2d20kl1 + 2d20kl1')
    expect(applyRollMode(terms('2d6'), 'advantage').changed).toBe(0)
    expect(applyRollMode(terms('d20'), 'normal').changed).toBe(0)
  })
})

describe('distributionStats', () => {
  it('is exact for 2d6', () => {
    const st = distributionStats(terms('2d6'))
    expect(st.min).toBe(2)
    expect(st.max).toBe(12)
    expect(st.mean).toBeCloseTo(7, 12)
    expect(st.modes).toEqual([7])
    expect(prob('2d6', 7)).toBeCloseTo(6 / 36, 12)
    expect(prob('2d6', 2)).toBeCloseTo(1 / 36, 12)
    expect(st.stdDev).toBeCloseTo(Math.sqrt(35 / 6), 10)
  })

  it('matches brute force for 4d6 keep highest 3', () => {
    const counts = new Map<number, number>()
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++)
          for (let d = 1; d <= 6; d++) {
            const s = a + b + c + d - Math.min(a, b, c, d)
            counts.set(s, (counts.get(s) ?? 0) + 1)
          }
    const st = distributionStats(terms('4d6kh3'))
    expect(st.min).toBe(3)
    expect(st.max).toBe(18)
    for (let s = 3; s <= 18; s++) expect(prob('4d6kh3', s)).toBeCloseTo((counts.get(s) ?? 0) / 1296, 12)
    expect(st.mean).toBeCloseTo(15869 / 1296, 10)
  })

  it('gives advantage and disadvantage on a d20', () => {
    expect(prob('2d20kh1', 20)).toBeCloseTo(39 / 400, 12)
    expect(prob('2d20kl1', 1)).toBeCloseTo(39 / 400, 12)
    expect(distributionStats(terms('2d20kh1')).mean).toBeCloseTo(13.825, 10)
  })

  it('matches brute force for 3d4 keep lowest 2', () => {
    const counts = new Map<number, number>()
    for (let a = 1; a <= 4; a++)
      for (let b = 1; b <= 4; b++)
        for (let c = 1; c <= 4; c++) {
          const s = a + b + c - Math.max(a, b, c)
          counts.set(s, (counts.get(s) ?? 0) + 1)
        }
    for (let s = 2; s <= 8; s++) expect(prob('3d4kl2', s)).toBeCloseTo((counts.get(s) ?? 0) / 64, 12)
  })

  it('shifts for modifiers and mirrors for subtracted dice', () => {
    const st = distributionStats(terms('2d6+1d4-1'))
    expect(st.min).toBe(2)
    expect(st.max).toBe(15)
    expect(st.mean).toBeCloseTo(8.5, 10)
    const neg = distributionStats(terms('10-1d4'))
    expect([neg.min, neg.max]).toEqual([6, 9])
    expect(prob('10-1d4', 6)).toBeCloseTo(0.25, 12)
  })

  it('sums to 1 and gives at-least probabilities', () => {
    const st = distributionStats(terms('10d10+3d8kh2'))
    const sum = st.distribution.probs.reduce((a, b) => a + b, 0)
    expect(sum).toBeCloseTo(1, 9)
    const ge = atLeast(distributionStats(terms('1d6')).distribution)
    expect(ge[0]).toBeCloseTo(1, 12)
    expect(ge[5]).toBeCloseTo(1 / 6, 12)
  })

  it('refuses expressions too large for exact statistics', () => {
    expect(distributionTooLarge(terms('4d6kh3+2'))).toBeNull()
    expect(distributionTooLarge(terms('100d100'))).toBeNull()
    expect(distributionTooLarge(terms('1000d1000'))).toMatch(/too large/)
  })
})

describe('formatPercent', () => {
  it('prints probabilities readably', () => {
    expect(formatPercent(1 / 6)).toBe('16.67%')
    expect(formatPercent(1 / 1296)).toBe('0.0772%')
    expect(formatPercent(0)).toBe('0%')
    expect(formatPercent(1e-9)).toBe('<0.0001%')
    expect(formatPercent(1)).toBe('100%')
  })
})

describe('dice worker api', () => {
  it('returns the same exact statistics as the page would compute', async () => {
    const st = await diceApi.stats(terms('500d100'))
    expect(st.min).toBe(500)
    expect(st.max).toBe(50_000)
    expect(st.mean).toBeCloseTo(25_250, 6)
    expect(st.distribution.probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })
})
