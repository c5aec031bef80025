import { describe, expect, it } from 'vitest'
import {
  buildChart,
  defaultFields,
  extent,
  formatTick,
  INDEX_FIELD,
  MAX_FIELDS,
  MAX_PLOT_CHARS,
  MAX_POINTS,
  MAX_TICKS,
  MAX_VALUES,
  niceTicks,
  numberOf,
  plotDataset,
  readJson,
} from '../../src/lib/chart/json-chart'
import { SAMPLE_JSON } from '../../src/tools/json-plot/json-plot'

const read = (text: string) => {
  const r = readJson(text)
  if (!r.ok) throw new Error(r.error)
  return r.data
}

describe('json-plot reading', () => {
  it('reads an array of objects and finds numeric fields', () => {
    const d = read(SAMPLE_JSON)
    expect(d.records).toHaveLength(6)
    expect(d.fields).toEqual([INDEX_FIELD, 'month', 'sales', 'costs'])
    expect(d.numeric).toEqual([INDEX_FIELD, 'sales', 'costs'])
    expect(defaultFields(d)).toEqual({ x: 'month', ys: ['sales'] })
  })
  it('reads an object of series and an array of numbers', () => {
    const d = read('{"a":[1,2,3],"b":[4,"5"],"note":"x"}')
    expect(d.records).toHaveLength(3)
    expect(d.records[2]).toEqual({ [INDEX_FIELD]: 2, a: 3, b: undefined })
    expect(d.numeric).toEqual([INDEX_FIELD, 'a', 'b'])
    expect(defaultFields(d)).toEqual({ x: INDEX_FIELD, ys: ['a', 'b'] })
    expect(defaultFields(read('[{"w":1,"h":2}]'))).toEqual({ x: 'w', ys: ['h'] })
    expect(read('[3, 1, 2]').numeric).toEqual([INDEX_FIELD, 'value'])
    expect(defaultFields(read('[3, 1, 2]'))).toEqual({ x: INDEX_FIELD, ys: ['value'] })
  })
  it('explains invalid and unsuitable JSON', () => {
    expect(readJson('')).toEqual({ ok: false, error: 'Paste JSON data to plot.' })
    const bad = readJson('{"a": [1,')
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(bad.error).toMatch(/^Invalid JSON: /)
    expect(readJson('[]')).toMatchObject({ ok: false, error: expect.stringContaining('empty') })
    expect(readJson('[1, {"a": 2}]')).toMatchObject({ ok: false, error: expect.stringContaining('only objects') })
    expect(readJson('42')).toMatchObject({ ok: false, error: expect.stringContaining('single value') })
    expect(readJson('{"a": 1}')).toMatchObject({ ok: false, error: expect.stringContaining('series names to arrays') })
  })
  it('refuses past its limits before the work, naming the limit and what was found (issue 35)', () => {
    expect(readJson(' '.repeat(MAX_PLOT_CHARS + 1))).toEqual({
      ok: false,
      error: '50,000,001 characters: JSON Chart plots up to 50,000,000.',
    })
    expect(readJson(`[${'1,'.repeat(MAX_POINTS)}1]`)).toEqual({
      ok: false,
      error: '1,000,001 points: JSON Chart plots up to 1,000,000.',
    })
    expect(readJson(`[${'1,'.repeat(MAX_POINTS - 1)}1]`).ok).toBe(true)
    const keyEach = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ [`k${i}`]: i })))
    // "(index)" is a field of every record too.
    expect(readJson(keyEach)).toEqual({ ok: false, error: '20,001 fields: JSON Chart reads up to 1,000.' })
    const manySeries = JSON.stringify(Object.fromEntries(Array.from({ length: MAX_FIELDS }, (_, i) => [`s${i}`, [i]])))
    expect(readJson(manySeries)).toEqual({ ok: false, error: '1,001 fields: JSON Chart reads up to 1,000.' })
    const longSeries = `{"a":[${'1,'.repeat(MAX_POINTS)}1]}`
    expect(readJson(longSeries)).toEqual({ ok: false, error: '1,000,001 points: JSON Chart plots up to 1,000,000.' })
    // One long series and many empty ones: points × fields, refused before a record is made.
    const empties = Array.from({ length: 20 }, (_, i) => `"e${i}":[]`).join(',')
    expect(readJson(`{"a":[${'1,'.repeat(499_999)}1],${empties}}`)).toEqual({
      ok: false,
      error: `11,000,000 values: JSON Chart reads up to ${MAX_VALUES.toLocaleString('en-US')}.`,
    })
    // The refusals leave nothing behind: the next input reads.
    expect(read(SAMPLE_JSON).records).toHaveLength(6)
  })
  it('reads numbers strictly', () => {
    expect(numberOf(' 2.5 ')).toBe(2.5)
    expect(numberOf('1e3')).toBe(1000)
    expect(numberOf('12px')).toBeNull()
    expect(numberOf(true)).toBeNull()
    expect(numberOf(Number.NaN)).toBeNull()
  })
})

