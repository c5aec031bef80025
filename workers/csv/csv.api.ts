// Converts big CSV files off the main thread, a part at a time (lib/csv/csv-stream): the file is never one string,
// and the JSON goes back as a Blob of pieces plus a preview, so the page never holds (or renders) tens of megabytes
// of text. A file past a stated limit is refused with a message naming it; an empty result always says why.

import type { Delimiter } from '../../src/lib/csv/csv'
import { CsvLimitError, streamCsv } from '../../src/lib/csv/csv-stream'
import {
  CSV_TO_JSON_LIMITS,
  CsvJsonWriter,
  type CsvToJsonOptions,
  type CsvToJsonResult,
} from '../../src/lib/csv/csv-to-json'

export interface CsvToJsonLarge extends Omit<CsvToJsonResult, 'json'> {
  blob: Blob
  preview: string
  truncated: boolean
}

const fmt = (n: number) => n.toLocaleString('en-US')

export const csvApi = {
  async convert(input: Blob | string, options: CsvToJsonOptions, previewChars: number): Promise<CsvToJsonLarge> {
    const size = typeof input === 'string' ? input.length : input.size
    if (size > CSV_TO_JSON_LIMITS.bytes)
      throw new CsvLimitError(
        `This file is ${fmt(size)} bytes: CSV to JSON reads files up to ${fmt(CSV_TO_JSON_LIMITS.bytes)} bytes.`,
      )
    const writer = new CsvJsonWriter(options)
    const pieces: Blob[] = []
    let preview = ''
    let previewFull = false
    let held: string[] = []
    let heldChars = 0
    const keep = (text: string) => {
      if (!text) return
      if (!previewFull) {
        preview += text.slice(0, previewChars + 1 - preview.length)
        previewFull = preview.length > previewChars
      }
      held.push(text)
      heldChars += text.length
      // Pieces become Blobs as they come, so the JSON of a big file is never all in this worker's memory at once.
      if (heldChars > 16 * 1024 * 1024) {
        pieces.push(new Blob(held))
        held = []
        heldChars = 0
      }
    }
    const delimiter = (await streamCsv(input, options.delimiter, ({ rows, lines, problems }) =>
      keep(writer.write(rows, lines, problems)),
    )) as Delimiter
    const { tail, ...rest } = writer.finish(delimiter)
    keep(tail)
    pieces.push(new Blob(held))
    if (rest.records === 0 && size > 0 && rest.problemCount === 0 && rest.columns.length === 0)
      throw new CsvLimitError(`No record could be read from these ${fmt(size)} bytes.`)
    return {
      ...rest,
      blob: new Blob(pieces, { type: 'application/json' }),
      preview: preview.slice(0, previewChars),
      truncated: preview.length > previewChars,
    }
  },
}

export type CsvApi = typeof csvApi
