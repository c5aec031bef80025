// The line diff behind diff-viewer: lines become integer ids, lines found on one side only are set aside (they can
// never match, so the result stays minimal), and Myers runs on what is left. The result is compact: runs of
// equal/removed/added lines plus each text's line start offsets, all typed arrays that the worker transfers.
import { myersPairs } from './myers'

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

export function indexLines(text: string): LineIndex {
  let count = 0
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
  const noEol = text.length > 0 && !text.endsWith('\n')
  if (noEol) count++
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

function toIds(text: string, index: LineIndex, ids: Map<string, number>, options: LineDiffOptions): Int32Array {
  const out = new Int32Array(index.count)
  for (let i = 0; i < index.count; i++) {
    let key = lineKey(lineAt(text, index, i), options)
    // A last line without its newline differs from the same line with one (unless whitespace is ignored).
    if (i === index.count - 1 && index.noEol && !options.ignoreWhitespace) key += '\n'
    let id = ids.get(key)
    if (id === undefined) {
      id = ids.size
      ids.set(key, id)
    }
    out[i] = id
  }
  return out
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
  const aKeep: number[] = []
  const bKeep: number[] = []
  for (let i = pre; i < aEnd; i++) if (inB[a[i]]) aKeep.push(i)
  for (let j = pre; j < bEnd; j++) if (inA[b[j]]) bKeep.push(j)
  const ra = Int32Array.from(aKeep, (i) => a[i])
  const rb = Int32Array.from(bKeep, (j) => b[j])
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
  const oldIndex = indexLines(oldText)
  const newIndex = indexLines(newText)
  const ids = new Map<string, number>()
  const a = toIds(oldText, oldIndex, ids, options)
  const b = toIds(newText, newIndex, ids, options)
  const { runs, approximate } = diffLineIds(a, b, ids.size, options.deadlineMs)
  let added = 0
  let removed = 0
  let equal = 0
  for (let r = 0; r < runs.length; r += 2) {
    if (runs[r] === EQUAL) equal += runs[r + 1]
    else if (runs[r] === REMOVED) removed += runs[r + 1]
    else added += runs[r + 1]
  }
  return { runs, old: oldIndex, new: newIndex, added, removed, equal, approximate }
}

/** Buffers to transfer when a LineDiff crosses a thread boundary. */
export function lineDiffBuffers(diff: LineDiff): ArrayBuffer[] {
  return [diff.runs.buffer, diff.old.starts.buffer, diff.new.starts.buffer] as ArrayBuffer[]
}
