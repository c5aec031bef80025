// Text to PDF: wrapping lines to the page width, paginating, page numbers, and drawing with the embedded Inter
// font (one woff2 per script: Latin, Cyrillic, Greek …; each character is drawn with the first font that has it).
// Runs in the PDF worker; the font files are fetched by the page (see fonts.ts) and passed in.

import { formatCount } from '../count'
import { textLimitProblem } from '../text/text-limit'

export type PageFormat = 'a4' | 'letter'

export interface TextPdfOptions {
  format: PageFormat
  landscape: boolean
  marginMm: number
  fontSize: number
  /** Line height as a multiple of the font size. */
  lineHeight: number
  pageNumbers: boolean
}

export const DEFAULT_TEXT_OPTIONS: TextPdfOptions = {
  format: 'a4',
  landscape: false,
  marginMm: 20,
  fontSize: 11,
  lineHeight: 1.4,
  pageNumbers: true,
}
export const LIMITS = { marginMm: [0, 60], fontSize: [6, 48] } as const

/**
 * What one PDF may hold (issue 35). Drawing is the slow part: pdf-lib shapes every line with the font's OpenType
 * features, about 10 ms for a line of 85 characters on a loaded 2-core machine, so a page of prose takes 0.2-0.5 s
 * and 1,000 pages some minutes (with progress and Cancel). The page count is known once the text is wrapped,
 * before the first page is drawn; the character limit is checked on the page before the text goes to the worker
 * (5,000,000 characters are about 1,500 pages of prose at 11 pt, up to 1,000 pages at the smallest font size).
 */
export const MAX_TEXT_PAGES = 1_000
export const MAX_TEXT_CHARS = 5_000_000

/** The refusal for a text that makes more pages than one PDF may hold ("1,523 pages: …"). */
export function tooManyPagesMessage(pages: number, atLeast = false): string {
  return `${atLeast ? 'At least ' : ''}${formatCount(pages)} pages: Text to PDF makes up to ${formatCount(MAX_TEXT_PAGES)} (a smaller font or margin fits more on a page).`
}

/**
 * The page's check before the job: the length, then the pages the text's lines alone fill (every line takes one
 * at least, before long ones wrap): null within both. The worker checks the exact page count after wrapping.
 */
export function textPdfProblem(length: number, lines: number, options: TextPdfOptions): string | null {
  if (length > MAX_TEXT_CHARS) return textLimitProblem(length, MAX_TEXT_CHARS, 'Text to PDF', 'takes')
  const pages = Math.ceil(lines / pageLayout(options).linesPerPage)
  return pages > MAX_TEXT_PAGES ? tooManyPagesMessage(pages, true) : null
}

const SIZES = { a4: [595.28, 841.89], letter: [612, 792] } as const
const mmToPt = (mm: number) => (mm / 25.4) * 72

/** Tabs become 4 spaces, line ends are normalised and other control characters dropped. */
export function normaliseText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '    ')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : ''))
}

/** Greedy word wrap of one paragraph; words wider than the line are broken between characters. */
export function wrapLine(line: string, measure: (s: string) => number, maxWidth: number): string[] {
  if (line === '') return ['']
  const tokens = line.match(/\s+|\S+/g) ?? []
  const out: string[] = []
  let current = ''
  let width = 0
  const push = () => {
    out.push(current.replace(/\s+$/, ''))
    current = ''
    width = 0
  }
  for (const token of tokens) {
    const w = measure(token)
    if (width + w <= maxWidth) {
      current += token
      width += w
      continue
    }
    if (/^\s+$/.test(token)) {
      // A space at the end of a line: the line breaks here and the space is dropped.
      if (current) push()
      continue
    }
    if (current.trim()) push()
    else {
      current = ''
      width = 0
    }
    if (w <= maxWidth) {
      current = token
      width = w
      continue
    }
    for (const ch of Array.from(token)) {
      const cw = measure(ch)
      if (width + cw > maxWidth && current) push()
      current += ch
      width += cw
    }
  }
  if (current || out.length === 0) out.push(current.replace(/\s+$/, ''))
  return out
}

export interface PageLayout {
  width: number
  height: number
  margin: number
  /** Lines that fit on one page. */
  linesPerPage: number
  lineGap: number
  footerSize: number
}

export function pageLayout(options: TextPdfOptions): PageLayout {
  const [short, long] = SIZES[options.format]
  const width = options.landscape ? long : short
  const height = options.landscape ? short : long
  const margin = mmToPt(Math.max(LIMITS.marginMm[0], Math.min(LIMITS.marginMm[1], options.marginMm)))
  const lineGap = options.fontSize * options.lineHeight
  const footerSize = Math.min(9, options.fontSize)
  const footer = options.pageNumbers ? footerSize * 2.5 : 0
  const usable = height - 2 * margin - footer
  return { width, height, margin, lineGap, footerSize, linesPerPage: Math.max(1, Math.floor(usable / lineGap)) }
}

