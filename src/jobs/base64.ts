// Client for the Base64 worker: encodes a file's bytes off the main thread, cancellable through its signal.
import type { Base64Api, EncodeFileOptions, InspectResult } from '../../workers/base64/base64.api'
import { textAsBlob } from './json'
import { defineWorkerClient, withProgress } from './worker-pool'

const base64Pool = defineWorkerClient<Base64Api>(
  () => new Worker(new URL('../../workers/base64/base64.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 20_000 },
)

export async function encodeFileInWorker(
  file: Blob,
  options: EncodeFileOptions,
  signal: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  const buffer = await file.arrayBuffer()
  const report = onProgress && ((done: number, total: number) => onProgress(total ? done / total : 1))
  return withProgress(report, (progress) =>
    base64Pool().call('encodeBytes', [buffer, options, progress] as Parameters<Base64Api['encodeBytes']>, {
      signal,
      transfer: [buffer],
    }),
  )
}

/** Decodes pasted Base64 (or a data URL) into the image's facts in the worker; a long text goes as a Blob. */
export async function inspectBase64InWorker(text: string, signal: AbortSignal): Promise<InspectResult> {
  const input = text.length > 2 ** 21 ? await textAsBlob(text, signal) : text
  return base64Pool().call('inspectText', [input], { signal })
}
