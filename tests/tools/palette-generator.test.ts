import { describe, expect, it } from 'vitest'
import { parseHex, rgbToHslExact } from '../../src/lib/color'
import {
  generatePalette,
  HARMONIES,
  HUE_OFFSETS,
  LIGHTNESS_OFFSETS,
  paletteCss,
  paletteText,
  RANDOM_REGENERATE_MS,
  randomBaseColor,
} from '../../src/tools/palette-generator/palette-generator'

const hslOf = (hex: string) => rgbToHslExact(parseHex(hex) as { r: number; g: number; b: number })
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b))

describe('palette harmonies', () => {
  it('uses the spec offsets', () => {
    expect(HUE_OFFSETS.complementary).toEqual([0, 180])
    expect(HUE_OFFSETS.triadic).toEqual([0, 120, 240])
    expect([...HUE_OFFSETS.analogous].sort((a, b) => a - b)).toEqual([-60, -30, 0, 30, 60])
    expect(HUE_OFFSETS.tetradic).toEqual([0, 90, 180, 270])
    expect(LIGHTNESS_OFFSETS).toEqual([-40, -20, 0, 20, 40])
    expect(HARMONIES.map((h) => h.id)).toEqual(['complementary', 'triadic', 'analogous', 'tetradic', 'monochromatic'])
    expect(RANDOM_REGENERATE_MS).toBe(100)
  })

  it('complementary of pure red is cyan', () => {
    expect(generatePalette('#ff0000', 'complementary')?.map((s) => s.hex)).toEqual(['#ff0000', '#00ffff'])
  })

  it('triadic and tetradic of pure red', () => {
    expect(generatePalette('#f00', 'triadic')?.map((s) => s.hex)).toEqual(['#ff0000', '#00ff00', '#0000ff'])
    expect(generatePalette('#FF0000', 'tetradic')?.map((s) => s.hex)).toEqual([
      '#ff0000',
      '#80ff00',
      '#00ffff',
      '#8000ff',
    ])
  })

  it('analogous wraps the hue around 0/360', () => {
    const p = generatePalette('#ff0000', 'analogous')
    expect(p?.map((s) => s.role)).toEqual(['−60°', '−30°', 'Base', '+30°', '+60°'])
    expect(p?.map((s) => Math.round(hslOf(s.hex).h))).toEqual([300, 330, 0, 30, 60])
  })

  it('rotates hue from the exact HSL of the base and keeps saturation and lightness', () => {
    const base = hslOf('#3b82f6')
    for (const harmony of ['complementary', 'triadic', 'analogous', 'tetradic'] as const) {
      const p = generatePalette('#3b82f6', harmony) ?? []
      HUE_OFFSETS[harmony].forEach((offset, i) => {
        const hsl = hslOf(p[i].hex)
        expect(hueDistance(hsl.h, (base.h + offset + 360) % 360)).toBeLessThan(1.5)
        expect(Math.abs(hsl.s - base.s)).toBeLessThan(1.5)
        expect(Math.abs(hsl.l - base.l)).toBeLessThan(0.5)
      })
      expect(p.filter((s) => s.isBase).map((s) => s.hex)).toEqual(['#3b82f6'])
    }
  })

  it('monochromatic steps lightness by ±20/±40 points and clamps to 0–100', () => {
    const p = generatePalette('#808080', 'monochromatic')
    expect(p?.map((s) => s.hex)).toEqual(['#1a1a1a', '#4d4d4d', '#808080', '#b3b3b3', '#e6e6e6'])
    expect(p?.map((s) => s.role)).toEqual(['Lightness −40', 'Lightness −20', 'Base', 'Lightness +20', 'Lightness +40'])
    const light = generatePalette('#e6e6e6', 'monochromatic')?.map((s) => s.hex)
    expect(light?.slice(3)).toEqual(['#ffffff', '#ffffff'])
    const dark = generatePalette('#1a1a1a', 'monochromatic')?.map((s) => s.hex)
    expect(dark?.slice(0, 2)).toEqual(['#000000', '#000000'])
  })

  it('returns null for an invalid base', () => {
    expect(generatePalette('#12', 'triadic')).toBeNull()
    expect(generatePalette('', 'complementary')).toBeNull()
  })
})

describe('random base colour', () => {
  it('stays within hue 0–360, saturation 40–80, lightness 30–70 (allowing 8-bit rounding)', () => {
    for (let i = 0; i < 500; i++) {
      const hex = randomBaseColor()
      const { s, l } = hslOf(hex)
      expect(s).toBeGreaterThanOrEqual(39)
      expect(s).toBeLessThanOrEqual(81)
      expect(l).toBeGreaterThanOrEqual(29.5)
      expect(l).toBeLessThanOrEqual(70.5)
    }
  })
  it('maps the random source onto the ranges', () => {
    expect(randomBaseColor(() => 0)).toBe('#6b2e2e') // h 0, s 40, l 30
    expect(randomBaseColor(() => 0.5)).toBe('#33cccc') // h 180, s 60, l 50
  })
})

describe('exports', () => {
  const p = generatePalette('#ff0000', 'triadic') ?? []
  it('Copy All lists the hex values', () => {
    expect(paletteText(p)).toBe('#ff0000, #00ff00, #0000ff')
  })
  it('CSS variables', () => {
    expect(paletteCss(p, 'triadic')).toBe(
      '/* Triadic palette from #ff0000 */\n:root {\n  --palette-1: #ff0000; /* Base */\n  --palette-2: #00ff00; /* +120° */\n  --palette-3: #0000ff; /* +240° */\n}\n',
    )
  })
})
