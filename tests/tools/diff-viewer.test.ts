import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { countLines, indexLines, lineAt } from '../../src/lib/diff/line-diff'
import { myersPairs } from '../../src/lib/diff/myers'
import { ROW_HEIGHT } from '../../src/tools/diff-viewer/diff-styles'
import {
  buildPatch,
  diffSizeProblem,
  diffTexts,
  diffWords,
  MAX_DIFF_CHARS,
  MAX_DIFF_LINES,
  PAIR_ADDED,
  PAIR_CHANGED,
  PAIR_EQUAL,
  PAIR_REMOVED,
  pairedRows,
  SAMPLE_MODIFIED,
  SAMPLE_ORIGINAL,
  toDiffLines,
  unifiedRows,
} from '../../src/tools/diff-viewer/diff-viewer'

const dir = mkdtempSync(join(tmpdir(), 'lk-diff-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

let case_ = 0
/** Applies the patch to the original with GNU patch and with git apply; returns both results. */
function applyPatch(original: string, patch: string): { patch: string; git: string } {
  const d = join(dir, `c${case_++}`)
  execFileSync('mkdir', ['-p', `${d}/p`, `${d}/g`])
  writeFileSync(`${d}/diff.patch`, patch)
  writeFileSync(`${d}/p/original.txt`, original)
  execFileSync('patch', ['-s', '-o', `${d}/p/out.txt`, `${d}/p/original.txt`, `${d}/diff.patch`])
  // git apply takes a traditional patch's target from its +++ line (b/modified.txt) and patches that file in place.
  writeFileSync(`${d}/g/modified.txt`, original)
  execFileSync('git', ['apply', `${d}/diff.patch`], { cwd: `${d}/g` })
  const git = readFileSync(`${d}/g/modified.txt`, 'utf8')
  return { patch: readFileSync(`${d}/p/out.txt`, 'utf8'), git }
}

function lcsLength(a: Int32Array, b: Int32Array): number {
  const prev = new Int32Array(b.length + 1)
  const cur = new Int32Array(b.length + 1)
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1])
    prev.set(cur)
  }
  return prev[b.length]
}

/** A small deterministic PRNG so the fuzz cases are reproducible. */
function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

describe('myersPairs', () => {
  it('finds a longest common subsequence (checked against dynamic programming)', () => {
    const rand = rng(42)
    for (let t = 0; t < 300; t++) {
      const la = Math.floor(rand() * 30)
      const lb = Math.floor(rand() * 30)
      const alphabet = 1 + Math.floor(rand() * 6)
      const a = Int32Array.from({ length: la }, () => Math.floor(rand() * alphabet))
      const b = Int32Array.from({ length: lb }, () => Math.floor(rand() * alphabet))
      const { pairs, approximate } = myersPairs(a, b)
      expect(approximate).toBe(false)
      for (let p = 0; p < pairs.length; p += 2) {
        expect(a[pairs[p]]).toBe(b[pairs[p + 1]])
        if (p > 0) {
          expect(pairs[p]).toBeGreaterThan(pairs[p - 2])
          expect(pairs[p + 1]).toBeGreaterThan(pairs[p - 1])
        }
      }
      expect(pairs.length / 2).toBe(lcsLength(a, b))
    }
  })
})

