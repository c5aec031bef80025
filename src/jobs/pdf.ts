// Client of the PDF worker: one small pool shared by the PDF tools; every call is cancellable.
import type { PdfApi } from '../../workers/pdf/pdf.api'
import type { ImageInput, PageOptions } from '../lib/pdf/image-to-pdf'
import type { PdfInput } from '../lib/pdf/pdf-load'
import type { OutputFile } from '../lib/pdf/split'
import type { Subset } from '../lib/pdf/subsets'
import type { TextPdfOptions, TextPdfProgress } from '../lib/pdf/text-to-pdf'
import { defineWorkerClient, withProgress } from './worker-pool'

export const pdfPool = defineWorkerClient<PdfApi>(
  () => new Worker(new URL('../../workers/pdf/pdf.worker.ts', import.meta.url), { type: 'module' }),
  { size: 2, idleMs: 30_000 },
)

const LIMIT_MS = 180_000
/** Text to PDF shows progress and Cancel, and its largest allowed text (1,000 pages) takes minutes to draw. */
const TEXT_LIMIT_MS = 900_000

export function inspectPdfFile(input: PdfInput, signal?: AbortSignal) {
  return pdfPool().call('inspect', [input], { signal, timeoutMs: 60_000 })
}

export function mergePdfFiles(inputs: PdfInput[], onProgress: (done: number) => void, signal?: AbortSignal) {
  return withProgress(onProgress, (progress) =>
    pdfPool().call('merge', [inputs, progress as typeof onProgress], { signal, timeoutMs: LIMIT_MS }),
  )
}

export function splitPdfFile(
  input: PdfInput,
  outputs: OutputFile[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
) {
  return withProgress(onProgress, (progress) =>
    pdfPool().call('split', [input, outputs, progress as typeof onProgress], { signal, timeoutMs: LIMIT_MS }),
  )
}

export function imagesToPdf(
  images: ImageInput[],
  options: PageOptions,
  onProgress: (done: number) => void,
  signal?: AbortSignal,
) {
  return withProgress(onProgress, (progress) =>
    pdfPool().call('images', [images, options, progress as typeof onProgress], { signal, timeoutMs: LIMIT_MS }),
  )
}

export function textToPdf(
  text: string,
  options: TextPdfOptions,
  fontUrls: Record<Subset, string>,
  onProgress: (progress: TextPdfProgress) => void,
  signal?: AbortSignal,
) {
  return withProgress(onProgress, (progress) =>
    pdfPool().call('text', [text, options, fontUrls, progress as typeof onProgress], {
      signal,
      timeoutMs: TEXT_LIMIT_MS,
    }),
  )
}
