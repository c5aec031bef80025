// The image worker: every decode, resize, crop, encode and favicon render happens here on OffscreenCanvas, so the
// page stays responsive while a batch runs. Files arrive as Blobs (shared, not copied); results leave as Blobs.

import {
  type BatchMetadata,
  type BatchResize,
  isPlainScale,
  planResize,
  type ResizePlan,
} from '../../src/lib/image/batch-settings'
import { type ExifReport, summariseMetadata } from '../../src/lib/image/exif'
import { readHeifOrientation } from '../../src/lib/image/heif-meta'
import {
  computeResize,
  detectImageFormat,
  downscaleSteps,
  fitWithin,
  type ImageFormat,
  OUTPUT_MIME,
  type OutputFormat,
  type ResizeSpec,
  readImageSize,
  type Size,
  tooLargeMessage,
} from '../../src/lib/image/image-core'
import { keptMetadata, metadataLossNote, readMetadata, writeMetadata } from '../../src/lib/image/metadata'
import { writeIntoFolder } from '../../src/lib/image/write-folder'
import { crc32 } from '../../src/lib/zip/store-zip'
import { dataUrlOf } from './data-url'
import { type EncodeSpec, encodeCanvas, hasTransparency } from './encode'

/** What the internal encoders (previews, thumbnails, favicons) ask of canvas: a format and a quality. */
interface CanvasSpec {
  format: OutputFormat
  quality?: number
}

export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

export type { EncodeSpec }

export interface TransformSpec {
  /** In upright (EXIF-oriented) pixels of the original. */
  crop?: CropRect
  resize?: ResizeSpec
  /** The batch's resize step (longest side or a box; fit, fill or contain; never enlarged unless asked). */
  fit?: BatchResize
  output: EncodeSpec
  /** The batch's metadata step; without it the output carries whatever its encoder wrote (none). */
  metadata?: BatchMetadata
  /** Also return a small preview no larger than this many pixels on its longer side. */
  thumbnail?: number
}

export interface TransformResult {
  blob: Blob
  width: number
  height: number
  originalWidth: number
  originalHeight: number
  sourceFormat: ImageFormat | null
  /** The small preview (TransformSpec.thumbnail) as a data: URL, for an <img> with no object URL to make or revoke. */
  thumbnailUrl?: string
  /** The format written (a choice such as 'auto' or 'original' resolves per image). */
  format: OutputFormat
  /** The source had transparent pixels. */
  hasAlpha: boolean
  /** The quality used (0..1) for lossy formats: the mode's pick for a size target or "looks the same". */
  quality?: number
  /** SSIMULACRA2 score against the original, when measured. */
  score?: number
  /** What the page should say about this file (format picked and why, a target not reached). */
  note?: string
  /** The colour painted under transparent pixels (JPEG). */
  background?: string
  /** CRC-32 of `blob` (for the stored ZIP). */
  crc: number
}

export interface PreviewResult {
  blob: Blob
  /** Upright size of the original. */
  width: number
  height: number
  format: ImageFormat | null
  /** Any pixel not fully opaque. */
  hasAlpha: boolean
}

export type FaviconSource =
  | { kind: 'text'; text: string; fontSize: number; color: string; background: string }
  | { kind: 'image'; file: Blob }

export interface FaviconImage {
  size: number
  blob: Blob
}

/** Errors with a name the views can tell apart (Comlink keeps name and message). */
function imageError(name: 'DecodeError' | 'TooLargeError' | 'EncodeError', message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}

interface Sniffed {
  format: ImageFormat
  size: Size | null
  /** The first 512 KB: enough for the header and EXIF, read once per call. */
  head: Uint8Array
}

/** Reads the header once: format and stored size, with the spec's errors for empty, unknown and too large. */
async function sniff(file: Blob): Promise<Sniffed> {
  if (file.size === 0) throw imageError('DecodeError', 'Failed to load image: the file is empty')
  const head = new Uint8Array(await file.slice(0, 512 * 1024).arrayBuffer())
  const format = detectImageFormat(head)
  if (!format) throw imageError('DecodeError', 'Failed to load image: not a supported image format')
  const size = readImageSize(head)
  const tooLarge = tooLargeMessage(size)
  if (tooLarge) throw imageError('TooLargeError', tooLarge)
  return { format, size, head }
}

