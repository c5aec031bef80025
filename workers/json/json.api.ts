// Formats and minifies large JSON off the main thread, so a 10 MB document never freezes the page. The result
// comes back as a Blob (passed by reference) with a short preview, not as one giant string; a very large document
// comes in as a Blob too (posting the string would copy it in one long main-thread task).
import { formatJsonLarge, type Indent, type LargeFormatResult } from '../../src/lib/json/json-format'

export const jsonApi = {
  /** `indent` null minifies. */
  async format(input: string | Blob, indent: Indent | null, previewChars: number): Promise<LargeFormatResult> {
    const text = typeof input === 'string' ? input : await input.text()
    return formatJsonLarge(text, indent, previewChars)
  },
}

export type JsonApi = typeof jsonApi
