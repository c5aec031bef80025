// bcrypt hashing and checking with hash-wasm (WebAssembly), off the main thread: a cost of 15 takes seconds, and
// the page must stay responsive (and the run cancellable) meanwhile. Times are measured here, without queueing.
import { bcrypt, bcryptVerify } from 'hash-wasm'

export const bcryptApi = {
  /** The encoded hash (hash-wasm writes the $2a$ prefix; the page may show $2b$ or $2y$) of at most 72 password bytes with a 16-byte salt. */
  async hash(password: Uint8Array, salt: Uint8Array, cost: number): Promise<{ hash: string; ms: number }> {
    const start = performance.now()
    const hash = await bcrypt({ password, salt, costFactor: cost, outputType: 'encoded' })
    return { hash, ms: performance.now() - start }
  },

  /** Whether the password (at most 72 bytes) gives this encoded hash. */
  async verify(password: Uint8Array, hash: string): Promise<{ match: boolean; ms: number }> {
    const start = performance.now()
    const match = await bcryptVerify({ password, hash })
    return { match, ms: performance.now() - start }
  },
}

export type BcryptApi = typeof bcryptApi
