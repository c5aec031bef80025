// Client of the svg worker: SVGO runs there, one SVG at a time; a run past the time limit ends with the worker.
import type { SvgApi, SvgMinifyOutcome } from '../../workers/svg/svg.api'
import { defineWorkerClient } from './worker-pool'

export type { SvgMinifyOutcome }

const getPool = defineWorkerClient<SvgApi>(
  () => new Worker(new URL('../../workers/svg/svg.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Hard limit for one minification (the worker is terminated past it). */
export const SVG_TIMEOUT_MS = 60_000

export function minifySvgInWorker(input: string, signal?: AbortSignal): Promise<SvgMinifyOutcome> {
  return getPool().call('minify', [input], { signal, timeoutMs: SVG_TIMEOUT_MS })
}
