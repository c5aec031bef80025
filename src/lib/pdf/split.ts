// Split a PDF: the page-range grammar ("1-3,5,8-") checked against the page count with messages a person can act
// on, the output plan (one PDF, one per range, one per page) and the split itself, which runs in the PDF worker.
import { baseName, loadPdf, type PdfInput, readInput } from './pdf-load'

export interface PageRange {
  /** 1-based, inclusive. */
  start: number
  end: number
  /** The text the user wrote for this range, normalised ("8-" → "8-10"). */
  label: string
}

export type RangeResult = { ok: true; ranges: PageRange[] } | { ok: false; error: string }

const TOKEN = /^(\d*)\s*[-–—]\s*(\d*)$|^(\d+)$/

/** Parses "1-3, 5, 8-" against a PDF of `pageCount` pages. Ranges keep the user's order; repeats are allowed. */
export function parseRanges(input: string, pageCount: number): RangeResult {
  const parts = input
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.length === 0) return { ok: false, error: 'Enter the pages to extract, for example 1-3,5,8-' }
  const ranges: PageRange[] = []
  for (const part of parts) {
    const m = TOKEN.exec(part)
    if (!m || (m[3] === undefined && m[1] === '' && m[2] === '')) {
      return { ok: false, error: `"${part}" is not a page or range: use forms like 4, 2-6, 8- or -3.` }
    }
    const single = m[3] !== undefined
    const start = single ? Number(m[3]) : m[1] === '' ? 1 : Number(m[1])
    const end = single ? start : m[2] === '' ? pageCount : Number(m[2])
    for (const n of [start, end]) {
      if (n === 0) return { ok: false, error: `"${part}": page numbers start at 1.` }
      if (n > pageCount) {
        return {
          ok: false,
          error: `"${part}": page ${n} does not exist, this PDF has ${pageCount} ${pageCount === 1 ? 'page' : 'pages'}.`,
        }
      }
    }
    if (start > end) return { ok: false, error: `"${part}" runs backwards: write ${end}-${start}.` }
    ranges.push({ start, end, label: start === end ? String(start) : `${start}-${end}` })
  }
  return { ok: true, ranges }
}

export type SplitMode = 'extract' | 'ranges' | 'pages'

export interface OutputFile {
  name: string
  /** 0-based page indices, in output order. */
  pages: number[]
}

export interface SplitPlan {
  files: OutputFile[]
  /** true when the files go into a ZIP. */
  zip: boolean
  /** Name of the download (the PDF itself, or the ZIP). */
  downloadName: string
}

const indices = (r: PageRange) => Array.from({ length: r.end - r.start + 1 }, (_, i) => r.start - 1 + i)
const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** Which files the split makes, with their names. `ranges` is ignored in "pages" mode. */
export function planSplit(fileName: string, pageCount: number, mode: SplitMode, ranges: PageRange[]): SplitPlan {
  const base = baseName(fileName)
  if (mode === 'pages') {
    const width = String(pageCount).length
    const files = Array.from({ length: pageCount }, (_, i) => ({
      name: `${base}-page-${pad(i + 1, width)}.pdf`,
      pages: [i],
    }))
    return { files, zip: true, downloadName: `${base}-pages.zip` }
  }
  if (mode === 'ranges') {
    const files = ranges.map((r) => ({
      name: `${base}-${r.start === r.end ? 'page' : 'pages'}-${r.label}.pdf`,
      pages: indices(r),
    }))
    if (files.length === 1) return { files, zip: false, downloadName: files[0].name }
    return { files, zip: true, downloadName: `${base}-ranges.zip` }
  }
  let label = ranges.map((r) => r.label).join('_')
  if (label.length > 40) label = `${label.slice(0, 40)}…`
  const name = `${base}-pages-${label}.pdf`.replace('…', '-etc')
  return { files: [{ name, pages: ranges.flatMap(indices) }], zip: false, downloadName: name }
}

/** Builds one PDF per output file. `onProgress` gets the number of files built so far. */
export async function splitPdf(
  input: PdfInput,
  outputs: OutputFile[],
  onProgress?: (done: number) => void,
): Promise<Uint8Array[]> {
  const { PDFDocument } = await import('pdf-lib')
  const src = await loadPdf(input.name, await readInput(input))
  const count = src.getPageCount()
  const results: Uint8Array[] = []
  for (let i = 0; i < outputs.length; i++) {
    const pages = outputs[i].pages
    if (pages.length === 0 || pages.some((p) => p < 0 || p >= count))
      throw new Error('The pages asked for are not in this PDF.')
    const out = await PDFDocument.create()
    out.setProducer('Localkit')
    const title = src.getTitle()
    if (title) out.setTitle(title)
    for (const page of await out.copyPages(src, pages)) out.addPage(page)
    results.push(await out.save())
    onProgress?.(i + 1)
  }
  return results
}
