// Client of the json-plot worker: one worker; a stale call is cancelled through its AbortSignal (the worker ends).
import type { JsonPlotApi } from '../../workers/json-plot/json-plot.api'
import type { PlotRequest, PlotResult } from '../lib/chart/json-chart'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<JsonPlotApi>(
  () => new Worker(new URL('../../workers/json-plot/json-plot.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Reads the JSON text and lays out the chart in the worker. */
export function plotJsonInWorker(text: string, request: PlotRequest, signal: AbortSignal): Promise<PlotResult> {
  return getPool().call('plot', [text, request], { signal })
}
