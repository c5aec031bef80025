// The shared batch for the image tools, on the job model: each file is an item of a batch job (useBatchJob) run
// across the image worker pool, each result appears as it finishes (thumbnail made in the worker), Cancel stops at
// once, Download All is a zip job, and removing or clearing revokes the thumbnails' object URLs and drops the blobs.
// The bar and the result cards that show it are in image-batch-bar.tsx and image-batch-grid.tsx.
import { useMemo } from 'react'
import type { BatchItem } from '../jobs/batch-job'
import { transformImage } from '../jobs/image'
import { createZip } from '../jobs/zip'
import { downloadBlob } from '../lib/download'
import { notify } from '../ui/toaster'
import {
  type ImageBatchOutcome,
  type ImageItem,
  type ImageResult,
  type ImageTask,
  summariseRun,
  toImageItem,
} from './image-batch-model'
import { useBatchJob } from './use-batch-job'
import { useJob } from './use-job'

const THUMB = 240

async function runTask(task: ImageTask, signal: AbortSignal): Promise<ImageResult> {
  const r = await transformImage(task.file, { ...task.spec, thumbnail: THUMB }, signal)
  return {
    blob: r.blob,
    outName: task.name(r),
    thumbUrl: r.thumbnail ? URL.createObjectURL(r.thumbnail) : undefined,
    width: r.width,
    height: r.height,
    originalWidth: r.originalWidth,
    originalHeight: r.originalHeight,
    note: r.note,
  }
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

/** Batch state for one tool page; results accumulate until removed or cleared. */
export function useImageBatch() {
  const job = useBatchJob<ImageTask, ImageResult>((task, { signal }) => runTask(task, signal), {
    dispose: revokeThumb,
  })
  const zipJob = useJob((entries: { name: string; data: Blob }[], { signal }) => createZip(entries, { signal }))
  const items = useMemo(() => job.items.map(imageItemOf), [job.items])
  const finished = useMemo(() => items.filter((it) => it.status === 'done'), [items])
  const current = job.progress?.current ? items.find((it) => it.id === job.progress?.current) : undefined
  const progress = job.progress
    ? { done: job.progress.done, total: job.progress.total, current: current?.name ?? '' }
    : null

  const run = async (tasks: ImageTask[]): Promise<ImageBatchOutcome> => summariseRun(await job.start(tasks))

  const cancel = () => {
    job.cancel()
    zipJob.cancel()
  }

  const clear = () => {
    zipJob.cancel()
    job.reset()
  }

  /** Zips every finished result in the zip worker and downloads it, with the toast for how that went. */
  const downloadAll = async (zipName: string) => {
    const entries = finished.map((it) => ({ name: it.outName ?? it.name, data: it.blob as Blob }))
    if (!entries.length) return
    const outcome = await zipJob.start(entries)
    if (outcome.status === 'failed')
      notify({ type: 'error', title: 'Download failed', description: 'Could not create ZIP file' })
    if (outcome.status !== 'done') return
    downloadBlob(outcome.result, zipName)
    notify({ type: 'success', title: 'Downloaded!', description: zipName })
  }

  return {
    items,
    finished,
    progress,
    running: job.running,
    zipping: zipJob.running,
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