async function decode(file: Blob, sniffed?: Sniffed): Promise<{ bitmap: ImageBitmap; format: ImageFormat | null }> {
  const { format, size } = sniffed ?? (await sniff(file))
  if (format === 'heic') return { bitmap: await decodeHeic(file), format }
  try {
    // The browser applies EXIF orientation (JPEG, PNG eXIf, WebP, AVIF's irot) for every format it decodes.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    return { bitmap, format }
  } catch {
    const big = size && size.width * size.height > 40_000_000
    throw imageError(
      big ? 'TooLargeError' : 'DecodeError',
      big
        ? `Image too large to decode on this device (${size.width}×${size.height})`
        : 'Failed to load image: the file is damaged or not a supported image',
    )
  }
}

/**
 * HEIC/HEIF through libheif (loaded now, on the first HEIC): upright pixels as a bitmap. libheif applies the file's
 * own rotation and mirroring (irot/imir); a file without them whose EXIF gives an orientation (as older encoders
 * write, heif-enc before 1.17 among them) is turned by the EXIF orientation. Never both: an iPhone's HEIC carries
 * irot and an EXIF orientation that describes the same turn.
 */
async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  let pixels: ImageData
  const bytes = new Uint8Array(await file.arrayBuffer())
  try {
    const { decodeHeif } = await import('./codecs/heif/decoder')
    pixels = await decodeHeif(bytes)
  } catch (error) {
    throw imageError('DecodeError', `Failed to load image: ${(error as Error)?.message ?? 'the HEIC file is damaged'}`)
  }
  const bitmap = await createImageBitmap(pixels)
  const facts = readHeifOrientation(bytes)
  const orientation = facts && !facts.transformed ? (facts.exifOrientation ?? 1) : 1
  return orientation > 1 ? orient(bitmap, orientation) : bitmap
}

/** The bitmap turned upright for an EXIF orientation (2..8). */
async function orient(bitmap: ImageBitmap, orientation: number): Promise<ImageBitmap> {
  const { width: w, height: h } = bitmap
  const swap = orientation >= 5
  const canvas = new OffscreenCanvas(swap ? h : w, swap ? w : h)
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  // The EXIF orientation transforms (as the browser applies them to JPEG).
  const transforms: Record<number, [number, number, number, number, number, number]> = {
    2: [-1, 0, 0, 1, w, 0],
    3: [-1, 0, 0, -1, w, h],
    4: [1, 0, 0, -1, 0, h],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, h, 0],
    7: [0, -1, -1, 0, h, w],
    8: [0, -1, 1, 0, 0, w],
  }
  ctx.setTransform(...transforms[orientation])
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  return createImageBitmap(canvas)
}

function pixelsOf(canvas: OffscreenCanvas): Uint8ClampedArray {
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  return ctx.getImageData(0, 0, canvas.width, canvas.height).data
}

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d')
  if (!ctx) throw imageError('EncodeError', 'Canvas is not available')
  ctx.imageSmoothingEnabled = true
  ctx.imageSmoothingQuality = 'high'
  return ctx
}

/** Draws (a part of) the source at `to`, halving step by step for big reductions. */
function draw(source: ImageBitmap | OffscreenCanvas, rect: CropRect, to: Size, background?: string): OffscreenCanvas {
  const steps = downscaleSteps({ width: rect.width, height: rect.height }, to)
  let src: ImageBitmap | OffscreenCanvas = source
  let r = rect
  let canvas: OffscreenCanvas | null = null
  steps.forEach((step, i) => {
    const next = new OffscreenCanvas(step.width, step.height)
    const ctx = context(next)
    if (i === steps.length - 1 && background) {
      ctx.fillStyle = background
      ctx.fillRect(0, 0, step.width, step.height)
    }
    ctx.drawImage(src, r.x, r.y, r.width, r.height, 0, 0, step.width, step.height)
    if (canvas) {
      canvas.width = 0 // free the intermediate step
      canvas.height = 0
    }
    canvas = next
    src = next
    r = { x: 0, y: 0, width: step.width, height: step.height }
  })
  return canvas as unknown as OffscreenCanvas
}

async function encode(canvas: OffscreenCanvas, spec: CanvasSpec): Promise<Blob> {
  const type = OUTPUT_MIME[spec.format]
  let blob: Blob
  try {
    blob = await canvas.convertToBlob({ type, quality: spec.quality })
  } catch (error) {
    throw imageError('EncodeError', `Could not encode the image: ${(error as Error)?.message ?? 'unknown error'}`)
  }
  if (blob.type !== type)
    throw imageError('EncodeError', `This browser cannot write ${spec.format.toUpperCase()} images`)
  return blob
}

