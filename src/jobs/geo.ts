// Client of the geo worker: GeoJSON/TopoJSON files are parsed and checked off the main thread; a new input aborts
// the read still running (its worker is terminated).
import type { GeoApi, GeoLoadResult, GeoProgress } from '../../workers/geo/geo.api'
import { defineWorkerClient, withProgress } from './worker-pool'

export type { Bbox, GeoDocument, GeoIssue, GeoLoadResult, GeoProgress, ViewFeature } from '../../workers/geo/geo.api'

/** The largest input the viewer reads (the worker checks it too). */
export const MAX_GEO_BYTES = 50 * 1024 * 1024

const geoPool = defineWorkerClient<GeoApi>(
  () => new Worker(new URL('../../workers/geo/geo.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

export function loadGeoInWorker(
  input: Blob | string,
  signal: AbortSignal,
  onProgress?: (p: GeoProgress) => void,
): Promise<GeoLoadResult> {
  const p = geoPool()
  return withProgress(onProgress, (progress) => p.call('load', [input, progress], { signal }))
}
