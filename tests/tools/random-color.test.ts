import { describe, expect, it } from 'vitest'
import { hexToHsl, parseHex } from '../../src/lib/color'
import {
  boundsProblem,
  DEFAULT_BOUNDS,
  exportColors,
  formatColor,
  hueSpan,
  makeColor,
  PRESETS,
  randomHsl,
  rerollPalette,
  resizePalette,
  toggleLock,
} from '../../src/tools/random-color/random-color'

const always = (v: 'min' | 'max') => (max: number) => (v === 'min' ? 0 : max - 1)

describe('randomHsl', () => {
  it('covers the bounds exactly at both ends', () => {
    const b = { hueMin: 10, hueMax: 20, satMin: 30, satMax: 40, lightMin: 50, lightMax: 60 }
    expect(randomHsl(b, always('min'))).toEqual({ h: 10, s: 30, l: 50 })
    expect(randomHsl(b, always('max'))).toEqual({ h: 20, s: 40, l: 60 })
  })

  it('wraps the hue through red when min > max', () => {
    const b = { ...DEFAULT_BOUNDS, hueMin: 330, hueMax: 30 }
    expect(hueSpan(b)).toBe(61)
    expect(randomHsl(b, always('min')).h).toBe(330)
    expect(randomHsl(b, always('max')).h).toBe(30)
    expect(randomHsl(b, () => 30).h).toBe(0)
    for (let i = 0; i < 2000; i++) {
      const { h } = randomHsl(b)
      expect(h >= 330 || h <= 30).toBe(true)
    }
  })

  it('stays inside random bounds over many crypto draws', () => {
    const b = { hueMin: 100, hueMax: 140, satMin: 20, satMax: 25, lightMin: 70, lightMax: 71 }
    const seen = new Set<number>()
    for (let i = 0; i < 3000; i++) {
      const c = randomHsl(b)
      expect(c.h).toBeGreaterThanOrEqual(100)
      expect(c.h).toBeLessThanOrEqual(140)
      expect(c.s).toBeGreaterThanOrEqual(20)
      expect(c.s).toBeLessThanOrEqual(25)
      expect([70, 71]).toContain(c.l)
      seen.add(c.s)
    }
    expect(seen.size).toBe(6)
  })

  it('allows a single value', () => {
    const b = { hueMin: 200, hueMax: 200, satMin: 0, satMax: 0, lightMin: 100, lightMax: 100 }
    expect(randomHsl(b)).toEqual({ h: 200, s: 0, l: 100 })
  })
})

describe('makeColor and formats', () => {
  it('converts HSL to hex and RGB consistently', () => {
    const c = makeColor({ h: 0, s: 100, l: 50 })
    expect(c.hex).toBe('#ff0000')
    expect(formatColor(c, 'rgb')).toBe('rgb(255, 0, 0)')
    expect(formatColor(c, 'hsl')).toBe('hsl(0, 100%, 50%)')
    const d = makeColor({ h: 210, s: 60, l: 40 })
    expect(parseHex(d.hex)).toEqual(d.rgb)
    const back = hexToHsl(d.hex)
    expect(Math.abs((back?.h ?? 0) - 210)).toBeLessThanOrEqual(1)
  })
})

describe('rerollPalette', () => {
  it('keeps locked colours in place and rerolls the rest', () => {
    const first = rerollPalette([], 5, DEFAULT_BOUNDS)
    expect(first).toHaveLength(5)
    const locked = toggleLock(toggleLock(first, first[1].id), first[3].id)
    const next = rerollPalette(locked, 5, DEFAULT_BOUNDS)
    expect(next[1]).toBe(locked[1])
    expect(next[3]).toBe(locked[3])
    for (const i of [0, 2, 4]) expect(next[i].id).not.toBe(first[i].id)
  })

  it('grows and shrinks around locked colours, never below them', () => {
    const first = rerollPalette([], 4, DEFAULT_BOUNDS)
    const locked = toggleLock(first, first[3].id)
    const shrunk = rerollPalette(locked, 2, DEFAULT_BOUNDS)
    expect(shrunk).toHaveLength(2)
    expect(shrunk[1]).toBe(locked[3])
    expect(rerollPalette(locked, 0, DEFAULT_BOUNDS)).toHaveLength(1)
    const grown = rerollPalette(locked, 8, DEFAULT_BOUNDS)
    expect(grown).toHaveLength(8)
    expect(grown[3]).toBe(locked[3])
    expect(rerollPalette([], 500, DEFAULT_BOUNDS)).toHaveLength(50)
  })
})

describe('resizePalette', () => {
  it('keeps existing colours when the count changes', () => {
    const first = rerollPalette([], 3, DEFAULT_BOUNDS)
    const grown = resizePalette(first, 5, DEFAULT_BOUNDS)
    expect(grown.slice(0, 3)).toEqual(first)
    expect(grown).toHaveLength(5)
    const locked = toggleLock(grown, grown[4].id)
    const shrunk = resizePalette(locked, 2, DEFAULT_BOUNDS)
    expect(shrunk.map((c) => c.id)).toEqual([first[0].id, grown[4].id])
  })
})

describe('boundsProblem', () => {
  it('accepts the presets and names bad bounds', () => {
    for (const p of PRESETS) expect(boundsProblem(p.bounds)).toBeNull()
    expect(boundsProblem({ ...DEFAULT_BOUNDS, satMin: 80, satMax: 20 })).toBe(
      'The minimum saturation must not be above the maximum.',
    )
    expect(boundsProblem({ ...DEFAULT_BOUNDS, lightMin: 90, lightMax: 10 })).toBe(
      'The minimum lightness must not be above the maximum.',
    )
    expect(boundsProblem({ ...DEFAULT_BOUNDS, hueMax: 360 })).toBe('Hue bounds must be between 0 and 359.')
    expect(boundsProblem({ ...DEFAULT_BOUNDS, satMax: 101 })).toMatch(/between 0 and 100/)
    expect(boundsProblem({ ...DEFAULT_BOUNDS, satMax: 1.5 })).toBe('Bounds must be whole numbers.')
  })
})

describe('exportColors', () => {
  const colors = [makeColor({ h: 0, s: 100, l: 50 }), makeColor({ h: 240, s: 100, l: 50 })]
  it('writes every format', () => {
    expect(exportColors(colors, 'hex')).toBe('#ff0000\n#0000ff\n')
    expect(exportColors(colors, 'rgb')).toBe('rgb(255, 0, 0)\nrgb(0, 0, 255)\n')
    expect(exportColors(colors, 'hsl')).toBe('hsl(0, 100%, 50%)\nhsl(240, 100%, 50%)\n')
    expect(exportColors(colors, 'css')).toBe(':root {\n  --color-1: #ff0000;\n  --color-2: #0000ff;\n}\n')
    expect(JSON.parse(exportColors(colors, 'json'))).toEqual([
      { hex: '#ff0000', rgb: { r: 255, g: 0, b: 0 }, hsl: { h: 0, s: 100, l: 50 } },
      { hex: '#0000ff', rgb: { r: 0, g: 0, b: 255 }, hsl: { h: 240, s: 100, l: 50 } },
    ])
  })
})
