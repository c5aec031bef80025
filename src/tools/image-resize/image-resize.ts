// Resizer rules: the width/height fallbacks and bounds, the presets, and the output names. The size maths
// (aspect modes) live in the image worker's core so the worker and the tests share them.
import { type ImageFormat, type OutputFormat, outputName, sameOrPng } from '../../lib/image/image-core'

export { computeResize, type ResizeMode, type ResizeSpec } from '../../lib/image/image-core'

export const DEFAULT_WIDTH = 800
export const DEFAULT_HEIGHT = 600
export const MIN_SIDE = 1
export const MAX_SIDE_INPUT = 10_000
export const RESIZE_QUALITY = 0.9
export const RESIZE_PREFIX = 'resized_'
export const RESIZE_ZIP = 'resized_images.zip'
/** The batch's name pattern here: "resized_photo.jpg" as before, the folder kept. */
export const RESIZE_PATTERN = `${RESIZE_PREFIX}{name}`

export interface SizePreset {
  name: string
  width: number
  height: number
}

export const PRESETS: readonly SizePreset[] = [
  { name: 'HD', width: 1280, height: 720 },
  { name: 'Full HD', width: 1920, height: 1080 },
  { name: '4K', width: 3840, height: 2160 },
  { name: 'Instagram Square', width: 1080, height: 1080 },
  { name: 'Instagram Story', width: 1080, height: 1920 },
  { name: 'Facebook Cover', width: 851, height: 315 },
  { name: 'Twitter Header', width: 1500, height: 500 },
  { name: 'Web Thumbnail', width: 300, height: 200 },
]

/** A typed side: blank or non-numeric falls back to the default; numbers are rounded and kept in 1..10000. */
export function parseSide(raw: string, fallback: number): number {
  const n = Number.parseFloat(raw)
  if (raw.trim() === '' || !Number.isFinite(n)) return fallback
  return Math.max(MIN_SIDE, Math.min(MAX_SIDE_INPUT, Math.round(n)))
}

/** Keeps the source format where the browser can write it (JPEG, WebP), PNG otherwise. */
export function resizeOutput(source: ImageFormat | null): OutputFormat {
  return sameOrPng(source)
}

export function resizedName(name: string, format: OutputFormat): string {
  return outputName(RESIZE_PREFIX, name, format)
}
