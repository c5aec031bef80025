import { readFileSync } from 'node:fs'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfLines } from '../../e2e/fixtures/text-to-pdf/pdf-text'
import { neededSubsets } from '../../src/lib/pdf/subsets'
import {
  buildTextPdf,
  DEFAULT_TEXT_OPTIONS,
  type FontFile,
  MAX_TEXT_CHARS,
  MAX_TEXT_PAGES,
  normaliseText,
  pageLayout,
  paginate,
  textPdfProblem,
  wrapLine,
} from '../../src/lib/pdf/text-to-pdf'

const fonts = (text: string): FontFile[] =>
  neededSubsets(text).map((name) => ({
    name,
    bytes: new Uint8Array(readFileSync(`src/tools/text-to-pdf/fonts/inter-${name}-400.ttf`)),
  }))

const mono = (s: string) => Array.from(s).length // every character 1 unit wide

describe('wrapLine', () => {
  it('wraps on spaces, dropping the space at the break', () => {
    expect(wrapLine('aaa bbb ccc', mono, 7)).toEqual(['aaa bbb', 'ccc'])
    expect(wrapLine('aaa bbb ccc', mono, 100)).toEqual(['aaa bbb ccc'])
    expect(wrapLine('', mono, 5)).toEqual([''])
    expect(wrapLine('   ', mono, 5)).toEqual([''])
  })
  it('breaks words longer than the line, counting code points', () => {
    expect(wrapLine('abcdefghij', mono, 4)).toEqual(['abcd', 'efgh', 'ij'])
    expect(wrapLine('ab 😀😀😀😀😀', mono, 3)).toEqual(['ab', '😀😀😀', '😀😀'])
  })
  it('keeps leading indentation', () => {
    expect(wrapLine('    indented', mono, 20)).toEqual(['    indented'])
  })
})

describe('paginate and layout', () => {
  it('normalises line ends, tabs and control characters', () => {
    expect(normaliseText('a\r\nb\rc\td\u0007')).toBe('a\nb\nc    d')
  })
  it('fits a whole number of lines between the margins and the footer', () => {
    const a4 = pageLayout(DEFAULT_TEXT_OPTIONS)
    expect(a4.width).toBeCloseTo(595.28)
    const usable = 841.89 - 2 * ((20 / 25.4) * 72) - 9 * 2.5
    expect(a4.linesPerPage).toBe(Math.floor(usable / (11 * 1.4)))
    const wide = pageLayout({ ...DEFAULT_TEXT_OPTIONS, format: 'letter', landscape: true, pageNumbers: false })
    expect([wide.width, wide.height]).toEqual([792, 612])
    const layout = { ...a4, linesPerPage: 3 }
    expect(paginate('1\n2\n3\n4', mono, layout)).toEqual([['1', '2', '3'], ['4']])
    expect(paginate('', mono, layout)).toEqual([['']])
  })
})

describe('neededSubsets', () => {
  it('picks the scripts in the text, Latin always first', () => {
    expect(neededSubsets('hello')).toEqual(['latin'])
    expect(neededSubsets('Ćwierć Привет Ωμέγα ſ')).toEqual(['latin', 'latin-ext', 'cyrillic', 'greek'])
    expect(neededSubsets('Tiếng Việt')).toEqual(['latin', 'vietnamese'])
  })
})

describe('buildTextPdf', () => {
  it('embeds fonts so accented, Cyrillic and Greek text comes back out', async () => {
    const text = 'Crème brûlée, Łódź, Ærøskøbing\nПривет, мир! Съешь же ещё\nΚαλημέρα κόσμε — ωραία'
    const result = await buildTextPdf(text, DEFAULT_TEXT_OPTIONS, fonts(text))
    expect(result.pages).toBe(1)
    expect(result.missing).toEqual([])
    const lines = await pdfLines(result.bytes)
    expect(lines[0]).toEqual([
      'Crème brûlée, Łódź, Ærøskøbing',
      'Привет, мир! Съешь же ещё',
      'Καλημέρα κόσμε — ωραία',
      'Page 1 of 1',
    ])
  })

  it('wraps, paginates and numbers pages on Letter landscape', async () => {
    const text = Array.from({ length: 120 }, (_, i) => `Line ${i + 1} ${'word '.repeat(40)}`).join('\n')
    const opts = { ...DEFAULT_TEXT_OPTIONS, format: 'letter' as const, landscape: true, fontSize: 12 }
    const result = await buildTextPdf(text, opts, fonts(text))
    const doc = await PDFDocument.load(result.bytes)
    expect(doc.getPage(0).getSize()).toEqual({ width: 792, height: 612 })
    expect(result.pages).toBe(doc.getPageCount())
    expect(result.pages).toBeGreaterThan(5)
    const lines = await pdfLines(result.bytes)
    expect(lines[0][0].startsWith('Line 1 word')).toBe(true)
    expect(lines[0].at(-1)).toBe(`Page 1 of ${result.pages}`)
    const all = lines.flatMap((l) => l.slice(0, -1)).join(' ')
    expect(all).toContain('Line 120')
    expect(lines.flat().every((l) => !l.endsWith(' '))).toBe(true)
  })

  it('reports characters no font has and refuses empty text', async () => {
    const result = await buildTextPdf('Hi 😀 漢', { ...DEFAULT_TEXT_OPTIONS, pageNumbers: false }, fonts('Hi'))
    expect(result.missing).toEqual(['😀', '漢'])
    await expect(buildTextPdf('  \n ', DEFAULT_TEXT_OPTIONS, fonts(''))).rejects.toThrow(/Type or paste/)
  })
})