/** Previews of opaque results are JPEG (five times cheaper to encode than WebP); others keep their alpha in WebP. */
const thumbType = (opaque = false): CanvasSpec =>
  opaque ? { format: 'jpeg', quality: 0.8 } : { format: 'webp', quality: 0.8 }

/**
 * The result's preview, made from the canvas already in memory: one high-quality resize (createImageBitmap) and
 * one small encode. A result that already fits is its own preview (no second encode).
 */
async function makeThumbnail(canvas: OffscreenCanvas, result: Blob, max: number, opaque: boolean): Promise<Blob> {
  if (Math.max(canvas.width, canvas.height) <= max) return result
  const size = fitWithin({ width: canvas.width, height: canvas.height }, max)
  let small: OffscreenCanvas
  try {
    const bitmap = await createImageBitmap(canvas, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    })
    small = new OffscreenCanvas(size.width, size.height)
    context(small).drawImage(bitmap, 0, 0)
    bitmap.close()
  } catch {
    small = draw(canvas, { x: 0, y: 0, width: canvas.width, height: canvas.height }, size)
  }
  return encode(small, thumbType(opaque))
}

function clampRect(rect: CropRect, size: Size): CropRect {
  const x = Math.max(0, Math.min(size.width - 1, Math.round(rect.x)))
  const y = Math.max(0, Math.min(size.height - 1, Math.round(rect.y)))
  return {
    x,
    y,
    width: Math.max(1, Math.min(size.width - x, Math.round(rect.width))),
    height: Math.max(1, Math.min(size.height - y, Math.round(rect.height))),
  }
}

/**
 * JPEG fast path for a plain downscale: the JPEG decoder scales by eighths while decoding (ImageDecoder's desired
 * size), several times cheaper than a full decode, then one high-quality draw makes the exact size. A 12 MP photo
 * resized to 1920 px is decoded at 2000×1500 and never held at full size. Null when it does not apply: not a JPEG,
 * a crop, no reduction of at least an eighth, an EXIF orientation other than upright, or no ImageDecoder.
 */
async function decodeJpegReduced(file: Blob, sniffed: Sniffed, spec: TransformSpec): Promise<OffscreenCanvas | null> {
  const stored = sniffed.size
  if (sniffed.format !== 'jpeg' || !(spec.resize || spec.fit) || spec.crop || !stored) return null
  if (typeof ImageDecoder === 'undefined') return null
  let target: Size
  if (spec.fit) {
    const plan = planResize(stored, spec.fit)
    if (!isPlainScale(plan, stored)) return null
    target = plan.canvas
  } else target = computeResize(stored, spec.resize as ResizeSpec)
  const eighths = Math.ceil(8 * Math.max(target.width / stored.width, target.height / stored.height))
  if (eighths >= 8) return null
  try {
    const { default: exifr } = await import('exifr')
    if (((await exifr.orientation(sniffed.head)) ?? 1) !== 1) return null
  } catch {
    return null
  }
  // The decoder picks the largest eighth whose pixels fit in the desired size's.
  const desired = { width: Math.ceil((stored.width * eighths) / 8), height: Math.ceil((stored.height * eighths) / 8) }
  let decoder: ImageDecoder | undefined
  try {
    decoder = new ImageDecoder({
      data: file.stream(),
      type: 'image/jpeg',
      desiredWidth: desired.width,
      desiredHeight: desired.height,
    })
    const { image } = await decoder.decode()
    try {
      // rotation and flip are newer VideoFrame fields (absent from TypeScript's DOM types).
      const { rotation, flip } = image as VideoFrame & { rotation?: number; flip?: boolean }
      if (rotation || flip || image.displayWidth < target.width || image.displayHeight < target.height) return null
      // Through an ImageBitmap made (and scaled) at once, not drawImage(VideoFrame): a frame drawn on a canvas went
      // through the canvas's image decode cache, which kept old photos' pixels afterwards up to its budget (memory
      // dumps of 24 photos, bench/scale/memory-dump.mjs: the renderer's cc 264 MB and discardable 256 MB, mapped
      // in the browser process too; with the ImageBitmap, 12 MB and 7 MB).
      const bitmap = await createImageBitmap(image, {
        resizeWidth: target.width,
        resizeHeight: target.height,
        resizeQuality: 'high',
      })
      try {
        const canvas = new OffscreenCanvas(target.width, target.height)
        context(canvas).drawImage(bitmap, 0, 0)
        return canvas
      } finally {
        bitmap.close()
      }
    } finally {
      image.close()
    }
  } catch {
    return null
  } finally {
    decoder?.close()
  }
}

