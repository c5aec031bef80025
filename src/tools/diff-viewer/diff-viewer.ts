// What diff-viewer shows and writes, built from the worker's compact LineDiff: the rows of the unified and
// side-by-side views (typed arrays, so 200,000 lines cost little), changed words within a paired line, and the
// unified patch (---/+++ headers, @@ hunks with 3 lines of context, '\ No newline at end of file').

import { formatCount } from '../../lib/count'
import { ADDED, countLines, EQUAL, type LineDiff, type LineIndex, lineAt, REMOVED } from '../../lib/diff/line-diff'
import { myersPairs } from '../../lib/diff/myers'

export { ADDED, diffTexts, EQUAL, type LineDiff, lineAt, REMOVED } from '../../lib/diff/line-diff'

export type LineType = 'added' | 'removed' | 'equal'

/** The seed's diff line: type, text, and 1-based line numbers (null where absent). */
export interface DiffLine {
  type: LineType
  text: string
  oldLineNum: number | null
  newLineNum: number | null
}

/** One row per line of the unified view: type and 0-based line indexes (−1 where absent). */
export interface UnifiedRows {
  length: number
  type: Uint8Array
  oldIndex: Int32Array
  newIndex: Int32Array
}

export function unifiedRows(diff: LineDiff): UnifiedRows {
  const length = diff.added + diff.removed + diff.equal
  const type = new Uint8Array(length)
  const oldIndex = new Int32Array(length)
  const newIndex = new Int32Array(length)
  let row = 0
  let o = 0
  let n = 0
  for (let r = 0; r < diff.runs.length; r += 2) {
    const kind = diff.runs[r]
    for (let k = 0; k < diff.runs[r + 1]; k++, row++) {
      type[row] = kind
      oldIndex[row] = kind === ADDED ? -1 : o++
      newIndex[row] = kind === REMOVED ? -1 : n++
    }
  }
  return { length, type, oldIndex, newIndex }
}

/** Display text of a line: without its newline and without a CR from CRLF files. */
export function displayLine(text: string, index: LineIndex, i: number): string {
  const line = lineAt(text, index, i)
  return line.endsWith('\r') ? line.slice(0, -1) : line
}

/** The whole diff as the seed's DiffLine list (for small texts and tests; the views read the typed rows). */
export function toDiffLines(diff: LineDiff, oldText: string, newText: string): DiffLine[] {
  const rows = unifiedRows(diff)
  const out: DiffLine[] = []
  for (let i = 0; i < rows.length; i++) {
    const t = rows.type[i]
    const o = rows.oldIndex[i]
    const n = rows.newIndex[i]
    out.push({
      type: t === ADDED ? 'added' : t === REMOVED ? 'removed' : 'equal',
      text: t === ADDED ? displayLine(newText, diff.new, n) : displayLine(oldText, diff.old, o),
      oldLineNum: o < 0 ? null : o + 1,
      newLineNum: n < 0 ? null : n + 1,
    })
  }
  return out
}

export const PAIR_EQUAL = 0
export const PAIR_CHANGED = 1
export const PAIR_REMOVED = 2
export const PAIR_ADDED = 3

/** Side-by-side rows: within each change block, removed line k sits beside added line k. */
export interface PairedRows {
  length: number
  kind: Uint8Array
  left: Int32Array
  right: Int32Array
}

export function pairedRows(diff: LineDiff): PairedRows {
  const runs = diff.runs
  let length = 0
  for (let r = 0; r < runs.length; r += 2) {
    if (runs[r] === EQUAL) length += runs[r + 1]
    else if (runs[r] === REMOVED) {
      const rem = runs[r + 1]
      const add = r + 2 < runs.length && runs[r + 2] === ADDED ? runs[r + 3] : 0
      length += Math.max(rem, add)
      if (add) r += 2
    } else length += runs[r + 1]
  }
  const kind = new Uint8Array(length)
  const left = new Int32Array(length)
  const right = new Int32Array(length)
  let row = 0
  let o = 0
  let n = 0
  for (let r = 0; r < runs.length; r += 2) {
    if (runs[r] === EQUAL) {
      for (let k = 0; k < runs[r + 1]; k++, row++) {
        kind[row] = PAIR_EQUAL
        left[row] = o++
        right[row] = n++
      }
    } else if (runs[r] === REMOVED) {
      const rem = runs[r + 1]
      const add = r + 2 < runs.length && runs[r + 2] === ADDED ? runs[r + 3] : 0
      if (add) r += 2
      for (let k = 0; k < Math.max(rem, add); k++, row++) {
        kind[row] = k < rem && k < add ? PAIR_CHANGED : k < rem ? PAIR_REMOVED : PAIR_ADDED
        left[row] = k < rem ? o + k : -1
        right[row] = k < add ? n + k : -1
      }
      o += rem
      n += add
    } else {
      for (let k = 0; k < runs[r + 1]; k++, row++) {
        kind[row] = PAIR_ADDED
        left[row] = -1
        right[row] = n++
      }
    }
  }
  return { length, kind, left, right }
}

