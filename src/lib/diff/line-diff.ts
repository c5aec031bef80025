// The line diff behind diff-viewer: each text is prepared once (line starts + a hash per line, no substring made per
// line), lines become integer ids (hash table, keys compared on every hash hit), lines found on one side only are set
// aside (they can never match, so the result stays minimal), and Myers runs on what is left. The result is compact:
// runs of equal/removed/added lines plus each text's line start offsets, all typed arrays that the worker transfers.
import { myersPairs } from './myers'

/** The diff worker's answer to a call naming a text it does not hold (a fresh worker): the client sends it again. */
export const MISSING_TEXT = 'diff-worker: text not held'

export const EQUAL = 0
export const REMOVED = 1
export const ADDED = 2
export type RunType = typeof EQUAL | typeof REMOVED | typeof ADDED

export interface LineDiffOptions {
  ignoreWhitespace?: boolean
  ignoreCase?: boolean
  /** Time budget for the Myers search; beyond it a region is shown as removed + added. */
  deadlineMs?: number
}

export interface LineIndex {
  /** starts[i] is where line i begins; starts[count] is where a next line would begin. */
  starts: Uint32Array
  count: number
  /** The text has content and does not end with a newline. */
  noEol: boolean
}

export interface LineDiff {
  /** [type, length, type, length, …]: EQUAL / REMOVED / ADDED runs in order. */
  runs: Int32Array
  old: LineIndex
  new: LineIndex
  added: number
  removed: number
  equal: number
  approximate: boolean
}

/** Lines as the diff counts them: one per newline, and one more for text after the last. */
export function countLines(text: string): number {
  let count = 0
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
  return text.length > 0 && !text.endsWith('\n') ? count + 1 : count
}

export function indexLines(text: string): LineIndex {
  const count = countLines(text)
  const noEol = text.length > 0 && !text.endsWith('\n')
  const starts = new Uint32Array(count + 1)
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1
  if (noEol) starts[count] = text.length + 1
  return { starts, count, noEol }
}

/** Line i without its newline. */
export function lineAt(text: string, index: LineIndex, i: number): string {
  return text.slice(index.starts[i], index.starts[i + 1] - 1)
}

function lineKey(line: string, options: LineDiffOptions): string {
  let key = options.ignoreWhitespace ? line.replace(/\s+/g, '') : line
  if (options.ignoreCase) key = key.toLowerCase()
  return key
}

/**
 * One text made ready for diffing: its line index and a 32-bit hash of every line's comparison key. Preparing is
 * the costly part (one pass over every character), so the worker keeps a prepared text while it stays unchanged.
 */
export interface PreparedText {
  text: string
  index: LineIndex
  hashes: Int32Array
  options: LineDiffOptions
}

function plain(options: LineDiffOptions): boolean {
  return !options.ignoreWhitespace && !options.ignoreCase
}

/** The key a line is compared by (a last line without its newline differs from one with it, unless whitespace is ignored). */
function keyOf(p: PreparedText, i: number): string {
  const key = lineKey(lineAt(p.text, p.index, i), p.options)
  return i === p.index.count - 1 && p.index.noEol && !p.options.ignoreWhitespace ? `${key}\n` : key
}

export function prepareText(text: string, options: LineDiffOptions = {}): PreparedText {
  const index = indexLines(text)
  const { starts, count } = index
  const hashes = new Int32Array(count)
  const p: PreparedText = { text, index, hashes, options }
  if (plain(options)) {
    // FNV-1a straight over the characters: no substring is made per line.
    for (let i = 0; i < count; i++) {
      let h = -2128831035
      const end = starts[i + 1] - 1
      for (let c = starts[i]; c < end; c++) h = Math.imul(h ^ text.charCodeAt(c), 16777619)
      hashes[i] = h
    }
    if (index.noEol) hashes[count - 1] = Math.imul(hashes[count - 1] ^ 10, 16777619)
  } else {
    for (let i = 0; i < count; i++) {
      const key = keyOf(p, i)
      let h = -2128831035
      for (let c = 0; c < key.length; c++) h = Math.imul(h ^ key.charCodeAt(c), 16777619)
      hashes[i] = h
    }
  }
  return p
}

function sameKey(p: PreparedText, i: number, q: PreparedText, j: number): boolean {
  if (plain(p.options)) {
    const len = p.index.starts[i + 1] - p.index.starts[i]
    if (len !== q.index.starts[j + 1] - q.index.starts[j]) return false
    const pNoEol = i === p.index.count - 1 && p.index.noEol
    const qNoEol = j === q.index.count - 1 && q.index.noEol
    return pNoEol === qNoEol && lineAt(p.text, p.index, i) === lineAt(q.text, q.index, j)
  }
  return keyOf(p, i) === keyOf(q, j)
}