describe('diffTexts', () => {
  it('indexes lines with and without a final newline', () => {
    expect(indexLines('').count).toBe(0)
    expect(indexLines('\n').count).toBe(1)
    const idx = indexLines('a\nbc')
    expect(idx.count).toBe(2)
    expect(idx.noEol).toBe(true)
    expect(lineAt('a\nbc', idx, 1)).toBe('bc')
    expect(indexLines('a\nbc\n').noEol).toBe(false)
  })

  it('marks a line inserted at the top as one added line, not every line changed', () => {
    const original = Array.from({ length: 1000 }, (_, i) => `line ${i + 1}`).join('\n')
    const d = diffTexts(original, `new first line\n${original}`)
    expect(d.added).toBe(1)
    expect(d.removed).toBe(0)
    expect(d.equal).toBe(1000)
  })

  it('gives the seed diff lines with line numbers', () => {
    const d = diffTexts('a\nb\nc\n', 'a\nx\nc\nd\n')
    expect(toDiffLines(d, 'a\nb\nc\n', 'a\nx\nc\nd\n')).toEqual([
      { type: 'equal', text: 'a', oldLineNum: 1, newLineNum: 1 },
      { type: 'removed', text: 'b', oldLineNum: 2, newLineNum: null },
      { type: 'added', text: 'x', oldLineNum: null, newLineNum: 2 },
      { type: 'equal', text: 'c', oldLineNum: 3, newLineNum: 3 },
      { type: 'added', text: 'd', oldLineNum: null, newLineNum: 4 },
    ])
  })

  it('handles empty texts', () => {
    expect(diffTexts('', '')).toMatchObject({ added: 0, removed: 0, equal: 0 })
    expect(diffTexts('', 'a\nb')).toMatchObject({ added: 2, removed: 0, equal: 0 })
    expect(diffTexts('a\nb\n', '')).toMatchObject({ added: 0, removed: 2, equal: 0 })
  })

  it('treats a missing final newline as a change of the last line', () => {
    expect(diffTexts('a\nb', 'a\nb\n')).toMatchObject({ added: 1, removed: 1, equal: 1 })
    expect(diffTexts('a\nb', 'a\nb')).toMatchObject({ added: 0, removed: 0, equal: 2 })
  })

  it('can ignore whitespace and case', () => {
    expect(diffTexts('a  b\nC\n', 'a b\nc\n')).toMatchObject({ added: 2, removed: 2, equal: 0 })
    expect(diffTexts('a  b\nC\n', ' a b\nC\n', { ignoreWhitespace: true })).toMatchObject({ equal: 2 })
    expect(diffTexts('a  b\nC\n', 'a  b\nc\n', { ignoreCase: true })).toMatchObject({ equal: 2 })
    expect(diffTexts('x\n', 'x', { ignoreWhitespace: true })).toMatchObject({ equal: 1 })
  })

  it('marks all lines changed when nothing is shared', () => {
    const d = diffTexts('a\nb\nc\n', 'x\ny\n')
    expect(d).toMatchObject({ added: 2, removed: 3, equal: 0 })
    expect(Array.from(d.runs)).toEqual([1, 3, 2, 2])
  })

  it('is minimal on repeated lines', () => {
    const d = diffTexts('}\n}\nx\n}\n', '}\nx\n}\n}\n')
    expect(d.equal).toBe(3)
  })

  // Its speed is measured by bench/regex-diff, not asserted here: a timed unit test fails on a slow machine.
  it('diffs 50,000 lines with 1% changed exactly', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `const value${i} = compute(${i * 7}) // row ${i}`)
    const changed = lines.map((l, i) => (i % 100 === 50 ? `${l} changed` : l))
    const d = diffTexts(lines.join('\n'), changed.join('\n'))
    expect(d).toMatchObject({ added: 500, removed: 500, equal: 49_500, approximate: false })
  })
})

describe('rows', () => {
  it('pairs changed lines side by side and keeps the extras on their own', () => {
    const d = diffTexts('a\nb\nc\nz\n', 'a\nB\nz\nnew\n')
    const rows = pairedRows(d)
    expect(Array.from(rows.kind)).toEqual([PAIR_EQUAL, PAIR_CHANGED, PAIR_REMOVED, PAIR_EQUAL, PAIR_ADDED])
    expect(Array.from(rows.left)).toEqual([0, 1, 2, 3, -1])
    expect(Array.from(rows.right)).toEqual([0, 1, -1, 2, 3])
    const u = unifiedRows(d)
    expect(u.length).toBe(d.added + d.removed + d.equal)
  })

  it('finds the changed words within a line', () => {
    const w = diffWords('Set DEBUG=true for verbose logs.', 'Set LOG_LEVEL=debug for verbose logs.')
    expect(w.old.filter((p) => p.changed).map((p) => p.text)).toEqual(['DEBUG', 'true'])
    expect(w.new.filter((p) => p.changed).map((p) => p.text)).toEqual(['LOG_LEVEL', 'debug'])
    expect(w.old.map((p) => p.text).join('')).toBe('Set DEBUG=true for verbose logs.')
    const long = 'x'.repeat(6000)
    expect(diffWords(long, 'y')).toMatchObject({
      old: [{ text: long, changed: true }],
      new: [{ text: 'y', changed: true }],
    })
  })
})

