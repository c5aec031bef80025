// The diff worker: line diffs of large texts off the main thread; results are transferred typed arrays. Each text
// arrives once under an id and stays prepared (line index + line hashes) while it is in use, so an edit of one side
// copies and hashes only that side; a call naming a text this worker does not hold fails with MISSING_TEXT and the
// client sends the text again (e.g. to a fresh worker after a cancel).
import * as Comlink from 'comlink'
import {
  diffPrepared,
  type LineDiff,
  type LineDiffOptions,
  lineDiffBuffers,
  MISSING_TEXT,
  type PreparedText,
  prepareText,
} from '../../src/lib/diff/line-diff'

export type { LineDiff, LineDiffOptions }

/** A text by id; `text` is sent only when the worker may not hold it yet. */
export interface TextRef {
  id: number
  text?: string
}

interface Held {
  text: string
  /** Prepared forms by options key. */
  prepared: Map<string, PreparedText>
}

let held = new Map<number, Held>()

function prepared(ref: TextRef, options: LineDiffOptions, keep: Map<number, Held>): PreparedText {
  let entry = keep.get(ref.id) ?? held.get(ref.id)
  if (!entry) {
    if (ref.text === undefined) throw new Error(MISSING_TEXT)
    entry = { text: ref.text, prepared: new Map() }
  }
  keep.set(ref.id, entry)
  const key = `${options.ignoreWhitespace ? 1 : 0}${options.ignoreCase ? 1 : 0}`
  let p = entry.prepared.get(key)
  if (!p) {
    p = prepareText(entry.text, { ignoreWhitespace: options.ignoreWhitespace, ignoreCase: options.ignoreCase })
    // One prepared form per text is enough: toggling an option back re-prepares only that text.
    entry.prepared.clear()
    entry.prepared.set(key, p)
  }
  return p
}

export const diffApi = {
  async diffLines(oldText: TextRef, newText: TextRef, options: LineDiffOptions = {}): Promise<LineDiff> {
    const keep = new Map<number, Held>()
    const a = prepared(oldText, options, keep)
    const b = prepared(newText, options, keep)
    // Only the texts of the latest call stay held.
    held = keep
    const diff = diffPrepared(a, b, options.deadlineMs)
    return Comlink.transfer(diff, lineDiffBuffers(diff))
  },
}

export type DiffApi = typeof diffApi
