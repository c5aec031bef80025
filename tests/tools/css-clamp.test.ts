import { describe, expect, it } from 'vitest'
import {
  buildClampCss,
  buildClampExpression,
  CHART_VIEWPORTS,
  CLAMP_DEFAULTS,
  CLAMP_PRESETS,
  type ClampInput,
  evaluateClampExpression,
  formatLength,
  normalizeClampInput,
  sizeAtViewport,
} from '../../src/tools/css-clamp/css-clamp'

const at = (input: ClampInput, vp: number) => evaluateClampExpression(buildClampExpression(input), vp)

describe('buildClampExpression', () => {
  it('writes the defaults as clamp(min, calc(intercept + slope·vw), max)', () => {
    // slope = 16 / 880 = 0.0181818…; intercept = 16 − 0.0181818 × 320 = 10.1818…
    expect(buildClampExpression(CLAMP_DEFAULTS)).toBe('clamp(16px, calc(10.1818px + 1.8182vw), 32px)')
    expect(buildClampCss(CLAMP_DEFAULTS)).toBe('font-size: clamp(16px, calc(10.1818px + 1.8182vw), 32px);')
  })

  it('converts to rem and em over a 16 px base', () => {
    expect(buildClampExpression({ ...CLAMP_DEFAULTS, unit: 'rem' })).toBe(
      'clamp(1rem, calc(0.6364rem + 1.8182vw), 2rem)',
    )
    expect(buildClampExpression({ ...CLAMP_DEFAULTS, unit: 'em' })).toBe('clamp(1em, calc(0.6364em + 1.8182vw), 2em)')
    expect(formatLength(24, 'rem')).toBe('1.5rem')
    expect(formatLength(18, 'px')).toBe('18px')
  })

  it('evaluates to min at the min viewport and max at the max viewport, for every unit and preset', () => {
    for (const unit of ['px', 'rem', 'em'] as const) {
      for (const p of CLAMP_PRESETS) {
        const input = normalizeClampInput({
          unit,
          minValue: p.min,
          maxValue: p.max,
          minViewport: p.minVp,
          maxViewport: p.maxVp,
        })
        expect(at(input, p.minVp)).toBeCloseTo(p.min, 1)
        expect(at(input, p.maxVp)).toBeCloseTo(p.max, 1)
        expect(at(input, 100)).toBe(p.min)
        expect(at(input, 3000)).toBe(p.max)
        const mid = (p.minVp + p.maxVp) / 2
        expect(at(input, mid)).toBeCloseTo((p.min + p.max) / 2, 1)
      }
    }
  })

  it('writes a negative intercept with its sign', () => {
    const input = normalizeClampInput({ unit: 'px', minValue: 8, maxValue: 200, minViewport: 800, maxViewport: 900 })
    const expr = buildClampExpression(input)
    expect(expr).toBe('clamp(8px, calc(-1528px + 192vw), 200px)')
    expect(evaluateClampExpression(expr, 800)).toBeCloseTo(8)
    expect(evaluateClampExpression(expr, 900)).toBeCloseTo(200)
  })

  it('stays a flat size when min equals max', () => {
    const input = normalizeClampInput({ unit: 'rem', minValue: 20, maxValue: 20, minViewport: 320, maxViewport: 1200 })
    expect(buildClampExpression(input)).toBe('clamp(1.25rem, calc(1.25rem + 0vw), 1.25rem)')
  })
})

describe('normalizeClampInput', () => {
  it('falls back to 8, 32, 320 and 1200 for blank or non-numeric boxes', () => {
    expect(
      normalizeClampInput({ unit: 'px', minValue: '', maxValue: 'abc', minViewport: ' ', maxViewport: 'x' }),
    ).toEqual({
      unit: 'px',
      minValue: 8,
      maxValue: 32,
      minViewport: 320,
      maxViewport: 1200,
    })
  })

  it('keeps the slider bounds: min 8–100, max min–200, min viewport 200–800, max viewport min+100–2000', () => {
    expect(
      normalizeClampInput({ unit: 'px', minValue: 2, maxValue: 900, minViewport: 50, maxViewport: 99999 }),
    ).toEqual({
      unit: 'px',
      minValue: 8,
      maxValue: 200,
      minViewport: 200,
      maxViewport: 2000,
    })
    const bumped = normalizeClampInput({ unit: 'px', minValue: 60, maxValue: 40, minViewport: 800, maxViewport: 850 })
    expect(bumped.maxValue).toBe(60)
    expect(bumped.maxViewport).toBe(900)
    expect(
      normalizeClampInput({ unit: 'px', minValue: 150, maxValue: 10, minViewport: 1, maxViewport: 1 }).minValue,
    ).toBe(100)
  })
})

describe('sizeAtViewport', () => {
  it('gives the chart sizes and zones', () => {
    const rows = CHART_VIEWPORTS.map((vp) => sizeAtViewport(CLAMP_DEFAULTS, vp))
    expect(rows[0]).toEqual({ px: 16, zone: 'min' })
    expect(rows[2].px).toBeCloseTo(16 + (16 * 448) / 880, 6)
    expect(rows[2].zone).toBe('fluid')
    expect(rows[4]).toEqual({ px: 32, zone: 'max' })
    expect(rows[6]).toEqual({ px: 32, zone: 'max' })
  })

  it('matches the printed expression at every viewport', () => {
    const input = { ...CLAMP_DEFAULTS, unit: 'rem' as const }
    for (let vp = 200; vp <= 2000; vp += 37) expect(at(input, vp)).toBeCloseTo(sizeAtViewport(input, vp).px, 2)
  })
})
