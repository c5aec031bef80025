import { describe, expect, it } from 'vitest'
import type { DistributionStats } from '../../src/lib/dice'
import { distributionCsv, showsChart, statItems, tableRows, totalChance } from '../../src/tools/dice-roller/dice-roller'

// 1d4: totals 1–4, a quarter each.
const d4: DistributionStats = {
  distribution: { offset: 1, probs: new Float64Array([0.25, 0.25, 0.25, 0.25]) },
  min: 1,
  max: 4,
  mean: 2.5,
  stdDev: Math.sqrt(1.25),
  modes: [1, 2, 3, 4],
}

describe('dice-roller distribution figures', () => {
  it('lists every total with its chance and the chance of at least it', () => {
    const rows = tableRows(d4)
    expect(rows.map((r) => r.total)).toEqual([1, 2, 3, 4])
    expect(rows[0]).toEqual({ total: 1, p: 0.25, ge: 1 })
    expect(rows[3].ge).toBeCloseTo(0.25)
  })

  it('keeps the rows around the mean when there are too many', () => {
    expect(tableRows(d4, 2).map((r) => r.total)).toEqual([2, 3])
    expect(tableRows(d4, 3).map((r) => r.total)).toEqual([2, 3, 4])
  })

  it('writes the CSV with a header and every total', () => {
    const csv = distributionCsv(d4)
    expect(csv.split('\n')[0]).toBe('total,probability,probability_at_least')
    expect(csv.split('\n')[1]).toBe('1,0.25,1')
    expect(csv.endsWith('\n')).toBe(true)
  })

  it('fills the stat tiles, a range of most likely totals when there are many', () => {
    const items = statItems(d4)
    expect(items.map((i) => i.value)).toEqual([1, 4, '2.50', '1.12', '1–4'])
    expect(items.map((i) => i.testId)).toEqual(['stat-min', 'stat-max', 'stat-mean', 'stat-sd', 'stat-mode'])
  })

  it('gives the chance of a rolled total and draws a chart for more than one total', () => {
    expect(totalChance(d4, 4).exactly).toBe(totalChance(d4, 1).exactly)
    expect(totalChance(d4, 9).exactly).toBe(totalChance(d4, 0).atLeast)
    expect(showsChart(d4)).toBe(true)
  })
})
