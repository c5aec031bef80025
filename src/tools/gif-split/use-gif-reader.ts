// Reading a GIF is the tool's job: the worker reads every frame once and streams strips of thumbnails back, while
// frame 1 is decoded on its own for the viewer. The job's result is the open GIF (its session, the frames read
// and how reading ended); disposing it closes the session. Stop ends reading early but keeps what was read.
import { startTransition, useState } from 'react'
import { flushSync } from 'react-dom'
import { checkGifStart, type GifSplitSummary, gifFirstFrame } from '../../jobs/gif'
import { useJob } from '../../kit/use-job'
import { batchPerFrame, type GifSession, openGifSession, type ShownFrame } from './gif-session'
import { readingLabel } from './gif-split'
import type { Pictures } from './use-frame-picture'

export interface Loaded {
  name: string
  size: number
  width: number
  height: number
  frameCount: number
}

export interface GifRead {
  session: GifSession
  summary: GifSplitSummary
  /** Every frame read, in order (what "Download all" packs). */
  frames: ShownFrame[]
}

/** Resolves once the next frame has been painted. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

export function useGifReader({ show, shown }: Pictures) {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [frames, setFrames] = useState<ShownFrame[]>([])
  const [session, setSession] = useState<GifSession | null>(null)

  const job = useJob(
    async (file: File, { signal, onProgress }): Promise<GifRead> => {
      performance.mark('gif-split:start')
      const read: ShownFrame[] = []
      let frameCount = 0
      const progress = () =>
        onProgress({ done: read.length, total: frameCount || undefined, label: readingLabel(read.length, frameCount) })
      const batches = batchPerFrame<ShownFrame>((batch) => {
        if (signal.aborted) return
        read.push(...batch)
        startTransition(() => {
          setFrames((prev) => [...prev, ...batch])
          progress()
        })
      })
      signal.addEventListener('abort', batches.drop, { once: true })
      setFrames([])
      setLoaded({ name: file.name, size: file.size, width: 0, height: 0, frameCount: 0 })
      progress()
      // A screen or first frame over the limits is refused from the first 64 KB, before any worker or decoder.
      await checkGifStart(file)
      const opened = openGifSession(file, {
        signal,
        // Reading starts once frame 1 is on screen (a few tens of ms), so the two do not compete for the CPU.
        startAfter: gifFirstFrame(file).then(async (p) => {
          if (!p) return
          performance.mark('gif-split:preview')
          if (signal.aborted || shown()) {
            p.bitmap.close()
            return
          }
          // Committed (and the canvas drawn) in this task, so the next paint shows frame 1.
          show({ index: 0, bitmap: p.bitmap }, true)
          flushSync(() => setLoaded((l) => (l && !l.width ? { ...l, width: p.width, height: p.height } : l)))
          await afterPaint()
        }),
        onInfo: (info) => {
          frameCount = info.frameCount
          setLoaded({ name: file.name, size: file.size, ...info })
          progress()
        },
        onFrames: batches.push,
      })
      setSession(opened)
      try {
        const summary = await opened.gif.done
        batches.flush()
        return { session: opened, summary, frames: read }
      } catch (error) {
        batches.drop()
        opened.close()
        throw error
      }
    },
    { dispose: (result) => result.session.close() },
  )

  const failed = job.state.status === 'failed'
  return {
    job,
    loaded,
    frames,
    /** The open GIF, while it can still compose frames. */
    gif: failed ? null : (session?.gif ?? null),
    /** Stops reading; the frames read so far stay. */
    stop: () => void session?.gif.stop().catch(() => {}),
  }
}
