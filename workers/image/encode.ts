// The image worker's encode path: which encoder writes each format (the browser's canvas for JPEG and, where the
// browser can, WebP; Squoosh's codecs for AVIF, PNG and "PNG, fewer colours", each loaded on its first use), the
// transparency check, the background under JPEG, and the quality modes: fixed, at most N KB (a binary search of at
// most MAX_TARGET_ENCODES encodes) and smallest that looks the same (a search on the SSIMULACRA2 score).
import {
  type EncodeSpec,
  FORMAT_NAME,
  MAX_TARGET_ENCODES,
  OUTPUT_MIME,
  type OutputFormat,
  type QualityMode,
  resolveOutput,
  SAME_LOOK_SCORE,
} from '../../src/lib/image/formats'
import type { ImageFormat } from '../../src/lib/image/image-core'
import { encode as canvasEncode } from './codecs/canvas/encoder'

export type { EncodeSpec }

export interface Encoded {
  blob: Blob
  format: OutputFormat
  /** The quality used (0..1), for lossy formats. */
  quality?: number
  /** The SSIMULACRA2 score against the original, when the mode measured it. */
  score?: number
  /** What the page should tell about this file: the format picked and why, a size target not reached. */
  note?: string
  /** The background painted under transparent pixels, when there were any and the format dropped them. */
  background?: string
  /** The drawn image had transparent pixels. */
  hasAlpha: boolean
}

export function encodeError(message: string): Error {
  const error = new Error(message)
  error.name = 'EncodeError'
  return error
}

/** True when any pixel is not fully opaque (one pass over the alpha bytes; stops at the first). */
export function hasTransparency(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true
  return false
}

/** Formats whose files can hold transparent pixels: anything else is opaque without looking. */
const MAY_HAVE_ALPHA = new Set<ImageFormat | null>(['png', 'webp', 'avif', 'gif', 'ico', 'svg', 'heic', 'bmp', null])

/** Lossless sources whose opaque images may be graphics better kept as PNG by the automatic choice. */
const GRAPHIC_SOURCES = new Set<ImageFormat | null>(['png', 'gif', 'bmp'])

/**
 * Few distinct colours, as screenshots and diagrams have and photographs do not: at most 16,384 among up to 262,144
 * pixels sampled evenly (a photo passes that within its first few thousand).
 */
export function fewColours(data: Uint8ClampedArray, limit = 16_384): boolean {
  const count = data.length / 4
  const step = Math.max(1, Math.floor(count / 262_144))
  const seen = new Set<number>()
  for (let p = 0; p < count; p += step) {
    const i = p * 4
    seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])
    if (seen.size > limit) return false
  }
  return true
}

function pixels(canvas: OffscreenCanvas): ImageData {
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D | null
  if (!ctx) throw encodeError('Canvas is not available')
  return ctx.getImageData(0, 0, canvas.width, canvas.height)
}

function flatten(canvas: OffscreenCanvas, background: string): OffscreenCanvas {
  const out = new OffscreenCanvas(canvas.width, canvas.height)
  const ctx = out.getContext('2d') as OffscreenCanvasRenderingContext2D
  ctx.fillStyle = background
  ctx.fillRect(0, 0, out.width, out.height)
  ctx.drawImage(canvas, 0, 0)
  return out
}

const bytesBlob = (bytes: Uint8Array, format: OutputFormat) =>
  new Blob([bytes as Uint8Array<ArrayBuffer>], { type: OUTPUT_MIME[format] })

