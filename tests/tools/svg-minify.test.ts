import { optimize } from 'svgo'
import { describe, expect, it } from 'vitest'
import { InvalidSvgError, MAX_SVG_DEPTH, minifySvg, svgDepth } from '../../src/lib/svg/svg-minify'
import { SAMPLE_SVG } from '../../src/tools/svg-minify/svg-minify'
import { svgApi } from '../../workers/svg/svg.api'

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

describe('svgDepth and the nesting limit', () => {
  const nested = (n: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g fill="red">'.repeat(n)}<rect width="1" height="1"/>${'</g>'.repeat(n)}</svg>`
  it('counts element nesting, skipping comments, CDATA, the DOCTYPE and ">" in quoted values', () => {
    expect(svgDepth(nested(3))).toBe(4)
    expect(
      svgDepth(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "<g>">]><svg a="x>y"><!-- <g><g> --><![CDATA[<g>]]><g/><g></g></svg>',
      ),
    ).toBe(2)
    expect(svgDepth(nested(100_000), MAX_SVG_DEPTH)).toBe(MAX_SVG_DEPTH + 1)
  })
  it('refuses nesting past the limit by name, before SVGO runs; takes the limit itself', () => {
    const refused = () => minifySvg(nested(100_000), () => expect.unreachable('SVGO ran'))
    expect(refused).toThrow(InvalidSvgError)
    expect(refused).toThrow('This SVG nests elements more than 256 levels deep; SVG Minifier reads up to 256 levels.')
    // 255 groups inside <svg>: 256 levels, minified to one red square; one more group is refused.
    expect(minifySvg(nested(MAX_SVG_DEPTH - 1), optimize).output).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><path fill="red" d="M0 0h1v1H0z"/></svg>',
    )
    expect(() => minifySvg(nested(MAX_SVG_DEPTH), optimize)).toThrow('more than 256 levels deep')
  })
})

describe('the svg worker api', () => {
  it('gives the result, the limit refusal and the parser reason as data (errors do not cross the worker whole)', async () => {
    const ok = await svgApi.minify(SAMPLE_SVG)
    expect(ok.ok && ok.result.output).toContain('viewBox="0 0 120 120"')
    const deep = await svgApi.minify(
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(300)}${'</g>'.repeat(300)}</svg>`,
    )
    expect(deep).toEqual({
      ok: false,
      message: 'This SVG nests elements more than 256 levels deep; SVG Minifier reads up to 256 levels.',
      limit: true,
    })
    const broken = await svgApi.minify('<svg><g></svg')
    expect(broken.ok === false && broken.message).toMatch(/^Invalid SVG: \S/)
  })
})
