// HTML → plain text for the html-to-text tool. The HTML is parsed with DOMParser ('text/html'), which builds an
// inert document: its scripts never run and its images never load (inline handlers are renamed first, see
// defuse-handlers.ts). Script, style and other non-text elements are dropped, blocks become line breaks, list
// items get markers, entities come out decoded.
import { defuseInlineHandlers } from '../../lib/html/defuse-handlers'

export interface HtmlToTextOptions {
  preserveLineBreaks: boolean
  preserveSpaces: boolean
  removeEmptyLines: boolean
  includeLinks: boolean
  includeLinkUrls: boolean
}

export const DEFAULT_HTML_OPTIONS: HtmlToTextOptions = {
  preserveLineBreaks: true,
  preserveSpaces: false,
  removeEmptyLines: true,
  includeLinks: true,
  includeLinkUrls: false,
}

export const EDIT_DELAY_MS = 300
export const OPTION_DELAY_MS = 100

const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
  'img',
  'picture',
  'source',
  'track',
  'input',
  'select',
  'textarea',
  'button',
  'map',
  'area',
])
/** Blocks set apart by a blank line (when empty lines are kept). */
const PARAGRAPH = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'table',
  'pre',
  'figure',
  'address',
  'fieldset',
  'form',
  'dl',
])
/** Blocks that start on a new line. */
const LINE = new Set([
  'div',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'aside',
  'main',
  'li',
  'tr',
  'dt',
  'dd',
  'figcaption',
  'details',
  'summary',
  'caption',
  'legend',
  'center',
  'hgroup',
  'body',
  'html',
])

class Writer {
  private s = ''
  constructor(private readonly o: HtmlToTextOptions) {}

  text(t: string) {
    if (!t) return
    if (!this.o.preserveSpaces && t.startsWith(' ') && (this.s === '' || /\s$/.test(this.s))) t = t.slice(1)
    this.s += t
  }

  /** Raw text (inside <pre>): kept as written. */
  raw(t: string) {
    this.s += t
  }

  private trimLineEnd() {
    this.s = this.s.replace(/[ \t]+$/, '')
  }

  /** Ensures the output ends with at least `n` line breaks (1: new line, 2: blank line). */
  block(n: 1 | 2) {
    if (!this.o.preserveLineBreaks) return this.text(' ')
    this.trimLineEnd()
    if (this.s === '') return
    const have = this.s.length - this.s.replace(/\n+$/, '').length
    if (have < n) this.s += '\n'.repeat(n - have)
  }

  lineBreak() {
    if (!this.o.preserveLineBreaks) return this.text(' ')
    this.trimLineEnd()
    this.s += '\n'
  }

  get length() {
    return this.s.length
  }

  slice(from: number) {
    return this.s.slice(from)
  }

  result(): string {
    let lines = this.s.split('\n').map((l) => l.replace(/[ \t\u00a0]+$/, ''))
    if (this.o.removeEmptyLines) lines = lines.filter((l) => l.trim() !== '')
    let out = lines.join('\n')
    if (!this.o.removeEmptyLines) out = out.replace(/\n{3,}/g, '\n\n')
    return out.replace(/^\n+|\n+$/g, '')
  }
}

const isHidden = (el: Element) =>
  el.hasAttribute('hidden') || /display\s*:\s*none/i.test(el.getAttribute('style') ?? '')

function walk(node: Node, w: Writer, o: HtmlToTextOptions, ctx: { pre: boolean; lists: ListCtx[] }) {
  if (node.nodeType === 3) {
    const t = node.nodeValue ?? ''
    if (ctx.pre) return w.raw(t)
    if (o.preserveSpaces) return w.text(t.replace(/[\r\n]+/g, ' '))
    return w.text(t.replace(/\s+/g, ' '))
  }
  if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return
  const el = node as Element
  const tag = node.nodeType === 1 ? el.localName : ''
  if (tag && (SKIP.has(tag) || isHidden(el))) return
  const children = () => {
    for (let c = node.firstChild; c; c = c.nextSibling) walk(c, w, o, ctx)
  }
  switch (tag) {
    case 'br':
      return w.lineBreak()
    case 'hr':
      w.block(2)
      w.text('---')
      return w.block(2)
    case 'pre':
      w.block(2)
      ctx.pre = true
      children()
      ctx.pre = false
      return w.block(2)
    case 'ul':
    case 'ol': {
      const nested = ctx.lists.length > 0
      w.block(nested ? 1 : 2)
      const start = tag === 'ol' ? Number.parseInt(el.getAttribute('start') ?? '1', 10) : 1
      ctx.lists.push({ ordered: tag === 'ol', next: Number.isFinite(start) ? start : 1 })
      children()
      ctx.lists.pop()
      return w.block(nested ? 1 : 2)
    }
    case 'li': {
      w.block(1)
      const list = ctx.lists[ctx.lists.length - 1]
      const indent = '  '.repeat(Math.max(0, ctx.lists.length - 1))
      const marker = list?.ordered ? `${list.next++}. ` : '• '
      if (o.preserveLineBreaks) w.raw(indent)
      w.text(marker)
      children()
      return w.block(1)
    }
    case 'td':
    case 'th': {
      const first = !el.previousElementSibling
      if (!first) w.text('\t')
      return children()
    }
    case 'a': {
      if (!o.includeLinks) return
      const from = w.length
      children()
      const label = w.slice(from).trim()
      const href = (el.getAttribute('href') ?? '').trim()
      if (o.includeLinkUrls && href && !href.startsWith('#') && !/^javascript:/i.test(href) && href !== label) {
        w.text(label ? ` (${href})` : href)
      }
      return
    }
  }
  if (PARAGRAPH.has(tag)) {
    w.block(2)
    children()
    return w.block(2)
  }
  if (LINE.has(tag)) {
    w.block(1)
    children()
    return w.block(1)
  }
  children()
}

interface ListCtx {
  ordered: boolean
  next: number
}

/** Converts HTML to plain text; `parse` defaults to the browser's inert DOMParser. */
export function htmlToText(
  html: string,
  options: HtmlToTextOptions = DEFAULT_HTML_OPTIONS,
  parse: (html: string) => Document = (h) => new DOMParser().parseFromString(h, 'text/html'),
): string {
  if (!html.trim()) return ''
  const doc = parse(defuseInlineHandlers(html))
  const w = new Writer(options)
  walk(doc.body ?? doc, w, options, { pre: false, lists: [] })
  return w.result()
}

export const SAMPLE_HTML = `<!doctype html>
<html>
<head>
  <title>Release notes</title>
  <style>body { font-family: sans-serif }</style>
  <script>console.log('never runs')</script>
</head>
<body>
  <h1>Release notes &mdash; version 2.0</h1>
  <p>We are happy to announce <strong>version 2.0</strong> of our tools.
     Read the <a href="https://example.com/blog/v2">full announcement</a>.</p>
  <h2>What&rsquo;s new</h2>
  <ul>
    <li>Faster start-up</li>
    <li>Dark theme &amp; new icons</li>
    <li>Offline support
      <ol>
        <li>Works without a network</li>
        <li>Nothing is uploaded</li>
      </ol>
    </li>
  </ul>
  <p>Questions? Write to <a href="mailto:team@example.com">team@example.com</a>.<br>Thank you!</p>
</body>
</html>`
