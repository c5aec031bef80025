import { describe, expect, it } from 'vitest'
import {
  MARKER_LIMIT,
  PIE_LIMIT,
  type PlotRequest,
  plotJson,
  type Shape,
  SUMMARY_LIMIT,
} from '../../src/lib/chart/json-chart'
import { WORKER_THRESHOLD } from '../../src/tools/json-plot/json-plot'
import { jsonPlotApi } from '../../workers/json-plot/json-plot.api'

const request = (over: Partial<PlotRequest> = {}): PlotRequest => ({
  x: '',
  ys: [],
  type: 'line',
  width: 720,
  height: 420,
  pickFields: true,
  ...over,
})

/** 200,000 points in two series, as an object of series (about 3 MB of JSON). */
const N = 100_000
const bigSeries = JSON.stringify({
  sin: Array.from({ length: N }, (_, i) => Number(Math.sin(i / 500).toFixed(4))),
  cos: Array.from({ length: N }, (_, i) => Number(Math.cos(i / 500).toFixed(4))),
})

const kinds = (shapes: Shape[]) => {
  const out: Record<string, number> = {}
  for (const s of shapes) out[s.kind] = (out[s.kind] ?? 0) + 1
  return out
}

describe('json-plot worker api', () => {
  it('reads, picks fields and lays out 200,000 points at screen resolution', async () => {
    expect(bigSeries.length).toBeGreaterThan(WORKER_THRESHOLD)
    const r = await jsonPlotApi.plot(bigSeries, request())
    if (!r.ok || !r.chart?.ok) throw new Error('expected a chart')
    expect(r.data).toEqual({
      fields: ['(index)', 'sin', 'cos'],
      numeric: ['(index)', 'sin', 'cos'],
      series: true,
      records: N,
    })
    expect([r.x, r.ys]).toEqual(['(index)', ['sin', 'cos']])
    const chart = r.chart.chart
    expect([chart.points, chart.series]).toEqual([2 * N, 2])
    // Two lines, no marker per point, each thinned to at most 4 points per pixel column.
    expect(kinds(chart.shapes).polyline).toBe(2)
    expect(kinds(chart.shapes).circle).toBeUndefined()
    for (const s of chart.shapes)
      if (s.kind === 'polyline') expect(s.points.split(' ').length).toBeLessThanOrEqual(4 * chart.width)
    expect(chart.summary).toHaveLength(SUMMARY_LIMIT)
    expect(chart.summary[1]).toBe('sin at 1: 0.002')
    // The peaks survive thinning: the line reaches the top and bottom of the value axis's data.
    const line = chart.shapes.find((s) => s.kind === 'polyline')
    const ys = line?.kind === 'polyline' ? line.points.split(' ').map((p) => Number(p.split(',')[1])) : []
    expect(Math.min(...ys)).toBeLessThan(60)
    expect(Math.max(...ys)).toBeGreaterThan(300)
    // The result crosses to the page: it must stay small whatever the data's size.
    expect(JSON.stringify(r).length).toBeLessThan(200_000)
  })

  it('draws dense bars as columns and dense scatters as dots, one shape per series', async () => {
    const bars = await jsonPlotApi.plot(bigSeries, request({ type: 'bar' }))
    if (!bars.ok || !bars.chart?.ok) throw new Error('expected bars')
    expect(kinds(bars.chart.chart.shapes)).toMatchObject({ columns: 2 })
    expect(kinds(bars.chart.chart.shapes).rect).toBeUndefined()
    const records = JSON.stringify(Array.from({ length: 50_000 }, (_, i) => ({ t: i, v: (i * 7919) % 1000 })))
    const scatter = await jsonPlotApi.plot(records, request({ type: 'scatter' }))
    if (!scatter.ok || !scatter.chart?.ok) throw new Error('expected a scatter')
    expect([scatter.x, scatter.ys]).toEqual(['t', ['v']])
    expect(kinds(scatter.chart.chart.shapes)).toMatchObject({ dots: 1 })
    expect(kinds(scatter.chart.chart.shapes).circle).toBeUndefined()
    expect(scatter.chart.chart.points).toBe(50_000)
  })

  it('keeps the data read, so a new chart type of the same text is laid out again', async () => {
    const first = await jsonPlotApi.plot(bigSeries, request({ x: '(index)', ys: ['cos'], pickFields: false }))
    const second = await jsonPlotApi.plot(bigSeries, request({ x: '(index)', ys: ['cos'], type: 'scatter' }))
    expect(first.ok && first.chart?.ok && first.chart.chart.type).toBe('line')
    expect(second.ok && second.chart?.ok && second.chart.chart.type).toBe('scatter')
    expect(second.ok && second.ys).toEqual(['cos'])
  })

  it('explains bad input and charts it cannot draw, as the page does', async () => {
    expect(await jsonPlotApi.plot('[1, 2,', request())).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Invalid JSON/),
    })
    expect(await jsonPlotApi.plot('"text"', request())).toEqual({
      ok: false,
      error: 'Expected an array of objects or an object of series, not a single value.',
    })
    // New data re-picks a type that cannot draw it; a pie chosen for this very data explains why it cannot.
    const picked = await jsonPlotApi.plot(bigSeries, request({ type: 'pie', ys: ['sin'] }))
    expect(picked.ok && picked.type).toBe('bar')
    const pie = await jsonPlotApi.plot(
      bigSeries,
      request({ type: 'pie', x: '(index)', ys: ['sin'], pickFields: false }),
    )
    expect(pie.ok && pie.chart).toEqual({
      ok: false,
      error: `A pie chart of 100,000 slices cannot be read (limit ${PIE_LIMIT.toLocaleString('en-US')}): choose a bar or line chart.`,
    })
    // Without pickFields the fields asked for are used as they are.
    const none = await jsonPlotApi.plot(bigSeries, request({ x: '(index)', ys: [], pickFields: false }))
    expect(none.ok && none.chart).toEqual({ ok: false, error: 'Choose at least one Y field to plot.' })
  })

  it('draws small data exactly as before: a marker per point up to the limit', () => {
    const small = JSON.stringify(Array.from({ length: MARKER_LIMIT / 2 }, (_, i) => i % 17))
    const r = plotJson(small, request())
    if (!r.ok || !r.chart?.ok) throw new Error('expected a chart')
    expect(kinds(r.chart.chart.shapes)).toMatchObject({ circle: MARKER_LIMIT / 2, polyline: 1 })
    const bars = plotJson(small, request({ type: 'bar' }))
    expect(bars.ok && bars.chart?.ok && kinds(bars.chart.chart.shapes).rect).toBe(MARKER_LIMIT / 2)
  })
})
