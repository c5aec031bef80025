// The diagram for the code typed: the sample's stored drawing while the code is the sample, otherwise drawn by
// Mermaid (loaded then) a short pause after the last edit; a slow drawing is reported, and a drawing that ends after
// the code changed again is dropped.
import { useEffect, useRef, useState } from 'react'
import {
  DEBOUNCE_MS,
  type DiagramTheme,
  diagramKind,
  errorLineInInput,
  extractDiagram,
  mermaidErrorMessage,
  prepareSource,
  SLOW_RENDER_MS,
} from './markdown-mermaid'
import { type Failure, sourceLine } from './status-text'
import { type Drawn, storedDrawing } from './stored-drawing'

export type { Drawn }

export type DrawStatus = 'idle' | 'rendering' | 'slow'

export function useDiagram(code: string, theme: DiagramTheme) {
  const stored = storedDrawing(code, theme)
  // The last drawing stays on screen while the next one is drawn.
  const [svg, setSvg] = useState<Drawn | null>(stored)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [status, setStatus] = useState<DrawStatus>('idle')
  const generation = useRef(0)

  useEffect(() => {
    const run = ++generation.current
    const ready = storedDrawing(code, theme)
    if (ready || !code.trim()) {
      setSvg(ready)
      setFailure(null)
      setStatus('idle')
      return
    }
    const timer = setTimeout(async () => {
      setStatus('rendering')
      const extracted = extractDiagram(code)
      const prepared = prepareSource(extracted.code)
      const started = performance.now()
      // Mermaid lays out on the page's thread and cannot be stopped part-way: a slow diagram (or a slow machine's
      // first load of Mermaid) gets a notice, and its drawing is shown when it ends unless the text changed since.
      const slow = window.setTimeout(() => {
        if (generation.current === run) setStatus('slow')
      }, SLOW_RENDER_MS)
      const { renderDiagram } = await import('./render-diagram')
      const outcome = await renderDiagram(prepared.code, theme, `lk-mermaid-${run}`)
      clearTimeout(slow)
      if (generation.current !== run) return
      setStatus('idle')
      if (outcome.ok) {
        setSvg({ markup: outcome.svg, kind: diagramKind(prepared.code), ms: performance.now() - started, theme })
        setFailure(null)
      } else {
        const line = errorLineInInput(outcome.error, prepared, extracted)
        setFailure({ line, message: mermaidErrorMessage(outcome.error), source: sourceLine(code, line) })
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [code, theme])

  // The stored drawing shows in the same render the code becomes the sample again (no frame of the old drawing).
  return stored ? { svg: stored, failure: null, status: 'idle' as DrawStatus } : { svg, failure, status }
}
