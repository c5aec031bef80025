// Client of the diff worker: large texts are diffed off the main thread; a newer edit aborts a diff still running.
// A text is copied to the worker once (structured clone of a string is the cheapest way there: measured faster
// than TextEncoder + transfer) and then named by id, so editing one side never re-sends the other.
import type { DiffApi, LineDiff, LineDiffOptions, TextRef } from '../../workers/diff/diff.api'
import { MISSING_TEXT } from '../lib/diff/line-diff'
import { abortError } from './errors'
import { defineWorkerClient } from './worker-pool'

export type { LineDiff, LineDiffOptions }

const diffPool = defineWorkerClient<DiffApi>(
  () => new Worker(new URL('../../workers/diff/diff.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, warm: 1, idleMs: 60_000 },
)

export function prewarmDiff(): void {
  diffPool().prewarm()
}

// The texts most recently sent, by id (a few, so swapping or undoing an edit finds them too).
let nextId = 1
const sent: { id: number; text: string }[] = []

function idOf(text: string): { id: number; known: boolean } {
  const hit = sent.find((s) => s.text === text)
  if (hit) return { id: hit.id, known: true }
  const id = nextId++
  sent.push({ id, text })
  if (sent.length > 4) sent.shift()
  return { id, known: false }
}

const LARGE_COPY_CHARS = 1_000_000

function nextTask(): Promise<void> {
  const { port1, port2 } = new MessageChannel()
  return new Promise((resolve) => {
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && error.message.includes(MISSING_TEXT)
}

/** Diffs two texts by lines in the worker; rejects with AbortError when the signal fires. */
export async function diffInWorker(
  oldText: string,
  newText: string,
  options: LineDiffOptions,
  signal: AbortSignal,
): Promise<LineDiff> {
  const p = diffPool()
  const opts = { deadlineMs: 5000, ...options }
  const a = idOf(oldText)
  const b = idOf(newText)
  const ref = (side: { id: number; known: boolean }, text: string, force: boolean): TextRef =>
    side.known && !force ? { id: side.id } : { id: side.id, text }
  // Copying megabytes to the worker takes a few ms per MB: do it in a task of its own, after the edit has rendered.
  const copying = (a.known ? 0 : oldText.length) + (b.known ? 0 : newText.length)
  if (copying > LARGE_COPY_CHARS) {
    await nextTask()
    if (signal.aborted) throw abortError()
  }
  const call = p.call('diffLines', [ref(a, oldText, false), ref(b, newText, false), opts], { signal })
  // A spare (for an edit that cancels this diff) starts only if the diff runs long: starting one at once would take
  // CPU from the diff itself on a small machine.
  const spare = setTimeout(() => p.prewarm(), 50)
  try {
    return await call
  } catch (error) {
    // A fresh worker (after a cancel or an idle retirement) does not hold the texts yet: send them.
    if (!isMissing(error) || signal.aborted) throw error
    return p.call('diffLines', [ref(a, oldText, true), ref(b, newText, true), opts], { signal })
  } finally {
    clearTimeout(spare)
  }
}