/** Integer ids for the lines of both texts: equal keys get equal ids (hash table, keys compared on every hash hit). */
function lineIds(a: PreparedText, b: PreparedText): { a: Int32Array; b: Int32Array; idCount: number } {
  const total = a.index.count + b.index.count
  let size = 16
  while (size < total * 2) size *= 2
  const mask = size - 1
  const slotSide = new Int8Array(size).fill(-1)
  const slotLine = new Int32Array(size)
  const slotHash = new Int32Array(size)
  const slotId = new Int32Array(size)
  const sides = [a, b]
  const out = [new Int32Array(a.index.count), new Int32Array(b.index.count)]
  let idCount = 0
  for (let s = 0; s < 2; s++) {
    const side = sides[s]
    const hashes = side.hashes
    const ids = out[s]
    for (let i = 0; i < hashes.length; i++) {
      const h = hashes[i]
      let at = (h ^ (h >>> 15)) & mask
      for (;;) {
        const other = slotSide[at]
        if (other === -1) {
          slotSide[at] = s
          slotLine[at] = i
          slotHash[at] = h
          slotId[at] = idCount
          ids[i] = idCount++
          break
        }
        if (slotHash[at] === h && sameKey(sides[other], slotLine[at], side, i)) {
          ids[i] = slotId[at]
          break
        }
        at = (at + 1) & mask
      }
    }
  }
  return { a: out[0], b: out[1], idCount }
}

class RunList {
  data: number[] = []
  push(type: RunType, length: number) {
    if (length <= 0) return
    const n = this.data.length
    if (n >= 2 && this.data[n - 2] === type) this.data[n - 1] += length
    else this.data.push(type, length)
  }
}

/** Positions in [from, to) whose id also occurs on the other side. */
function keepIndexes(ids: Int32Array, from: number, to: number, onOtherSide: Uint8Array): Int32Array {
  let n = 0
  for (let i = from; i < to; i++) n += onOtherSide[ids[i]]
  const out = new Int32Array(n)
  n = 0
  for (let i = from; i < to; i++) if (onOtherSide[ids[i]]) out[n++] = i
  return out
}

export function diffLineIds(a: Int32Array, b: Int32Array, idCount: number, deadlineMs?: number) {
  // Common prefix and suffix first: cheap, and most edits leave them long.
  let pre = 0
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++
  let suf = 0
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++
  const aEnd = a.length - suf
  const bEnd = b.length - suf
  // Lines that occur only on one side cannot be part of any common subsequence: set them aside.
  const inA = new Uint8Array(idCount)
  const inB = new Uint8Array(idCount)
  for (let i = pre; i < aEnd; i++) inA[a[i]] = 1
  for (let j = pre; j < bEnd; j++) inB[b[j]] = 1
  const aKeep = keepIndexes(a, pre, aEnd, inB)
  const bKeep = keepIndexes(b, pre, bEnd, inA)
  const ra = new Int32Array(aKeep.length)
  for (let k = 0; k < aKeep.length; k++) ra[k] = a[aKeep[k]]
  const rb = new Int32Array(bKeep.length)
  for (let k = 0; k < bKeep.length; k++) rb[k] = b[bKeep[k]]
  const { pairs, approximate } = myersPairs(ra, rb, { deadlineMs })

  const runs = new RunList()
  runs.push(EQUAL, pre)
  let ai = pre
  let bj = pre
  for (let p = 0; p < pairs.length; p += 2) {
    const ma = aKeep[pairs[p]]
    const mb = bKeep[pairs[p + 1]]
    runs.push(REMOVED, ma - ai)
    runs.push(ADDED, mb - bj)
    runs.push(EQUAL, 1)
    ai = ma + 1
    bj = mb + 1
  }
  runs.push(REMOVED, aEnd - ai)
  runs.push(ADDED, bEnd - bj)
  runs.push(EQUAL, suf)
  return { runs: Int32Array.from(runs.data), approximate }
}

export function diffTexts(oldText: string, newText: string, options: LineDiffOptions = {}): LineDiff {
  return diffPrepared(prepareText(oldText, options), prepareText(newText, options), options.deadlineMs)
}

/** The diff of two prepared texts (prepared with the same options); the result owns copies of the line starts. */
export function diffPrepared(oldText: PreparedText, newText: PreparedText, deadlineMs?: number): LineDiff {
  const ids = lineIds(oldText, newText)
  const { runs, approximate } = diffLineIds(ids.a, ids.b, ids.idCount, deadlineMs)
  let added = 0
  let removed = 0
  let equal = 0
  for (let r = 0; r < runs.length; r += 2) {
    if (runs[r] === EQUAL) equal += runs[r + 1]
    else if (runs[r] === REMOVED) removed += runs[r + 1]
    else added += runs[r + 1]
  }
  const copy = (index: LineIndex): LineIndex => ({ ...index, starts: index.starts.slice() })
  return { runs, old: copy(oldText.index), new: copy(newText.index), added, removed, equal, approximate }
}

/** Buffers to transfer when a LineDiff crosses a thread boundary. */
export function lineDiffBuffers(diff: LineDiff): ArrayBuffer[] {
  return [diff.runs.buffer, diff.old.starts.buffer, diff.new.starts.buffer] as ArrayBuffer[]
}
