// Client of the password-strength worker: one long-lived worker holds the dictionaries; checks are never aborted
// (that would kill the worker and reload them), the view simply ignores answers to passwords it no longer shows.
import type { PasswordStrengthApi } from '../../workers/password-strength/password-strength.api'
import type { Analysis } from '../lib/password/strength'
import { defineWorkerClient } from './worker-pool'

const strengthPool = defineWorkerClient<PasswordStrengthApi>(
  () =>
    new Worker(new URL('../../workers/password-strength/password-strength.worker.ts', import.meta.url), {
      type: 'module',
    }),
  { size: 1, idleMs: 10 * 60_000 },
)

export function loadStrengthEngine(): Promise<true> {
  return strengthPool().call('ready', [], { timeoutMs: 60_000 })
}

export function checkStrengthInWorker(password: string, userInputs: string[]): Promise<Analysis> {
  return strengthPool().call('check', [password, userInputs], { timeoutMs: 60_000 })
}
