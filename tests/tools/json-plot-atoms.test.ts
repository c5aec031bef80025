import { createStore } from 'jotai'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlotRequest, PlotResult } from '../../src/lib/chart/json-chart'

// The worker client, replaced by calls the test settles itself (each rejects with AbortError when aborted).
const calls: { text: string; request: PlotRequest; signal: AbortSignal; resolve: (r: PlotResult) => void }[] = []
vi.mock('../../src/jobs/json-plot', () => ({
  plotJsonInWorker: (text: string, request: PlotRequest, signal: AbortSignal) =>
    new Promise<PlotResult>((resolve, reject) => {
      calls.push({ text, request, signal, resolve })
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    }),
}))

const { clearLargePlotAtom, largePlotAtom, largePlotStateAtom, plotLargeAtom } = await import(
  '../../src/tools/json-plot/atoms'
)

const request = (over: Partial<PlotRequest> = {}): PlotRequest => ({
  x: '',
  ys: [],
  type: 'line',
  width: 720,
  height: 420,
  pickFields: true,
  ...over,
})
const answer = (x: string, ys: string[]): PlotResult => ({
  ok: true,
  data: { fields: [x, ...ys], numeric: ys, series: false, records: 3 },
  x,
  ys,
  type: 'line',
  chart: null,
})
const settle = () => new Promise((r) => setTimeout(r, 0))

describe('json-plot job atoms', () => {
  beforeEach(() => {
    calls.length = 0
  })

  it('typing again aborts the stale run; only the latest result is shown', async () => {
    const store = createStore()
    store.set(plotLargeAtom, { text: 'A', request: request() })
    store.set(plotLargeAtom, { text: 'AB', request: request() })
    expect(calls).toHaveLength(2)
    expect(calls[0].signal.aborted).toBe(true)
    expect(calls[1].signal.aborted).toBe(false)
    expect(store.get(largePlotStateAtom).status).toBe('running')
    calls[1].resolve(answer('k', ['v']))
    await settle()
    expect(store.get(largePlotStateAtom).status).toBe('done')
    expect(store.get(largePlotAtom)).toMatchObject({ text: 'AB', result: { x: 'k', ys: ['v'] } })
  })

  it('does not run again for the chart on screen or the run going on, and clears', async () => {
    const store = createStore()
    const args = { text: 'A', request: request() }
    store.set(plotLargeAtom, args)
    store.set(plotLargeAtom, { ...args })
    expect(calls).toHaveLength(1)
    calls[0].resolve(answer('k', ['v']))
    await settle()
    // The page then names the fields the worker chose: that is the chart already shown.
    store.set(plotLargeAtom, { text: 'A', request: request({ x: 'k', ys: ['v'], pickFields: false }) })
    expect(calls).toHaveLength(1)
    // Another chart type runs; going back to the one shown cancels it.
    store.set(plotLargeAtom, { text: 'A', request: request({ x: 'k', ys: ['v'], pickFields: false, type: 'bar' }) })
    expect(calls).toHaveLength(2)
    store.set(plotLargeAtom, { text: 'A', request: request({ x: 'k', ys: ['v'], pickFields: false }) })
    expect(calls[1].signal.aborted).toBe(true)
    expect(store.get(largePlotAtom)?.request.type).toBe('line')
    store.set(clearLargePlotAtom)
    expect(store.get(largePlotAtom)).toBeNull()
    expect(store.get(largePlotStateAtom).status).toBe('idle')
  })

  it('an input the worker cannot read comes back as the error the page shows', async () => {
    const store = createStore()
    store.set(plotLargeAtom, { text: 'A', request: request() })
    calls[0].resolve({ ok: false, error: 'Invalid JSON: x' })
    await settle()
    expect(store.get(largePlotAtom)?.result).toEqual({ ok: false, error: 'Invalid JSON: x' })
  })
})
