// Formats and minifies large JSON off the main thread, so a 10 MB document never freezes the page. The result
// comes back as a Blob (passed by reference) with a short preview, not as one giant string.
import { formatJsonLarge, type Indent, type LargeFormatResult } from '../../src/lib/json/json-format'

export const jsonApi = {
  /** `indent` null minifies. */
  async format(text: string, indent: Indent | null, previewChars: number): Promise<LargeFormatResult> {
    return formatJsonLarge(text, indent, previewChars)
  },
}

export type JsonApi = typeof jsonApi
