// How long an image batch will take on this device: said before it starts, from the batch's megapixels and a pace
// in milliseconds per megapixel (the last batches' pace on this device, kept in localStorage, or a probe: one file
// timed), then refined into the time left while it runs, as the batch's own pace takes over from the prior.
// Pure (no DOM, no storage): the page reads and writes the stored text, this reads and writes what is in it.
import { formatDuration } from './batch-settings'
import { readImageSize, type Size } from './image-header'

/** Where this device's paces are kept (localStorage). */
export const PACE_KEY = 'localkit:image-batch-pace'
export const PACE_VERSION = 1
/** Paces kept (one per kind of work: output format, resized or not); the oldest go first. */
export const MAX_PACES = 12
/**
 * Bytes of a file's start read for its pixel size: most headers say it in the first 16 KB; a JPEG's SOF can follow
 * its EXIF block and thumbnail (up to 64 KB), so a file that did not say is read again this far.
 */
export const PACE_HEADER_BYTES = [16 * 1024, 128 * 1024] as const
/** A file whose header gives no size counts as this many bytes a megapixel (a camera JPEG is about 0.3 MB/MP). */
export const DEFAULT_BYTES_PER_MP = 350_000
/** How many files' worth the prior pace weighs against the batch's own measured pace. */
export const PRIOR_WEIGHT_FILES = 4

/** A pace taken as sane: a megapixel in more than 0.1 ms and less than 10 minutes. */
const saneMsPerMp = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0.1 && v < 600_000

export interface StoredPace {
  msPerMp: number
  /** When it was measured (ms since the epoch). */
  at: number
}

export type PaceTable = Record<string, StoredPace>

/** The kind of work a spec is, for its stored pace: the encoder and whether the image is made smaller first. */
export function paceKeyOf(spec: {
  output: { format: string }
  fit?: { enabled: boolean }
  resize?: unknown
  crop?: unknown
}): string {
  const resized = Boolean(spec.fit?.enabled) || Boolean(spec.resize) || Boolean(spec.crop)
  return `${spec.output.format}${resized ? ':resized' : ''}`
}

/** The paces in the stored text; anything unreadable, of another version or insane is left out (never thrown). */
export function readPaces(text: string | null | undefined): PaceTable {
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return {}
  }
  const o = parsed as { v?: unknown; paces?: unknown } | null
  if (!o || typeof o !== 'object' || o.v !== PACE_VERSION || !o.paces || typeof o.paces !== 'object') return {}
  const out: PaceTable = {}
  for (const [key, value] of Object.entries(o.paces as Record<string, unknown>)) {
    const p = value as Partial<StoredPace> | null
    if (key.length > 40 || !p || typeof p !== 'object' || !saneMsPerMp(p.msPerMp)) continue
    out[key] = { msPerMp: p.msPerMp, at: typeof p.at === 'number' && Number.isFinite(p.at) ? p.at : 0 }
  }
  return out
}

/** The table with a run's pace recorded (averaged with the one before it, so one odd batch does not rule). */
export function recordPace(table: PaceTable, key: string, msPerMp: number, at: number): PaceTable {
  if (!saneMsPerMp(msPerMp)) return table
  const before = table[key]?.msPerMp
  const next: PaceTable = { ...table, [key]: { msPerMp: before ? (before + msPerMp) / 2 : msPerMp, at } }
  const keys = Object.keys(next).sort((a, b) => next[b].at - next[a].at)
  return Object.fromEntries(keys.slice(0, MAX_PACES).map((k) => [k, next[k]]))
}

export function writePaces(table: PaceTable): string {
  return JSON.stringify({ v: PACE_VERSION, paces: table })
}

/** One file's megapixels from its header, or null when the header does not say. */
export function headerMegapixels(head: Uint8Array): number | null {
  let size: Size | null = null
  try {
    size = readImageSize(head)
  } catch {
    size = null
  }
  return size && size.width > 0 && size.height > 0 ? (size.width * size.height) / 1e6 : null
}

