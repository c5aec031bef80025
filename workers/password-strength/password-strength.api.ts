// Runs zxcvbn-ts off the main thread: the dictionaries load here, once, and each check returns the plain analysis.
import { checkPassword } from '../../src/lib/password/engine'
import { type Analysis, summarise } from '../../src/lib/password/strength'

export const passwordStrengthApi = {
  /** Resolves once the dictionaries are loaded (the module import did it). */
  async ready(): Promise<true> {
    return true
  },
  async check(password: string, userInputs: string[]): Promise<Analysis> {
    return summarise(checkPassword(password, userInputs), [...password].length)
  },
}

export type PasswordStrengthApi = typeof passwordStrengthApi
