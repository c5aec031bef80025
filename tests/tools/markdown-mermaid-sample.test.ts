// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { diagramKind, EXAMPLES, mermaidConfig } from '../../src/tools/markdown-mermaid/markdown-mermaid'
import { SAMPLE_DRAWING } from '../../src/tools/markdown-mermaid/sample-drawing'
import { sanitizeSvg } from '../../src/tools/markdown-mermaid/sanitize-svg'
import { diagramStatus } from '../../src/tools/markdown-mermaid/status-text'
import { straightenPath } from '../../src/tools/markdown-mermaid/store-drawing'
import { labelSvg, STORED_DRAWINGS, storedDrawing } from '../../src/tools/markdown-mermaid/stored-drawing'

// The stored drawing is the page's own: e2e/tools/markdown-mermaid.spec.ts draws the sample live and compares. These
// catch the usual reasons it goes stale without a browser; `node scripts/markdown-mermaid-sample.mjs` redraws it.
const redraw = 'stale: run scripts/markdown-mermaid-sample.mjs (see its header)'

/** Elements (in document order) and their attributes (in any order) of an SVG, as the browser's DOM reads them. */
function shape(markup: string): string[] {
  const box = document.createElement('div')
  box.innerHTML = markup
  return [...box.querySelectorAll('*')].map(
    (el) =>
      `${el.localName} ${[...el.attributes]
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ')} ${el.localName === 'style' ? el.textContent : ''}`,
  )
}

describe("the sample's stored drawing", () => {
  it('is of the sample the page starts with, drawn by the Mermaid version installed with these settings', () => {
    expect(SAMPLE_DRAWING.code, redraw).toBe(EXAMPLES[0].code)
    expect(SAMPLE_DRAWING.kind).toBe(diagramKind(EXAMPLES[0].code))
    const installed = JSON.parse(readFileSync('node_modules/mermaid/package.json', 'utf8')).version
    expect(SAMPLE_DRAWING.mermaidVersion, redraw).toBe(installed)
    expect(SAMPLE_DRAWING.config.light, redraw).toBe(JSON.stringify(mermaidConfig('light')))
    expect(SAMPLE_DRAWING.config.dark, redraw).toBe(JSON.stringify(mermaidConfig('dark')))
  })

  it('passes the sanitiser unchanged (save the role the view gives it), as one labelled image per theme', () => {
    for (const theme of ['light', 'dark'] as const) {
      const svg = SAMPLE_DRAWING.svg[theme]
      expect(shape(labelSvg(sanitizeSvg(svg), 'flowchart diagram'))).toEqual(shape(svg))
      expect(labelSvg(svg, 'flowchart diagram')).toBe(svg)
      expect(svg).toMatch(
        new RegExp(`^<svg id="lk-mermaid-sample-${theme}"[^>]* role="img" aria-label="flowchart diagram"`),
      )
      for (const word of ['Start', ' stock?', ' parcel', ' supplier', 'Done']) expect(svg).toContain(`>${word}<`)
      expect(svg).not.toMatch(/lk-mermaid-\d/)
    }
    expect(shape(SAMPLE_DRAWING.svg.light)).not.toEqual(shape(SAMPLE_DRAWING.svg.dark))
  })

  it('stands in only for the exact sample', () => {
    const code = EXAMPLES[0].code
    expect(storedDrawing(code, 'dark')).toBe(STORED_DRAWINGS.dark)
    expect(storedDrawing(code, 'light')?.markup).toBe(SAMPLE_DRAWING.svg.light)
    expect(storedDrawing(`${code}\n`, 'light')).toBeNull()
    expect(storedDrawing('', 'light')).toBeNull()
    expect(storedDrawing(EXAMPLES[1].code, 'light')).toBeNull()
  })

  it('says it was drawn in advance, not how fast, nor in which theme (unknown to the prerendered page)', () => {
    expect(diagramStatus('idle', { ms: null, theme: 'dark' }, false)).toBe('Example drawn in advance')
    expect(diagramStatus('rendering', { ms: null, theme: 'light' }, false)).toBe('Rendering…')
  })
})

describe('labelSvg', () => {
  it('makes the root one image with a name, keeping a name it has', () => {
    expect(labelSvg('<svg viewBox="0 0 1 1" role="graphics-document document"><g></g></svg>', 'pie diagram')).toBe(
      '<svg viewBox="0 0 1 1" role="img" aria-label="pie diagram"><g></g></svg>',
    )
    expect(labelSvg('<svg aria-labelledby="t"><title id="t">T</title></svg>', 'x')).toBe(
      '<svg aria-labelledby="t" role="img"><title id="t">T</title></svg>',
    )
    expect(labelSvg('<svg>', 'a "b" <c>')).toBe('<svg role="img" aria-label="a &quot;b&quot; &lt;c&gt;">')
    expect(labelSvg('', 'x')).toBe('')
  })
})

describe('straightenPath', () => {
  it('writes a curve drawn along a straight side as that line, and leaves real curves', () => {
    // Rough.js: control points at random places on the side from (0, 0) to (10, 5), then a real curve.
    expect(straightenPath('M0 0 C2.4 1.2, 7.2 3.6, 10 5 C12 9, 14 9, 16 5 Z')).toBe('M0 0 L10 5 C12 9, 14 9, 16 5 Z')
    expect(straightenPath('M0 0 C2 1, 8 4, 10 5')).toBe(straightenPath('M0 0 C3.1 1.55, 6.2 3.1, 10 5'))
    // A point that does not move; a control point beyond the end is a curve.
    expect(straightenPath('M1 1 C1 1, 1 1, 1 1')).toBe('M1 1 L1 1')
    expect(straightenPath('M0 0 C2 1, 12 6, 10 5')).toBe('M0 0 C2 1, 12 6, 10 5')
    // Relative or other commands: as it is.
    expect(straightenPath('m0 0 c2 1 8 4 10 5')).toBe('m0 0 c2 1 8 4 10 5')
  })
})