describe('json-plot ticks', () => {
  it('uses round steps covering the range', () => {
    expect(niceTicks(0, 210)).toEqual([0, 50, 100, 150, 200, 250])
    expect(niceTicks(0.1, 0.93)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1])
    expect(niceTicks(-7, 3)).toEqual([-8, -6, -4, -2, 0, 2, 4])
    expect(niceTicks(5, 5)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(niceTicks(0, 0)).toEqual([-1, -0.5, 0, 0.5, 1])
  })
  it('ends on every finite range, with increasing ticks that cover it (issue 18)', () => {
    const ulp = (x: number) => {
      const b = new Float64Array([x])
      const i = new BigInt64Array(b.buffer)
      i[0] += 1n
      return b[0] as number
    }
    const ranges: [number, number][] = [
      [0.3, 0.30000000000000004],
      [1, ulp(1)],
      [1e15, ulp(1e15)],
      [-0.3, -0.29999999999999993],
      [1e300, ulp(1e300)],
      [5e-324, 5e-324],
      [0, 5e-324],
      [-5e-324, 5e-324],
      [1e-310, 3e-310],
      [-Number.MAX_VALUE, Number.MAX_VALUE],
      [Number.MAX_VALUE, Number.MAX_VALUE],
      [-Number.MAX_VALUE, -Number.MAX_VALUE],
      [0, Number.MAX_VALUE],
      [1e308, 1.7e308],
      [-1e-300, 1e300],
      [123456789, 123456789.00001],
      [-7, -7],
      [2 ** 53, 2 ** 53 + 2],
      [0.1, 0.1 + 1e-12],
    ]
    for (const [a, b] of ranges) {
      const t = niceTicks(a, b)
      const label = `${a} … ${b}: ${t.join(', ')}`
      expect(t.length, label).toBeGreaterThanOrEqual(2)
      expect(t.length, label).toBeLessThanOrEqual(MAX_TICKS + 1)
      for (const v of t) expect(Number.isFinite(v), label).toBe(true)
      for (let i = 1; i < t.length; i++) expect(t[i], label).toBeGreaterThan(t[i - 1] as number)
      expect(t[0], label).toBeLessThanOrEqual(Math.min(a, b))
      expect(t[t.length - 1], label).toBeGreaterThanOrEqual(Math.max(a, b))
      // The reversed range gives the same ticks.
      expect(niceTicks(b, a)).toEqual(t)
    }
    expect(niceTicks(0.3, 0.30000000000000004)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5])
  })
  it('refuses Infinity and NaN with a RangeError naming the range', () => {
    expect(() => niceTicks(0, Number.POSITIVE_INFINITY)).toThrow(RangeError)
    expect(() => niceTicks(Number.NaN, 1)).toThrow('An axis needs finite numbers; got NaN to 1')
    expect(() => niceTicks(Number.NEGATIVE_INFINITY, 0)).toThrow(RangeError)
  })
  it('finds the extent of a million values without spreading them', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1000003)
    expect(extent(many)).toEqual([0, 1000002])
  })
  it('draws two numbers 1 ULP apart and huge or too-big values (issue 18)', () => {
    const tiny = buildChart(read('[0.3, 0.30000000000000004]'), { x: INDEX_FIELD, ys: ['value'], type: 'line' })
    if (!tiny.ok) throw new Error(tiny.error)
    expect(tiny.chart.summary).toHaveLength(2)
    const huge = buildChart(read('[-1.7e308, 1.7e308, 0]'), { x: INDEX_FIELD, ys: ['value'], type: 'scatter' })
    if (!huge.ok) throw new Error(huge.error)
    for (const sh of huge.chart.shapes)
      if (sh.kind === 'circle') expect(Number.isFinite(sh.cy) && sh.cy > 0, JSON.stringify(sh)).toBe(true)
    const inf = buildChart(read('[{"a": 1, "b": 1e999}, {"a": 2, "b": 3}]'), { x: 'a', ys: ['b'], type: 'line' })
    expect(inf).toEqual({
      ok: false,
      error: 'The field "b" holds Infinity, beyond the largest number a chart can draw (about ±1.8 × 10^308).',
    })
    const text = buildChart(read('[{"a": 1, "b": "2e400"}, {"a": 2, "b": "3"}]'), { x: 'a', ys: ['b'], type: 'bar' })
    expect(text.ok ? '' : text.error).toContain('holds 2e400, beyond the largest number')
    expect(numberOf('1e999')).toBeNull()
  })
  it('formats tick labels compactly', () => {
    expect(formatTick(25000)).toBe('25k')
    expect(formatTick(3_500_000)).toBe('3.5M')
    expect(formatTick(0.30000000000000004)).toBe('0.3')
  })
})

