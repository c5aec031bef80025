// The shared batch for the image tools, on the job model: each file is an item of a batch job (useBatchJob) run
// across the image worker pool (whose workers retire after a number of images, see jobs/image), each result appears
// as it finishes (small thumbnail made in the worker), Cancel stops at once and keeps what is done. Names are made
// unique across the batch. Results go either to memory (then Download All builds a stored ZIP whose parts are the
// results' own Blobs: nothing is copied a second time) or, with "Save to a folder…", each straight into the chosen
// folder as it is made, its bytes let go at once. The time left is estimated from the pace so far.
// The bar and the result cards that show it are in image-batch-bar.tsx and image-batch-grid.tsx.
import { useMemo, useRef, useState } from 'react'
import type { BatchItem } from '../jobs/batch-job'
import { isAbortError } from '../jobs/errors'
import { transformImage } from '../jobs/image'
import { formatBytes } from '../lib/bytes'
import { downloadBlob } from '../lib/download'
import { NameRegistry } from '../lib/image/batch-settings'
import { storeZip } from '../lib/zip/store-zip'
import { notify } from '../ui/toaster'
import type { FolderSink } from './folder-sink'
import {
  type ImageBatchOutcome,
  type ImageItem,
  type ImageResult,
  type ImageTask,
  summariseRun,
  toImageItem,
} from './image-batch-model'
import { useBatchJob } from './use-batch-job'

/** Thumbnails' longer side: the cards show them at 64 CSS px, so 2× for sharp screens and no more. */
const THUMB = 128

/** The largest file a batch takes (a camera RAW-size JPEG is 30–60 MB; a bigger "image" is not one to decode here). */
export const MAX_IMAGE_FILE_BYTES = 200 * 1024 * 1024

interface RunContext {
  names: NameRegistry
  sink: FolderSink | null
}

interface ContextTask extends ImageTask {
  ctx: RunContext
}

function tooLarge(file: File): Error {
  const e = new Error(
    `${formatBytes(file.size)} is more than ${formatBytes(MAX_IMAGE_FILE_BYTES)}, the largest image file taken here`,
  )
  e.name = 'TooLargeError'
  return e
}

async function runTask(task: ContextTask, signal: AbortSignal): Promise<ImageResult> {
  if (task.file.size > MAX_IMAGE_FILE_BYTES) throw tooLarge(task.file)
  const r = await transformImage(task.file, { ...task.spec, thumbnail: THUMB }, signal)
  let outName = task.ctx.names.claim(task.name(r))
  const thumbUrl = r.thumbnail ? URL.createObjectURL(r.thumbnail) : undefined
  const base = {
    size: r.blob.size,
    crc: r.crc,
    thumbUrl,
    width: r.width,
    height: r.height,
    originalWidth: r.originalWidth,
    originalHeight: r.originalHeight,
    note: r.note,
  }
  if (task.ctx.sink) {
    try {
      const written = await task.ctx.sink.write(outName, r.blob, signal)
      if (written !== outName) {
        task.ctx.names.reserve(written)
        outName = written
      }
    } catch (error) {
      if (thumbUrl) URL.revokeObjectURL(thumbUrl)
      if (isAbortError(error)) throw error
      const e = new Error(`Could not write ${outName} to the folder: ${(error as Error)?.message ?? 'refused'}`)
      e.name = 'WriteError'
      throw e
    }
    // Written: the bytes are on disk, the page keeps only the thumbnail and the figures.
    return { ...base, outName, savedTo: outName }
  }
  return { ...base, blob: r.blob, outName }
}

/**
 * Each batch item's card data, made once per state of the item: an update to one item (a result in a batch of 100)
 * leaves the other cards' data as it was, so their memoised cards do not render again.
 */
const cardData = new WeakMap<BatchItem<ImageTask, ImageResult>, ImageItem>()
function imageItemOf(item: BatchItem<ImageTask, ImageResult>): ImageItem {
  let data = cardData.get(item)
  if (!data) {
    data = toImageItem(item)
    cardData.set(item, data)
  }
  return data
}

const revokeThumb = (result: ImageResult) => {
  if (result.thumbUrl) URL.revokeObjectURL(result.thumbUrl)
}

/** The last run's pace on this page (ms per file), for the estimate before the next run's first files are done. */
let lastPaceMs: number | null = null

export interface RunOptions {
  /** Write each result into this folder as it is made. */
  sink?: FolderSink | null
}

/** Batch state for one tool page; results accumulate until removed or cleared. */
export function useImageBatch() {
  const job = useBatchJob<ImageTask, ImageResult>((task, { signal }) => runTask(task as ContextTask, signal), {
    dispose: revokeThumb,
  })
  const names = useRef(new NameRegistry())
  const [timing, setTiming] = useState<{ startedAt: number; paceMs: number | null; savedTo: string | null } | null>(
    null,
  )
  const items = useMemo(() => job.items.map(imageItemOf), [job.items])
  const finished = useMemo(() => items.filter((it) => it.status === 'done'), [items])
  const current = job.progress?.current ? items.find((it) => it.id === job.progress?.current) : undefined
  const progress = job.progress
    ? { done: job.progress.done, total: job.progress.total, current: current?.name ?? '' }
    : null

  const run = async (tasks: ImageTask[], options: RunOptions = {}): Promise<ImageBatchOutcome> => {
    const ctx: RunContext = { names: names.current, sink: options.sink ?? null }
    const startedAt = performance.now()
    setTiming({ startedAt, paceMs: lastPaceMs, savedTo: options.sink?.name ?? null })
    const outcome = summariseRun(await job.start(tasks.map((t) => ({ ...t, ctx }))))
    const settled = outcome.ok + outcome.failed
    if (settled >= 2) lastPaceMs = (performance.now() - startedAt) / settled
    setTiming((t) => (t ? { ...t, paceMs: lastPaceMs } : t))
    return outcome
  }

  const cancel = () => job.cancel()

  const clear = () => {
    job.reset()
    names.current = new NameRegistry()
    setTiming(null)
  }

  /** Downloads every finished result still in memory as one stored ZIP (folders kept), with its toast. */
  const downloadAll = (zipName: string) => {
    const entries = finished.flatMap((it) =>
      it.blob ? [{ name: it.outName ?? it.name, data: it.blob, crc: it.crc ?? 0 }] : [],
    )
    if (!entries.length) return
    let zip: Blob
    try {
      zip = storeZip(entries)
    } catch (error) {
      notify({ type: 'error', title: 'Download failed', description: (error as Error).message })
      return
    }
    downloadBlob(zip, zipName)
    notify({ type: 'success', title: 'Downloaded!', description: zipName })
  }

  return {
    items,
    finished,
    progress,
    timing,
    running: job.running,
    zipping: false,
    run,
    cancel,
    remove: job.remove,
    clear,
    downloadAll,
  }
}

export type ImageBatch = ReturnType<typeof useImageBatch>

/** The toast for a batch the user cancelled: "<title>", "Stopped after n image(s)". */
export function notifyBatchCancelled(title: string, outcome: ImageBatchOutcome): void {
  notify({ type: 'info', title, description: `Stopped after ${outcome.ok} image(s)` })
}
