import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { parseRanges, planSplit, splitPdf } from '../../src/lib/pdf/split'

async function makePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  for (let i = 1; i <= pages; i++) doc.addPage([100 + i, 500])
  return doc.save()
}

const ok = (input: string, count: number) => {
  const r = parseRanges(input, count)
  if (!r.ok) throw new Error(r.error)
  return r.ranges.map((x) => x.label)
}
const err = (input: string, count: number) => {
  const r = parseRanges(input, count)
  return r.ok ? null : r.error
}

describe('parseRanges', () => {
  it('reads pages, ranges, open ends, spaces and dashes', () => {
    expect(ok('1-3,5,8-', 10)).toEqual(['1-3', '5', '8-10'])
    expect(ok(' -3 , 7 – 9 ;10', 10)).toEqual(['1-3', '7-9', '10'])
    expect(ok('2,2,1', 3)).toEqual(['2', '2', '1'])
    expect(ok('4-4', 4)).toEqual(['4'])
    expect(ok('1-', 1)).toEqual(['1'])
    expect(ok('1,,2,', 2)).toEqual(['1', '2'])
  })

  it('explains every mistake', () => {
    expect(err('', 5)).toMatch(/Enter the pages/)
    expect(err(' , ', 5)).toMatch(/Enter the pages/)
    expect(err('abc', 5)).toBe('"abc" is not a page or range: use forms like 4, 2-6, 8- or -3.')
    expect(err('1-2-3', 5)).toMatch(/"1-2-3" is not a page or range/)
    expect(err('-', 5)).toMatch(/"-" is not a page or range/)
    expect(err('1.5', 5)).toMatch(/not a page or range/)
    expect(err('0-2', 5)).toBe('"0-2": page numbers start at 1.')
    expect(err('12', 10)).toBe('"12": page 12 does not exist, this PDF has 10 pages.')
    expect(err('1-2', 1)).toBe('"1-2": page 2 does not exist, this PDF has 1 page.')
    expect(err('5-3', 10)).toBe('"5-3" runs backwards: write 3-5.')
    expect(err('١', 10)).toMatch(/not a page or range/)
  })
})

describe('planSplit', () => {
  const ranges = (s: string, n: number) => {
    const r = parseRanges(s, n)
    if (!r.ok) throw new Error(r.error)
    return r.ranges
  }
  it('extracts into one PDF in the written order', () => {
    const plan = planSplit('Report.pdf', 10, 'extract', ranges('8-,1-2', 10))
    expect(plan).toEqual({
      zip: false,
      downloadName: 'Report-pages-8-10_1-2.pdf',
      files: [{ name: 'Report-pages-8-10_1-2.pdf', pages: [7, 8, 9, 0, 1] }],
    })
  })
  it('makes one file per range, zipped when several', () => {
    const plan = planSplit('a.pdf', 10, 'ranges', ranges('1-3,5', 10))
    expect(plan.zip).toBe(true)
    expect(plan.downloadName).toBe('a-ranges.zip')
    expect(plan.files.map((f) => f.name)).toEqual(['a-pages-1-3.pdf', 'a-page-5.pdf'])
    expect(planSplit('a.pdf', 10, 'ranges', ranges('2-4', 10)).zip).toBe(false)
  })
  it('makes one file per page with padded numbers', () => {
    const plan = planSplit('big.PDF', 12, 'pages', [])
    expect(plan.files).toHaveLength(12)
    expect(plan.files[0]).toEqual({ name: 'big-page-01.pdf', pages: [0] })
    expect(plan.files[11].name).toBe('big-page-12.pdf')
    expect(plan.downloadName).toBe('big-pages.zip')
  })
  it('shortens very long range labels', () => {
    const plan = planSplit('x.pdf', 99, 'extract', ranges(Array.from({ length: 30 }, (_, i) => i + 1).join(','), 99))
    expect(plan.downloadName.length).toBeLessThan(70)
    expect(plan.downloadName).toMatch(/-etc\.pdf$/)
  })
})

describe('splitPdf', () => {
  it('copies the asked pages in order', async () => {
    const data = await makePdf(6)
    const progress: number[] = []
    const out = await splitPdf(
      { name: 'six.pdf', data },
      [
        { name: 'a', pages: [5, 0] },
        { name: 'b', pages: [2, 3, 4] },
      ],
      (n) => progress.push(n),
    )
    expect(progress).toEqual([1, 2])
    const a = await PDFDocument.load(out[0])
    expect(a.getPages().map((p) => p.getWidth())).toEqual([106, 101])
    const b = await PDFDocument.load(out[1])
    expect(b.getPageCount()).toBe(3)
    await expect(splitPdf({ name: 'six.pdf', data }, [{ name: 'c', pages: [6] }])).rejects.toThrow(/not in this PDF/)
  })
})
