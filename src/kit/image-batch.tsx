// The shared batch for the image tools, on the job model: each file is an item of a batch job (useBatchJob) run
// across the image worker pool (whose workers retire after a number of images, see jobs/image), each result appears
// as it finishes (small thumbnail made in the worker), Cancel stops at once and keeps what is done. Names are made
// unique across the batch. Results go either to memory (then Download All builds a stored ZIP whose parts are the
// results' own Blobs: nothing is copied a second time) or, with "Save to a folder…", each straight into the chosen
// folder as it is made, its bytes let go at once. The batch's time is said before it starts (its megapixels at this
// device's pace: stored from earlier batches, or one file timed) and refined into the time left as it runs
// (image-batch-pace.ts).
// The bar and the result cards that show it are in image-batch-bar.tsx and image-batch-grid.tsx.
import { type Atom, atom, useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import type { BatchItem, BatchJob } from '../jobs/batch-job'
import { isAbortError } from '../jobs/errors'
import { type TransformSpec, transformImage } from '../jobs/image'
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
import {
  type BatchEstimate,
  estimateBatch,
  finishTracker,
  type PaceTracker,
  startTracker,
  trackSettled,
} from './image-batch-pace'
import { useBatchJobHandle } from './use-batch-job'

/** Thumbnails' longer side: the cards show them at 64 CSS px, so 2× for sharp screens and no more. */
const THUMB = 128

/** The largest file a batch takes (a camera RAW-size JPEG is 30–60 MB; a bigger "image" is not one to decode here). */
export const MAX_IMAGE_FILE_BYTES = 200 * 1024 * 1024

interface RunContext {
  names: NameRegistry
  sink: FolderSink | null
  pace: PaceTracker
}

/** The spec of an empty run (nothing to time). */
const NO_SPEC = { output: { format: 'original' } } as TransformSpec

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

/** One file, timed for the run's pace (a failed file counts as done, its time spent; a cancelled one does not). */
async function runTask(task: ContextTask, signal: AbortSignal): Promise<ImageResult> {
  const t0 = performance.now()
  try {
    const result = await transformTask(task, signal)
    trackSettled(task.ctx.pace, task.file, performance.now() - t0, (result.originalWidth * result.originalHeight) / 1e6)
    return result
  } catch (error) {
    if (!isAbortError(error)) trackSettled(task.ctx.pace, task.file, performance.now() - t0)
    throw error
  }
}

async function transformTask(task: ContextTask, signal: AbortSignal): Promise<ImageResult> {
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
  const [timing, setTiming] = useState<{ pace: PaceTracker; savedTo: string | null } | null>(null)
  // The estimate before a run starts (estimate()), and the probe it may be running.
  const [estimate, setEstimate] = useState<BatchEstimate | null>(null)
  const probe = useRef<{ controller: AbortController; estimate: BatchEstimate | null } | null>(null)
  const stopProbe = () => {
    probe.current?.controller.abort()
    probe.current = null
  }
  // The page goes away: its probe stops (the ref's value at that moment).
  useEffect(
    () => () => {
      probe.current?.controller.abort()
    },
    [],
  )

  /**
   * Says how long a batch of these files would take, before it starts: their megapixels at this device's stored
   * pace, or, with none stored, at the pace of the first file timed now. A new call (or clear) drops the last.
   */
  const estimateFor = (files: readonly File[], spec: TransformSpec) => {
    stopProbe()
    setEstimate(null)
    if (files.length < 2) return
    const current = { controller: new AbortController(), estimate: null as BatchEstimate | null }
    probe.current = current
    const show = (e: BatchEstimate | null) => {
      if (probe.current !== current) return
      current.estimate = e
      setEstimate(e)
    }
    estimateBatch(files, spec, current.controller.signal, show).then(show, () => {
      if (probe.current === current) setEstimate(null)
    })
  }

  const run = async (tasks: ImageTask[], options: RunOptions = {}): Promise<ImageBatchOutcome> => {
    const probed = probe.current?.estimate
    stopProbe()
    setEstimate(null)
    const files = tasks.map((t) => t.file)
    const probedPace = probed?.ms && probed.probed && probed.totalMp ? probed.ms / probed.totalMp : null
    const pace = startTracker(files, tasks[0]?.spec ?? NO_SPEC, probedPace)
    const ctx: RunContext = { names: names.current, sink: options.sink ?? null, pace }
    setTiming({ pace, savedTo: options.sink?.name ?? null })
    // The sizes read: the bar can say the estimate before the first result.
    void pace.ready.then(() => setTiming((t) => (t?.pace === pace ? { ...t } : t)))
    const outcome = summariseRun(await actions.start(tasks.map((t) => ({ ...t, ctx }))))
    finishTracker(pace)
    return outcome
  }

  const cancel = () => actions.cancel()

  const clear = () => {
    // The estimate for the files chosen stays (Compress clears the last results, then runs from it).
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
    /** How long the batch about to start would take (after estimate()), or null. */
    estimate,
    estimateFor,
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