/** Wraps all the text and cuts it into pages of lines; `onParagraphs` hears how far it is (0..1) now and then. */
export function paginate(
  text: string,
  measure: (s: string) => number,
  layout: PageLayout,
  onParagraphs?: (fraction: number) => void,
): string[][] {
  const maxWidth = Math.max(1, layout.width - 2 * layout.margin)
  const paragraphs = normaliseText(text).split('\n')
  const lines: string[] = []
  for (let i = 0; i < paragraphs.length; i++) {
    for (const line of wrapLine(paragraphs[i], measure, maxWidth)) lines.push(line)
    if (onParagraphs && i % 5000 === 4999) onParagraphs((i + 1) / paragraphs.length)
  }
  const pages: string[][] = []
  for (let i = 0; i < lines.length; i += layout.linesPerPage) pages.push(lines.slice(i, i + layout.linesPerPage))
  return pages.length ? pages : [['']]
}

export interface FontFile {
  name: string
  bytes: Uint8Array | ArrayBuffer
}

export interface TextPdfResult {
  bytes: Uint8Array
  pages: number
  /** Characters no embedded font has (they show as boxes). */
  missing: string[]
}

export interface TextPdfProgress {
  /** 0..1 over the whole build (wrapping, drawing the pages, writing the file). */
  fraction: number
  label: string
}

/** Runs in the PDF worker: wraps, paginates, draws and saves, reporting progress as it goes. */
export async function buildTextPdf(
  text: string,
  options: TextPdfOptions,
  fonts: FontFile[],
  onProgress?: (progress: TextPdfProgress) => void,
): Promise<TextPdfResult> {
  if (!text.trim()) throw new Error('Type or paste some text first.')
  const long = textLimitProblem(text.length, MAX_TEXT_CHARS, 'Text to PDF', 'takes')
  if (long) throw new Error(long)
  if (fonts.length === 0) throw new Error('No font to draw the text with.')
  const [{ PDFDocument, rgb }, { default: fontkit }] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
  ])
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setProducer('Localkit')
  doc.setCreator('Localkit Text to PDF')
  const embedded = await Promise.all(fonts.map((f) => doc.embedFont(f.bytes, { subset: true })))
  const sets = embedded.map((f) => new Set(f.getCharacterSet()))
  const size = options.fontSize
  const missing = new Set<string>()

  const fontIndex = new Map<string, number>()
  const widthCache = new Map<string, number>()
  const pick = (ch: string): number => {
    let index = fontIndex.get(ch)
    if (index === undefined) {
      const cp = ch.codePointAt(0) ?? 0
      index = sets.findIndex((s) => s.has(cp))
      if (index < 0) {
        if (!/\s/.test(ch)) missing.add(ch)
        index = 0
      }
      fontIndex.set(ch, index)
    }
    return index
  }
  const charWidth = (ch: string): number => {
    let w = widthCache.get(ch)
    if (w === undefined) {
      w = embedded[pick(ch)].widthOfTextAtSize(ch, size)
      widthCache.set(ch, w)
    }
    return w
  }
  const measure = (s: string) => {
    let w = 0
    for (const ch of s) w += charWidth(ch)
    return w
  }

  const layout = pageLayout(options)
  onProgress?.({ fraction: 0, label: 'Wrapping the lines…' })
  const pages = paginate(text, measure, layout, (f) =>
    onProgress?.({ fraction: f * 0.3, label: 'Wrapping the lines…' }),
  )
  // Refused before the first page is drawn: drawing is where the minutes go.
  if (pages.length > MAX_TEXT_PAGES) throw new Error(tooManyPagesMessage(pages.length))
  const color = rgb(0.1, 0.1, 0.12)
  pages.forEach((lines, p) => {
    const page = doc.addPage([layout.width, layout.height])
    let y = layout.height - layout.margin - size
    for (const line of lines) {
      let x = layout.margin
      // Draw runs of characters that share a font.
      let run = ''
      let runFont = -1
      const flush = () => {
        if (!run) return
        page.drawText(run, { x, y, size, font: embedded[runFont], color })
        x += measure(run)
        run = ''
      }
      for (const ch of line) {
        const f = pick(ch)
        if (f !== runFont) {
          flush()
          runFont = f
        }
        run += ch
      }
      flush()
      y -= layout.lineGap
    }
    if (options.pageNumbers) {
      const label = `Page ${p + 1} of ${pages.length}`
      const font = embedded[0]
      const w = font.widthOfTextAtSize(label, layout.footerSize)
      page.drawText(label, {
        x: (layout.width - w) / 2,
        y: Math.max(layout.footerSize, layout.margin),
        size: layout.footerSize,
        font,
        color: rgb(0.35, 0.35, 0.4),
      })
    }
    if (onProgress && (p % 50 === 49 || p === pages.length - 1))
      onProgress({ fraction: 0.3 + (0.5 * (p + 1)) / pages.length, label: `Drawing page ${p + 1} of ${pages.length}…` })
  })
  onProgress?.({ fraction: 0.8, label: 'Writing the PDF file…' })
  return { bytes: await doc.save(), pages: pages.length, missing: [...missing].slice(0, 20) }
}