describe('progress (issue 18, item 9: the whole build runs in the worker and reports how far it is)', () => {
  it('reports wrapping, drawing and writing in order, ending at the last page', async () => {
    // Small type: over 50 pages (a drawing step every 50) from 5,200 short paragraphs (a wrapping step every 5,000).
    const text = Array.from({ length: 5_200 }, (_, i) => `Line ${i} ${'word '.repeat(8)}`).join('\n')
    const seen: { fraction: number; label: string }[] = []
    const options = { ...DEFAULT_TEXT_OPTIONS, fontSize: 8 }
    const result = await buildTextPdf(text, options, fonts(text), (p) => seen.push(p))
    expect(result.pages).toBeGreaterThan(50)
    const fractions = seen.map((p) => p.fraction)
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b))
    expect(seen.some((p) => p.label === 'Wrapping the lines…' && p.fraction > 0)).toBe(true)
    expect(seen.some((p) => p.label === `Drawing page ${result.pages} of ${result.pages}…`)).toBe(true)
    expect(seen.at(-1)).toEqual({ fraction: 0.8, label: 'Writing the PDF file…' })
  }, 120_000)
})

describe('limits (issue 35): checked before the pages are drawn, naming the limit and what was found', () => {
  const perPage = pageLayout(DEFAULT_TEXT_OPTIONS).linesPerPage
  it('the page refuses by length, and by the pages the lines alone fill', () => {
    expect(textPdfProblem(MAX_TEXT_CHARS, 1, DEFAULT_TEXT_OPTIONS)).toBeNull()
    expect(textPdfProblem(MAX_TEXT_CHARS + 1, 1, DEFAULT_TEXT_OPTIONS)).toBe(
      '5,000,001 characters: Text to PDF takes up to 5,000,000.',
    )
    expect(textPdfProblem(1_000, MAX_TEXT_PAGES * perPage, DEFAULT_TEXT_OPTIONS)).toBeNull()
    expect(textPdfProblem(1_000, MAX_TEXT_PAGES * perPage + 1, DEFAULT_TEXT_OPTIONS)).toBe(
      'At least 1,001 pages: Text to PDF makes up to 1,000 (a smaller font or margin fits more on a page).',
    )
    // A smaller font fits the same lines on fewer pages.
    expect(textPdfProblem(1_000, MAX_TEXT_PAGES * perPage + 1, { ...DEFAULT_TEXT_OPTIONS, fontSize: 8 })).toBeNull()
  })
  it('the worker refuses a text that wraps past the page limit before drawing a page, then builds the next', async () => {
    // Lines that each wrap to two: the page's line count says 600 pages, the wrapped text makes 1,200.
    const long = Array.from({ length: 600 * perPage }, () => 'word '.repeat(30)).join('\n')
    expect(textPdfProblem(long.length, 600 * perPage, DEFAULT_TEXT_OPTIONS)).toBeNull()
    const labels: string[] = []
    await expect(buildTextPdf(long, DEFAULT_TEXT_OPTIONS, fonts('word'), (p) => labels.push(p.label))).rejects.toThrow(
      /^1,200 pages: Text to PDF makes up to 1,000 \(/,
    )
    expect(labels.some((l) => l.startsWith('Drawing'))).toBe(false)
    await expect(buildTextPdf('x'.repeat(MAX_TEXT_CHARS + 1), DEFAULT_TEXT_OPTIONS, fonts('x'))).rejects.toThrow(
      '5,000,001 characters: Text to PDF takes up to 5,000,000.',
    )
    const after = await buildTextPdf('After: a short text.', DEFAULT_TEXT_OPTIONS, fonts('After'))
    expect(after.pages).toBe(1)
  }, 60_000)
})
