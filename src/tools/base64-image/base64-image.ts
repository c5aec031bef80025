// The Base64 Image rules live in src/lib/image/base64-image.ts, shared with the base64 worker.
export * from '../../lib/image/base64-image'

/** Texts longer than this (characters) are decoded in the base64 worker; shorter ones at once. */
export const WORKER_THRESHOLD = 1_000_000

/** Characters of pasted Base64 read at most (checked before decoding): about 75 MB of image. */
export const MAX_TEXT_CHARS = 100_000_000
