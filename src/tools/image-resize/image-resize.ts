// Resizer rules: the width/height fallbacks and bounds, the presets, and the output names. The size maths
// (aspect modes) live in the image worker's core so the worker and the tests share them.
import { type BatchResize, type BatchSettings, DEFAULT_RESIZE } from '../../lib/image/batch-settings'
import {
  type ImageFormat,
  type OutputFormat,
  outputName,
  type ResizeMode,
  type ResizeSpec,
  sameOrPng,
} from '../../lib/image/image-core'

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

/** This page's size fields. */
export interface ResizeFields {
  width: number
  height: number
  keepAspect: boolean
  mode: ResizeMode
  /** Let an image smaller than the size asked grow to it (the page's default, as it always did; a preset says). */
  enlarge: boolean
}

/**
 * The size fields a batch preset sets (null for a preset without a resize step, which leaves them as they are): a
 * longest side of 1920 is "fit inside 1920×1920", and the preset's "never enlarge" comes along, so a 300×200 image
 * under "Thumbnails 400 px" stays 300×200.
 */
export function fieldsFromPreset(s: BatchSettings): ResizeFields | null {
  const r = s.resize
  if (!r.enabled) return null
  const longest = r.by === 'longest'
  return {
    width: longest ? r.longest : r.width,
    height: longest ? r.longest : r.height,
    keepAspect: true,
    mode: 'both',
    enlarge: r.enlarge,
  }
}

/** The worker's resize spec for the fields. */
export function resizeSpecOf(f: ResizeFields): ResizeSpec {
  return { width: f.width, height: f.height, keepAspect: f.keepAspect, mode: f.mode, enlarge: f.enlarge }
}

/** The fields as the batch model says them, for saving as a preset (a square fit inside is a longest side). */
export function batchResizeOf(f: ResizeFields): BatchResize {
  return f.keepAspect && f.mode === 'both' && f.width === f.height
    ? { ...DEFAULT_RESIZE, enabled: true, by: 'longest', longest: f.width, enlarge: f.enlarge }
    : { ...DEFAULT_RESIZE, enabled: true, by: 'exact', width: f.width, height: f.height, enlarge: f.enlarge }
}
