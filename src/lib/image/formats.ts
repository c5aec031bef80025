// The image tools' output choices in one place (image-compress, image-convert, and any batch panel that encodes):
// the formats the worker writes, what a user can pick (a format, "PNG, fewer colours", "same as the original", or
// the automatic choice), how each choice resolves for one image (its source format, whether it has transparency),
// the quality modes (fixed, at most N KB, smallest that looks the same), names, MIME types and labels. Pure.
import type { ImageFormat } from './image-header'

/** What the worker writes. */
export type OutputFormat = 'png' | 'jpeg' | 'webp' | 'avif'

/**
 * What the user picks: a format; 'png-palette' (PNG with at most 256 colours, lossy like TinyPNG); 'original' (the
 * source's own format where it can be written); 'auto' (JPEG for opaque images, WebP for transparent ones; an opaque
 * graphic from a lossless source, a screenshot, stays lossless PNG when that is no bigger: workers/image/encode.ts).
 */
export type OutputChoice = OutputFormat | 'png-palette' | 'original' | 'auto'

export const OUTPUT_MIME: Record<OutputFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

export const OUTPUT_EXT: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif' }

export const FORMAT_NAME: Record<OutputFormat, string> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', avif: 'AVIF' }

/** The choices image-compress and image-convert offer, in menu order. */
export const OUTPUT_CHOICES: readonly OutputChoice[] = [
  'auto',
  'jpeg',
  'webp',
  'avif',
  'png',
  'png-palette',
  'original',
]

export const CHOICE_LABEL: Record<OutputChoice, string> = {
  auto: 'Automatic: JPEG, PNG for graphics, WebP if transparent',
  jpeg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  png: 'PNG',
  'png-palette': 'PNG, fewer colours',
  original: 'Same as the original',
}

/** Formats that keep an alpha channel. */
export const keepsAlpha = (f: OutputFormat): boolean => f !== 'jpeg'

/** The lossy choices, whose quality the user sets (or searches for: size target, smallest that looks the same). */
export function isLossy(choice: OutputChoice, source?: ImageFormat | null, hasAlpha = false): boolean {
  if (choice === 'png-palette') return false
  const f = resolveOutput(choice, source ?? null, hasAlpha).format
  return f !== 'png'
}

export interface ResolvedOutput {
  format: OutputFormat
  /** Palette-reduced PNG. */
  palette: boolean
  /** Why this format, when the choice was not a plain format ("kept as PNG: GIF cannot be written"). */
  reason?: string
}

/**
 * The format one image is written in. 'original' keeps JPEG, PNG, WebP and AVIF; GIF, BMP, ICO and SVG become PNG
 * (lossless, their pixels kept); HEIC becomes JPEG (a photo; no browser shows HEIC) unless it has transparency.
 * 'auto' is JPEG for an opaque image and WebP (which keeps transparency, and is smaller than PNG) for one with it.
 */
export function resolveOutput(choice: OutputChoice, source: ImageFormat | null, hasAlpha: boolean): ResolvedOutput {
  if (choice === 'png-palette') return { format: 'png', palette: true }
  if (choice === 'auto') {
    return hasAlpha
      ? { format: 'webp', palette: false, reason: 'WebP: the image has transparency, which JPEG cannot keep' }
      : { format: 'jpeg', palette: false }
  }
  if (choice !== 'original') return { format: choice, palette: false }
  if (source === 'jpeg' || source === 'png' || source === 'webp' || source === 'avif')
    return { format: source, palette: false }
  if (source === 'heic')
    return hasAlpha
      ? { format: 'webp', palette: false, reason: 'WebP: browsers cannot show HEIC, and this one has transparency' }
      : { format: 'jpeg', palette: false, reason: 'JPEG: browsers cannot show HEIC' }
  const from = source ? source.toUpperCase() : 'its format'
  return { format: 'png', palette: false, reason: `PNG: ${from} cannot be written here; PNG keeps every pixel` }
}

/** How the quality of a lossy output is chosen. */
export type QualityMode =
  /** One quality (0..1) for every image. */
  | { kind: 'fixed'; quality: number }
  /** The highest quality whose file is at most `bytes` (binary search, at most MAX_TARGET_ENCODES encodes). */
  | { kind: 'max-bytes'; bytes: number }
  /** The lowest quality whose result still scores at least SAME_LOOK_SCORE against the original. */
  | { kind: 'same-look' }

export type QualityModeKind = QualityMode['kind']

export const QUALITY_MODE_LABEL: Record<QualityModeKind, string> = {
  fixed: 'Fixed quality',
  'max-bytes': 'Each file at most…',
  'same-look': 'Smallest that looks the same',
}

/** What the image worker is asked to write (TransformSpec.output). */
export interface EncodeSpec {
  /** A format, 'png-palette', 'original' or 'auto'. */
  format: OutputChoice
  /** 0..1, for lossy formats in the fixed mode (the default mode). */
  quality?: number
  /** How the quality is chosen; default fixed at `quality`. */
  mode?: QualityMode
  /** Painted under transparent pixels when the image is written as JPEG (which has none). Default white. */
  background?: string
}

/** The output controls of a page (format, quality mode and its value, JPEG background), as links keep them. */
export interface OutputSettings {
  format: OutputChoice
  mode: QualityModeKind
  /** Percent, 10..100. */
  quality: number
  /** The size target in KB. */
  maxKb: number
  background: string
}

export const DEFAULT_BACKGROUND = '#ffffff'
export const MAX_KB = { min: 5, max: 50_000, default: 200 } as const

/** The worker's EncodeSpec for a page's settings. */
export function encodeSpecOf(s: OutputSettings): EncodeSpec {
  const mode: QualityMode =
    s.mode === 'max-bytes'
      ? { kind: 'max-bytes', bytes: Math.round(s.maxKb * 1024) }
      : s.mode === 'same-look'
        ? { kind: 'same-look' }
        : { kind: 'fixed', quality: s.quality / 100 }
  return { format: s.format, quality: s.quality / 100, mode, background: s.background }
}

/** A colour's name for the page: "white (#ffffff)", "black (#000000)", or the hex alone. */
export function colourName(hex: string): string {
  const h = hex.toLowerCase()
  const named: Record<string, string> = { '#ffffff': 'white', '#fff': 'white', '#000000': 'black', '#000': 'black' }
  return named[h] ? `${named[h]} (${h})` : h
}

/** Encodes a size-target search may spend on one image. */
export const MAX_TARGET_ENCODES = 7

/**
 * SSIMULACRA2 score (0..100) a "looks the same" result must reach. 90 is the metric's "very high quality" band
 * (its authors: ≈90 is where people cannot tell the images apart at a normal viewing distance; 70 is "high
 * quality", 50 "medium"). The search stops at the lowest quality that scores at least this.
 */
export const SAME_LOOK_SCORE = 90

/** `prefix` + base name + the written format's extension. */
export function nameFor(prefix: string, name: string, format: OutputFormat): string {
  const dot = name.lastIndexOf('.')
  const base = dot <= 0 ? name || 'image' : name.slice(0, dot)
  return `${prefix}${base}.${OUTPUT_EXT[format]}`
}

/** Quality (0..1) to try next in a binary search over [lo, hi] (qualities in whole percent). */
export function midQuality(lo: number, hi: number): number {
  return Math.round(((lo + hi) / 2) * 100) / 100
}
