import { describe, expect, it } from 'vitest'
import { BOUND_FIELDS, hueRangeText, hueStrip, lockedText } from '../../src/tools/random-color/bounds'
import { DEFAULT_BOUNDS } from '../../src/tools/random-color/random-color'

describe('random-color bounds', () => {
  it('has one slider per bound, hue up to 359° and the rest up to 100%', () => {
    expect(BOUND_FIELDS.map((f) => f.key).sort()).toEqual(Object.keys(DEFAULT_BOUNDS).sort())
    for (const f of BOUND_FIELDS) expect(f.max).toBe(f.unit === '°' ? 359 : 100)
  })

  it('draws the hue strip from the minimum, wrapping through red', () => {
    const strip = hueStrip({ ...DEFAULT_BOUNDS, hueMin: 330, hueMax: 30, satMin: 40, satMax: 60 })
    expect(strip.startsWith('linear-gradient(to right, hsl(330, 50%,')).toBe(true)
    expect(strip).toContain('hsl(0, 50%')
    expect(strip.match(/hsl\(/g)).toHaveLength(13)
  })

  it('describes the hue range and the locked colours', () => {
    expect(hueRangeText({ hueMin: 330, hueMax: 30 })).toBe('From 330° through red (0°) to 30°.')
    expect(hueRangeText({ hueMin: 0, hueMax: 359 })).toMatch(/^From 0° to 359°\. Set the minimum/)
    expect(lockedText(0)).toBe('Lock the colours you like, then Generate rerolls the rest.')
    expect(lockedText(1)).toBe('1 locked: Generate keeps it and rerolls the rest.')
    expect(lockedText(3)).toBe('3 locked: Generate keeps them and rerolls the rest.')
  })
})
