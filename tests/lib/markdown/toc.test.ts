// The heading parser on hostile documents (issue 36): every one of these took seconds (or overflowed the stack)
// with the old regular expressions and Math.min spread; each must now finish in a small fraction of a second.
import { describe, expect, it } from 'vitest'
import { buildToc, DEFAULT_OPTIONS, extractHeadings, plainText, tocOf } from '../../../src/lib/markdown/toc'

/**
 * Headroom for a shared, loaded machine: each `ms` below is what the linear parser needs on a quiet one, and the test
 * fails only past ten times that, still far below what the backtracking patterns took (seconds to minutes).
 */
const HEADROOM = 10

/** Runs `fn` and fails when it takes longer than `ms` × HEADROOM (a backtracking or quadratic parser does). */
function quick<T>(ms: number, fn: () => T): T {
  const t0 = performance.now()
  const out = fn()
  expect(performance.now() - t0).toBeLessThan(ms * HEADROOM)
  return out
}

describe('heading parser on hostile input', () => {
  it('reads "# " + 3,000 spaces + U+2028 at once (the old ATX pattern backtracked for seconds)', () => {
    const redos = `# ${' '.repeat(3000)}\u2028`
    expect(quick(50, () => extractHeadings(redos))).toEqual([])
    // The same with text after the separator, and 100 such lines: a heading each, still at once.
    const hundred = Array.from({ length: 100 }, (_, i) => `## ${' '.repeat(3000)}\u2028x${i}`).join('\n')
    const hs = quick(200, () => extractHeadings(hundred))
    expect(hs).toHaveLength(100)
    expect(hs[7]).toMatchObject({ level: 2, text: 'x7', anchor: 'x7', line: 8 })
  })

  it('reads blanks and closing hashes of huge lines linearly', () => {
    const line = `# a${' \t'.repeat(200_000)}#`
    expect(quick(200, () => extractHeadings(line)).map((h) => h.text)).toEqual(['a'])
    const hashes = `# ${'#'.repeat(500_000)} b ${'#'.repeat(500_000)}`
    expect(quick(200, () => extractHeadings(hashes))[0]?.text).toBe(`${'#'.repeat(500_000)} b`)
  })

  it('reduces inline marks that never close in linear time', () => {
    for (const [unit, n] of [
      ['![', 200_000],
      ['[a](', 100_000],
      ['[', 200_000],
      ['<', 300_000],
      ['`', 1],
      ['**', 200_000],
      ['_', 300_000],
      ['~~', 200_000],
      ['](', 200_000],
      ['\\', 300_000],
    ] as const) {
      const text = `x${unit.repeat(n)}y`
      const out = quick(300, () => plainText(text))
      expect(out.length, unit).toBeGreaterThan(0)
    }
  })

  it('keeps the inline rules: links, images, references, tags, code, emphasis, escapes', () => {
    expect(plainText('[Link](http://x) and ![img](y.png) `code` **bold** _em_ ~~old~~ <b>tag</b> \\*star\\*')).toBe(
      'Link and img code bold em old tag *star*',
    )
    expect(plainText('Safe [link](javascript:alert(1)) end')).toBe('Safe link end')
    expect(plainText('[ref][1] and [open [nested](u)')).toBe('ref and open [nested')
    expect(plainText('a <> b <c d')).toBe('a <> b <c d')
    expect(plainText('***x*** __y__ *a_b*')).toBe('x y a_b')
    expect(plainText('[x](a(b)c) [y](a((b)))')).toBe('x [y](a((b)))')
  })

  it('finds 200,000 headings and builds their TOC without spreading them into Math.min', () => {
    const md = Array.from({ length: 200_000 }, (_, i) => `${'#'.repeat(2 + (i % 3))} Part ${i}`).join('\n')
    const result = quick(3000, () => tocOf(md, { ...DEFAULT_OPTIONS, minLevel: 2, maxLevel: 6 }))
    expect(result.found).toBe(200_000)
    expect(result.kept).toBe(200_000)
    const lines = result.toc.split('\n')
    expect(lines).toHaveLength(200_000)
    expect(lines.slice(0, 3)).toEqual(['- [Part 0](#part-0)', '  - [Part 1](#part-1)', '    - [Part 2](#part-2)'])
  })

  it('reads a 10 MB Setext paragraph as one heading', () => {
    const para = `${'word '.repeat(400_000)}\n${'more text '.repeat(600_000)}\n===`
    const hs = quick(3000, () => extractHeadings(para))
    expect(hs).toHaveLength(1)
    expect(hs[0]?.level).toBe(1)
    expect(hs[0]?.text.startsWith('word word')).toBe(true)
    expect(hs[0]?.text.endsWith('more text')).toBe(true)
  })

  it('follows CommonMark for U+2028 inside a heading and for \\r line ends', () => {
    expect(extractHeadings('# a\u2028b\r## c\r\n').map((h) => [h.level, h.text, h.anchor])).toEqual([
      [1, 'a\u2028b', 'ab'],
      [2, 'c', 'c'],
    ])
    expect(buildToc(extractHeadings('### only\n#### deeper'), { ...DEFAULT_OPTIONS, maxLevel: 6 })).toBe(
      '- [only](#only)\n  - [deeper](#deeper)',
    )
  })
})
