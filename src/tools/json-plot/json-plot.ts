// The JSON Chart page's own constants and labels; the chart rules live in src/lib/chart/json-chart.ts, shared with the worker.
import { type Chart, INDEX_FIELD } from '../../lib/chart/json-chart'

/** Inputs longer than this (characters) are read and laid out in the json-plot worker; shorter ones at once. */
export const WORKER_THRESHOLD = 100_000

export const SAMPLE_JSON = `[
  { "month": "Jan", "sales": 120, "costs": 80 },
  { "month": "Feb", "sales": 150, "costs": 95 },
  { "month": "Mar", "sales": 90, "costs": 70 },
  { "month": "Apr", "sales": 180, "costs": 110 },
  { "month": "May", "sales": 210, "costs": 120 },
  { "month": "Jun", "sales": 160, "costs": 105 }
]`

/** A field's name as the options show it (the array position has a name of its own). */
export const fieldLabel = (f: string) => (f === INDEX_FIELD ? 'Position (index)' : f)

/** The Y fields with `field` ticked (moved to the end, so it is drawn last) or unticked. */
export function toggleField(ys: readonly string[], field: string, on: boolean): string[] {
  const rest = ys.filter((y) => y !== field)
  return on ? [...rest, field] : rest
}

/** "200,000 points in 2 series" under the chart: what it shows, also when it is drawn at screen resolution. */
export function countLine(chart: Pick<Chart, 'points' | 'type' | 'series'>): string {
  const n = chart.points.toLocaleString('en-US')
  if (chart.type === 'pie') return `${n} ${chart.points === 1 ? 'slice' : 'slices'}`
  return `${n} ${chart.points === 1 ? 'point' : 'points'} in ${chart.series} series`
}
