// Compressor rules: quality bounds, output formats, names, and the saving figures shown after a run.

import type { ImageBatchOutcome } from '../../kit/image-batch-model'
import { formatBytes } from '../../lib/bytes'
import { OUTPUT_CHOICES } from '../../lib/image/formats'
import { type OutputFormat, outputName } from '../../lib/image/image-core'
import type { Notice } from '../../ui/toaster'

export const COMPRESS_QUALITY = { min: 10, max: 100, step: 5, default: 80 } as const
/** Every output the worker writes; automatic by default (JPEG, or WebP for an image with transparency). */
export const COMPRESS_CHOICES = OUTPUT_CHOICES
export const COMPRESS_PREFIX = 'compressed_'
export const COMPRESS_ZIP = 'compressed_images.zip'
/** The batch's name pattern here: "compressed_photo.jpg" as before, the folder kept. */
export const COMPRESS_PATTERN = `${COMPRESS_PREFIX}{name}`

export function compressedName(name: string, format: OutputFormat): string {
  return outputName(COMPRESS_PREFIX, name, format)
}

/** Percent saved (negative when the output grew), one decimal. */
export function reductionPercent(before: number, after: number): number {
  if (before <= 0) return 0
  return Math.round(((before - after) / before) * 1000) / 10
}

export function reducedMessage(before: number, after: number): string {
  return `Reduced from ${formatBytes(before)} to ${formatBytes(after)}`
}

/** The one toast a finished run gets (toasts queue one at a time): the saving, plus what failed if anything did. */
export function compressionToast(outcome: ImageBatchOutcome, single: boolean): Notice | null {
  const failure = failureNotice(outcome, single)
  if (!outcome.ok) return failure ? { type: 'error', ...failure } : null
  const saving = reducedMessage(outcome.originalBytes, outcome.resultBytes)
  return {
    type: failure ? 'warning' : 'success',
    title: 'Compression complete!',
    description: failure ? `${saving}. ${failure.description}` : saving,
  }
}

/** Files that would not load are named together; otherwise the first real failure is told. */
function failureNotice(outcome: ImageBatchOutcome, single: boolean): { title: string; description: string } | null {
  if (!outcome.failed) return null
  const loadFailures = outcome.errors.filter((e) => e.errorName === 'DecodeError')
  if (loadFailures.length === outcome.errors.length)
    return {
      title: 'Error',
      description: single
        ? 'Failed to load image'
        : `Failed to load image: ${loadFailures.map((e) => e.name).join(', ')}`,
    }
  const first = outcome.errors.find((e) => e.errorName !== 'DecodeError') ?? outcome.errors[0]
  return { title: 'Compression failed', description: single ? first.message : `${first.name}: ${first.message}` }
}
