// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  cleanCss,
  diagramKind,
  EXAMPLES,
  errorLineInInput,
  extractDiagram,
  mermaidConfig,
  mermaidErrorLine,
  mermaidErrorMessage,
  pngSize,
  prepareSource,
  svgSize,
} from '../../src/tools/markdown-mermaid/markdown-mermaid'
import { sanitizeSvg } from '../../src/tools/markdown-mermaid/sanitize-svg'

describe('render settings', () => {
  it('always renders at the strict security level with SVG labels, following the theme', () => {
    const light = mermaidConfig('light')
    expect(light.securityLevel).toBe('strict')
    expect(light.htmlLabels).toBe(false)
    expect(light.flowchart.htmlLabels).toBe(false)
    expect(light.startOnLoad).toBe(false)
    expect(light.suppressErrorRendering).toBe(true)
    expect(light.theme).toBe('default')
    expect(mermaidConfig('dark').theme).toBe('dark')
  })

  it('has an example of each promised diagram kind, each naming its kind first', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual([
      'flowchart',
      'sequence',
      'class',
      'state',
      'er',
      'gantt',
      'pie',
      'mindmap',
    ])
    expect(EXAMPLES.map((e) => diagramKind(e.code))).toEqual([
      'flowchart',
      'sequenceDiagram',
      'classDiagram',
      'stateDiagram',
      'erDiagram',
      'gantt',
      'pie',
      'mindmap',
    ])
  })
})

describe('error lines', () => {
  it('reads the line from a jison error hash, its message, or an unknown diagram type', () => {
    expect(mermaidErrorLine(Object.assign(new Error('x'), { hash: { loc: { first_line: 4 } } }))).toBe(4)
    expect(mermaidErrorLine(Object.assign(new Error('x'), { hash: { line: 2 } }))).toBe(3)
    expect(mermaidErrorLine(new Error('Parse error on line 7:\n...'))).toBe(7)
    expect(mermaidErrorLine(new Error('Lexer error on line 2, column 5: unexpected character'))).toBe(2)
    expect(mermaidErrorLine(new Error('No diagram type detected matching given configuration for text: x'))).toBe(1)
    expect(mermaidErrorLine(new Error('something else'))).toBeNull()
  })

  it('counts lines Mermaid drops before parsing: front matter, leading blanks and comments', () => {
    const src = '---\ntitle: T\n---\n\n%% note\nflowchart TD\n  A --> B\n  %% inner\n  B -->'
    const prepared = prepareSource(src)
    expect(prepared.lineOffset).toBe(5)
    // The inner comment stays as a blank line, so later lines keep their numbers.
    expect(prepared.code.split('\n')).toHaveLength(src.split('\n').length)
    expect(prepared.code).not.toContain('%% inner')
    // Mermaid reports line 4 of what it parsed (the "B -->" line): line 9 of the input.
    const error = Object.assign(new Error('Parse error on line 4'), { hash: { loc: { first_line: 4 } } })
    expect(errorLineInInput(error, prepared, { lineOffset: 0 })).toBe(9)
    expect(prepareSource('%%{init: {"theme": "forest"}}%%\ngraph LR\nA-->B').lineOffset).toBe(1)
    expect(prepareSource('graph LR\nA-->B').lineOffset).toBe(0)
  })

  it('finds the first mermaid block of a Markdown document and its line offset', () => {
    const md = '# Notes\n\nSome text.\n\n```mermaid\ngraph LR\n  A --> B\n```\n\n```mermaid\npie\n```'
    expect(extractDiagram(md)).toEqual({ code: 'graph LR\n  A --> B', lineOffset: 5, fenced: true })
    expect(extractDiagram('graph LR\r\nA-->B')).toEqual({ code: 'graph LR\nA-->B', lineOffset: 0, fenced: false })
  })

  it('turns errors into short messages', () => {
    expect(
      mermaidErrorMessage(new Error("Parse error on line 2:\n...A -->\n-----^\nExpecting 'AMP', 'ALPHA', got 'EOF'")),
    ).toBe("Syntax error — Expecting 'AMP', 'ALPHA', got 'EOF'")
    expect(
      mermaidErrorMessage(new Error('No diagram type detected matching given configuration for text: hello')),
    ).toMatch(/^Unknown diagram type/)
    expect(mermaidErrorMessage(new Error('Maximum text size in diagram exceeded'))).toMatch(/too large/)
  })
})

describe('sanitising', () => {
  it('makes CSS inert without breaking fragment references', () => {
    const css =
      '@import url(https://x.example/a.css); .a{fill:url(#grad);background:url("https://x.example/p.png")} .b{behavior:url(x.htc);width:expression(alert(1))}'
    const out = cleanCss(css)
    expect(out).toContain('url(#grad)')
    expect(out).not.toMatch(/x\.example|@import|expression\(|behavior/)
  })

  it('keeps the shapes, text, markers and style of a diagram and removes script, handlers and outside links', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" onload="window.__pwned=1">
      <style>#d .node rect{fill:#ECECFF;stroke:url(https://evil.example/x)} .e{marker-end:url(#arrow)}</style>
      <defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10z"/></marker></defs>
      <g class="node" transform="translate(10,10)"><rect width="40" height="20" style="fill:url(https://evil.example/y)"/>
      <text dominant-baseline="middle" text-anchor="middle"><tspan>Start</tspan></text></g>
      <a href="javascript:window.__pwned=2"><text>link</text></a><a href="#arrow"><text>inner</text></a>
      <script>window.__pwned=3</script>
      <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__pwned=4"/></div></foreignObject>
      <image href="https://evil.example/i.png"/>
    </svg>`
    const clean = sanitizeSvg(svg)
    expect(clean).toContain('<tspan>Start</tspan>')
    expect(clean).toContain('<marker')
    expect(clean).toContain('marker-end:url(#arrow)')
    expect(clean).toContain('fill:#ECECFF')
    expect(clean).toContain('href="#arrow"')
    expect(clean).toMatch(/viewBox="0 0 100 50"/)
    expect(clean).not.toMatch(/onload|onerror|javascript:|<script|foreignObject|<img|<image|evil\.example/i)
  })
})

describe('export sizes', () => {
  it('reads the size from the viewBox, or the width and height', () => {
    expect(svgSize('<svg viewBox="-8 -8 316.5 120" width="100%">')).toEqual({ width: 316.5, height: 120 })
    expect(svgSize('<svg width="30" height="20">')).toEqual({ width: 30, height: 20 })
    expect(svgSize('<svg>')).toBeNull()
  })

  it('doubles the size for PNG, within the canvas limit', () => {
    expect(pngSize({ width: 316.5, height: 120 })).toEqual({ width: 633, height: 240 })
    expect(pngSize({ width: 10_000, height: 100 })).toEqual({ width: 16_384, height: 164 })
  })
})
