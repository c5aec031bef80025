// Bulk UUID generation off the main thread, so 100,000 UUIDs never freeze the page; progress goes back per chunk.
import { type GenerateOptions, generateUuids } from '../../src/lib/uuid/batch'

export const uuidApi = {
  /** Returns the batch as one newline-joined string (one message, cheap to move). */
  async generate(options: GenerateOptions, onProgress?: (done: number, total: number) => void): Promise<string> {
    let last = 0
    return generateUuids(options, (done, total) => {
      if (onProgress && (done - last >= 5000 || done === total)) {
        last = done
        onProgress(done, total)
      }
    }).join('\n')
  },
}

export type UuidApi = typeof uuidApi
