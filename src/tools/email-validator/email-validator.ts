// The Email Validator's rules live in src/lib/email/email-validator.ts, shared with the email worker.
export * from '../../lib/email/email-validator'

/** Texts longer than this (characters) are checked in the email worker; shorter ones at once. */
export const WORKER_THRESHOLD = 100_000