describe('json-plot charts', () => {
  const d = read(SAMPLE_JSON)
  it('draws a bar chart with one bar per point and series, and a legend', () => {
    const r = buildChart(d, { x: 'month', ys: ['sales', 'costs'], type: 'bar' })
    if (!r.ok) throw new Error(r.error)
    expect(r.chart.shapes.filter((s) => s.kind === 'rect')).toHaveLength(12)
    expect(r.chart.shapes.filter((s) => s.kind === 'legend').map((s) => s.kind === 'legend' && s.text)).toEqual([
      'sales',
      'costs',
    ])
    expect(r.chart.summary[0]).toBe('sales at Jan: 120')
    const ticks = r.chart.shapes
      .filter((s) => s.kind === 'text' && s.role === 'tick')
      .map((s) => s.kind === 'text' && s.text)
    expect(ticks).toContain('250')
    expect(ticks).toContain('Jan')
  })
  it('draws a line with points and a pie with percentages', () => {
    const line = buildChart(d, { x: 'month', ys: ['sales'], type: 'line' })
    expect(line.ok && line.chart.shapes.filter((s) => s.kind === 'polyline')).toHaveLength(1)
    const pie = buildChart(d, { x: 'month', ys: ['sales'], type: 'pie' })
    if (!pie.ok) throw new Error(pie.error)
    expect(pie.chart.shapes.filter((s) => s.kind === 'path')).toHaveLength(6)
    expect(pie.chart.summary[0]).toBe('Jan: 120 (13.19%)')
  })
  it('explains unsuitable field choices', () => {
    expect(buildChart(d, { x: 'month', ys: [], type: 'line' })).toEqual({
      ok: false,
      error: 'Choose at least one Y field to plot.',
    })
    expect(buildChart(d, { x: 'month', ys: ['month'], type: 'bar' })).toMatchObject({
      error: expect.stringContaining('does not hold numbers'),
    })
    expect(buildChart(d, { x: 'month', ys: ['sales'], type: 'scatter' })).toMatchObject({
      error: expect.stringContaining('scatter chart needs numbers'),
    })
    expect(buildChart(d, { x: 'month', ys: ['sales', 'costs'], type: 'pie' })).toMatchObject({
      error: expect.stringContaining('exactly one'),
    })
    const neg = read('[{"k":"a","v":-1},{"k":"b","v":2}]')
    expect(buildChart(neg, { x: 'k', ys: ['v'], type: 'pie' })).toMatchObject({
      error: expect.stringContaining('negative'),
    })
    expect(buildChart(d, { x: 'nope', ys: ['sales'], type: 'bar' })).toMatchObject({ ok: false })
  })
  it('draws a scatter on numeric axes, a single slice as a circle, and keeps Unicode labels', () => {
    const sc = buildChart(read('[{"x":1,"y":2},{"x":3,"y":5}]'), { x: 'x', ys: ['y'], type: 'scatter' })
    expect(sc.ok && sc.chart.shapes.filter((s) => s.kind === 'circle')).toHaveLength(2)
    const one = buildChart(read('[{"k":"日本 🇯🇵","v":3}]'), { x: 'k', ys: ['v'], type: 'pie' })
    expect(one.ok && one.chart.shapes[0]).toMatchObject({ kind: 'circle', title: '日本 🇯🇵: 3 (100%)' })
  })
})

