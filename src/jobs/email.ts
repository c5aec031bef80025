// Client of the email worker: one worker; a stale call is cancelled through its AbortSignal (the worker ends).
import type { EmailApi } from '../../workers/email/email.api'
import type { EmailFilter, EmailOptions, EmailView } from '../lib/email/email-validator'
import { textAsBlob } from './json'
import { defineWorkerClient } from './worker-pool'

const getPool = defineWorkerClient<EmailApi>(
  () => new Worker(new URL('../../workers/email/email.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 60_000 },
)

/** Text longer than this goes to the worker as a Blob built a slice per task. */
const BLOB_THRESHOLD = 2 ** 21

export async function checkEmailsInWorker(
  text: string,
  options: EmailOptions,
  view: { filter: EmailFilter; unique: boolean; shown: number },
  signal: AbortSignal,
): Promise<EmailView> {
  const input = text.length > BLOB_THRESHOLD ? await textAsBlob(text, signal) : text
  return getPool().call('check', [input, options, view.filter, view.unique, view.shown], { signal })
}
