// The Dice Roller's figures from an exact distribution (pure, unit-tested): the table rows around the mean, the CSV,
// the stat tiles' values and the chance of a rolled total.
import { atLeast, type DistributionStats, formatPercent } from '../../lib/dice'

export const MAX_CHART_BARS = 121
export const MAX_TABLE_ROWS = 301

export interface DistributionRow {
  total: number
  /** Probability of exactly this total. */
  p: number
  /** Probability of this total or more. */
  ge: number
}

/** Every total, or the `max` totals around the mean when there are more. */
export function tableRows(stats: DistributionStats, max = MAX_TABLE_ROWS): DistributionRow[] {
  const { offset, probs } = stats.distribution
  const ge = atLeast(stats.distribution)
  const all = Array.from(probs, (p, i) => ({ total: offset + i, p, ge: ge[i] }))
  if (all.length <= max) return all
  const center = Math.round(stats.mean) - offset
  const start = Math.max(0, Math.min(all.length - max, center - (max - 1) / 2))
  return all.slice(start, start + max)
}

/** The whole distribution as CSV: total, probability, probability of at least that total. */
export function distributionCsv(stats: DistributionStats): string {
  const { offset, probs } = stats.distribution
  const ge = atLeast(stats.distribution)
  const lines = Array.from(probs, (p, i) => `${offset + i},${p},${ge[i]}`)
  return `total,probability,probability_at_least\n${lines.join('\n')}\n`
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))

/** The stat tiles: minimum, maximum, mean, standard deviation and the most likely totals. */
export function statItems(stats: DistributionStats) {
  return [
    { label: 'Minimum', value: stats.min, testId: 'stat-min' },
    { label: 'Maximum', value: stats.max, testId: 'stat-max' },
    { label: 'Mean', value: fmt(Math.round(stats.mean * 100) / 100), testId: 'stat-mean' },
    { label: 'Std. deviation', value: stats.stdDev.toFixed(2), testId: 'stat-sd' },
    {
      label: 'Most likely',
      value: stats.modes.length > 3 ? `${stats.modes[0]}–${stats.modes.at(-1)}` : stats.modes.join(', '),
      testId: 'stat-mode',
    },
  ]
}

/** The chance of exactly `total` and of `total` or more, as percentages. */
export function totalChance(stats: DistributionStats, total: number): { exactly: string; atLeast: string } {
  const i = total - stats.distribution.offset
  return {
    exactly: formatPercent(stats.distribution.probs[i] ?? 0),
    atLeast: formatPercent(atLeast(stats.distribution)[i] ?? 0),
  }
}

/** Whether the distribution is drawn as a bar chart (more than one total, not too many). */
export const showsChart = (stats: DistributionStats) =>
  stats.distribution.probs.length <= MAX_CHART_BARS && stats.distribution.probs.length > 1
