// Formats and minifies large JSON, and types big samples (json-to-ts), off the main thread, so a 10 MB document
// never freezes the page. The result comes back as a Blob (passed by reference) with a short preview, not as one giant string; a very large document
// comes in as a Blob too (posting the string would copy it in one long main-thread task).
import { formatJsonLarge, type Indent, type LargeFormatResult } from '../../src/lib/json/json-format'
import { jsonToTs, type TsOptions, type TsResult } from '../../src/lib/json/json-to-ts'

export const jsonApi = {
  /** `indent` null minifies. */
  async format(input: string | Blob, indent: Indent | null, previewChars: number): Promise<LargeFormatResult> {
    const text = typeof input === 'string' ? input : await input.text()
    return formatJsonLarge(text, indent, previewChars)
  },
  /** TypeScript declarations for a big JSON sample (json-to-ts), depth checked first. */
  async toTs(input: string | Blob, options: TsOptions): Promise<TsResult> {
    const text = typeof input === 'string' ? input : await input.text()
    return jsonToTs(text, options)
  },
}

export type JsonApi = typeof jsonApi
