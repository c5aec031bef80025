// Client of the JSON worker: one worker; a call is cancelled through its AbortSignal (a stale run is terminated).
import type { JsonApi } from '../../workers/json/json.api'
import { type Indent, type LargeFormatResult, textSlices } from '../lib/json/json-format'
import type { TsOptions, TsResult } from '../lib/json/json-to-ts'
import { abortError } from './errors'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<JsonApi>(
  () => new Worker(new URL('../../workers/json/json.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Text longer than this goes to the worker as a Blob built a slice per task (see textAsBlob). */
const BLOB_THRESHOLD = 2 ** 21
const SLICE_CHARS = 2 ** 20

/** The next task: lets the page paint between slices (a MessageChannel, not setTimeout's 4 ms clamp). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(null)
  })

/**
 * A long text as a Blob, encoded a slice per task: posting a 50 MB string copies it in one main-thread task of
 * about 60 ms, while a Blob goes to the worker by reference.
 */
export async function textAsBlob(text: string, signal: AbortSignal): Promise<Blob> {
  const parts: Blob[] = []
  for (const [start, end] of textSlices(text, SLICE_CHARS)) {
    parts.push(new Blob([text.slice(start, end)]))
    await nextTask()
    if (signal.aborted) throw abortError()
  }
  return new Blob(parts)
}

/** Formats (indent) or minifies (null) in the worker; the result is a Blob plus its first `previewChars` characters. */
export async function formatJsonInWorker(
  text: string,
  indent: Indent | null,
  previewChars: number,
  signal: AbortSignal,
): Promise<LargeFormatResult> {
  const input = text.length > BLOB_THRESHOLD ? await textAsBlob(text, signal) : text
  return getPool().call('format', [input, indent, previewChars], { signal })
}

/** TypeScript declarations for a JSON sample, generated in the worker (json-to-ts, for big samples). */
export async function jsonToTsInWorker(text: string, options: TsOptions, signal: AbortSignal): Promise<TsResult> {
  const input = text.length > BLOB_THRESHOLD ? await textAsBlob(text, signal) : text
  return getPool().call('toTs', [input, options], { signal })
}
