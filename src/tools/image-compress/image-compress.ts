// Compressor rules: quality bounds, output formats, names, and the saving figures shown after a run.

import { formatBytes } from '../../lib/bytes'
import { type OutputFormat, outputName } from '../../lib/image/image-core'

export const COMPRESS_QUALITY = { min: 10, max: 100, step: 5, default: 80 } as const
export const COMPRESS_FORMATS: readonly { value: 'jpeg' | 'webp'; label: string }[] = [
  { value: 'jpeg', label: 'JPEG' },
  { value: 'webp', label: 'WebP' },
]
export const COMPRESS_PREFIX = 'compressed_'
export const COMPRESS_ZIP = 'compressed_images.zip'

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
