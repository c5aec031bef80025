// HTML tables read on the page, where a parser exists, without anything in them becoming live: inline handlers are
// renamed before parsing (lib/html/defuse-handlers), the text is parsed into an inert <template> (no browsing
// context: nothing loads or runs, a <base href> applies to nothing), elements that load or point elsewhere are
// dropped, and only the cells' text leaves it. The size is checked first, the spans before any row is built.
import { defuseInlineHandlers } from '../../lib/html/defuse-handlers'
import { type HtmlRows, rowsFromDocument, TABLE_LIMITS, TableLimitError } from './table-sorter'

const LIVE =
  'base, link, meta, script, style, iframe, frame, frameset, object, embed, img, picture, source, video, audio, svg, math, form, input, button, textarea, select'

/** Whether the text is read as HTML. */
export const isHtmlInput = (text: string, format: string) =>
  format === 'html' ||
  // Past the HTML limit only the start is looked at (scanning 20 MB of CSV for "<table" is main-thread time).
  (format === 'auto' && /<table[\s>]/i.test(text.length > TABLE_LIMITS.htmlChars ? text.slice(0, 1 << 20) : text))

/** The first table's rows; throws a TableLimitError naming the limit when the HTML or its spans pass one. */
export function readHtmlRows(html: string): HtmlRows {
  if (html.length > TABLE_LIMITS.htmlChars)
    throw new TableLimitError(
      `This HTML is ${html.length.toLocaleString('en-US')} characters: Table Sorter reads HTML up to ${TABLE_LIMITS.htmlChars.toLocaleString('en-US')} (paste the table as CSV for more).`,
    )
  const template = document.createElement('template')
  template.innerHTML = defuseInlineHandlers(html)
  const root = template.content
  for (const el of Array.from(root.querySelectorAll(LIVE))) el.remove()
  const { rows, tables } = rowsFromDocument(root)
  return { rows, tables }
}