describe('buildPatch', () => {
  const roundTrip = (a: string, b: string) => {
    const patch = buildPatch(a, b, diffTexts(a, b))
    const applied = applyPatch(a, patch)
    expect(applied.patch).toBe(b)
    expect(applied.git).toBe(b)
    return patch
  }

  it('writes headers and hunks with 3 lines of context', () => {
    const a = `${Array.from({ length: 20 }, (_, i) => `l${i + 1}`).join('\n')}\n`
    const b = a.replace('l10\n', 'ten\n')
    const patch = buildPatch(a, b, diffTexts(a, b))
    expect(patch).toBe(
      [
        '--- a/original.txt',
        '+++ b/modified.txt',
        '@@ -7,7 +7,7 @@',
        ' l7',
        ' l8',
        ' l9',
        '-l10',
        '+ten',
        ' l11',
        ' l12',
        ' l13',
        '',
      ].join('\n'),
    )
    roundTrip(a, b)
  })

  it('is empty when nothing changed', () => {
    expect(buildPatch('a\n', 'a\n', diffTexts('a\n', 'a\n'))).toBe('')
    expect(buildPatch('', '', diffTexts('', ''))).toBe('')
  })

  it('applies for the sample, separate and merged hunks', () => {
    roundTrip(SAMPLE_ORIGINAL, SAMPLE_MODIFIED)
    const a = `${Array.from({ length: 60 }, (_, i) => `row ${i}`).join('\n')}\n`
    const b = a.replace('row 2\n', '').replace('row 30\n', 'row thirty\n').replace('row 36\n', 'row 36\nextra\n')
    const patch = roundTrip(a, b)
    expect(patch.match(/^@@/gm)).toHaveLength(2)
  })

  it('handles empty texts on either side', () => {
    expect(roundTrip('', 'a\nb\n')).toContain('@@ -0,0 +1,2 @@')
    expect(roundTrip('a\nb\n', '')).toContain('@@ -1,2 +0,0 @@')
    roundTrip('', 'only line')
  })

  it("writes '\\ No newline at end of file' where it belongs", () => {
    const p1 = roundTrip('a\nb', 'a\nb\n')
    expect(p1).toContain('-b\n\\ No newline at end of file\n+b\n')
    const p2 = roundTrip('a\nb\n', 'a\nb')
    expect(p2).toContain('-b\n+b\n\\ No newline at end of file\n')
    const p3 = roundTrip('x\na\nb', 'y\na\nb')
    expect(p3).toContain(' b\n\\ No newline at end of file\n')
    roundTrip('a', 'b')
  })

  it('applies when all lines change, and for CRLF text', () => {
    roundTrip('one\ntwo\nthree\n', 'uno\ndos\n')
    roundTrip('a\r\nb\r\nc\r\n', 'a\r\nB\r\nc\r\n')
  })

  it('applies for random edits', () => {
    const rand = rng(7)
    for (let t = 0; t < 25; t++) {
      const base = Array.from({ length: 40 }, () => `w${Math.floor(rand() * 12)}`)
      const next = base.flatMap((l) => {
        const r = rand()
        if (r < 0.1) return []
        if (r < 0.2) return [`${l}!`]
        if (r < 0.25) return [l, 'inserted']
        return [l]
      })
      const a = base.join('\n') + (rand() < 0.5 ? '\n' : '')
      const b = next.join('\n') + (rand() < 0.5 ? '\n' : '')
      if (a !== b) roundTrip(a, b)
    }
  })
})

describe('inline words', () => {
  it('merges kept, removed and added words in order', () => {
    const w = diffWords('the quick fox', 'the slow fox jumps')
    expect(w.merged).toEqual([
      { text: 'the ', op: 'equal' },
      { text: 'quick', op: 'removed' },
      { text: 'slow', op: 'added' },
      { text: ' fox', op: 'equal' },
      { text: ' jumps', op: 'added' },
    ])
  })
})

