// Client of the text-stats worker: one worker; a stale count is cancelled through its AbortSignal (the worker ends).
import type { TextStatsApi } from '../../workers/text-stats/text-stats.api'
import type { WordStats } from '../lib/text/word-stats'
import { textAsBlob } from './json'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<TextStatsApi>(
  () => new Worker(new URL('../../workers/text-stats/text-stats.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Text longer than this goes to the worker as a Blob built a slice per task. */
const BLOB_THRESHOLD = 2 ** 21

export async function wordStatsInWorker(text: string, signal: AbortSignal): Promise<WordStats> {
  const input = text.length > BLOB_THRESHOLD ? await textAsBlob(text, signal) : text
  return getPool().call('stats', [input], { signal })
}
