import { describe, expect, it } from 'vitest'
import { hexContrastRatio } from '../../src/lib/color'
import {
  COMMON_COMBINATIONS,
  checkContrast,
  colorsCss,
  contrastFlags,
  contrastRating,
  formatRatio,
  suggestFixes,
  WCAG_THRESHOLDS,
} from '../../src/tools/contrast-checker/contrast-checker'

describe('contrast rules', () => {
  it('uses the WCAG thresholds', () => {
    expect(WCAG_THRESHOLDS).toEqual({ AA_normal: 4.5, AA_large: 3, AAA_normal: 7, AAA_large: 4.5 })
  })

  it('rates at the exact thresholds', () => {
    expect(contrastRating(21)).toBe('Excellent')
    expect(contrastRating(7)).toBe('Excellent')
    expect(contrastRating(6.99)).toBe('Good')
    expect(contrastRating(4.5)).toBe('Good')
    expect(contrastRating(4.49)).toBe('Fair')
    expect(contrastRating(3)).toBe('Fair')
    expect(contrastRating(2.99)).toBe('Poor')
    expect(contrastRating(1)).toBe('Poor')
  })

  it('sets the four flags', () => {
    expect(contrastFlags(4.6)).toEqual({ AA_normal: true, AA_large: true, AAA_normal: false, AAA_large: true })
    expect(contrastFlags(3.2)).toEqual({ AA_normal: false, AA_large: true, AAA_normal: false, AAA_large: false })
    expect(contrastFlags(7)).toEqual({ AA_normal: true, AA_large: true, AAA_normal: true, AAA_large: true })
  })

  it('formats N.NN:1, truncating so a near miss never reads as a pass', () => {
    expect(formatRatio(21)).toBe('21.00:1')
    expect(formatRatio(1)).toBe('1.00:1')
    expect(formatRatio(4.4999)).toBe('4.49:1')
    expect(formatRatio(4.5 - 1e-12)).toBe('4.50:1')
    expect(formatRatio(4.546)).toBe('4.54:1')
  })

  it('computes known WCAG ratios with correct sRGB linearisation', () => {
    expect(formatRatio(checkContrast('#000000', '#ffffff').ratio)).toBe('21.00:1')
    expect(formatRatio(checkContrast('#767676', '#ffffff').ratio)).toBe('4.54:1')
    expect(formatRatio(checkContrast('#777777', '#ffffff').ratio)).toBe('4.47:1')
    expect(formatRatio(checkContrast('#ffffff', '#3b82f6').ratio)).toBe('3.67:1')
    // Order does not matter.
    expect(checkContrast('#ffffff', '#767676').ratio).toBeCloseTo(checkContrast('#767676', '#ffffff').ratio, 12)
  })

  it('treats an invalid hex as luminance 0 (black)', () => {
    const r = checkContrast('nope', '#ffffff')
    expect(r.foregroundValid).toBe(false)
    expect(formatRatio(r.ratio)).toBe('21.00:1')
    expect(checkContrast('#000', '#12345').ratio).toBe(1)
    expect(checkContrast('#000', '#12345').rating).toBe('Poor')
  })

  it('suggests one fix per distinct failing threshold, each passing it', () => {
    const r = checkContrast('#999999', '#ffffff')
    const s = suggestFixes('#999999', '#ffffff', r.flags)
    expect(s.map((x) => x.target)).toEqual([3, 4.5, 7])
    expect(s[1].levels).toEqual(['AA normal text', 'AAA large text'])
    for (const x of s) expect(hexContrastRatio(x.result?.hex ?? '', '#ffffff')).toBeGreaterThanOrEqual(x.target)
    expect(suggestFixes('#000000', '#ffffff', checkContrast('#000000', '#ffffff').flags)).toEqual([])
  })

  it('copies the colours as CSS', () => {
    expect(colorsCss('#ABC', ' #ffffff ')).toBe('color: #aabbcc;\nbackground-color: #ffffff;')
  })

  it('has six common combinations with valid colours', () => {
    expect(COMMON_COMBINATIONS).toHaveLength(6)
    for (const c of COMMON_COMBINATIONS) expect(checkContrast(c.foreground, c.background).foregroundValid).toBe(true)
  })
})