describe('line identity and the worker API', () => {
  it('matches lines by content, not by hash alone, under every option', () => {
    // Many duplicate and near-duplicate lines, a CRLF line, a last line without its newline, and Unicode.
    const a = '}\n}\nx\nÉtat\r\n  spaced  out\n\n}\nend'
    const b = '}\nx\n}\nétat\r\nspaced out\n\n}\n}\nend\n'
    expect(diffTexts(a, b)).toMatchObject({ equal: 4, removed: 4, added: 5 })
    expect(diffTexts(a, b, { ignoreCase: true })).toMatchObject({ equal: 5, removed: 3, added: 4 })
    expect(diffTexts(a, b, { ignoreWhitespace: true })).toMatchObject({ equal: 6, removed: 2, added: 3 })
    expect(diffTexts(a, b, { ignoreWhitespace: true, ignoreCase: true })).toMatchObject({
      equal: 7,
      removed: 1,
      added: 2,
    })
  })

  it('agrees with jsdiff on the size of random diffs', async () => {
    const { diffLines } = await import('diff')
    let seed = 7
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let t = 0; t < 40; t++) {
      const words = ['a', 'b', 'c', '}', '', 'ä', 'long line here']
      const pick = () => words[Math.floor(rand() * words.length)]
      const a = Array.from({ length: 30 + Math.floor(rand() * 30) }, pick).join('\n')
      const b = Array.from({ length: 30 + Math.floor(rand() * 30) }, pick).join('\n')
      const ours = diffTexts(`${a}\n`, `${b}\n`)
      const theirs = diffLines(`${a}\n`, `${b}\n`)
      const kept = theirs.filter((p) => !p.added && !p.removed).reduce((s, p) => s + (p.count ?? 0), 0)
      expect(ours.equal).toBe(kept)
    }
  })

  it('holds each text by id, asks again for a text it does not hold, and re-prepares on an option change', async () => {
    const { diffApi } = await import('../../workers/diff/diff.api')
    const { MISSING_TEXT } = await import('../../src/lib/diff/line-diff')
    const first = await diffApi.diffLines({ id: 101, text: 'a\nb\nc\n' }, { id: 102, text: 'a\nB\nc\n' })
    expect(first).toMatchObject({ added: 1, removed: 1, equal: 2 })
    // Only the changed side is sent again; the other is named by id.
    const second = await diffApi.diffLines({ id: 101 }, { id: 103, text: 'a\nb\nc\nd\n' })
    expect(second).toMatchObject({ added: 1, removed: 0, equal: 3 })
    expect(Array.from(second.old.starts)).toEqual([0, 2, 4, 6])
    const third = await diffApi.diffLines({ id: 101 }, { id: 102, text: 'a\nB\nc\n' }, { ignoreCase: true })
    expect(third).toMatchObject({ added: 0, removed: 0, equal: 3 })
    // Id 103 was not part of the last call, so it is no longer held.
    await expect(diffApi.diffLines({ id: 101 }, { id: 103 })).rejects.toThrow(MISSING_TEXT)
  })
})

describe('size limits a side (issue 35)', () => {
  it('counts lines as the diff does', () => {
    for (const text of ['', 'a', 'a\n', 'a\nb', 'a\nb\n', '\n\n', 'x\r\ny'])
      expect(countLines(text), JSON.stringify(text)).toBe(indexLines(text).count)
  })
  it('names the limit and what was found, lines and characters', () => {
    expect(diffSizeProblem('original', 'a\n'.repeat(MAX_DIFF_LINES))).toBeNull()
    expect(diffSizeProblem('original', `${'a\n'.repeat(MAX_DIFF_LINES)}b`)).toBe(
      'The original is 500,001 lines: Text Diff Viewer compares up to 500,000 lines a side.',
    )
    expect(diffSizeProblem('modified', '\n'.repeat(600_000))).toBe(
      'The modified text is 600,000 lines: Text Diff Viewer compares up to 500,000 lines a side.',
    )
    expect(diffSizeProblem('modified', 'x'.repeat(MAX_DIFF_CHARS))).toBeNull()
    expect(diffSizeProblem('modified', 'x'.repeat(MAX_DIFF_CHARS + 1))).toBe(
      'The modified text is 50,000,001 characters: Text Diff Viewer compares up to 50,000,000 a side.',
    )
  })
  it('every row of the largest diff allowed fits in what Chromium lays out (about 33,500,000 px)', () => {
    // Every line changed: the unified view shows both sides' lines.
    expect(2 * MAX_DIFF_LINES * ROW_HEIGHT).toBeLessThan(33_500_000)
  })
})