/**
 * Each file's work in megapixels: its header's, or, where the header did not say, its bytes at the batch's own
 * bytes-per-megapixel (from the files whose header did) or DEFAULT_BYTES_PER_MP.
 */
export function megapixelsOf(files: readonly { bytes: number; mp: number | null }[]): number[] {
  let bytes = 0
  let mp = 0
  for (const f of files)
    if (f.mp) {
      bytes += f.bytes
      mp += f.mp
    }
  const perMp = mp > 0 && bytes > 0 ? bytes / mp : DEFAULT_BYTES_PER_MP
  return files.map((f) => f.mp ?? f.bytes / perMp)
}

/**
 * The batch's pace (ms of wall-clock time per megapixel) from one file timed alone: with `lanes` files running at
 * once the batch goes about that many times faster than one file (the cores share the work).
 */
export function paceFromProbe(ms: number, megapixels: number, lanes: number): number | null {
  if (!(ms > 0) || !(megapixels > 0)) return null
  const pace = ms / megapixels / Math.max(1, lanes)
  return saneMsPerMp(pace) ? pace : null
}

/** The whole batch's time at a pace, before it starts. */
export function estimateBatchMs(totalMp: number, msPerMp: number): number {
  return Math.max(0, Math.round(totalMp * msPerMp))
}

export interface RunPace {
  elapsedMs: number
  /** Files finished (or failed) and all files of the run. */
  done: number
  total: number
  /** Megapixels of the finished files and of the whole run. */
  doneMp: number
  totalMp: number
}

/**
 * The run's pace so far (ms per megapixel), or null before two files are done: the first files of a pool finish
 * together, so one alone says little of the pace.
 */
export function measuredPace(run: RunPace): number | null {
  if (run.done < 2 || run.doneMp <= 0 || run.elapsedMs <= 0) return null
  return run.elapsedMs / run.doneMp
}

/**
 * The time left (ms): the remaining megapixels at a pace that starts as the prior (stored or probed) and moves to
 * the run's own as files finish (the prior weighs PRIOR_WEIGHT_FILES files); null with neither. 0 once all are done.
 */
export function remainingMs(run: RunPace, prior: number | null): number | null {
  if (run.done >= run.total) return 0
  const measured = measuredPace(run)
  let pace: number | null
  if (measured !== null && prior !== null) {
    const w = run.done / (run.done + PRIOR_WEIGHT_FILES)
    pace = w * measured + (1 - w) * prior
  } else pace = measured ?? prior
  if (pace === null) return null
  const left = Math.max(0, run.totalMp - run.doneMp) * pace
  // Before the first result, the time already spent comes off the prior's estimate of the whole.
  if (run.done === 0) return Math.max(Math.round(left - run.elapsedMs), Math.round(left * 0.05))
  return Math.round(left)
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`

/** "About 4 min for 500 photos (estimated from this device's pace)". */
export function describeEstimate(ms: number, files: number, probed: boolean): string {
  const what = files === 1 ? '1 photo' : `${files.toLocaleString('en-US')} photos`
  return `${capital(formatDuration(ms))} for ${what} (estimated from ${
    probed ? 'one photo timed on this device' : "this device's pace"
  })`
}

/**
 * The bar's line while a batch runs: before its first result the whole batch's estimate ("About 4 min for 500 photos
 * (estimated from this device's pace)"), then the time left ("About 3 min left · whole batch about 4 min").
 */
export function describeRun(run: RunPace | null, prior: number | null, probed: boolean): string {
  if (!run) return 'Reading the photos’ sizes…'
  const left = remainingMs(run, prior)
  if (left === null) return 'Timing the first photos…'
  if (run.done === 0) return describeEstimate(run.elapsedMs + left, run.total, probed)
  return `${capital(formatDuration(left))} left · whole batch ${formatDuration(run.elapsedMs + left)}`
}
