// The sample diagram drawn ahead of time (sample-drawing.ts, written by scripts/markdown-mermaid-sample.mjs): the page
// shows it with its HTML instead of loading Mermaid, which is large and lays out on the page's thread, before the
// visitor changes anything. Checked against a live drawing by e2e/tools/markdown-mermaid.spec.ts.
import type { DiagramTheme } from './markdown-mermaid'
import { SAMPLE_DRAWING } from './sample-drawing'

export interface Drawn {
  markup: string
  kind: string
  /** How long the drawing took on this page; null for a drawing stored ahead of time. */
  ms: number | null
  theme: DiagramTheme
}

const STORED: Record<DiagramTheme, Drawn> = {
  light: { markup: SAMPLE_DRAWING.svg.light, kind: SAMPLE_DRAWING.kind, ms: null, theme: 'light' },
  dark: { markup: SAMPLE_DRAWING.svg.dark, kind: SAMPLE_DRAWING.kind, ms: null, theme: 'dark' },
}

/** The stored drawing of `code` in `theme`, when `code` is exactly the sample it was drawn from. */
export function storedDrawing(code: string, theme: DiagramTheme): Drawn | null {
  return code === SAMPLE_DRAWING.code ? STORED[theme] : null
}

/** Both stored drawings, for a page whose theme is known only to its stylesheet (the prerendered HTML). */
export const STORED_DRAWINGS = STORED

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The SVG markup with its root element marked as one image: role="img", and `label` as its name unless it has one
 * (an accTitle gives aria-labelledby). Applying it twice changes nothing.
 */
export function labelSvg(markup: string, label: string): string {
  return markup.replace(/<svg\b[^>]*>/, (tag) => {
    let out = /\srole="[^"]*"/.test(tag) ? tag.replace(/(\srole=")[^"]*"/, '$1img"') : addAttribute(tag, 'role', 'img')
    if (!/\saria-label(?:ledby)?="/.test(out)) out = addAttribute(out, 'aria-label', label)
    return out
  })
}

const addAttribute = (tag: string, name: string, value: string) =>
  tag.replace(/\s*(\/?)>$/, ` ${name}="${escapeAttribute(value)}"$1>`)