/** The data-type a paired row carries (and its look): equal, changed, removed or added. */
export function pairKindName(kind: number): 'equal' | 'changed' | 'removed' | 'added' {
  return kind === PAIR_EQUAL ? 'equal' : kind === PAIR_CHANGED ? 'changed' : kind === PAIR_ADDED ? 'added' : 'removed'
}

/**
 * What one side may hold (issue 35), checked on the page before the text is sent to the worker. Lines: the views
 * draw one 20 px row per line, and Chromium lays nothing out past about 33,500,000 px (1,677,000 rows); 500,000
 * lines a side make at most 1,000,000 rows (every line changed). Characters: each side is copied to the worker and
 * hashed whole, so the length bounds the copy and the memory (a 50,000,000-character text is 100 MB as a string).
 */
export const MAX_DIFF_LINES = 500_000
export const MAX_DIFF_CHARS = 50_000_000

/** Null within the limits; otherwise "The original is 600,000 lines: Text Diff Viewer compares up to 500,000 lines a side." */
export function diffSizeProblem(side: 'original' | 'modified', text: string): string | null {
  const name = side === 'original' ? 'The original' : 'The modified text'
  if (text.length > MAX_DIFF_CHARS)
    return `${name} is ${formatCount(text.length)} characters: Text Diff Viewer compares up to ${formatCount(MAX_DIFF_CHARS)} a side.`
  const lines = countLines(text)
  if (lines > MAX_DIFF_LINES)
    return `${name} is ${formatCount(lines)} lines: Text Diff Viewer compares up to ${formatCount(MAX_DIFF_LINES)} lines a side.`
  return null
}

/** Characters of one line drawn on screen; the rest is counted, not drawn (the patch keeps all of it). */
export const MAX_SHOWN_CHARS = 10_000

export function clipLine(line: string): string {
  return line.length > MAX_SHOWN_CHARS
    ? `${line.slice(0, MAX_SHOWN_CHARS)} … (${(line.length - MAX_SHOWN_CHARS).toLocaleString('en-US')} more characters)`
    : line
}

export interface WordPiece {
  text: string
  changed: boolean
}

/** A piece of the merged (inline) line: kept, removed or added words. */
export interface InlinePiece {
  text: string
  op: 'equal' | 'removed' | 'added'
}

export interface WordDiff {
  old: WordPiece[]
  new: WordPiece[]
  merged: InlinePiece[]
}

/** Lines longer than this are marked as a whole rather than word by word. */
export const WORD_DIFF_MAX = 5000

/** Up to this many tokens in the two lines together, the word diff runs without a time limit. */
const WORD_DIFF_EXACT_TOKENS = 500

const tokenPattern = /\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu

function tokenize(line: string): string[] {
  return line.match(tokenPattern) ?? []
}

/** Changed words between two paired lines: the old line's pieces (removed marked) and the new line's (added marked). */
export function diffWords(oldLine: string, newLine: string): WordDiff {
  if (oldLine.length > WORD_DIFF_MAX || newLine.length > WORD_DIFF_MAX) {
    return {
      old: [{ text: oldLine, changed: true }],
      new: [{ text: newLine, changed: true }],
      merged: [
        { text: oldLine, op: 'removed' },
        { text: newLine, op: 'added' },
      ],
    }
  }
  const ta = tokenize(oldLine)
  const tb = tokenize(newLine)
  const ids = new Map<string, number>()
  const idOf = (t: string) => {
    let id = ids.get(t)
    if (id === undefined) {
      id = ids.size
      ids.set(t, id)
    }
    return id
  }
  const a = Int32Array.from(ta, idOf)
  const b = Int32Array.from(tb, idOf)
  // A deadline only where the work can be long: a short line (at most 250,000 steps, about a millisecond) is always
  // diffed word by word, even when the process is descheduled for a moment (a clock deadline would then give up).
  const { pairs } = myersPairs(a, b, a.length + b.length > WORD_DIFF_EXACT_TOKENS ? { deadlineMs: 50 } : {})
  const keepA = new Uint8Array(a.length)
  const keepB = new Uint8Array(b.length)
  for (let p = 0; p < pairs.length; p += 2) {
    keepA[pairs[p]] = 1
    keepB[pairs[p + 1]] = 1
  }
  const merged: InlinePiece[] = []
  const push = (text: string, op: InlinePiece['op']) => {
    const last = merged[merged.length - 1]
    if (last && last.op === op) last.text += text
    else merged.push({ text, op })
  }
  let i = 0
  let j = 0
  for (let p = 0; p <= pairs.length; p += 2) {
    const pa = p < pairs.length ? pairs[p] : ta.length
    const pb = p < pairs.length ? pairs[p + 1] : tb.length
    for (; i < pa; i++) push(ta[i], 'removed')
    for (; j < pb; j++) push(tb[j], 'added')
    if (p < pairs.length) {
      push(ta[i], 'equal')
      i++
      j++
    }
  }
  return { old: mergePieces(ta, keepA), new: mergePieces(tb, keepB), merged }
}

