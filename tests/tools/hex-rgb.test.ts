import { describe, expect, it } from 'vitest'
import { hslToRgb } from '../../src/lib/color'
import {
  createState,
  DEFAULT_HEX,
  deriveHsl,
  editHex,
  editHsl,
  editRgb,
  PRESETS,
  parseChannelText,
} from '../../src/tools/hex-rgb/hex-rgb'

describe('hex-rgb sync rules', () => {
  it('starts at #3b82f6 with matching RGB and HSL', () => {
    const s = createState()
    expect(DEFAULT_HEX).toBe('#3b82f6')
    expect(s.rgb).toEqual({ r: 59, g: 130, b: 246 })
    expect(s.hsl).toEqual({ h: 217, s: 91, l: 60 })
  })

  it('accepts 6 and 3 digit hex, with or without #, any case', () => {
    expect(editHex(createState(), 'FF8800').rgb).toEqual({ r: 255, g: 136, b: 0 })
    expect(editHex(createState(), '#f80').rgb).toEqual({ r: 255, g: 136, b: 0 })
    expect(editHex(createState(), '  #AbC  ').rgb).toEqual({ r: 170, g: 187, b: 204 })
  })

  it('leaves RGB and HSL unchanged for an invalid hex and keeps the typed text', () => {
    const s = createState()
    for (const bad of ['', '#', '#12', '#12345', '#1234567', 'ggg', '#3b82f', '😀']) {
      const next = editHex(s, bad)
      expect(next.hexValid).toBe(false)
      expect(next.hexText).toBe(bad)
      expect(next.rgb).toEqual(s.rgb)
      expect(next.hsl).toEqual(s.hsl)
    }
  })

  it('an HSL slider never moves the other two HSL values (whole hue sweep, no drift)', () => {
    let s = createState('#3b82f6')
    for (let h = 0; h <= 360; h++) {
      s = editHsl(s, 'h', h)
      expect(s.hsl).toEqual({ h, s: 91, l: 60 })
      if (h !== 217) expect(s.rgb).toEqual(hslToRgb(s.hsl))
    }
    for (let l = 100; l >= 0; l--) {
      s = editHsl(s, 'l', l)
      expect(s.hsl).toEqual({ h: 360, s: 91, l })
    }
    // Back to the start: the values are exactly the ones the user set, and so is the colour.
    s = editHsl(editHsl(s, 'h', 217), 'l', 60)
    expect(s.hsl).toEqual({ h: 217, s: 91, l: 60 })
    expect(s.rgb).toEqual({ r: 59, g: 130, b: 246 })
    expect(s.hexText).toBe('#3b82f6')
    // hsl(217, 91%, 60%) by itself is a slightly different colour: the anchor is what avoids the drift.
    expect(hslToRgb({ h: 217, s: 91, l: 60 })).not.toEqual({ r: 59, g: 130, b: 246 })
  })

  it('an RGB slider moves only its channel; the hex follows', () => {
    let s = createState('#3b82f6')
    for (let r = 0; r <= 255; r += 5) {
      s = editRgb(s, 'r', r)
      expect(s.rgb).toEqual({ r, g: 130, b: 246 })
      expect(s.hexText).toBe(`#${r.toString(16).padStart(2, '0')}82f6`)
    }
  })

  it('a new RGB or hex value becomes the anchor', () => {
    let s = editRgb(createState('#3b82f6'), 'r', 60)
    s = editHsl(s, 'h', 100)
    s = editHsl(s, 'h', s.anchor.hsl.h)
    expect(s.rgb).toEqual({ r: 60, g: 130, b: 246 })
    s = editHex(s, '#123457')
    s = editHsl(editHsl(s, 's', 10), 's', s.anchor.hsl.s)
    expect(s.hexText).toBe('#123457')
  })

  it('repeated edits to the same value do not drift', () => {
    let s = createState('#3b82f6')
    const first = editHsl(s, 's', 55)
    s = first
    for (let i = 0; i < 50; i++) s = editHsl(s, 's', 55)
    expect(s).toEqual(first)
  })

  it('keeps hue (and saturation) through greys, black and white instead of snapping to 0', () => {
    let s = createState('#3b82f6')
    s = editHsl(s, 's', 0)
    expect(s.hsl.h).toBe(217)
    s = editHsl(s, 's', 80)
    expect(s.hsl.h).toBe(217)
    expect(deriveHsl({ r: 0, g: 0, b: 0 }, { h: 120, s: 40, l: 30 })).toEqual({ h: 120, s: 40, l: 0 })
    expect(deriveHsl({ r: 255, g: 255, b: 255 }, { h: 120, s: 40, l: 30 })).toEqual({ h: 120, s: 40, l: 100 })
    expect(deriveHsl({ r: 128, g: 128, b: 128 }, { h: 120, s: 40, l: 30 })).toEqual({ h: 120, s: 0, l: 50 })
    expect(deriveHsl({ r: 255, g: 0, b: 0 }, { h: 120, s: 40, l: 30 })).toEqual({ h: 0, s: 100, l: 50 })
  })

  it('clamps and rounds channel values to the slider ranges', () => {
    const s = createState()
    expect(editRgb(s, 'g', 300).rgb.g).toBe(255)
    expect(editRgb(s, 'g', -4).rgb.g).toBe(0)
    expect(editRgb(s, 'g', 12.6).rgb.g).toBe(13)
    expect(editHsl(s, 'h', 400).hsl.h).toBe(360)
    expect(editHsl(s, 's', 101).hsl.s).toBe(100)
    expect(editRgb(s, 'g', Number.NaN)).toBe(s)
  })

  it('parses typed channel numbers; blank or junk is not applied', () => {
    expect(parseChannelText('42')).toBe(42)
    expect(parseChannelText(' 7 ')).toBe(7)
    expect(parseChannelText('')).toBeNull()
    expect(parseChannelText('abc')).toBeNull()
  })

  it('has the eight presets', () => {
    expect(PRESETS.map((p) => p.name)).toEqual(['Red', 'Green', 'Blue', 'Yellow', 'Purple', 'Orange', 'Pink', 'Cyan'])
    for (const p of PRESETS) expect(editHex(createState(), p.hex).hexValid).toBe(true)
  })
})
