// The Email Validator's rules live in src/lib/email/email-validator.ts, shared with the email worker.
export * from '../../lib/email/email-validator'

import { textLimitProblem } from '../../lib/text/text-limit'

/**
 * The longest text checked, before any splitting: 10,000,000 characters are 400,000 addresses of 25 characters,
 * 2.8 s in the worker on a loaded 2-core machine, each with its result kept for the list.
 */
export const EMAIL_MAX_CHARS = 10_000_000

/** Null within the limit; otherwise "12,000,000 characters: Email Validator checks up to 10,000,000." */
export function emailLimitProblem(length: number): string | null {
  return textLimitProblem(length, EMAIL_MAX_CHARS, 'Email Validator', 'checks')
}

/** Texts longer than this (characters) are checked in the email worker; shorter ones at once. */
export const WORKER_THRESHOLD = 100_000
