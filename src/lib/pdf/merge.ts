// Merge several PDFs into one, in the user's order: the ordering rules (shared with image-to-pdf) and the merge
// itself, which runs in the PDF worker.
import { loadPdf, type PdfInput, readInput } from './pdf-load'

/** Returns a copy of `list` with the item at `from` moved to `to` (indices clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice()
  if (from < 0 || from >= next.length) return next
  const target = Math.max(0, Math.min(next.length - 1, to))
  const [item] = next.splice(from, 1)
  next.splice(target, 0, item)
  return next
}

export function pluralPages(n: number): string {
  return `${n} ${n === 1 ? 'page' : 'pages'}`
}

export interface PdfInfo {
  pages: number
  /** Size of the first page in points. */
  width: number
  height: number
}

/** Reads a PDF's page count (and first page size); throws a PdfInputError naming the file. */
export async function inspectPdf(input: PdfInput): Promise<PdfInfo> {
  const doc = await loadPdf(input.name, await readInput(input))
  const { width, height } = doc.getPage(0).getSize()
  return { pages: doc.getPageCount(), width, height }
}

/** Merges the inputs in order. `onProgress` gets the number of files copied so far. */
export async function mergePdfs(inputs: PdfInput[], onProgress?: (done: number) => void): Promise<Uint8Array> {
  if (inputs.length === 0) throw new Error('Add at least one PDF to merge.')
  const { PDFDocument } = await import('pdf-lib')
  const out = await PDFDocument.create()
  out.setProducer('Localkit')
  out.setCreator('Localkit PDF Merger')
  for (let i = 0; i < inputs.length; i++) {
    const src = await loadPdf(inputs[i].name, await readInput(inputs[i]))
    const pages = await out.copyPages(src, src.getPageIndices())
    for (const page of pages) out.addPage(page)
    onProgress?.(i + 1)
  }
  return out.save()
}
