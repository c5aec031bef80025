// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hostileMarkdown } from '../../e2e/fixtures/hostile/xss'
import {
  htmlDocument,
  markdownToHtml,
  markdownToPreviewHtml,
  SAMPLE_MARKDOWN,
  titleOf,
} from '../../src/tools/markdown-preview/markdown-preview'

describe('GitHub-flavoured Markdown', () => {
  it('renders headings, emphasis and lists', () => {
    const html = markdownToHtml('# Hi\n\n**bold** _em_\n\n- a\n- b')
    expect(html).toContain('<h1>Hi</h1>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<em>em</em>')
    expect(html).toContain('<li>a</li>')
  })
  it('renders tables with alignment', () => {
    const html = markdownToHtml('| a | b |\n|---|:-:|\n| 1 | 2 |')
    expect(html).toContain('<table>')
    expect(html).toContain('<th>a</th>')
    expect(html).toContain('<td align="center">2</td>')
  })
  it('renders task lists with labelled checkboxes', () => {
    const html = markdownToHtml('- [x] done\n- [ ] open')
    expect(html).toMatch(/<input[^>]*checked[^>]*type="checkbox"[^>]*aria-label="Done task"|aria-label="Done task"/)
    expect(html).toContain('aria-label="Open task"')
  })
  it('renders fenced code, strikethrough and autolinks', () => {
    const html = markdownToHtml('```js\nconst a = 1 < 2\n```\n\n~~gone~~ https://example.com')
    expect(html).toContain('<pre><code class="language-js">const a = 1 &lt; 2')
    expect(html).toContain('<del>gone</del>')
    expect(html).toContain('<a href="https://example.com">https://example.com</a>')
  })
  it('keeps Unicode', () => {
    expect(markdownToHtml('# Grüße 👋 東京')).toContain('Grüße 👋 東京')
  })
  it('gives nothing for empty input', () => {
    expect(markdownToHtml('')).toBe('')
    expect(markdownToPreviewHtml('  \n')).toBe('')
  })
  it('renders the sample', () => {
    expect(markdownToHtml(SAMPLE_MARKDOWN)).toContain('<h2>Project notes</h2>')
  })
  it("gives the sample's stored HTML exactly as the sanitiser gives it (a trailing newline changes nothing else)", () => {
    const sanitised = `${SAMPLE_MARKDOWN}\n`
    expect(markdownToPreviewHtml(SAMPLE_MARKDOWN)).toBe(markdownToPreviewHtml(sanitised))
    expect(markdownToHtml(SAMPLE_MARKDOWN)).toBe(markdownToHtml(sanitised))
    expect(markdownToPreviewHtml(SAMPLE_MARKDOWN)).toContain('target="_blank"')
    expect(markdownToHtml(SAMPLE_MARKDOWN)).not.toContain('target=')
  })
})

describe('sanitising', () => {
  const cases = [markdownToHtml(hostileMarkdown), markdownToPreviewHtml(hostileMarkdown)]
  for (const [i, html] of cases.entries()) {
    it(`${i === 0 ? 'export' : 'preview'} HTML carries no script, handler, javascript: URL or style`, () => {
      const box = document.createElement('template')
      box.innerHTML = html
      const elements = Array.from(box.content.querySelectorAll('*'))
      const tags = new Set(elements.map((e) => e.localName))
      for (const bad of ['script', 'style', 'iframe', 'object', 'embed', 'meta', 'form', 'svg']) {
        expect(tags.has(bad)).toBe(false)
      }
      for (const el of elements) {
        for (const attr of Array.from(el.attributes)) {
          expect(attr.name.startsWith('on')).toBe(false)
          expect(attr.name).not.toBe('style')
          expect(attr.value).not.toMatch(/javascript:|attacker\.example/i)
        }
      }
      expect(elements.length).toBeGreaterThan(3)
    })
  }
  it('the preview loads no image from anywhere and opens links in a new tab', () => {
    const html = markdownToPreviewHtml('![cat](https://example.com/cat.png) [link](https://example.com)')
    expect(html).not.toContain('<img')
    expect(html).toContain('Image not loaded: cat')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })
  it('the export keeps images as written', () => {
    expect(markdownToHtml('![cat](https://example.com/cat.png)')).toContain(
      '<img src="https://example.com/cat.png" alt="cat">',
    )
  })
  it('the preview keeps data: images', () => {
    expect(markdownToPreviewHtml('![dot](data:image/png;base64,iVBORw0KGgo=)')).toContain('<img')
  })
})

describe('download document', () => {
  it('wraps the HTML in a full document with an escaped title', () => {
    const doc = htmlDocument('<p>x</p>', 'A <b> & "c"')
    expect(doc.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(doc).toContain('<meta charset="utf-8">')
    expect(doc).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>')
    expect(doc).toContain('<p>x</p>')
  })
  it('takes the title from the first heading', () => {
    expect(titleOf('text\n## My Doc ##\n# Other')).toBe('My Doc')
    expect(titleOf('no heading')).toBe('Markdown output')
  })
})
