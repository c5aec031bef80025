// The Mermaid page's status line and the source line a syntax error points at (pure, unit-tested).

export interface Failure {
  line: number | null
  message: string
  source: string | null
}

/** The text of 1-based line `line` of the code, or null when there is no such line. */
export function sourceLine(code: string, line: number | null): string | null {
  const lines = code.replace(/\r\n?/g, '\n').split('\n')
  return line !== null && line >= 1 && line <= lines.length ? lines[line - 1] : null
}

/**
 * The Diagram panel's description: drawing, drawn (how fast, which theme), or what to do. The sample's drawing stored
 * ahead of time (`ms` null) says only that: the same words in the prerendered page, whose theme only its stylesheet
 * knows, and once it runs (so nothing moves when it hydrates).
 */
export function diagramStatus(
  status: 'idle' | 'rendering' | 'slow',
  drawn: { ms: number | null; theme: string } | null,
  failed: boolean,
): string {
  if (status === 'rendering' || status === 'slow') return 'Rendering…'
  if (drawn && !failed)
    return drawn.ms === null
      ? 'Example drawn in advance'
      : `Rendered in ${Math.max(1, Math.round(drawn.ms))} ms · ${drawn.theme} theme`
  return failed ? 'Fix the error to update the diagram.' : 'Type a diagram to see it drawn.'
}
