import { describe, expect, it } from 'vitest'
import {
  describeSolution,
  formatFactoredForm,
  formatPolynomial,
  formatRoots,
  formatVertexForm,
  niceTicks,
  plotData,
  solveQuadratic,
} from '../../src/tools/quadratic-solver/quadratic-solver'

const fmt = { decimals: 4 }
const roots = (a: number, b: number, c: number) => formatRoots(solveQuadratic(a, b, c).solution, fmt)

describe('solveQuadratic', () => {
  it('finds two real roots in order', () => {
    expect(solveQuadratic(1, -3, 2).solution).toEqual({ kind: 'two-real', roots: [1, 2] })
    expect(roots(2, -3, 1)).toEqual(['x₁ = 0.5', 'x₂ = 1'])
    expect(roots(1, 0, -2)).toEqual(['x₁ = -1.4142', 'x₂ = 1.4142'])
    expect(solveQuadratic(1, -3, 2).discriminant).toBe(1)
  })
  it('finds a repeated root, even when float inputs miss zero by rounding', () => {
    expect(solveQuadratic(1, -2, 1).solution).toEqual({ kind: 'one-real', root: 1 })
    expect(solveQuadratic(1, -0.2, 0.01).solution).toMatchObject({ kind: 'one-real' })
    expect(roots(1, -0.2, 0.01)).toEqual(['x = 0.1'])
  })
  it('gives complex roots as a ± bi', () => {
    expect(solveQuadratic(1, 2, 5).solution).toEqual({ kind: 'complex', re: -1, im: 2 })
    expect(roots(1, 2, 5)).toEqual(['x₁ = -1 − 2i', 'x₂ = -1 + 2i', 'x = -1 ± 2i'])
    expect(roots(1, 0, 1)).toEqual(['x₁ = −i', 'x₂ = i', 'x = ±i'])
    expect(solveQuadratic(1, 2, 5).discriminant).toBe(-16)
  })
  it('handles a = 0 as a linear equation, and the degenerate cases', () => {
    expect(solveQuadratic(0, 2, -4).solution).toEqual({ kind: 'linear', root: 2 })
    expect(solveQuadratic(0, 0, 5).solution).toEqual({ kind: 'none' })
    expect(solveQuadratic(0, 0, 0).solution).toEqual({ kind: 'all' })
    expect(describeSolution({ kind: 'linear', root: 2 })).toContain('linear')
    expect(solveQuadratic(0, 2, 0).solution).toEqual({ kind: 'linear', root: 0 })
    expect(Object.is((solveQuadratic(0, 2, 0).solution as { root: number }).root, 0)).toBe(true)
  })
  it('keeps the small root accurate when b² ≫ 4ac (no cancellation)', () => {
    const s = solveQuadratic(1, 1e8, 1).solution
    expect(s.kind).toBe('two-real')
    if (s.kind === 'two-real') {
      expect(s.roots[1]).toBeCloseTo(-1e-8, 20)
      expect(Math.abs(s.roots[1] / -1e-8 - 1)).toBeLessThan(1e-12)
      expect(s.roots[0]).toBeCloseTo(-1e8, 0)
    }
  })
  it('does not overflow on huge coefficients', () => {
    const an = solveQuadratic(1e200, -3e200, 2e200)
    expect(an.solution).toEqual({ kind: 'two-real', roots: [1, 2] })
    expect(solveQuadratic(1e300, 1e300, 1e300).solution.kind).toBe('complex')
    expect(solveQuadratic(1e-300, -3e-300, 2e-300).solution).toEqual({ kind: 'two-real', roots: [1, 2] })
  })
  it('finds the vertex', () => {
    expect(solveQuadratic(1, -4, 3).vertex).toEqual({ x: 2, y: -1 })
    expect(solveQuadratic(-2, 0, 8).vertex).toEqual({ x: 0, y: 8 })
  })
  it('shows 0.1 + 0.2 style noise as clean numbers', () => {
    // Roots of (x − 0.1)(x − 0.2) = x² − 0.3x + 0.02
    expect(roots(1, -0.3, 0.02)).toEqual(['x₁ = 0.1', 'x₂ = 0.2'])
  })
})

describe('formatting', () => {
  it('writes polynomials as people do', () => {
    expect(formatPolynomial(2, -3, 1, fmt)).toBe('2x² − 3x + 1')
    expect(formatPolynomial(-1, 0, 4, fmt)).toBe('−x² + 4')
    expect(formatPolynomial(1, 1, 0, fmt)).toBe('x² + x')
    expect(formatPolynomial(0, 0, 0, fmt)).toBe('0')
    expect(formatPolynomial(0, -2, 0, fmt)).toBe('−2x')
  })
  it('writes vertex and factored forms', () => {
    expect(formatVertexForm(solveQuadratic(1, -4, 3), fmt)).toBe('(x − 2)² − 1')
    expect(formatVertexForm(solveQuadratic(-2, 0, 8), fmt)).toBe('−2x² + 8')
    expect(formatFactoredForm(solveQuadratic(2, -6, 4), fmt)).toBe('2(x − 1)(x − 2)')
    expect(formatFactoredForm(solveQuadratic(1, -1, 0), fmt)).toBe('x(x − 1)')
    expect(formatFactoredForm(solveQuadratic(1, 4, 4), fmt)).toBe('(x + 2)²')
    expect(formatFactoredForm(solveQuadratic(1, 0, 1), fmt)).toBeNull()
  })
})

describe('plot', () => {
  it('frames both roots and includes y = 0', () => {
    const p = plotData(solveQuadratic(1, -3, 2))
    expect(p).not.toBeNull()
    if (!p) return
    expect(p.xMin).toBeLessThan(1)
    expect(p.xMax).toBeGreaterThan(2)
    expect(p.yMin).toBeLessThan(0)
    expect(p.yMax).toBeGreaterThan(0)
    expect(p.roots).toEqual([1, 2])
    expect(p.points.length).toBe(241)
  })
  it('plots complex cases, lines and constants', () => {
    expect(plotData(solveQuadratic(1, 2, 5))?.roots).toEqual([])
    expect(plotData(solveQuadratic(0, 2, -4))?.roots).toEqual([2])
    expect(plotData(solveQuadratic(0, 0, 3))?.points.every((p) => p.y === 3)).toBe(true)
  })
  it('makes round ticks', () => {
    expect(niceTicks(0, 10)).toEqual([0, 2, 4, 6, 8, 10])
    expect(niceTicks(-0.35, 0.35, 7)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3])
    expect(niceTicks(1, 1)).toEqual([])
  })
})

describe('numeric edge cases', () => {
  it('never shows a negative zero root', () => {
    const s = solveQuadratic(1, -0, -0).solution
    expect(s).toEqual({ kind: 'one-real', root: 0 })
    expect(Object.is((s as { root: number }).root, -0)).toBe(false)
    expect(formatRoots(solveQuadratic(-1, 0, 0).solution, fmt)).toEqual(['x = 0'])
  })
  it('treats a = -0 as linear', () => {
    expect(solveQuadratic(-0, 4, 2).solution).toEqual({ kind: 'linear', root: -0.5 })
  })
  it('reports an overflowing discriminant as infinite rather than NaN', () => {
    const an = solveQuadratic(1, 1e200, 1)
    expect(an.discriminant).toBe(Number.POSITIVE_INFINITY)
    expect(an.solution.kind).toBe('two-real')
  })
})
