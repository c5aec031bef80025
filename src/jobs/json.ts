// Client of the JSON worker: one worker; a call is cancelled through its AbortSignal (a stale run is terminated).
import type { JsonApi } from '../../workers/json/json.api'
import type { Indent, LargeFormatResult } from '../lib/json/json-format'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<JsonApi>(
  () => new Worker(new URL('../../workers/json/json.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Formats (indent) or minifies (null) in the worker; the result is a Blob plus its first `previewChars` characters. */
export function formatJsonInWorker(
  text: string,
  indent: Indent | null,
  previewChars: number,
  signal: AbortSignal,
): Promise<LargeFormatResult> {
  return getPool().call('format', [text, indent, previewChars], { signal })
}
