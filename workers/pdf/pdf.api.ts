// PDF work off the main thread (pdf-lib): inspecting, merging, splitting and building PDFs for the PDF tools.
import { buildImagesPdf, type ImageInput, type PageOptions, unreadableMessage } from '../../src/lib/pdf/image-to-pdf'
import { inspectPdf, mergePdfs } from '../../src/lib/pdf/merge'
import type { PdfInput } from '../../src/lib/pdf/pdf-load'
import { type OutputFile, splitPdf } from '../../src/lib/pdf/split'
import { neededSubsets, type Subset } from '../../src/lib/pdf/subsets'
import { buildTextPdf, type FontFile, type TextPdfOptions, type TextPdfProgress } from '../../src/lib/pdf/text-to-pdf'

const pdfBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })

function isOpaque(ctx: OffscreenCanvasRenderingContext2D, width: number, height: number): boolean {
  const data = ctx.getImageData(0, 0, width, height).data
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false
  return true
}

/** Decodes any image the browser can (WebP, rotated JPEG …) and re-encodes it: JPEG for photos, PNG otherwise. */
async function decodeImage(name: string, bytes: Uint8Array) {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), { imageOrientation: 'from-image' })
  } catch {
    throw new Error(unreadableMessage(name))
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error(unreadableMessage(name))
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  // JPEG keeps a photo small but drops transparency: opaque pictures (JPEG, most WebP photos) become JPEG.
  const jpeg = (bytes[0] === 0xff && bytes[1] === 0xd8) || isOpaque(ctx, canvas.width, canvas.height)
  const blob = await canvas.convertToBlob(jpeg ? { type: 'image/jpeg', quality: 0.92 } : { type: 'image/png' })
  return { kind: jpeg ? ('jpeg' as const) : ('png' as const), bytes: new Uint8Array(await blob.arrayBuffer()) }
}

export const pdfApi = {
  async inspect(input: PdfInput) {
    return inspectPdf(input)
  },
  async merge(inputs: PdfInput[], onProgress?: (done: number) => void): Promise<Blob> {
    return pdfBlob(await mergePdfs(inputs, onProgress))
  },
  async split(input: PdfInput, outputs: OutputFile[], onProgress?: (done: number) => void): Promise<Blob[]> {
    return (await splitPdf(input, outputs, onProgress)).map(pdfBlob)
  },
  async images(images: ImageInput[], options: PageOptions, onProgress?: (done: number) => void): Promise<Blob> {
    return pdfBlob(await buildImagesPdf(images, options, decodeImage, onProgress))
  },
  /** All of Text to PDF off the page: which fonts the text needs, fetching them, wrapping, drawing and saving. */
  async text(
    text: string,
    options: TextPdfOptions,
    fontUrls: Record<Subset, string>,
    onProgress?: (progress: TextPdfProgress) => void,
  ) {
    onProgress?.({ fraction: 0, label: 'Loading the fonts…' })
    const fonts: FontFile[] = await Promise.all(
      neededSubsets(text).map(async (name) => {
        const response = await fetch(new URL(fontUrls[name], self.location.href))
        if (!response.ok) throw new Error(`The ${name} font could not be loaded.`)
        return { name, bytes: await response.arrayBuffer() }
      }),
    )
    const { bytes, pages, missing } = await buildTextPdf(text, options, fonts, onProgress)
    return { blob: pdfBlob(bytes), pages, missing }
  },
}

export type PdfApi = typeof pdfApi
