// The image batch's data: what one file asks of the image worker, what it gives back, the flat item the result
// cards show, and the run's summary the tools word their toasts from.
import type { BatchItem, BatchOutcome } from '../jobs/batch-job'
import type { TransformResult, TransformSpec } from '../jobs/image'

export interface ImageTask {
  file: File
  spec: TransformSpec
  /** The download name (a path inside the ZIP or folder), once the result is known; made unique by the batch. */
  name: (result: TransformResult) => string
}

export interface ImageResult {
  /** The result's bytes; none once saved to a folder (let go as soon as written). */
  blob?: Blob
  /** Bytes written. */
  size: number
  /** CRC-32 of the bytes (for the stored ZIP). */
  crc: number
  /** Where it was written, when saved to a folder ("Holiday/sub/a.webp"). */
  savedTo?: string
  outName: string
  thumbUrl?: string
  width: number
  height: number
  originalWidth: number
  originalHeight: number
  /** What the worker said of this file: the format it picked and why, a size target not reached. */
  note?: string
}

export interface ImageItem {
  id: string
  name: string
  originalSize: number
  status: 'queued' | 'processing' | 'done' | 'failed'
  outName?: string
  blob?: Blob
  size?: number
  crc?: number
  savedTo?: string
  thumbUrl?: string
  width?: number
  height?: number
  originalWidth?: number
  originalHeight?: number
  error?: string
  errorName?: string
  note?: string
}

export interface ImageBatchOutcome {
  ok: number
  failed: number
  cancelled: boolean
  errors: { name: string; message: string; errorName: string }[]
  originalBytes: number
  resultBytes: number
}

/** The error's class name ('DecodeError', 'TooLargeError' …) as the worker threw it. */
export function errorNameOf(cause: unknown): string {
  return (cause as { name?: string } | null)?.name || 'Error'
}

export function toImageItem(item: BatchItem<ImageTask, ImageResult>): ImageItem {
  const base = { id: item.id, name: item.input.file.name, originalSize: item.input.file.size }
  if (item.status === 'done') return { ...base, status: 'done', ...item.result }
  if (item.status === 'failed')
    return { ...base, status: 'failed', error: item.error, errorName: errorNameOf(item.cause) }
  return { ...base, status: item.status === 'running' ? 'processing' : 'queued' }
}

export function summariseRun(outcome: BatchOutcome<ImageTask, ImageResult>): ImageBatchOutcome {
  const summary: ImageBatchOutcome = {
    ok: 0,
    failed: 0,
    cancelled: outcome.status === 'cancelled',
    errors: [],
    originalBytes: 0,
    resultBytes: 0,
  }
  for (const it of outcome.items) {
    if (it.status === 'done') {
      summary.ok++
      summary.originalBytes += it.input.file.size
      summary.resultBytes += it.result.size
    } else {
      summary.failed++
      summary.errors.push({ name: it.input.file.name, message: it.error, errorName: errorNameOf(it.cause) })
    }
  }
  return summary
}

/** The size change as a signed percentage: "−42%", "+3%", "±0%" ('' without a size before). */
export function sizeChange(before: number, after: number): string {
  if (!before) return ''
  const pct = Math.round(((after - before) / before) * 100)
  return pct === 0 ? '±0%' : pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`
}
