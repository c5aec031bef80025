// Client of the markdown-toc worker: one worker; a stale call is cancelled through its AbortSignal (the worker ends).
import type { MarkdownTocApi } from '../../workers/markdown-toc/markdown-toc.api'
import type { TocOptions, TocResult } from '../lib/markdown/toc'
import { textAsBlob } from './json'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<MarkdownTocApi>(
  () => new Worker(new URL('../../workers/markdown-toc/markdown-toc.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Text longer than this goes to the worker as a Blob built a slice per task. */
const BLOB_THRESHOLD = 2 ** 21

/** Reads the headings and builds the table of contents in the worker. */
export async function tocInWorker(text: string, options: TocOptions, signal: AbortSignal): Promise<TocResult> {
  const input = text.length > BLOB_THRESHOLD ? await textAsBlob(text, signal) : text
  return getPool().call('toc', [input, options], { signal })
}
