// Client of the bcrypt worker: every call takes an AbortSignal; cancelling terminates the worker mid-hash.
import type { BcryptApi } from '../../workers/bcrypt/bcrypt.api'
import { defineWorkerClient } from './worker-pool'

const bcryptPool = defineWorkerClient<BcryptApi>(
  () => new Worker(new URL('../../workers/bcrypt/bcrypt.worker.ts', import.meta.url), { type: 'module' }),
  { size: 2, idleMs: 60_000 },
)

export function bcryptHash(password: Uint8Array, salt: Uint8Array, cost: number, signal: AbortSignal) {
  return bcryptPool().call('hash', [password, salt, cost], { signal })
}

export function bcryptVerify(password: Uint8Array, hash: string, signal: AbortSignal) {
  return bcryptPool().call('verify', [password, hash], { signal })
}
