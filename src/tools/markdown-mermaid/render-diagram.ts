// Mermaid, loaded on first use, drawing one diagram: parsed, rendered and sanitised (DOMPurify's SVG profile).
import type { Mermaid } from 'mermaid'
import { type DiagramTheme, mermaidConfig } from './markdown-mermaid'
import { sanitizeSvg } from './sanitize-svg'

let mermaidModule: Promise<Mermaid> | null = null
const loadMermaid = () => {
  mermaidModule ??= import('mermaid').then((m) => m.default)
  return mermaidModule
}

export type Outcome = { ok: true; svg: string } | { ok: false; error: unknown }

export async function renderDiagram(code: string, theme: DiagramTheme, id: string): Promise<Outcome> {
  const mermaid = await loadMermaid()
  mermaid.initialize(mermaidConfig(theme))
  try {
    await mermaid.parse(code)
    const { svg } = await mermaid.render(id, code)
    return { ok: true, svg: sanitizeSvg(svg) }
  } catch (error) {
    return { ok: false, error }
  } finally {
    // Mermaid measures text in a temporary element; a failed render can leave it behind.
    document.getElementById(id)?.remove()
    document.getElementById(`d${id}`)?.remove()
  }
}
