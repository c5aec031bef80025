import { describe, expect, it } from 'vitest'
import { describeColor, formatLuminance, PRESET_SWATCHES } from '../../src/tools/color-picker/color-picker'

describe('color picker info', () => {
  it('describes the default colour', () => {
    const i = describeColor('#3b82f6')
    expect(i.valid).toBe(true)
    expect(i.rgb).toEqual({ r: 59, g: 130, b: 246 })
    expect(i.hsl).toEqual({ h: 217, s: 91, l: 60 })
    // 59*0.299 + 130*0.587 + 246*0.114 = 122.0
    expect(i.brightness).toBe(122)
    expect(i.tone).toBe('Dark')
    expect(formatLuminance(i.luminance)).toBe('0.2355')
    expect(i.formats.map((f) => f.value)).toEqual([
      '#3b82f6',
      'rgb(59, 130, 246)',
      'rgba(59, 130, 246, 1)',
      'hsl(217, 91%, 60%)',
      'hsla(217, 91%, 60%, 1)',
      '--color-primary: #3b82f6;',
    ])
  })

  it('labels Light from brightness 128', () => {
    expect(describeColor('#808080').tone).toBe('Light') // 128
    expect(describeColor('#7f7f7f').tone).toBe('Dark') // 127
    expect(describeColor('#ffff00').tone).toBe('Light')
    expect(describeColor('#0000ff').tone).toBe('Dark')
  })

  it('gives zero RGB for an invalid hex', () => {
    for (const bad of ['', '#12', 'blue', '#gggggg']) {
      const i = describeColor(bad)
      expect(i.valid).toBe(false)
      expect(i.rgb).toEqual({ r: 0, g: 0, b: 0 })
      expect(i.formats[1].value).toBe('rgb(0, 0, 0)')
      expect(i.brightness).toBe(0)
      expect(i.luminance).toBe(0)
    }
  })

  it('has 30 distinct, valid presets', () => {
    expect(PRESET_SWATCHES).toHaveLength(30)
    expect(new Set(PRESET_SWATCHES.map((p) => p.hex)).size).toBe(30)
    for (const p of PRESET_SWATCHES) expect(describeColor(p.hex).valid).toBe(true)
  })
})