/** Encodes the drawn result, makes its thumbnail, then frees the canvas's pixels. */
async function finishTransform(
  canvas: OffscreenCanvas,
  spec: TransformSpec,
  original: { width: number; height: number },
  format: TransformResult['sourceFormat'],
  file: Blob,
): Promise<TransformResult> {
  const unchanged = !spec.crop && canvas.width === original.width && canvas.height === original.height
  const encoded = await encodeCanvas(canvas, spec.output, {
    source: format,
    unchangedPng: unchanged && format === 'png' ? async () => new Uint8Array(await file.arrayBuffer()) : undefined,
    score: async (candidate, reference) => {
      const { ssimulacra2Sampled } = await import('../../src/lib/image/ssimulacra2')
      const bitmap = await createImageBitmap(candidate)
      const c = new OffscreenCanvas(bitmap.width, bitmap.height)
      const ctx = c.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D
      ctx.drawImage(bitmap, 0, 0)
      bitmap.close()
      return ssimulacra2Sampled(reference, ctx.getImageData(0, 0, c.width, c.height))
    },
  })
  let blob = encoded.blob
  let note = encoded.note
  let bytes: Uint8Array | null = null
  if (spec.metadata) {
    const size = { width: canvas.width, height: canvas.height }
    const keep = spec.metadata.keep !== 'none'
    const lost = metadataLossNote(spec.metadata, format, encoded.format)
    if (lost) note = joinNotes(note, lost)
    const kept = keep ? keptMetadata(await readMetadata(await sourceBytes(file, format)), spec.metadata, size) : {}
    bytes = await writeMetadata(new Uint8Array(await blob.arrayBuffer()), kept, size)
    blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: blob.type })
  }
  // The CRC a ZIP entry needs, computed here where the bytes are (the page's ZIP then only references the Blob).
  const crc = crc32([bytes ?? new Uint8Array(await blob.arrayBuffer())])
  const thumb = spec.thumbnail
    ? await makeThumbnail(canvas, blob, spec.thumbnail, encoded.format === 'jpeg' && !encoded.background)
    : undefined
  const thumbnailUrl = thumb ? dataUrlOf(new Uint8Array(await thumb.arrayBuffer()), thumb.type) : undefined
  const result: TransformResult = {
    blob,
    width: canvas.width,
    height: canvas.height,
    originalWidth: original.width,
    originalHeight: original.height,
    sourceFormat: format,
    thumbnailUrl,
    format: encoded.format,
    hasAlpha: encoded.hasAlpha,
    quality: encoded.quality,
    score: encoded.score,
    note,
    background: encoded.background,
    crc,
  }
  canvas.width = 0
  canvas.height = 0
  return result
}

const joinNotes = (a: string | undefined, b: string) => (a ? `${a}; ${b}` : b)

/** The source's bytes that hold its metadata: a JPEG's first 4 MB (its segments come before the scan), else all. */
async function sourceBytes(file: Blob, format: ImageFormat | null): Promise<Uint8Array> {
  const part = format === 'jpeg' ? file.slice(0, 4 * 1024 * 1024) : file
  return new Uint8Array(await part.arrayBuffer())
}

/** Draws by a batch resize plan: the source part at its drawn size, padded onto the plan's canvas when it contains. */
function drawPlan(bitmap: ImageBitmap, plan: ResizePlan): OffscreenCanvas {
  const drawn = draw(bitmap, plan.source, plan.drawn)
  if (plan.canvas.width === plan.drawn.width && plan.canvas.height === plan.drawn.height) return drawn
  const canvas = new OffscreenCanvas(plan.canvas.width, plan.canvas.height)
  context(canvas).drawImage(drawn, plan.offset.x, plan.offset.y)
  drawn.width = 0
  drawn.height = 0
  return canvas
}