/** One encode of `canvas` in `format` at `quality` (0..1; ignored by PNG). */
async function encodeOnce(
  canvas: OffscreenCanvas,
  format: OutputFormat,
  palette: boolean,
  quality: number,
  image: () => ImageData,
): Promise<Blob> {
  try {
    if (format === 'jpeg') {
      const blob = await canvasEncode(canvas, 'image/jpeg', quality)
      if (blob) return blob
      const { encode } = await import('./codecs/mozjpeg/encoder')
      return bytesBlob(await encode(image(), { quality: Math.round(quality * 100) }), 'jpeg')
    }
    if (format === 'webp') {
      const blob = await canvasEncode(canvas, 'image/webp', quality)
      if (blob) return blob
      const { encode } = await import('./codecs/webp/encoder')
      return bytesBlob(await encode(image(), { quality: Math.round(quality * 100) }), 'webp')
    }
    if (format === 'avif') {
      const [{ encode }, { qualityFor }] = await Promise.all([
        import('./codecs/avif/encoder'),
        import('./codecs/avif/meta'),
      ])
      return bytesBlob(await encode(image(), { quality: qualityFor(quality) }), 'avif')
    }
    if (palette) {
      const { encode } = await import('./codecs/palette/encoder')
      return bytesBlob(await encode(image()), 'png')
    }
    const { encode } = await import('./codecs/oxipng/encoder')
    return bytesBlob(await encode(image()), 'png')
  } catch (error) {
    if ((error as Error)?.name === 'EncodeError') throw error
    const why = (error as Error)?.message ?? String(error)
    throw encodeError(`Could not write ${FORMAT_NAME[format]}: ${why}`)
  }
}

export interface EncodeContext {
  /** The source's format (for 'original' and the lossless PNG path). */
  source: ImageFormat | null
  /** The source file's bytes, when its pixels are written unchanged (no crop, resize or orientation change). */
  unchangedPng?: () => Promise<Uint8Array>
  /** Scores a candidate against the original pixels (SSIMULACRA2, 0..100), for the "looks the same" mode. */
  score?: (candidate: Blob, original: ImageData) => Promise<number>
}

const kb = (bytes: number) => `${Math.round(bytes / 102.4) / 10} KB`

