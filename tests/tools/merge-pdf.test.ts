import { readFileSync } from 'node:fs'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { inspectPdf, mergePdfs, moveItem, pluralPages } from '../../src/lib/pdf/merge'
import { baseName, loadPdf } from '../../src/lib/pdf/pdf-load'

async function makePdf(label: string, pages: number, size: [number, number] = [300, 400]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let i = 1; i <= pages; i++) doc.addPage(size).drawText(`${label}-${i}`, { x: 20, y: 20, size: 12, font })
  return doc.save({ useObjectStreams: false })
}

describe('moveItem', () => {
  it('moves up, down and clamps', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a'])
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a'], 5, 0)).toEqual(['a'])
  })
})

describe('helpers', () => {
  it('pluralises and strips .pdf', () => {
    expect(pluralPages(1)).toBe('1 page')
    expect(pluralPages(3)).toBe('3 pages')
    expect(baseName('Report.PDF')).toBe('Report')
    expect(baseName('.pdf')).toBe('document')
  })
})

describe('mergePdfs', () => {
  it('keeps every page in the given order with its size', async () => {
    const a = await makePdf('A', 2, [300, 400])
    const b = await makePdf('B', 3, [595.28, 841.89])
    const progress: number[] = []
    const merged = await mergePdfs(
      [
        { name: 'b.pdf', data: b },
        { name: 'a.pdf', data: a },
      ],
      (n) => progress.push(n),
    )
    const doc = await PDFDocument.load(merged)
    expect(doc.getPageCount()).toBe(5)
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28)
    expect(doc.getPage(3).getSize()).toEqual({ width: 300, height: 400 })
    expect(progress).toEqual([1, 2])
    expect(doc.getPages().map((p) => p.getWidth())).toEqual([595.28, 595.28, 595.28, 300, 300])
  })

  it('reads page counts', async () => {
    expect(await inspectPdf({ name: 'a.pdf', data: await makePdf('A', 4) })).toEqual({
      pages: 4,
      width: 300,
      height: 400,
    })
  })

  it('rejects encrypted, truncated, empty and non-PDF files naming them', async () => {
    const encrypted = readFileSync('e2e/fixtures/merge-pdf/encrypted.pdf')
    await expect(loadPdf('secret.pdf', new Uint8Array(encrypted))).rejects.toThrow(/"secret.pdf" is password-protected/)
    const good = await makePdf('A', 3)
    await expect(loadPdf('cut.pdf', good.slice(0, Math.floor(good.length * 0.5)))).rejects.toThrow(
      /"cut.pdf" is damaged/,
    )
    await expect(loadPdf('zero.pdf', new Uint8Array())).rejects.toThrow(/"zero.pdf" is empty/)
    await expect(loadPdf('notes.pdf', new TextEncoder().encode('hello world'))).rejects.toThrow(
      /"notes.pdf" is not a PDF/,
    )
    await expect(
      mergePdfs([
        { name: 'ok.pdf', data: good },
        { name: 'secret.pdf', data: encrypted },
      ]),
    ).rejects.toThrow(/secret.pdf/)
    await expect(mergePdfs([])).rejects.toThrow(/at least one/)
  })
})
