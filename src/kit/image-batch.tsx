// The shared batch for the image tools, on the job model: each file is an item of a batch job (useBatchJob) run
// across the image worker pool (whose workers retire after a number of images, see jobs/image), each result appears
// as it finishes (small thumbnail made in the worker), Cancel stops at once and keeps what is done. Names are made
// unique across the batch. Results go either to memory (then Download All builds a stored ZIP whose parts are the
// results' own Blobs: nothing is copied a second time) or, with "Save to a folder…", each straight into the chosen
// folder as it is made, its bytes let go at once. The time left is estimated from the pace so far.
// The bar and the result cards that show it are in image-batch-bar.tsx and image-batch-grid.tsx.
import { type Atom, atom, useStore } from 'jotai'
import { useRef, useState } from 'react'
import type { BatchItem, BatchJob } from '../jobs/batch-job'
import { isAbortError } from '../jobs/errors'
import { transformImage } from '../jobs/image'
import { formatBytes } from '../lib/bytes'
import { downloadBlob } from '../lib/download'
import { NameRegistry } from '../lib/image/batch-settings'
import { storeZip } from '../lib/zip/store-zip'
import { useAtomValue } from '../state/use-atom'
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
import { useBatchJobHandle } from './use-batch-job'

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
  // A data: URL made in the worker: nothing to register with the browser on the main thread, nothing to revoke.
  const thumbUrl = r.thumbnailUrl
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

/** Frees what a result holds: a thumbnail given as a blob: URL (the worker's are data: URLs, nothing to free). */
const revokeThumb = (result: ImageResult) => {
  if (result.thumbUrl?.startsWith('blob:')) URL.revokeObjectURL(result.thumbUrl)
}

/** The last run's pace on this page (ms per file), for the estimate before the next run's first files are done. */
let lastPaceMs: number | null = null

export interface RunOptions {
  /** Write each result into this folder as it is made. */
  sink?: FolderSink | null
}

/** What the batch's list and bar show: every item's card data, the finished ones, and the run's progress. */
export interface ImageBatchView {
  items: ImageItem[]
  finished: ImageItem[]
  progress: { done: number; total: number; current: string } | null
}

/** The view of a batch job's state, made once per state (a derived atom caches it until the state changes). */
export function batchViewAtom(job: BatchJob<ImageTask, ImageResult>): Atom<ImageBatchView> {
  return atom((get) => {
    const state = get(job.stateAtom)
    const items = state.items.map(imageItemOf)
    const p = state.progress
    const current = p?.current ? items.find((it) => it.id === p.current) : undefined
    return {
      items,
      finished: items.filter((it) => it.status === 'done'),
      progress: p ? { done: p.done, total: p.total, current: current?.name ?? '' } : null,
    }
  })
}

/**
 * Batch state for one tool page; results accumulate until removed or cleared. The page that calls this renders when
 * a run starts or ends (and for its only result, when it has one file), not once per result: the list and the bar
 * read the items themselves (useImageBatchView), so a result of a batch of hundreds renders them alone, not the
 * settings above (a whole page rendered per result took 10–40 ms of the main thread each on a 2-core machine).
 */
export function useImageBatch() {
  const { job, ...actions } = useBatchJobHandle<ImageTask, ImageResult>(
    (task, { signal }) => runTask(task as ContextTask, signal),
    { dispose: revokeThumb },
  )
  const store = useStore()
  const [atoms] = useState(() => {
    const view = batchViewAtom(job)
    return {
      view,
      running: atom((get) => get(job.stateAtom).progress !== null),
      only: atom((get) => {
        const { items, finished } = get(view)
        return items.length === 1 && finished.length === 1 ? finished[0] : null
      }),
    }
  })
  const running = useAtomValue(atoms.running)
  const only = useAtomValue(atoms.only)
  const names = useRef(new NameRegistry())
  const [timing, setTiming] = useState<{ startedAt: number; paceMs: number | null; savedTo: string | null } | null>(
    null,
  )

  const run = async (tasks: ImageTask[], options: RunOptions = {}): Promise<ImageBatchOutcome> => {
    const ctx: RunContext = { names: names.current, sink: options.sink ?? null }
    const startedAt = performance.now()
    setTiming({ startedAt, paceMs: lastPaceMs, savedTo: options.sink?.name ?? null })
    const outcome = summariseRun(await actions.start(tasks.map((t) => ({ ...t, ctx }))))
    const settled = outcome.ok + outcome.failed
    if (settled >= 2) lastPaceMs = (performance.now() - startedAt) / settled
    setTiming((t) => (t ? { ...t, paceMs: lastPaceMs } : t))
    return outcome
  }

  const cancel = () => actions.cancel()

  const clear = () => {
    actions.reset()
    names.current = new NameRegistry()
    setTiming(null)
  }

  /** Downloads every finished result still in memory as one stored ZIP (folders kept), with its toast. */
  const downloadAll = (zipName: string) => {
    const entries = store
      .get(atoms.view)
      .finished.flatMap((it) => (it.blob ? [{ name: it.outName ?? it.name, data: it.blob, crc: it.crc ?? 0 }] : []))
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
    /** The list's and bar's data; read it with useImageBatchView (the page itself does not render per result). */
    viewAtom: atoms.view,
    /** The finished result when the batch holds exactly one image (the one-file comparison). */
    only,
    timing,
    running,
    zipping: false,
    run,
    cancel,
    remove: actions.remove,
    clear,
    downloadAll,
  }
}

/** The batch's items, finished results and progress, for the parts of the page that show them. */
export function useImageBatchView(batch: ImageBatch): ImageBatchView {
  return useAtomValue(batch.viewAtom)
}

export type ImageBatch = ReturnType<typeof useImageBatch>

/** The toast for a batch the user cancelled: "<title>", "Stopped after n image(s)". */
export function notifyBatchCancelled(title: string, outcome: ImageBatchOutcome): void {
  notify({ type: 'info', title, description: `Stopped after ${outcome.ok} image(s)` })
}
