// The gif-split page's own rules: how big the viewer draws a frame, what the progress line and the end-of-reading
// notice and toast say, and how the ZIP's PNGs are asked of the worker in batches.
import type { GifSplitSummary } from '../../jobs/gif'

/** On-screen width: small GIFs are enlarged by a whole factor (crisp pixels) to about 240 px high; big ones fit 384. */
export function viewerSize(width: number, height: number): { width: string; pixelated: boolean } {
  const factor = Math.max(1, Math.floor(240 / height))
  const scale = Math.min(factor, 384 / height)
  return { width: `min(100%, ${Math.round(width * scale)}px)`, pixelated: scale > 1 }
}

export function readingLabel(read: number, frameCount: number): string {
  return frameCount ? `Extracting frames: ${read} of ${frameCount}` : 'Reading the GIF…'
}

export interface ReadReport {
  /** The warning under the upload area, when reading stopped early. */
  notice: string | null
  /** The toast; none when the user stopped reading (the notice says it). */
  toast: { type: 'success' | 'warning'; title: string; description: string } | null
}

export function readReport(summary: GifSplitSummary): ReadReport {
  const { decoded, frameCount } = summary
  if (summary.stopped) return { notice: `Stopped after ${decoded} of ${frameCount} frame(s).`, toast: null }
  return {
    notice: summary.error
      ? `This GIF is damaged or cut short: ${decoded} of ${frameCount} frame(s) could be read.`
      : null,
    toast: {
      type: summary.error ? 'warning' : 'success',
      title: 'GIF processed',
      description: `Extracted ${decoded} frame(s)`,
    },
  }
}

export const failureNotice = (error: string) => `Could not extract frames from this GIF (${error}).`

/** PNGs asked of the worker at a time while building the ZIP (progress moves between batches). */
export const ZIP_BATCH = 16

/** [start, count] of each batch over `total` frames. */
export function zipBatches(total: number, size = ZIP_BATCH): [number, number][] {
  const out: [number, number][] = []
  for (let at = 0; at < total; at += size) out.push([at, Math.min(size, total - at)])
  return out
}
