// Client for the UUID worker: generates a batch off the main thread, with progress, cancelled through its signal.

import type { UuidApi } from '../../workers/uuid/uuid.api'
import type { GenerateOptions } from '../lib/uuid/batch'
import { defineWorkerClient, withProgress } from './worker-pool'

const uuidPool = defineWorkerClient<UuidApi>(
  () => new Worker(new URL('../../workers/uuid/uuid.worker.ts', import.meta.url), { type: 'module' }),
  { size: 1, idleMs: 20_000 },
)

export async function generateUuidsInWorker(
  options: GenerateOptions,
  signal: AbortSignal,
  onProgress?: (done: number, total: number) => void,
): Promise<string[]> {
  const joined = await withProgress(onProgress, (progress) =>
    uuidPool().call('generate', [options, progress] as Parameters<UuidApi['generate']>, { signal }),
  )
  return joined ? joined.split('\n') : []
}
