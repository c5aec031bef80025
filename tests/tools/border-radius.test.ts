import { describe, expect, it } from 'vitest'
import {
  buildRadiusCss,
  buildRadiusValue,
  changeUnit,
  parseCorner,
  RADIUS_PRESETS,
  radiusDefaults,
  sliderMax,
} from '../../src/tools/border-radius/border-radius'

const corners = (topLeft: number, topRight: number, bottomRight: number, bottomLeft: number) => ({
  topLeft,
  topRight,
  bottomRight,
  bottomLeft,
})

describe('border-radius shorthand', () => {
  it('uses one value when all corners are equal (default 8px)', () => {
    expect(buildRadiusCss(radiusDefaults())).toBe('border-radius: 8px;')
    expect(buildRadiusValue({ unit: '%', corners: corners(50, 50, 50, 50) })).toBe('50%')
    expect(buildRadiusValue({ unit: 'px', corners: corners(0, 0, 0, 0) })).toBe('0')
  })

  it('shortens to two and three values where CSS allows, else four in TL TR BR BL order', () => {
    expect(buildRadiusValue({ unit: 'px', corners: corners(4, 8, 4, 8) })).toBe('4px 8px')
    expect(buildRadiusValue({ unit: 'px', corners: corners(4, 8, 12, 8) })).toBe('4px 8px 12px')
    expect(buildRadiusValue({ unit: 'rem', corners: corners(1, 0.5, 0.25, 2) })).toBe('1rem 0.5rem 0.25rem 2rem')
    expect(buildRadiusValue({ unit: 'px', corners: corners(0, 10, 0, 20) })).toBe('0 10px 0 20px')
  })
})

describe('corner values', () => {
  it('turns blank or non-numeric entries into 0 and keeps within the slider range', () => {
    expect(parseCorner('', 'px')).toBe(0)
    expect(parseCorner('abc', 'px')).toBe(0)
    expect(parseCorner('12.5', 'px')).toBe(12.5)
    expect(parseCorner('-4', 'px')).toBe(0)
    expect(parseCorner('150', 'px')).toBe(100)
    expect(parseCorner('80', '%')).toBe(50)
  })

  it('has slider max 100, or 50 for percent, and clamps when the unit changes', () => {
    expect(sliderMax('px')).toBe(100)
    expect(sliderMax('rem')).toBe(100)
    expect(sliderMax('%')).toBe(50)
    const s = changeUnit({ unit: 'px', corners: corners(80, 8, 8, 8) }, '%')
    expect(s).toEqual({ unit: '%', corners: corners(50, 8, 8, 8) })
  })

  it('has the eight presets', () => {
    expect(RADIUS_PRESETS.map((p) => p.name)).toEqual([
      'None',
      'Small',
      'Medium',
      'Large',
      'Circle',
      'Pill',
      'Uneven',
      'Organic',
    ])
    const css = Object.fromEntries(RADIUS_PRESETS.map((p) => [p.name, buildRadiusValue(p)]))
    expect(css).toMatchObject({ None: '0', Small: '4px', Medium: '8px', Large: '16px', Circle: '50%', Pill: '25px' })
    for (const p of RADIUS_PRESETS)
      for (const v of Object.values(p.corners)) expect(v).toBeLessThanOrEqual(sliderMax(p.unit))
  })
})