/** Writes the drawn result as the spec asks. */
export async function encodeCanvas(canvas: OffscreenCanvas, spec: EncodeSpec, ctx: EncodeContext): Promise<Encoded> {
  let data: ImageData | null = null
  const image = () => {
    data ??= pixels(canvas)
    return data
  }
  const hasAlpha = MAY_HAVE_ALPHA.has(ctx.source) ? hasTransparency(image().data) : false
  const { format, palette, reason } = resolveOutput(spec.format, ctx.source, hasAlpha)
  const notes: string[] = []
  if (reason && (spec.format === 'auto' ? hasAlpha : true)) notes.push(`Saved as ${reason}`)
  let target = canvas
  let background: string | undefined
  if (format === 'jpeg' && hasAlpha) {
    background = spec.background ?? '#ffffff'
    target = flatten(canvas, background)
    data = null
    notes.push(`JPEG has no transparency: transparent areas painted ${background}`)
  }
  const targetImage = () => {
    if (target === canvas) return image()
    data ??= pixels(target)
    return data
  }
  const mode: QualityMode = spec.mode ?? { kind: 'fixed', quality: spec.quality ?? 0.8 }
  const lossless = format === 'png'

  // Automatic, for an opaque graphic (a screenshot, a diagram: few colours, from a lossless source): lossless PNG
  // when it is no bigger than the lossy result (or fits the size target). The benchmark's screenshots are 0.70–0.77×
  // their bytes as OxiPNG's PNG, 0.8× and blurred as JPEG (bench/results/image-quality.md).
  if (spec.format === 'auto' && !hasAlpha && GRAPHIC_SOURCES.has(ctx.source) && fewColours(image().data)) {
    const lossy = await encodeCanvas(canvas, { ...spec, format: 'jpeg' }, ctx)
    let png: Blob
    try {
      if (ctx.unchangedPng && ctx.source === 'png') {
        const { optimise } = await import('./codecs/oxipng/encoder')
        const original = await ctx.unchangedPng()
        const out = await optimise(original)
        png = bytesBlob(out.length < original.length ? out : original, 'png')
      } else png = await encodeOnce(canvas, 'png', false, 1, image)
    } catch {
      return lossy
    }
    const fits = mode.kind === 'max-bytes' ? png.size <= mode.bytes : png.size <= lossy.blob.size
    if (!fits) return lossy
    return {
      blob: png,
      format: 'png',
      note: 'Saved as PNG: this graphic is no bigger lossless (every pixel kept) than as JPEG',
      hasAlpha: false,
    }
  }

  // Lossless PNG of an unchanged PNG: OxiPNG on the file itself, every pixel exactly as it was.
  if (lossless && !palette && ctx.unchangedPng && ctx.source === 'png') {
    const original = await ctx.unchangedPng()
    const { optimise } = await import('./codecs/oxipng/encoder')
    let out: Uint8Array
    try {
      out = await optimise(original)
    } catch (error) {
      throw encodeError(`Could not write PNG: ${(error as Error)?.message ?? error}`)
    }
    const best = out.length < original.length ? out : original
    if (best === original) notes.push('Already as small as lossless PNG makes it: kept as it was')
    return finish(bytesBlob(best, 'png'), undefined, undefined)
  }

  function finish(blob: Blob, quality: number | undefined, score: number | undefined): Encoded {
    if (mode.kind === 'max-bytes' && blob.size > mode.bytes && (lossless || quality === undefined))
      notes.push(`${FORMAT_NAME[format]} here is lossless: ${kb(blob.size)}, over the ${kb(mode.bytes)} target`)
    return { blob, format, quality, score, note: notes.join('. ') || undefined, background, hasAlpha }
  }

  const once = (q: number) => encodeOnce(target, format, palette, q, targetImage)

  if (lossless || mode.kind === 'fixed') {
    const q = mode.kind === 'fixed' ? mode.quality : (spec.quality ?? 0.8)
    return finish(await once(q), lossless ? undefined : q, undefined)
  }

  if (mode.kind === 'max-bytes') {
    // The highest whole-percent quality whose file fits: 95 first (most fit at once), then 5 (if even that is too
    // big, no quality fits), then a binary search between them; MAX_TARGET_ENCODES encodes in all.
    let lo = 5
    let hi = 95
    let fit: { blob: Blob; q: number } | null = null
    let smallest: { blob: Blob; q: number } | null = null
    for (let i = 0; i < MAX_TARGET_ENCODES && lo <= hi; i++) {
      const q = i === 0 ? hi : i === 1 ? lo : Math.round((lo + hi) / 2)
      const blob = await once(q / 100)
      if (!smallest || blob.size < smallest.blob.size) smallest = { blob, q }
      if (blob.size <= mode.bytes) {
        if (!fit || q > fit.q) fit = { blob, q }
        lo = q + 1
      } else {
        hi = q - 1
        if (q === 5) break
      }
    }
    if (fit) return finish(fit.blob, fit.q / 100, undefined)
    const s = smallest as { blob: Blob; q: number }
    notes.push(`Could not get under ${kb(mode.bytes)}: the smallest reached is ${kb(s.blob.size)} (quality ${s.q})`)
    return finish(s.blob, s.q / 100, undefined)
  }

  // Smallest that looks the same: the lowest quality whose SSIMULACRA2 score is at least SAME_LOOK_SCORE.
  const score = ctx.score
  if (!score) throw encodeError('The perceptual comparison is not available')
  const reference = targetImage()
  let lo = 30
  let hi = 95
  let best: { blob: Blob; q: number; score: number } | null = null
  for (let i = 0; i < MAX_TARGET_ENCODES && lo <= hi; i++) {
    const q = Math.round((lo + hi) / 2)
    const blob = await once(q / 100)
    const s = await score(blob, reference)
    if (s >= SAME_LOOK_SCORE) {
      if (!best || q < best.q) best = { blob, q, score: s }
      hi = q - 1
    } else lo = q + 1
  }
  if (!best) {
    const blob = await once(0.95)
    const s = await score(blob, reference)
    best = { blob, q: 95, score: s }
    if (s < SAME_LOOK_SCORE) notes.push(`Even quality 95 scores ${s.toFixed(1)}, under ${SAME_LOOK_SCORE}`)
  }
  return finish(best.blob, best.q / 100, best.score)
}