export const imageApi = {
  /** Writes one result into the folder the page was given ("Save to a folder…"), never over a file already there. */
  saveIntoFolder(root: FileSystemDirectoryHandle, path: string, blob: Blob): Promise<string> {
    return writeIntoFolder(root, path, blob)
  },

  /** Decode → crop → resize → encode, with an optional small thumbnail of the result. */
  async transform(file: Blob, spec: TransformSpec): Promise<TransformResult> {
    const sniffed = await sniff(file)
    const reduced = await decodeJpegReduced(file, sniffed, spec)
    if (reduced) return finishTransform(reduced, spec, sniffed.size as Size, sniffed.format, file)
    const { bitmap, format } = await decode(file, sniffed)
    try {
      const original = { width: bitmap.width, height: bitmap.height }
      if (spec.fit && !spec.crop) {
        const canvas = drawPlan(bitmap, planResize(original, spec.fit))
        bitmap.close()
        return await finishTransform(canvas, spec, original, format, file)
      }
      const rect = spec.crop ? clampRect(spec.crop, original) : { x: 0, y: 0, ...original }
      const target = spec.resize ? computeResize({ width: rect.width, height: rect.height }, spec.resize) : rect
      const canvas = draw(bitmap, rect, { width: target.width, height: target.height })
      bitmap.close()
      return await finishTransform(canvas, spec, original, format, file)
    } finally {
      bitmap.close()
    }
  },

  /** A small upright preview of an image and its full upright size. */
  async preview(file: Blob, maxSide: number): Promise<PreviewResult> {
    const { bitmap, format } = await decode(file)
    try {
      const size = { width: bitmap.width, height: bitmap.height }
      const canvas = draw(bitmap, { x: 0, y: 0, ...size }, fitWithin(size, maxSide))
      const hasAlpha = format !== 'jpeg' && hasTransparency(pixelsOf(canvas))
      const blob = await encode(canvas, format === 'jpeg' ? { format: 'jpeg', quality: 0.85 } : thumbType())
      return { blob, ...size, format, hasAlpha }
    } finally {
      bitmap.close()
    }
  },

  /** Reads EXIF, GPS, IPTC and XMP with exifr; never decodes pixels. */
  async readMetadata(file: Blob): Promise<ExifReport> {
    const { default: exifr } = await import('exifr')
    const raw = await exifr.parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      interop: true,
      ifd1: false,
      iptc: true,
      xmp: true,
      icc: false,
      jfif: false,
      ihdr: false,
      makerNote: false,
      userComment: true,
      mergeOutput: true,
      translateValues: true,
      reviveValues: true,
    })
    return summariseMetadata(raw ?? {})
  },

  /** Renders a favicon at each size: text on a background, or an image fitted inside the square. */
  async renderFavicons(source: FaviconSource, sizes: number[]): Promise<FaviconImage[]> {
    if (source.kind === 'image') {
      const { bitmap } = await decode(source.file)
      try {
        const out: FaviconImage[] = []
        for (const size of sizes) {
          const scale = size / Math.max(bitmap.width, bitmap.height)
          const drawn = {
            width: Math.max(1, Math.round(bitmap.width * scale)),
            height: Math.max(1, Math.round(bitmap.height * scale)),
          }
          const inner = draw(bitmap, { x: 0, y: 0, width: bitmap.width, height: bitmap.height }, drawn)
          const canvas = new OffscreenCanvas(size, size)
          context(canvas).drawImage(inner, Math.round((size - drawn.width) / 2), Math.round((size - drawn.height) / 2))
          out.push({ size, blob: await encode(canvas, { format: 'png' }) })
        }
        return out
      } finally {
        bitmap.close()
      }
    }
    const out: FaviconImage[] = []
    for (const size of sizes) {
      const canvas = new OffscreenCanvas(size, size)
      const ctx = context(canvas)
      ctx.fillStyle = source.background
      ctx.fillRect(0, 0, size, size)
      let px = (source.fontSize * size) / 32
      ctx.font = `bold ${px}px system-ui, sans-serif`
      const width = ctx.measureText(source.text).width
      if (width > size * 0.92) {
        px = (px * size * 0.92) / width
        ctx.font = `bold ${px}px system-ui, sans-serif`
      }
      ctx.fillStyle = source.color
      ctx.textAlign = 'center'
      ctx.textBaseline = 'alphabetic'
      const m = ctx.measureText(source.text)
      const ascent = m.actualBoundingBoxAscent || px * 0.72
      const descent = m.actualBoundingBoxDescent || 0
      ctx.fillText(source.text, size / 2, size / 2 + (ascent - descent) / 2)
      out.push({ size, blob: await encode(canvas, { format: 'png' }) })
    }
    return out
  },
}

export type ImageApi = typeof imageApi