describe('json-plot after hostile data (issue 36)', () => {
  const request = { x: '', ys: [] as string[], width: 720, height: 420, pickFields: true }
  it('lays out nanosecond timestamps 2 apart at once, with few ticks', () => {
    const t0 = performance.now()
    const ticks = niceTicks(1e16, 1e16 + 2)
    expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS)
    expect(ticks[0]).toBeLessThanOrEqual(1e16)
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(1e16 + 2)
    const plot = plotDataset(read('[{"x":1e16,"y":1},{"x":10000000000000002,"y":2}]'), {
      ...request,
      x: 'x',
      ys: ['y'],
      type: 'scatter',
    })
    expect(plot.ok && plot.chart?.ok).toBe(true)
    expect(performance.now() - t0).toBeLessThan(500)
  })
  it('re-picks a chart type that cannot draw the new data: scatter over text, pie of many or several series', () => {
    const ordinary = read('[{"month":"Jan","sales":3},{"month":"Feb","sales":5}]')
    const after = plotDataset(ordinary, { ...request, x: 'x', ys: ['y'], type: 'scatter' })
    expect(after).toMatchObject({ ok: true, x: 'month', ys: ['sales'], type: 'bar', chart: { ok: true } })
    const many = read(JSON.stringify(Array.from({ length: 1500 }, (_, i) => i)))
    expect(plotDataset(many, { ...request, type: 'pie' })).toMatchObject({ type: 'bar', chart: { ok: true } })
    // A type that can draw the data is kept, and a choice made on the same data is never overridden.
    expect(plotDataset(ordinary, { ...request, type: 'line' })).toMatchObject({ type: 'line' })
    expect(
      plotDataset(ordinary, { ...request, pickFields: false, x: 'month', ys: ['sales'], type: 'scatter' }),
    ).toMatchObject({
      type: 'scatter',
      chart: { ok: false },
    })
  })
  it('plots 200,000 numbers and then ordinary data', () => {
    const big = read(JSON.stringify(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 100_003)))
    const plot = plotDataset(big, { ...request, type: 'line' })
    expect(plot).toMatchObject({
      ok: true,
      x: INDEX_FIELD,
      ys: ['value'],
      chart: { ok: true, chart: { points: 200_000 } },
    })
    const series = read(JSON.stringify({ a: Array.from({ length: 200_000 }, () => 1), b: [2] }))
    expect(series.records).toHaveLength(200_000)
    expect(plotDataset(read('[1,2,3]'), { ...request, type: 'line' })).toMatchObject({ chart: { ok: true } })
    // After numbers (X = the position), data with a text field is labelled by that field.
    const next = read('[{"month":"Jan","sales":3},{"month":"Feb","sales":5}]')
    expect(plotDataset(next, { ...request, x: INDEX_FIELD, ys: ['value'], type: 'line' })).toMatchObject({
      x: 'month',
      ys: ['sales'],
    })
  })
})