function mergePieces(tokens: string[], keep: Uint8Array): WordPiece[] {
  const out: WordPiece[] = []
  tokens.forEach((text, i) => {
    const changed = keep[i] === 0
    const last = out[out.length - 1]
    if (last && last.changed === changed) last.text += text
    else out.push({ text, changed })
  })
  return out
}

export interface PatchOptions {
  oldName?: string
  newName?: string
  context?: number
}

const NO_EOL = '\\ No newline at end of file'

/**
 * A unified diff that `patch` and `git apply` accept: headers, then hunks of the changes with `context` equal lines
 * around them (hunks closer than 2 × context merge). Empty when the texts are equal.
 */
export function buildPatch(oldText: string, newText: string, diff: LineDiff, options: PatchOptions = {}): string {
  const { oldName = 'a/original.txt', newName = 'b/modified.txt', context = 3 } = options
  // Change groups: maximal stretches of removed/added runs, with their positions on both sides.
  const groups: { o0: number; o1: number; n0: number; n1: number }[] = []
  let o = 0
  let n = 0
  for (let r = 0; r < diff.runs.length; r += 2) {
    const type = diff.runs[r]
    const len = diff.runs[r + 1]
    if (type === EQUAL) {
      o += len
      n += len
      continue
    }
    const last = groups[groups.length - 1]
    const g = last && last.o1 === o && last.n1 === n ? last : { o0: o, o1: o, n0: n, n1: n }
    if (g !== last) groups.push(g)
    if (type === REMOVED) o += len
    else n += len
    g.o1 = o
    g.n1 = n
  }
  if (groups.length === 0) return ''
  const oldCount = diff.old.count
  const newCount = diff.new.count
  const out: string[] = [`--- ${oldName}`, `+++ ${newName}`]
  const oldLine = (i: number) => lineAt(oldText, diff.old, i)
  const newLine = (i: number) => lineAt(newText, diff.new, i)
  const range = (start: number, count: number) =>
    count === 1 ? `${start + 1}` : `${count === 0 ? start : start + 1},${count}`

  let gi = 0
  while (gi < groups.length) {
    let gj = gi
    while (gj + 1 < groups.length && groups[gj + 1].o0 - groups[gj].o1 <= 2 * context) gj++
    const first = groups[gi]
    const lastGroup = groups[gj]
    const lead = Math.min(context, first.o0)
    const trail = Math.min(context, oldCount - lastGroup.o1, newCount - lastGroup.n1)
    const oFrom = first.o0 - lead
    const nFrom = first.n0 - lead
    const oTo = lastGroup.o1 + trail
    const nTo = lastGroup.n1 + trail
    out.push(`@@ -${range(oFrom, oTo - oFrom)} +${range(nFrom, nTo - nFrom)} @@`)
    let oi = oFrom
    let ni = nFrom
    for (let g = gi; g <= gj; g++) {
      const grp = groups[g]
      for (; oi < grp.o0; oi++, ni++) pushLine(out, ' ', oldLine(oi), oi === oldCount - 1 && diff.old.noEol)
      for (; oi < grp.o1; oi++) pushLine(out, '-', oldLine(oi), oi === oldCount - 1 && diff.old.noEol)
      for (; ni < grp.n1; ni++) pushLine(out, '+', newLine(ni), ni === newCount - 1 && diff.new.noEol)
    }
    for (; oi < oTo; oi++, ni++) pushLine(out, ' ', oldLine(oi), oi === oldCount - 1 && diff.old.noEol)
    gi = gj + 1
  }
  return `${out.join('\n')}\n`
}

function pushLine(out: string[], sign: string, text: string, noEol: boolean) {
  out.push(sign + text)
  if (noEol) out.push(NO_EOL)
}

export const SAMPLE_ORIGINAL = `# Project setup
Install the dependencies with npm.
Run the development server.
Open http://localhost:3000 in your browser.

## Configuration
Set PORT to change the port.
Set DEBUG=true for verbose logs.

## License
MIT
`

export const SAMPLE_MODIFIED = `# Project setup
Install the dependencies with pnpm.
Run the development server.
Open http://localhost:5173 in your browser.

## Configuration
Set PORT to change the port.
Set LOG_LEVEL=debug for verbose logs.
Set HOST to listen on another interface.

## License
MIT
`
