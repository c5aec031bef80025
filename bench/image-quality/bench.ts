// Benchmark page: one corpus file at a time (served by the driver at /corpus/<name>), written by the browser's canvas
// encoder and by each of Squoosh's codecs (as jSquash packages them, the modules Localkit's worker loads) at their
// Squoosh defaults and at a few more qualities, and by Localkit's own outputs through the real worker pool
// (transformImage, as the tools call it). Every result: bytes, SSIMULACRA2 against the original's pixels (the full
// metric, not the worker's sampled one), and milliseconds per megapixel.
import { transformImage } from '../../src/jobs/image'
import type { EncodeSpec } from '../../src/lib/image/formats'
import { prepareReference, ssimulacra2Against } from '../../src/lib/image/ssimulacra2'
import { encode as avif } from '../../workers/image/codecs/avif/encoder'
import { decodeHeif } from '../../workers/image/codecs/heif/decoder'
import { encode as mozjpeg } from '../../workers/image/codecs/mozjpeg/encoder'
import { encode as oxipng } from '../../workers/image/codecs/oxipng/encoder'
import { encode as libwebp } from '../../workers/image/codecs/webp/encoder'

export type Kind = 'photo' | 'screenshot' | 'transparent' | 'heic'

export interface Row {
  /** Which encoder and setting: "canvas JPEG q75", "MozJPEG q75 (Squoosh default)", "Localkit default" … */
  encoder: string
  group: 'canvas' | 'codec' | 'localkit'
  format: string
  quality?: number
  bytes: number
  score: number
  msPerMp: number
  note?: string
}

export interface FileResult {
  name: string
  kind: Kind
  width: number
  height: number
  bytes: number
  hasAlpha: boolean
  rows: Row[]
}

async function referenceOf(blob: Blob, kind: Kind): Promise<ImageData> {
  if (kind === 'heic') return decodeHeif(new Uint8Array(await blob.arrayBuffer()))
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  return ctx.getImageData(0, 0, canvas.width, canvas.height)
}

async function pixelsOf(blob: Blob): Promise<ImageData> {
  return referenceOf(blob, 'photo')
}

const canvasOf = (image: ImageData) => {
  const canvas = new OffscreenCanvas(image.width, image.height)
  ;(canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).putImageData(image, 0, 0)
  return canvas
}

async function time<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now()
  const value = await run()
  return { value, ms: performance.now() - t0 }
}

function hasAlphaOf(image: ImageData): boolean {
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i] !== 255) return true
  return false
}

async function measure(name: string, kind: Kind, opts: { avifCurve: boolean }): Promise<FileResult> {
  const file = await (await fetch(`/corpus/${name}`)).blob()
  const reference = await referenceOf(file, kind)
  const mp = (reference.width * reference.height) / 1e6
  const hasAlpha = hasAlphaOf(reference)
  const prepared = prepareReference(reference)
  const rows: Row[] = []
  const add = async (
    encoder: string,
    group: Row['group'],
    format: string,
    run: () => Promise<Blob | Uint8Array>,
    quality?: number,
  ) => {
    const { value, ms } = await time(run)
    const blob = value instanceof Blob ? value : new Blob([value as Uint8Array<ArrayBuffer>])
    const scored = await time(async () => ssimulacra2Against(prepared, await pixelsOf(blob)))
    rows.push({ encoder, group, format, quality, bytes: blob.size, score: scored.value, msPerMp: ms / mp })
    console.log(`  ${encoder}: ${Math.round(ms)} ms, scored in ${Math.round(scored.ms)} ms`)
  }
  const canvas = canvasOf(reference)
  const canvasEncode = (type: string, q: number) => () => canvas.convertToBlob({ type, quality: q })
  // JPEG has no alpha: for transparent sources the JPEG rows are left out (Localkit paints a background instead).
  if (!hasAlpha) {
    for (const q of [75, 80, 90])
      await add(`canvas JPEG q${q}`, 'canvas', 'jpeg', canvasEncode('image/jpeg', q / 100), q)
    for (const q of [60, 75, 90])
      await add(
        `MozJPEG q${q}${q === 75 ? ' (Squoosh default)' : ''}`,
        'codec',
        'jpeg',
        () => mozjpeg(reference, { quality: q }),
        q,
      )
  }
  await add('canvas WebP q75', 'canvas', 'webp', canvasEncode('image/webp', 0.75), 75)
  await add('libwebp q75 (Squoosh default)', 'codec', 'webp', () => libwebp(reference, { quality: 75 }), 75)
  for (const q of opts.avifCurve ? [35, 50, 65] : [50])
    await add(
      `AVIF q${q}${q === 50 ? ' (Squoosh default)' : ''}`,
      'codec',
      'avif',
      () => avif(reference, { quality: q }),
      q,
    )
  if (kind !== 'photo' && kind !== 'heic') {
    await add('canvas PNG', 'canvas', 'png', () => canvas.convertToBlob({ type: 'image/png' }))
    await add('OxiPNG level 2 (Squoosh default)', 'codec', 'png', () => oxipng(reference, { level: 2 }))
  }

  const localkit: [string, EncodeSpec][] = [
    ['Localkit default (automatic, 80)', { format: 'auto', quality: 0.8 }],
    ['Localkit JPEG 80', { format: 'jpeg', quality: 0.8 }],
    ['Localkit WebP 80', { format: 'webp', quality: 0.8 }],
    ['Localkit AVIF 80', { format: 'avif', quality: 0.8 }],
    ['Localkit at most 100 KB', { format: 'auto', quality: 0.8, mode: { kind: 'max-bytes', bytes: 100 * 1024 } }],
    ['Localkit smallest that looks the same', { format: 'auto', quality: 0.8, mode: { kind: 'same-look' } }],
  ]
  if (kind !== 'photo' && kind !== 'heic')
    localkit.push(['Localkit PNG', { format: 'png' }], ['Localkit PNG, fewer colours', { format: 'png-palette' }])
  for (const [label, output] of localkit) {
    const { value, ms } = await time(() => transformImage(file, { output }))
    console.log(`  ${label}: ${Math.round(ms)} ms`)
    const score = ssimulacra2Against(prepared, await pixelsOf(value.blob))
    rows.push({
      encoder: label,
      group: 'localkit',
      format: value.format,
      quality: value.quality === undefined ? undefined : Math.round(value.quality * 100),
      bytes: value.blob.size,
      score,
      msPerMp: ms / mp,
      note: value.note,
    })
  }
  return { name, kind, width: reference.width, height: reference.height, bytes: file.size, hasAlpha, rows }
}

declare global {
  interface Window {
    bench: { measure: typeof measure }
  }
}

window.bench = { measure }
document.body.dataset.ready = 'true'
