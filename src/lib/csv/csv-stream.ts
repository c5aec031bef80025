// Reads a CSV file a part at a time (Papa Parse's way with files larger than memory): the bytes are decoded as a
// stream, parsed in parts of a few megabytes, and each part's complete records are handed on, so no file is ever
// one string (V8 cannot make a string past about 512 MB: `await file.text()` of a 600 MB file gives nothing). A record
// that would not fit (no line break for CSV_STREAM_LIMITS.recordChars characters) ends the read with a message.
import { type CsvProblem, detectDelimiter, parseCsv } from './csv'

export const CSV_STREAM_LIMITS = {
  /** Characters of one record (a line, or a quoted field's lines): above it the file is refused. */
  recordChars: 128 * 1024 * 1024,
} as const

/** Characters parsed at a time. */
const PART_CHARS = 8 * 1024 * 1024

/** Thrown when an input passes a stated limit; the message names the limit and what was found. */
export class CsvLimitError extends Error {
  override name = 'CsvLimitError'
}

const fmt = (n: number) => n.toLocaleString('en-US')

export interface CsvRecords {
  rows: string[][]
  /** 1-based line where each row starts. */
  lines: number[]
  problems: CsvProblem[]
}

/**
 * Parses `input` a part at a time, calling `onRecords` with each part's complete records (it may throw, e.g. a
 * CsvLimitError, to stop). The delimiter is guessed from the first part when 'auto'. Returns the delimiter used.
 */
export async function streamCsv(
  input: Blob | string,
  delimiterOption: string,
  onRecords: (records: CsvRecords) => void | Promise<void>,
  sizes: { partChars?: number; recordChars?: number } = {},
): Promise<string> {
  const partChars = sizes.partChars ?? PART_CHARS
  const recordChars = sizes.recordChars ?? CSV_STREAM_LIMITS.recordChars
  let delimiter = delimiterOption === 'auto' ? null : delimiterOption
  let carry = ''
  let line = 1
  const parse = async (text: string, final: boolean) => {
    delimiter ??= detectDelimiter(text)
    const parsed = parseCsv(text, delimiter, { firstLine: line, final })
    line = parsed.nextLine
    carry = text.slice(parsed.consumed)
    if (carry.length > recordChars)
      throw new CsvLimitError(
        `Line ${fmt(line)} runs for more than ${fmt(recordChars)} characters without ending: one record can hold up to ${fmt(recordChars)}.`,
      )
    if (parsed.rows.length || parsed.problems.length)
      await onRecords({ rows: parsed.rows, lines: parsed.lines, problems: parsed.problems })
  }
  if (typeof input === 'string') {
    await parse(input, true)
    return delimiter ?? ','
  }
  const reader = input.stream().pipeThrough(new TextDecoderStream()).getReader()
  let pending: string[] = []
  let pendingChars = 0
  for (;;) {
    const { value, done } = await reader.read()
    if (value) {
      pending.push(value)
      pendingChars += value.length
    }
    if (pendingChars >= partChars || (done && (pendingChars || carry))) {
      const text = carry + pending.join('')
      pending = []
      pendingChars = 0
      await parse(text, done)
    }
    if (done) break
  }
  return delimiter ?? ','
}
