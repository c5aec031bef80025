import { describe, expect, it } from 'vitest'
import {
  buildLayer,
  buildShadowCss,
  buildShadowFile,
  buildShadowValue,
  SHADOW_DEFAULTS,
  SHADOW_LIMITS,
  SHADOW_PRESETS,
  shadowColor,
  shadowUsageExamples,
} from '../../src/tools/shadow-generator/shadow-generator'

describe('shadow CSS', () => {
  it('builds the default shadow', () => {
    expect(SHADOW_DEFAULTS).toEqual({
      offsetX: 0,
      offsetY: 4,
      blurRadius: 8,
      spreadRadius: 0,
      color: '#000000',
      opacity: 25,
      inset: false,
    })
    expect(buildShadowCss([SHADOW_DEFAULTS])).toBe('box-shadow: 0px 4px 8px 0px rgba(0, 0, 0, 0.25);')
    expect(buildShadowFile([SHADOW_DEFAULTS])).toBe(
      '.box-shadow {\n  box-shadow: 0px 4px 8px 0px rgba(0, 0, 0, 0.25);\n}\n',
    )
  })

  it('applies the opacity to the colour and writes inset first', () => {
    expect(buildLayer({ ...SHADOW_DEFAULTS, color: '#3B82F6', opacity: 50, inset: true, offsetX: -3 })).toBe(
      'inset -3px 4px 8px 0px rgba(59, 130, 246, 0.5)',
    )
    expect(shadowColor('#ffffff', 100)).toBe('rgba(255, 255, 255, 1)')
    expect(shadowColor('#ffffff', 0)).toBe('rgba(255, 255, 255, 0)')
    expect(shadowColor('#ffffff', 33)).toBe('rgba(255, 255, 255, 0.33)')
  })

  it('gives black with the chosen opacity for an invalid hex', () => {
    expect(shadowColor('not a colour', 40)).toBe('rgba(0, 0, 0, 0.4)')
    expect(shadowColor('#12345', 10)).toBe('rgba(0, 0, 0, 0.1)')
    expect(buildLayer({ ...SHADOW_DEFAULTS, color: '#zzzzzz', opacity: 60 })).toBe('0px 4px 8px 0px rgba(0, 0, 0, 0.6)')
  })

  it('joins layers in order, one per line in the copied CSS', () => {
    const top = { ...SHADOW_DEFAULTS, offsetY: 1, blurRadius: 2, opacity: 10 }
    const bottom = { ...SHADOW_DEFAULTS, color: '#ff0000', spreadRadius: -2 }
    expect(buildShadowValue([top, bottom])).toBe(
      '0px 1px 2px 0px rgba(0, 0, 0, 0.1), 0px 4px 8px -2px rgba(255, 0, 0, 0.25)',
    )
    expect(buildShadowCss([top, bottom])).toBe(
      'box-shadow:\n  0px 1px 2px 0px rgba(0, 0, 0, 0.1),\n  0px 4px 8px -2px rgba(255, 0, 0, 0.25);',
    )
    expect(buildShadowFile([top, bottom])).toBe(
      '.box-shadow {\n  box-shadow:\n    0px 1px 2px 0px rgba(0, 0, 0, 0.1),\n    0px 4px 8px -2px rgba(255, 0, 0, 0.25);\n}\n',
    )
    expect(buildShadowValue([])).toBe('none')
  })

  it('has six presets inside the limits and usage examples', () => {
    expect(SHADOW_PRESETS).toHaveLength(6)
    expect(new Set(SHADOW_PRESETS.map((p) => p.name)).size).toBe(6)
    for (const p of SHADOW_PRESETS) {
      for (const key of ['offsetX', 'offsetY', 'blurRadius', 'spreadRadius', 'opacity'] as const) {
        expect(p[key]).toBeGreaterThanOrEqual(SHADOW_LIMITS[key].min)
        expect(p[key]).toBeLessThanOrEqual(SHADOW_LIMITS[key].max)
      }
    }
    expect(SHADOW_PRESETS.some((p) => p.inset)).toBe(true)
    const ex = shadowUsageExamples([SHADOW_DEFAULTS])
    expect(ex.some((e) => e.code.includes('box-shadow: 0px 4px 8px 0px rgba(0, 0, 0, 0.25);'))).toBe(true)
  })
})
