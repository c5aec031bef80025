import { describe, expect, it } from 'vitest'
import { diagramStatus, sourceLine } from '../../src/tools/markdown-mermaid/status-text'

describe('markdown-mermaid status text', () => {
  it('finds the line an error points at, across line endings', () => {
    expect(sourceLine('a\r\nb\rc\nd', 3)).toBe('c')
    expect(sourceLine('a\nb', 3)).toBeNull()
    expect(sourceLine('a\nb', 0)).toBeNull()
    expect(sourceLine('a\nb', null)).toBeNull()
  })

  it('says whether the diagram is being drawn, was drawn, or what to do', () => {
    expect(diagramStatus('rendering', null, false)).toBe('Rendering…')
    expect(diagramStatus('slow', { ms: 5, theme: 'dark' }, false)).toBe('Rendering…')
    expect(diagramStatus('idle', { ms: 0.2, theme: 'light' }, false)).toBe('Rendered in 1 ms · light theme')
    expect(diagramStatus('idle', { ms: 42.6, theme: 'dark' }, true)).toBe('Fix the error to update the diagram.')
    expect(diagramStatus('idle', null, false)).toBe('Type a diagram to see it drawn.')
  })
})
