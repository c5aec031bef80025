// Reads the headings of a big Markdown document and builds its table of contents off the main thread, so a 10 MB
// paragraph or 200,000 headings never freeze the page. The headings of the last text are kept, so changing the
// levels or the list style of the same document builds the list again without reading it again.
import {
  extractHeadings,
  type Heading,
  type TocOptions,
  type TocResult,
  tocFromHeadings,
} from '../../src/lib/markdown/toc'

let last: { text: string; headings: Heading[] } | null = null

export const markdownTocApi = {
  /** A long document comes as a Blob (posting the string would copy it in one long main-thread task). */
  async toc(input: string | Blob, options: TocOptions): Promise<TocResult> {
    const text = typeof input === 'string' ? input : await input.text()
    if (last?.text !== text) {
      last = null
      last = { text, headings: extractHeadings(text) }
    }
    return tocFromHeadings(last.headings, options)
  },
}

export type MarkdownTocApi = typeof markdownTocApi
