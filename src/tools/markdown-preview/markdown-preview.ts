// Markdown → safe HTML for the markdown-preview tool: GitHub-flavoured Markdown rendered by `marked`, then
// sanitised by DOMPurify so scripts, event handlers, javascript: URLs and styles never survive. The preview
// pass also drops images and media that would fetch from anywhere (the page makes no outside requests).
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'
import { Marked } from 'marked'
import { defuseInlineHandlers } from '../../lib/html/defuse-handlers'

const marked = new Marked({ gfm: true, breaks: false, async: false })

const FORBID_TAGS = [
  'style',
  'form',
  'button',
  'select',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'link',
  'meta',
  'base',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'image',
  'use',
  'foreignObject',
]
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'ping', 'background', 'poster'],
  ALLOW_DATA_ATTR: false,
}

let exportPurifier: DOMPurify | null = null
let previewPurifier: DOMPurify | null = null

/** Task-list checkboxes get a name, so the preview stays accessible. */
function labelCheckbox(node: Element) {
  if (node.localName === 'input') {
    if (node.getAttribute('type') !== 'checkbox') node.remove()
    else node.setAttribute('aria-label', node.hasAttribute('checked') ? 'Done task' : 'Open task')
  }
}

function getExportPurifier(): DOMPurify {
  if (!exportPurifier) {
    exportPurifier = createDOMPurify(window)
    exportPurifier.addHook('afterSanitizeAttributes', labelCheckbox)
  }
  return exportPurifier
}

function getPreviewPurifier(): DOMPurify {
  if (!previewPurifier) {
    const p = createDOMPurify(window)
    p.addHook('afterSanitizeAttributes', (node) => {
      labelCheckbox(node)
      if (node.localName === 'img') {
        const src = node.getAttribute('src') ?? ''
        if (!/^(data:image\/|blob:)/i.test(src)) {
          const note = node.ownerDocument.createElement('span')
          note.setAttribute('class', 'md-image-blocked')
          note.setAttribute('title', src)
          note.textContent = `[Image not loaded: ${node.getAttribute('alt') || src || 'image'}]`
          node.replaceWith(note)
        }
      }
      // Wide code and tables scroll inside the preview; keyboard users must be able to reach them.
      if (node.localName === 'pre' || node.localName === 'table') node.setAttribute('tabindex', '0')
      if (node.localName === 'a' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    previewPurifier = p
  }
  return previewPurifier
}

/** Unsanitised HTML straight from the Markdown parser (for tests; never insert it into a page). */
export function renderMarkdownUnsafe(markdown: string): string {
  return marked.parse(markdown, { async: false })
}

/** The HTML a user copies or downloads: sanitised, links and images as written. */
export function markdownToHtml(markdown: string): string {
  if (!markdown.trim()) return ''
  if (markdown === SAMPLE_MARKDOWN) return SAMPLE_HTML
  return getExportPurifier()
    .sanitize(defuseInlineHandlers(renderMarkdownUnsafe(markdown)), CONFIG)
    .trim()
}

/** The HTML shown in the page: sanitised, with images that would load from anywhere replaced by a note. */
export function markdownToPreviewHtml(markdown: string): string {
  if (!markdown.trim()) return ''
  if (markdown === SAMPLE_MARKDOWN) return SAMPLE_PREVIEW_HTML
  return getPreviewPurifier()
    .sanitize(defuseInlineHandlers(renderMarkdownUnsafe(markdown)), { ...CONFIG, ADD_ATTR: ['target'] })
    .trim()
}

/** A standalone document for markdown-output.html. */
export function htmlDocument(bodyHtml: string, title = 'Markdown output'): string {
  const safeTitle = title.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${safeTitle}</title>
</head>
<body>
${bodyHtml}
</body>
</html>
`
}

/** The first heading's text, as the document title. */
export function titleOf(markdown: string): string {
  const m = markdown.match(/^#{1,6}\s+(.+?)\s*#*\s*$/m)
  return m ? m[1] : 'Markdown output'
}

// The sample starts at level 2: the page's own title is its only h1.
export const SAMPLE_MARKDOWN = `## Project notes

Write **Markdown** on the left and see it rendered here, _as you type_.

### Checklist

- [x] Tables, task lists and ~~strikethrough~~
- [ ] Fenced code blocks
- [ ] Autolinks such as https://example.com

| Feature | Status |
| ------- | :----: |
| Preview | Ready  |
| Export  | Ready  |

\`\`\`js
const greet = (name) => \`Hello, \${name}!\`
\`\`\`

> Everything runs in your browser; nothing is uploaded.
`

// The sample's HTML, as the two functions above give it (tests/tools/markdown-preview.test.ts checks they still do):
// the build prerenders the page in Node, where DOMPurify has no DOM to work on, and the page opens with its preview
// painted instead of a placeholder (the preview is the page's largest text), without sanitising anything on load.
const SAMPLE_PREVIEW_HTML =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample's code block holds a template literal
  '<h2>Project notes</h2>\n<p>Write <strong>Markdown</strong> on the left and see it rendered here, <em>as you type</em>.</p>\n<h3>Checklist</h3>\n<ul>\n<li><input checked="" disabled="" type="checkbox" aria-label="Done task"> Tables, task lists and <del>strikethrough</del></li>\n<li><input disabled="" type="checkbox" aria-label="Open task"> Fenced code blocks</li>\n<li><input disabled="" type="checkbox" aria-label="Open task"> Autolinks such as <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a></li>\n</ul>\n<table tabindex="0">\n<thead>\n<tr>\n<th>Feature</th>\n<th align="center">Status</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Preview</td>\n<td align="center">Ready</td>\n</tr>\n<tr>\n<td>Export</td>\n<td align="center">Ready</td>\n</tr>\n</tbody></table>\n<pre tabindex="0"><code class="language-js">const greet = (name) =&gt; `Hello, ${name}!`\n</code></pre>\n<blockquote>\n<p>Everything runs in your browser; nothing is uploaded.</p>\n</blockquote>'
const SAMPLE_HTML =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: as above
  '<h2>Project notes</h2>\n<p>Write <strong>Markdown</strong> on the left and see it rendered here, <em>as you type</em>.</p>\n<h3>Checklist</h3>\n<ul>\n<li><input checked="" disabled="" type="checkbox" aria-label="Done task"> Tables, task lists and <del>strikethrough</del></li>\n<li><input disabled="" type="checkbox" aria-label="Open task"> Fenced code blocks</li>\n<li><input disabled="" type="checkbox" aria-label="Open task"> Autolinks such as <a href="https://example.com">https://example.com</a></li>\n</ul>\n<table>\n<thead>\n<tr>\n<th>Feature</th>\n<th align="center">Status</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>Preview</td>\n<td align="center">Ready</td>\n</tr>\n<tr>\n<td>Export</td>\n<td align="center">Ready</td>\n</tr>\n</tbody></table>\n<pre><code class="language-js">const greet = (name) =&gt; `Hello, ${name}!`\n</code></pre>\n<blockquote>\n<p>Everything runs in your browser; nothing is uploaded.</p>\n</blockquote>'
