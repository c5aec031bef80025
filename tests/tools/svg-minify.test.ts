import { optimize } from 'svgo'
import { describe, expect, it } from 'vitest'
import { minifySvg, SAMPLE_SVG } from '../../src/tools/svg-minify/svg-minify'

describe('minifySvg', () => {
  it('makes the sample smaller and keeps the viewBox', () => {
    const r = minifySvg(SAMPLE_SVG, optimize)
    expect(r.minifiedSize).toBeLessThan(r.originalSize)
    expect(r.bytesSaved).toBe(r.originalSize - r.minifiedSize)
    expect(r.reduction).toBeGreaterThan(30)
    expect(r.output).toContain('viewBox="0 0 120 120"')
    expect(r.output).not.toContain('<!--')
    expect(r.output).not.toContain('metadata')
  })
  it('counts bytes, not characters', () => {
    const r = minifySvg('<svg xmlns="http://www.w3.org/2000/svg"><text>héllo ✓</text></svg>', optimize)
    expect(r.originalSize).toBe(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><text>héllo ✓</text></svg>').length,
    )
    expect(r.reduction).toBeGreaterThanOrEqual(0)
  })
  it('rejects blank, non-SVG and broken input', () => {
    expect(() => minifySvg('   ', optimize)).toThrow('No input')
    expect(() => minifySvg('hello world', optimize)).toThrow()
    expect(() => minifySvg('<svg><g></svg', optimize)).toThrow()
    expect(() => minifySvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>', optimize)).toThrow()
  })
})
