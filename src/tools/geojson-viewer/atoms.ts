// The GeoJSON Viewer's job: every new input (typed text or a file) is parsed and checked in the geo worker; a newer
// input aborts the read still running, and Cancel stops a big file.
import { type GeoLoadResult, loadGeoInWorker } from '../../jobs/geo'
import { jobAtom } from '../../jobs/job-atom'

export interface GeoInput {
  source: Blob | string
  /** File name, or null for typed text. */
  name: string | null
}

export type GeoRun = GeoLoadResult & { name: string | null }

export const geoJob = jobAtom<GeoInput, GeoRun>(async (input, { signal, onProgress }) => {
  const result = await loadGeoInWorker(input.source, signal, (p) =>
    onProgress({ fraction: p.fraction, label: p.label }),
  )
  return { ...result, name: input.name }
})
