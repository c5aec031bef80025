// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { hostileHtml } from '../../e2e/fixtures/hostile/xss'
import { defuseInlineHandlers } from '../../src/lib/html/defuse-handlers'
import {
  DEFAULT_HTML_OPTIONS,
  type HtmlToTextOptions,
  htmlToText,
  SAMPLE_HTML,
} from '../../src/tools/html-to-text/html-to-text'

const opts = (o: Partial<HtmlToTextOptions>): HtmlToTextOptions => ({ ...DEFAULT_HTML_OPTIONS, ...o })

describe('htmlToText with the defaults', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_HTML_OPTIONS).toEqual({
      preserveLineBreaks: true,
      preserveSpaces: false,
      removeEmptyLines: true,
      includeLinks: true,
      includeLinkUrls: false,
    })
  })
  it('removes script and style, keeps text', () => {
    expect(htmlToText('<style>p{color:red}</style><p>Hi</p><script>alert(1)</script>')).toBe('Hi')
  })
  it('turns blocks and <br> into line breaks and collapses spaces', () => {
    expect(htmlToText('<h1>Title</h1><p>One   two\n three</p><div>a<br>b</div>')).toBe('Title\nOne two three\na\nb')
  })
  it('gives list items markers, numbered lists count from start, nested lists indent', () => {
    expect(htmlToText('<ul><li>a</li><li>b</li></ul>')).toBe('• a\n• b')
    expect(htmlToText('<ol start="3"><li>c</li><li>d</li></ol>')).toBe('3. c\n4. d')
    expect(htmlToText('<ul><li>a<ol><li>x</li></ol></li></ul>')).toBe('• a\n  1. x')
  })
  it('decodes entities', () => {
    expect(htmlToText('<p>Fish &amp; chips &lt;3 &mdash; caf&eacute; &#128077;</p>')).toBe('Fish & chips <3 — café 👍')
  })
  it('keeps link text, and adds URLs only when asked', () => {
    const html = '<p>Read <a href="https://x.test/a">the docs</a> or <a href="#top">top</a>.</p>'
    expect(htmlToText(html)).toBe('Read the docs or top.')
    expect(htmlToText(html, opts({ includeLinkUrls: true }))).toBe('Read the docs (https://x.test/a) or top.')
    expect(htmlToText(html, opts({ includeLinks: false }))).toBe('Read or .')
    expect(htmlToText('<a href="javascript:alert(1)">x</a>', opts({ includeLinkUrls: true }))).toBe('x')
  })
  it('keeps <pre> text as written', () => {
    expect(htmlToText('<p>code:</p><pre>  a\n    b</pre>')).toBe('code:\n  a\n    b')
  })
  it('separates table cells with tabs and rows with lines', () => {
    expect(htmlToText('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>')).toBe('A\tB\n1\t2')
  })
  it('skips hidden elements, images, forms controls and the head', () => {
    expect(
      htmlToText(
        '<head><title>T</title></head><body><p hidden>h</p><div style="display:none">n</div><img src="x.png" alt="pic"><p>ok</p></body>',
      ),
    ).toBe('ok')
  })
  it('is empty for empty input', () => {
    expect(htmlToText('')).toBe('')
    expect(htmlToText('   ')).toBe('')
    expect(htmlToText('<script>x</script>')).toBe('')
  })
})

describe('options', () => {
  it('removeEmptyLines off keeps one blank line between paragraphs', () => {
    expect(htmlToText('<p>a</p><p>b</p><br><br><br><p>c</p>', opts({ removeEmptyLines: false }))).toBe('a\n\nb\n\nc')
  })
  it('preserveLineBreaks off puts everything on one line', () => {
    expect(htmlToText('<p>a</p><p>b<br>c</p><ul><li>d</li></ul>', opts({ preserveLineBreaks: false }))).toBe(
      'a b c • d',
    )
  })
  it('preserveSpaces keeps runs of spaces', () => {
    expect(htmlToText('<p>a    b</p>', opts({ preserveSpaces: true }))).toBe('a    b')
    expect(htmlToText('<p>a    b</p>')).toBe('a b')
  })
})

describe('safety', () => {
  it('never runs scripts or handlers while parsing', () => {
    const w = window as unknown as { __pwned?: unknown }
    htmlToText(
      '<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><svg onload="window.__pwned=3">',
    )
    expect(w.__pwned).toBeUndefined()
  })
  it('converts the sample', () => {
    const text = htmlToText(SAMPLE_HTML)
    expect(text).toContain('Release notes — version 2.0')
    expect(text).toContain('• Dark theme & new icons')
    expect(text).toContain('  1. Works without a network')
    expect(text).not.toContain('never runs')
    expect(text).not.toContain('font-family')
  })
})

describe('defuseInlineHandlers', () => {
  it('renames on* attributes in every spelling the HTML tokenizer accepts', () => {
    expect(defuseInlineHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x data-defused-onerror=alert(1)>')
    expect(defuseInlineHandlers('<IMG/ONERROR="a">')).toBe('<IMG/data-defused-ONERROR="a">')
    expect(defuseInlineHandlers(`<svg onload = 'x'><a href="y"onclick=z>`)).toBe(
      `<svg data-defused-onload = 'x'><a href="y"data-defused-onclick=z>`,
    )
    expect(defuseInlineHandlers('<p title="a > onclick=b" class=c>')).toBe('<p title="a > onclick=b" class=c>')
  })
  it('leaves text, comments and raw-text elements alone', () => {
    const text = 'say onclick=hi <!-- <b onclick=x> --> <script>if (a<b) onload=1</script><style>x{}</style>'
    expect(defuseInlineHandlers(text)).toBe(text)
    expect(defuseInlineHandlers('a < b and <3')).toBe('a < b and <3')
  })
  it('parses to elements without any on* attribute', () => {
    const doc = new DOMParser().parseFromString(defuseInlineHandlers(hostileHtml), 'text/html')
    for (const el of Array.from(doc.querySelectorAll('*'))) {
      for (const a of Array.from(el.attributes)) expect(a.name.startsWith('on')).toBe(false)
    }
  })
})
