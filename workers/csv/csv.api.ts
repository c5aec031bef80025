// Converts big CSV files off the main thread; the JSON goes back as a Blob plus a preview, so the page never holds
// (or renders) tens of megabytes of text.
import { type CsvToJsonOptions, type CsvToJsonResult, convertCsv } from '../../src/lib/csv/csv-to-json'

export interface CsvToJsonLarge extends Omit<CsvToJsonResult, 'json'> {
  blob: Blob
  preview: string
  truncated: boolean
}

export const csvApi = {
  async convert(input: Blob | string, options: CsvToJsonOptions, previewChars: number): Promise<CsvToJsonLarge> {
    const text = typeof input === 'string' ? input : await input.text()
    const { json, ...rest } = convertCsv(text, options)
    return {
      ...rest,
      blob: new Blob([json], { type: 'application/json' }),
      preview: json.slice(0, previewChars),
      truncated: json.length > previewChars,
    }
  },
}

export type CsvApi = typeof csvApi
