// "Download all frames" as a job: PNGs of every frame read, asked of the open GIF's worker in batches (so progress
// moves), then packed into one ZIP in the zip worker.
import type { OpenGif } from '../../jobs/gif'
import type { JobContext } from '../../jobs/job-atom'
import { createZip } from '../../jobs/zip'
import { frameFileName } from '../../lib/gif/gif-structure'
import type { ShownFrame } from './gif-session'
import { zipBatches } from './gif-split'

export interface ZipFramesArgs {
  gif: OpenGif
  frames: ShownFrame[]
  /** Frames in the GIF, which sets the width of the numbers in the file names. */
  frameCount: number
}

export async function zipFrames({ gif, frames, frameCount }: ZipFramesArgs, { signal, onProgress }: JobContext) {
  const total = frames.length
  const files: { name: string; data: Blob }[] = []
  const report = () => onProgress({ done: files.length, total, label: `Preparing frames: ${files.length} of ${total}` })
  report()
  for (const [at, count] of zipBatches(total)) {
    const pngs = await gif.pngs(frames[at].index, count)
    signal.throwIfAborted()
    pngs.forEach((data, k) => {
      files.push({ name: frameFileName(frames[at + k].index, frameCount), data })
    })
    report()
  }
  onProgress({ label: 'Creating ZIP…' })
  return createZip(files, { signal })
}
