import { describe, expect, it } from 'vitest'
import { hexContrastRatio, parseHex, rgbToHslExact } from '../../src/lib/color'
import { colorFormats, meetsRatio, nearestPassingForeground, readableTextColor } from '../../src/lib/color-extra'

describe('colorFormats', () => {
  it('lists the six notations with exact strings', () => {
    const f = colorFormats({ r: 59, g: 130, b: 246 })
    expect(f.map((x) => [x.label, x.value])).toEqual([
      ['HEX', '#3b82f6'],
      ['RGB', 'rgb(59, 130, 246)'],
      ['RGBA', 'rgba(59, 130, 246, 1)'],
      ['HSL', 'hsl(217, 91%, 60%)'],
      ['HSLA', 'hsla(217, 91%, 60%, 1)'],
      ['CSS Variable', '--color-primary: #3b82f6;'],
    ])
  })
  it('uses a given HSL (the converter’s source of truth) instead of re-deriving it', () => {
    const f = colorFormats({ r: 128, g: 128, b: 128 }, { h: 200, s: 0, l: 50 })
    expect(f.find((x) => x.id === 'hsl')?.value).toBe('hsl(200, 0%, 50%)')
  })
})

describe('meetsRatio', () => {
  it('tolerates float noise at the threshold but not a real shortfall', () => {
    expect(meetsRatio(4.5 - 1e-12, 4.5)).toBe(true)
    expect(meetsRatio(4.499, 4.5)).toBe(false)
  })
})

describe('readableTextColor', () => {
  it('picks black on light and white on dark', () => {
    expect(readableTextColor({ r: 255, g: 255, b: 0 })).toBe('#000000')
    expect(readableTextColor({ r: 30, g: 58, b: 138 })).toBe('#ffffff')
  })
})

describe('nearestPassingForeground', () => {
  it('returns the colour itself when it already passes', () => {
    expect(nearestPassingForeground('#000000', '#ffffff', 7)).toEqual({ hex: '#000000', ratio: 21, lightnessDelta: 0 })
  })

  it('darkens a too-light grey on white just enough for 4.5:1', () => {
    const r = nearestPassingForeground('#999999', '#ffffff', 4.5)
    expect(r).not.toBeNull()
    if (!r) return
    expect(hexContrastRatio(r.hex, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(r.lightnessDelta).toBeLessThan(0)
    // One step (0.1 lightness point) less would fail: it is the nearest.
    const hsl = rgbToHslExact(parseHex(r.hex) as { r: number; g: number; b: number })
    expect(hsl.s).toBe(0)
    expect(r.hex).toBe('#767676')
  })

  it('keeps the hue and saturation of a coloured foreground', () => {
    const before = rgbToHslExact(parseHex('#3b82f6') as { r: number; g: number; b: number })
    const r = nearestPassingForeground('#3b82f6', '#ffffff', 4.5)
    expect(r).not.toBeNull()
    if (!r) return
    const after = rgbToHslExact(parseHex(r.hex) as { r: number; g: number; b: number })
    expect(Math.abs(after.h - before.h)).toBeLessThan(2)
    expect(Math.abs(after.s - before.s)).toBeLessThan(2)
    expect(r.ratio).toBeGreaterThanOrEqual(4.5)
    expect(r.ratio).toBeLessThan(4.7)
  })

  it('goes lighter on a dark background when that is nearer', () => {
    const r = nearestPassingForeground('#555555', '#000000', 7)
    expect(r?.lightnessDelta).toBeGreaterThan(0)
    expect(hexContrastRatio(r?.hex ?? '', '#000000')).toBeGreaterThanOrEqual(7)
  })

  it('picks the smaller lightness change of the two directions', () => {
    // On #777777, #8a8a8a reaches 3:1 either near black (about −36 points) or near #d4d4d4 (about +29): lighter wins.
    const lighter = nearestPassingForeground('#8a8a8a', '#777777', 3)
    expect(lighter?.lightnessDelta).toBeGreaterThan(20)
    expect(lighter?.lightnessDelta).toBeLessThan(35)
    expect(hexContrastRatio(lighter?.hex ?? '', '#777777')).toBeGreaterThanOrEqual(3)
    // On #666666, #333333 reaches 3:1 around #1a1a1a (about −10) or around #bcbcbc (about +54): darker wins.
    const darker = nearestPassingForeground('#333333', '#666666', 3)
    expect(darker?.lightnessDelta).toBeLessThan(0)
    expect(darker?.lightnessDelta).toBeGreaterThan(-15)
    expect(hexContrastRatio(darker?.hex ?? '', '#666666')).toBeGreaterThanOrEqual(3)
  })

  it('returns null when no lightness reaches the target, or the foreground is invalid', () => {
    // Against #777777 even black and white stay under 7:1.
    expect(hexContrastRatio('#000000', '#777777')).toBeLessThan(7)
    expect(hexContrastRatio('#ffffff', '#777777')).toBeLessThan(7)
    expect(nearestPassingForeground('#3b82f6', '#777777', 7)).toBeNull()
    expect(nearestPassingForeground('nope', '#ffffff', 4.5)).toBeNull()
  })

  it('treats an invalid background as black (luminance 0)', () => {
    const r = nearestPassingForeground('#333333', 'zzz', 4.5)
    expect(r?.lightnessDelta).toBeGreaterThan(0)
    expect(hexContrastRatio(r?.hex ?? '', '#000000')).toBeGreaterThanOrEqual(4.5)
  })
})
