// What the Encode tab takes, checked before any reading or encoding: a file whose Base64 (with its data-URL prefix
// when asked for) would be longer than a browser string can hold is refused by its size, and typed or pasted text
// past a stated length is not encoded as you type.
import { toDataUrl } from '../../lib/base64'
import { formatBytes } from '../../lib/bytes'
import { formatCount } from '../../lib/count'
import { textLimitProblem } from '../../lib/text/text-limit'

/** V8's (Chrome's, Edge's) longest string on 64-bit machines: 2^29 − 24 characters. */
export const MAX_STRING_CHARS = 2 ** 29 - 24
/** Text encoded as you type on the page: 10 million ASCII characters take about 0.1 s on a loaded 2-core machine. */
export const TEXT_MAX_CHARS = 10_000_000

const n = formatCount

/** Characters of the Base64 of `bytes` bytes: padded, or without the = padding when URL-safe. */
export function base64Length(bytes: number, urlSafe: boolean): number {
  return urlSafe ? Math.ceil((bytes * 4) / 3) : 4 * Math.ceil(bytes / 3)
}

/** The data URL's "data:<mime>;base64," prefix, as the worker writes it. */
export const dataUrlPrefix = (mime: string) => toDataUrl('', mime)

/** The largest file whose Base64 (and prefix) fits in one string, in bytes. */
export function maxFileBytes(dataUrl: boolean, mime: string): number {
  const room = MAX_STRING_CHARS - (dataUrl ? dataUrlPrefix(mime).length : 0)
  return Math.floor(room / 4) * 3
}

/**
 * Null when the file's Base64 fits in a string; otherwise the message naming the limit and the size found, e.g.
 * "450 MB (471,859,200 bytes) gives 629,145,600 Base64 characters: a browser string holds up to 536,870,888, so Base64
 * Encoder/Decoder encodes files up to 384 MB (402,653,166 bytes)."
 */
export function fileLimitProblem(
  size: number,
  opts: { urlSafe: boolean; dataUrl: boolean; mime: string },
): string | null {
  const length = base64Length(size, opts.urlSafe) + (opts.dataUrl ? dataUrlPrefix(opts.mime).length : 0)
  if (length <= MAX_STRING_CHARS) return null
  const max = maxFileBytes(opts.dataUrl, opts.mime)
  return `${formatBytes(size)} (${n(size)} bytes) gives ${n(length)} Base64 characters: a browser string holds up to ${n(MAX_STRING_CHARS)}, so Base64 Encoder/Decoder encodes files up to ${formatBytes(max)} (${n(max)} bytes).`
}

/** Null within the limit; otherwise "12,000,000 characters: Base64 Encoder/Decoder encodes up to 10,000,000." */
export function textLimitProblemB64(length: number): string | null {
  return textLimitProblem(length, TEXT_MAX_CHARS, 'Base64 Encoder/Decoder', 'encodes')
}
