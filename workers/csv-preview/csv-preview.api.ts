// Parses CSV files for the CSV Viewer off the main thread, so a 100,000-row file never freezes the page.
import { buildTable, type CsvTable } from '../../src/lib/csv/csv-table'

export const csvPreviewApi = {
  async parse(input: Blob | string, options: { delimiter: string; header: boolean }): Promise<CsvTable> {
    const text = typeof input === 'string' ? input : await input.text()
    return buildTable(text, options)
  },
}

export type CsvPreviewApi = typeof csvPreviewApi
