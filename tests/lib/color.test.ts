import { describe, expect, it } from 'vitest'
import {
  contrastRatio,
  formatHsl,
  formatRgb,
  hexContrastRatio,
  hexLuminance,
  hslToRgb,
  normalizeHex,
  parseHex,
  perceivedBrightness,
  rgbToHex,
  rgbToHsl,
  rgbToHslExact,
  rotateHue,
} from '../../src/lib/color'

describe('parseHex', () => {
  it('accepts 6 and 3 digits, with or without #, any case', () => {
    expect(parseHex('#3b82f6')).toEqual({ r: 59, g: 130, b: 246 })
    expect(parseHex('3B82F6')).toEqual({ r: 59, g: 130, b: 246 })
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 })
    expect(parseHex(' #0a0 ')).toEqual({ r: 0, g: 170, b: 0 })
  })
  it('rejects anything else', () => {
    for (const bad of ['', '#', '#12345', '#1234567', 'zzzzzz', '#ggg', 'rgb(0,0,0)']) expect(parseHex(bad)).toBeNull()
  })
  it('normalises', () => {
    expect(normalizeHex('ABC')).toBe('#aabbcc')
    expect(normalizeHex('nope')).toBeNull()
  })
})

describe('conversions', () => {
  it('knows reference colours', () => {
    expect(rgbToHsl({ r: 59, g: 130, b: 246 })).toEqual({ h: 217, s: 91, l: 60 })
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 })
    expect(hslToRgb({ h: 120, s: 100, l: 25 })).toEqual({ r: 0, g: 128, b: 0 })
    expect(rgbToHex({ r: 0, g: 128, b: 255 })).toBe('#0080ff')
    expect(formatRgb({ r: 1, g: 2, b: 3 })).toBe('rgb(1, 2, 3)')
    expect(formatHsl({ h: 1, s: 2, l: 3 })).toBe('hsl(1, 2%, 3%)')
  })
  it('round-trips hex → rgb → integer hsl → rgb within ±3 (integer HSL cannot hold every RGB)', () => {
    for (let i = 0; i < 4096; i++) {
      const rgb = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 13) % 256 }
      const back = hslToRgb(rgbToHsl(parseHex(rgbToHex(rgb))!))
      expect(Math.abs(back.r - rgb.r)).toBeLessThanOrEqual(3)
      expect(Math.abs(back.g - rgb.g)).toBeLessThanOrEqual(3)
      expect(Math.abs(back.b - rgb.b)).toBeLessThanOrEqual(3)
    }
  })
  it('round-trips hex → rgb → exact hsl → rgb within ±1 (tools keep the exact value while sliders show it rounded)', () => {
    for (let i = 0; i < 4096; i++) {
      const rgb = { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 13) % 256 }
      const back = hslToRgb(rgbToHslExact(parseHex(rgbToHex(rgb))!))
      for (const k of ['r', 'g', 'b'] as const) expect(Math.abs(back[k] - rgb[k])).toBeLessThanOrEqual(1)
    }
  })
  it('rotates hue with wrap-around', () => {
    expect(rotateHue({ h: 300, s: 50, l: 50 }, 120).h).toBe(60)
    expect(rotateHue({ h: 10, s: 50, l: 50 }, -30).h).toBe(340)
  })
})

describe('WCAG', () => {
  it('gives known contrast ratios', () => {
    expect(hexContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(hexContrastRatio('#777777', '#ffffff').toFixed(2)).toBe('4.48')
    expect(hexContrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio({ r: 0, g: 0, b: 255 }, { r: 255, g: 255, b: 255 }).toFixed(2)).toBe('8.59')
  })
  it('treats an invalid hex as luminance 0', () => {
    expect(hexLuminance('nope')).toBe(0)
    expect(hexContrastRatio('nope', '#ffffff')).toBeCloseTo(21, 5)
  })
  it('computes perceived brightness with 0.299/0.587/0.114', () => {
    expect(perceivedBrightness({ r: 255, g: 255, b: 255 })).toBeCloseTo(255)
    expect(perceivedBrightness({ r: 100, g: 0, b: 0 })).toBeCloseTo(29.9)
  })
})
