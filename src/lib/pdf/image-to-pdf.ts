// Images to PDF: where each image sits on its page (fit image, A4, Letter; orientation; margins), which bytes
// pdf-lib can embed as they are (PNG, JPEG) and the PDF itself, built in the PDF worker. Other formats (WebP …)
// and rotated camera JPEGs are decoded by a function the worker passes in (OffscreenCanvas).

import { checkImageHeader, HEADER_BYTES } from '../image/image-header'

export type PageSize = 'fit' | 'a4' | 'letter'
export type Orientation = 'auto' | 'portrait' | 'landscape'

export interface PageOptions {
  size: PageSize
  orientation: Orientation
  /** Margin on every side, in millimetres. */
  marginMm: number
}

export const DEFAULT_OPTIONS: PageOptions = { size: 'a4', orientation: 'auto', marginMm: 10 }
export const MAX_MARGIN_MM = 50

/** Page sizes in points (1/72 inch), portrait. */
export const PAGE_POINTS = { a4: [595.28, 841.89], letter: [612, 792] } as const

export const mmToPt = (mm: number) => (mm / 25.4) * 72
/** CSS pixels at 96 per inch, the size a browser shows an image at. */
export const pxToPt = (px: number) => px * 0.75

export interface Placement {
  pageWidth: number
  pageHeight: number
  x: number
  y: number
  width: number
  height: number
}

/** Where an image of `w`×`h` pixels goes: scaled to fit inside the margins, kept in proportion, centred. */
export function layoutImage(w: number, h: number, options: PageOptions): Placement {
  const margin = mmToPt(Math.max(0, Math.min(MAX_MARGIN_MM, options.marginMm)))
  if (options.size === 'fit') {
    const width = pxToPt(w)
    const height = pxToPt(h)
    return { pageWidth: width + 2 * margin, pageHeight: height + 2 * margin, x: margin, y: margin, width, height }
  }
  const [short, long] = PAGE_POINTS[options.size]
  const landscape = options.orientation === 'landscape' || (options.orientation === 'auto' && w > h)
  const pageWidth = landscape ? long : short
  const pageHeight = landscape ? short : long
  const boxW = Math.max(1, pageWidth - 2 * margin)
  const boxH = Math.max(1, pageHeight - 2 * margin)
  const scale = Math.min(boxW / w, boxH / h)
  const width = w * scale
  const height = h * scale
  return { pageWidth, pageHeight, x: (pageWidth - width) / 2, y: (pageHeight - height) / 2, width, height }
}

export type ImageKind = 'png' | 'jpeg' | 'other'

export function sniffImage(bytes: Uint8Array): ImageKind {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  return 'other'
}

/** The EXIF orientation (1–8) of a JPEG, 1 when absent or unreadable. */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 2
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return 1
    const marker = view.getUint8(offset + 1)
    const length = view.getUint16(offset + 2)
    if (marker === 0xda || marker === 0xd9) return 1
    if (marker === 0xe1 && offset + 10 <= view.byteLength && view.getUint32(offset + 4) === 0x45786966) {
      const tiff = offset + 10
      if (tiff + 8 > view.byteLength) return 1
      const little = view.getUint16(tiff) === 0x4949
      const ifd = tiff + view.getUint32(tiff + 4, little)
      if (ifd + 2 > view.byteLength) return 1
      const entries = view.getUint16(ifd, little)
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12
        if (entry + 12 > view.byteLength) return 1
        if (view.getUint16(entry, little) === 0x0112) {
          const value = view.getUint16(entry + 8, little)
          return value >= 1 && value <= 8 ? value : 1
        }
      }
      return 1
    }
    offset += 2 + length
  }
  return 1
}

export interface ImageInput {
  name: string
  data: Blob | Uint8Array
}

/** Turns an image pdf-lib cannot embed as is into PNG or JPEG bytes (in the worker: OffscreenCanvas). */
export type Decode = (name: string, bytes: Uint8Array) => Promise<{ kind: 'png' | 'jpeg'; bytes: Uint8Array }>

export const unreadableMessage = (name: string) => `"${name}" could not be read as an image.`

/** Why an image is refused from its header alone (over the pixel limit), naming the file; null when it may be used. */
export function imageHeaderProblem(name: string, head: Uint8Array): string | null {
  const { problem } = checkImageHeader(head)
  return problem ? `"${name}": ${problem}` : null
}

/** Reads the start of a file (enough for any image header) for imageHeaderProblem. */
export async function readHead(data: Blob | Uint8Array): Promise<Uint8Array> {
  if (data instanceof Uint8Array) return data.subarray(0, HEADER_BYTES)
  return new Uint8Array(await data.slice(0, HEADER_BYTES).arrayBuffer())
}

export async function buildImagesPdf(
  images: ImageInput[],
  options: PageOptions,
  decode: Decode,
  onProgress?: (done: number) => void,
): Promise<Uint8Array> {
  if (images.length === 0) throw new Error('Add at least one image.')
  const { PDFDocument } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  doc.setProducer('Localkit')
  doc.setCreator('Localkit Images to PDF')
  for (let i = 0; i < images.length; i++) {
    const { name, data } = images[i]
    // Refused by the header before pdf-lib or the browser decodes a single pixel.
    const tooLarge = imageHeaderProblem(name, await readHead(data))
    if (tooLarge) throw new Error(tooLarge)
    const raw = data instanceof Uint8Array ? data : new Uint8Array(await data.arrayBuffer())
    let kind = sniffImage(raw)
    let bytes = raw
    // Camera JPEGs store the picture sideways with an EXIF turn; the decoder applies it.
    if (kind === 'other' || (kind === 'jpeg' && jpegOrientation(raw) !== 1)) {
      try {
        ;({ kind, bytes } = await decode(name, raw))
      } catch {
        throw new Error(unreadableMessage(name))
      }
    }
    let image: Awaited<ReturnType<typeof doc.embedPng>>
    try {
      image = kind === 'png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
    } catch {
      // A PNG/JPEG pdf-lib cannot parse (truncated, unusual encoding): let the browser's decoder try.
      try {
        const decoded = await decode(name, raw)
        image = decoded.kind === 'png' ? await doc.embedPng(decoded.bytes) : await doc.embedJpg(decoded.bytes)
      } catch {
        throw new Error(unreadableMessage(name))
      }
    }
    const place = layoutImage(image.width, image.height, options)
    const page = doc.addPage([place.pageWidth, place.pageHeight])
    page.drawImage(image, { x: place.x, y: place.y, width: place.width, height: place.height })
    onProgress?.(i + 1)
  }
  return doc.save()
}
