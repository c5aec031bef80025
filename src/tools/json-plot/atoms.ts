// The JSON Chart job for big inputs: the worker reads the text and lays out the chart; typing again (or a new chart
// type, field or width) aborts the stale run. The last chart stays shown while the same data is laid out again.
import { atom } from 'jotai'
import { jobAtom } from '../../jobs/job-atom'
import { plotJsonInWorker } from '../../jobs/json-plot'
import type { PlotRequest, PlotResult } from '../../lib/chart/json-chart'

export interface PlotArgs {
  text: string
  request: PlotRequest
}

export interface PlotDone extends PlotArgs {
  result: PlotResult
}

const plotJob = jobAtom<PlotArgs, PlotDone>(async ({ text, request }, { signal }) => {
  const result = await plotJsonInWorker(text, request, signal)
  // The fields (and chart type) the worker chose: a later request naming them asks for this very chart.
  const used = result.ok ? { ...request, x: result.x, ys: result.ys, type: result.type, pickFields: false } : request
  return { text, request: used, result }
})

const sameArgs = (a: PlotArgs, b: PlotArgs) =>
  a.text === b.text &&
  a.request.x === b.request.x &&
  a.request.type === b.request.type &&
  a.request.width === b.request.width &&
  a.request.height === b.request.height &&
  a.request.pickFields === b.request.pickFields &&
  a.request.ys.length === b.request.ys.length &&
  a.request.ys.every((y, i) => y === b.request.ys[i])

const latestAtom = atom<{ current: PlotArgs | null }>({ current: null })
const shownBaseAtom = atom<PlotDone | null>(null)

/** The last chart laid out by the worker (kept while a new request for it runs). */
export const largePlotAtom = atom((get) => get(shownBaseAtom))

/** idle | running | done | failed | cancelled, with the error of a failed run. */
export const largePlotStateAtom = plotJob.stateAtom

/** Plots big JSON in the worker, unless the chart shown (or the run going on) already answers this request. */
export const plotLargeAtom = atom(null, (get, set, args: PlotArgs) => {
  const state = get(plotJob.stateAtom)
  const latest = get(latestAtom)
  if (latest.current && sameArgs(latest.current, args) && (state.status === 'running' || state.status === 'done'))
    return
  const shown = get(shownBaseAtom)
  if (shown && sameArgs(shown, args)) {
    // Back to the chart on screen: a run for another request is stale.
    latest.current = null
    if (state.status === 'running') set(plotJob.cancelAtom)
    return
  }
  latest.current = args
  void set(plotJob.startAtom, args).then((end) => {
    if (end.status === 'done') set(shownBaseAtom, end.result)
  })
})

/** Stops any run and forgets the chart (the input was cleared or became small). */
export const clearLargePlotAtom = atom(null, (get, set) => {
  if (get(plotJob.stateAtom).status === 'idle' && !get(shownBaseAtom)) return
  get(latestAtom).current = null
  set(plotJob.resetAtom)
  set(shownBaseAtom, null)
})
