// Client of the image worker: one pool (one worker per core) shared by every image tool, and the batch runner
// that spreads files across it, reports each file as it finishes and stops everything on abort.
import type {
  FaviconImage,
  FaviconSource,
  ImageApi,
  PreviewResult,
  TransformResult,
  TransformSpec,
} from '../../workers/image/image.api'
import type { ExifReport } from '../lib/image/exif'
import { isAbortError } from './errors'
import { defaultPoolSize, defineWorkerClient } from './worker-pool'

export type { FaviconImage, FaviconSource, PreviewResult, TransformResult, TransformSpec }

/** Calls one image worker serves before a fresh one takes over (an image saved into a folder is two: transform, write). */
export const IMAGE_WORKER_CALLS = 60

export const imagePool = defineWorkerClient<ImageApi>(
  () => new Worker(new URL('../../workers/image/image.worker.ts', import.meta.url), { type: 'module' }),
  // A worker is replaced after IMAGE_WORKER_CALLS images: a batch of hundreds never lets one worker's WebAssembly
  // memory (MozJPEG, OxiPNG, AVIF, libheif grow it and never give it back) build up without bound.
  { idleMs: 20_000, maxCalls: IMAGE_WORKER_CALLS },
)

/** Time limit for one image: generous for a 100 MP photo on a slow laptop. */
const PER_IMAGE_MS = 120_000

export function transformImage(file: Blob, spec: TransformSpec, signal?: AbortSignal): Promise<TransformResult> {
  return imagePool().call('transform', [file, spec], { signal, timeoutMs: PER_IMAGE_MS })
}

/** Writes a result into a folder from the image worker; resolves to the path used (renamed when the name was taken). */
export function saveIntoFolder(
  root: FileSystemDirectoryHandle,
  path: string,
  blob: Blob,
  signal?: AbortSignal,
): Promise<string> {
  return imagePool().call('saveIntoFolder', [root, path, blob], { signal, timeoutMs: 60_000 })
}

export function previewImage(file: Blob, maxSide: number, signal?: AbortSignal): Promise<PreviewResult> {
  return imagePool().call('preview', [file, maxSide], { signal, timeoutMs: PER_IMAGE_MS })
}

export function readImageMetadata(file: Blob, signal?: AbortSignal): Promise<ExifReport> {
  return imagePool().call('readMetadata', [file], { signal, timeoutMs: 30_000 })
}

export function renderFavicons(source: FaviconSource, sizes: number[], signal?: AbortSignal): Promise<FaviconImage[]> {
  return imagePool().call('renderFavicons', [source, sizes], { signal, timeoutMs: 30_000 })
}

export interface BatchCallbacks<T> {
  onStart?: (index: number) => void
  onDone?: (index: number, result: T) => void
  onError?: (index: number, error: unknown) => void
}

/**
 * Runs `work` for every item across the pool (the pool queues what it cannot run yet). Resolves when all have
 * settled; an abort rejects at once with AbortError and the pool terminates the busy workers.
 */
export async function runBatch<I, T>(
  items: readonly I[],
  work: (item: I, signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  callbacks: BatchCallbacks<T> = {},
  lanes = defaultPoolSize(),
): Promise<{ ok: number; failed: number }> {
  let ok = 0
  let failed = 0
  const aborted = new Promise<never>((_, reject) => {
    const stop = () =>
      reject(signal.reason instanceof DOMException ? signal.reason : new DOMException('Aborted', 'AbortError'))
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
  })
  aborted.catch(() => {})
  let next = 0
  const lane = async () => {
    while (next < items.length && !signal.aborted) {
      const index = next++
      callbacks.onStart?.(index)
      try {
        const result = await work(items[index], signal)
        if (signal.aborted) return
        ok++
        callbacks.onDone?.(index, result)
      } catch (error) {
        if (signal.aborted || isAbortError(error)) return
        failed++
        callbacks.onError?.(index, error)
      }
    }
  }
  // One lane per worker: each takes the next file when its worker frees up, so "current file" is honest.
  const all = Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane))
  await Promise.race([all, aborted])
  return { ok, failed }
}
