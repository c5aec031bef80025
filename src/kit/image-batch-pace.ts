// The image batch's time estimate on the page: each file's megapixels (read from its header, once per file), this
// device's stored paces (localStorage), the probe that times one file when none is stored, and the run's tracker
// that the bar turns into "about 3 min left". The arithmetic is in lib/image/batch-pace.ts.
import type { TransformSpec } from '../jobs/image'
import { transformImage } from '../jobs/image'
import { defaultPoolSize } from '../jobs/worker-pool'
import {
  describeRun,
  estimateBatchMs,
  headerMegapixels,
  megapixelsOf,
  PACE_HEADER_BYTES,
  PACE_KEY,
  type PaceTable,
  paceFromProbe,
  paceKeyOf,
  type RunPace,
  readPaces,
  recordPace,
  writePaces,
} from '../lib/image/batch-pace'

/** Each file's header megapixels, read once per File (null when its header does not say). */
const headerMp = new WeakMap<File, number | null>()

/** Each file's megapixels (header, else its bytes at the batch's bytes-per-megapixel); reads only unread headers. */
export async function readMegapixels(files: readonly File[], signal?: AbortSignal): Promise<number[]> {
  for (const file of files) {
    if (signal?.aborted) break
    if (headerMp.has(file)) continue
    let mp: number | null = null
    // A short read first (a batch of 500 photos read at 128 KB each left 64 MB for the collector).
    for (const bytes of PACE_HEADER_BYTES) {
      try {
        mp = headerMegapixels(new Uint8Array(await file.slice(0, bytes).arrayBuffer()))
      } catch {
        mp = null
      }
      if (mp !== null || file.size <= bytes) break
    }
    headerMp.set(file, mp)
  }
  return megapixelsOf(files.map((f) => ({ bytes: f.size, mp: headerMp.get(f) ?? null })))
}

function readTable(): PaceTable {
  try {
    return readPaces(localStorage.getItem(PACE_KEY))
  } catch {
    return {}
  }
}

/** This device's pace (ms per megapixel) for this kind of work, from its earlier batches, or null. */
export function storedPace(spec: TransformSpec): number | null {
  return readTable()[paceKeyOf(spec)]?.msPerMp ?? null
}

/** Keeps a finished run's pace for the next batch's estimate (storage full or refused: nothing kept). */
export function savePace(spec: TransformSpec, msPerMp: number): void {
  try {
    localStorage.setItem(PACE_KEY, writePaces(recordPace(readTable(), paceKeyOf(spec), msPerMp, Date.now())))
  } catch {
    // Private mode or a full storage: the next batch estimates from its own first files.
  }
}

/** How many files of a batch run at once (one per worker of the image pool). */
export const lanesFor = (files: number) => Math.max(1, Math.min(defaultPoolSize(), files))

export interface BatchEstimate {
  files: number
  totalMp: number
  /** The whole batch's time, or null while the probe runs. */
  ms: number | null
  /** The pace came from one file timed now (no earlier batch of this kind on this device). */
  probed: boolean
}

/**
 * The estimate for a batch about to start: its megapixels at this device's stored pace, or, with none stored, at
 * the pace of its first file timed alone (a probe, aborted with `signal`). `onProgress` gets the estimate without a
 * time while the probe runs.
 */
export async function estimateBatch(
  files: readonly File[],
  spec: TransformSpec,
  signal: AbortSignal,
  onProgress?: (e: BatchEstimate) => void,
): Promise<BatchEstimate | null> {
  if (!files.length) return null
  const mps = await readMegapixels(files, signal)
  const totalMp = mps.reduce((a, b) => a + b, 0)
  const stored = storedPace(spec)
  if (stored !== null) return { files: files.length, totalMp, ms: estimateBatchMs(totalMp, stored), probed: false }
  onProgress?.({ files: files.length, totalMp, ms: null, probed: true })
  const t0 = performance.now()
  const r = await transformImage(files[0], spec, signal)
  const pace = paceFromProbe(performance.now() - t0, (r.originalWidth * r.originalHeight) / 1e6, lanesFor(files.length))
  return pace === null ? null : { files: files.length, totalMp, ms: estimateBatchMs(totalMp, pace), probed: true }
}

/** A run's pace as it goes: what the bar reads for the time left (mutated by the run, read by the bar per result). */
export interface PaceTracker {
  spec: TransformSpec
  startedAt: number
  total: number
  lanes: number
  /** Megapixels of each file, once the headers are read (until then the estimate waits). */
  mpOf: Map<File, number> | null
  totalMp: number | null
  done: number
  doneMp: number
  /** The pace the run starts from: stored, probed before the start, or its first file's; null until one is known. */
  prior: number | null
  probed: boolean
  /** Resolves once the headers are read (the estimate can be said from then on). */
  ready: Promise<void>
}

export function startTracker(files: readonly File[], spec: TransformSpec, probe: number | null): PaceTracker {
  const stored = storedPace(spec)
  const tracker: PaceTracker = {
    spec,
    startedAt: performance.now(),
    total: files.length,
    lanes: lanesFor(files.length),
    mpOf: null,
    totalMp: null,
    done: 0,
    doneMp: 0,
    prior: stored ?? probe,
    probed: stored === null && probe !== null,
    ready: Promise.resolve(),
  }
  tracker.ready = readMegapixels(files).then((mps) => {
    tracker.mpOf = new Map(files.map((f, i) => [f, mps[i]]))
    tracker.totalMp = mps.reduce((a, b) => a + b, 0)
  })
  return tracker
}

/** One file settled after `ms` of its own (its megapixels from the header, or from the result's size). */
export function trackSettled(t: PaceTracker, file: File, ms: number, resultMp?: number): void {
  const mp = t.mpOf?.get(file) ?? resultMp ?? 0
  t.done++
  t.doneMp += mp
  // No pace stored or probed: the first file's own time says it (as if it were the probe).
  if (t.prior === null && resultMp) {
    t.prior = paceFromProbe(ms, resultMp, t.lanes)
    t.probed = t.prior !== null
  }
}

export function runPaceOf(t: PaceTracker, now = performance.now()): RunPace | null {
  if (t.totalMp === null) return null
  return { elapsedMs: now - t.startedAt, done: t.done, total: t.total, doneMp: t.doneMp, totalMp: t.totalMp }
}

/** The bar's line for the run: its estimate, then the time left. */
export function paceLineOf(t: PaceTracker, now = performance.now()): string {
  return describeRun(runPaceOf(t, now), t.prior, t.probed)
}

/** At a run's end: its pace kept for the next (when it did enough to say one). */
export function finishTracker(t: PaceTracker, now = performance.now()): void {
  const run = runPaceOf(t, now)
  if (!run || run.done < 2 || run.doneMp <= 0) return
  savePace(t.spec, run.elapsedMs / run.doneMp)
}
