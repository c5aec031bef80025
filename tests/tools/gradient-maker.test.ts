import { describe, expect, it } from 'vitest'
import {
  addStop,
  buildGradient,
  buildGradientCss,
  buildGradientFile,
  canRemoveStop,
  defaultGradient,
  GRADIENT_PRESETS,
  type Gradient,
  gradientFromPreset,
  gradientUsageExamples,
  removeStop,
  sortStops,
  updateStop,
} from '../../src/tools/gradient-maker/gradient-maker'

const stops = (...list: [string, number][]) => list.map(([color, position], i) => ({ id: `s${i}`, color, position }))

describe('gradient CSS', () => {
  it('builds the default linear gradient', () => {
    const g = defaultGradient()
    expect(g.type).toBe('linear')
    expect(g.angle).toBe(90)
    expect(buildGradientCss(g)).toBe('background: linear-gradient(90deg, #3b82f6 0%, #8b5cf6 100%);')
    expect(buildGradientFile(g)).toBe(
      '.gradient {\n  background: linear-gradient(90deg, #3b82f6 0%, #8b5cf6 100%);\n}\n',
    )
  })

  it('sorts stops by position in the CSS, keeping ties in their order', () => {
    const g: Gradient = { type: 'linear', angle: 45, stops: stops(['#ff0000', 80], ['#00ff00', 10], ['#0000ff', 10]) }
    expect(buildGradient(g)).toBe('linear-gradient(45deg, #00ff00 10%, #0000ff 10%, #ff0000 80%)')
    expect(sortStops(g.stops).map((s) => s.id)).toEqual(['s1', 's2', 's0'])
    expect(g.stops.map((s) => s.id)).toEqual(['s0', 's1', 's2'])
  })

  it('builds radial gradients without an angle', () => {
    const g: Gradient = { type: 'radial', angle: 200, stops: stops(['#FFFFFF', 100], ['#000000', 0]) }
    expect(buildGradient(g)).toBe('radial-gradient(circle, #000000 0%, #ffffff 100%)')
  })

  it('keeps angle and positions in range', () => {
    const g: Gradient = { type: 'linear', angle: 400, stops: stops(['#000', -5], ['#fff', 130]) }
    expect(buildGradient(g)).toBe('linear-gradient(360deg, #000000 0%, #ffffff 100%)')
  })

  it('has the four presets', () => {
    expect(GRADIENT_PRESETS.map((p) => p.name)).toEqual(['Sunset', 'Ocean', 'Forest', 'Fire'])
    for (const p of GRADIENT_PRESETS)
      expect(buildGradient(gradientFromPreset(p))).toMatch(/^(linear|radial)-gradient\(/)
  })

  it('gives usage examples built from the current gradient', () => {
    const examples = gradientUsageExamples(defaultGradient())
    expect(examples.length).toBeGreaterThanOrEqual(3)
    expect(examples[0].code).toContain('background-color: #3b82f6;')
    expect(examples.every((e) => e.code.includes('gradient('))).toBe(true)
    expect(examples.at(-1)?.code).toContain('bg-[linear-gradient(90deg,_#3b82f6_0%,_#8b5cf6_100%)]')
  })
})

describe('stop list', () => {
  it('adds a #FF5733 stop at the highest position + 20, capped at 100', () => {
    const a = addStop(stops(['#000', 10], ['#fff', 30]))
    expect(a.at(-1)).toMatchObject({ color: '#FF5733', position: 50 })
    expect(addStop(defaultGradient().stops).at(-1)?.position).toBe(100)
    expect(addStop(stops(['#000', 0], ['#fff', 85])).at(-1)?.position).toBe(100)
    expect(new Set(addStop(addStop(defaultGradient().stops)).map((s) => s.id)).size).toBe(4)
  })

  it('never removes below two stops', () => {
    const two = stops(['#000', 0], ['#fff', 100])
    expect(canRemoveStop(two)).toBe(false)
    expect(removeStop(two, 's0')).toHaveLength(2)
    const three = stops(['#000', 0], ['#888', 50], ['#fff', 100])
    expect(canRemoveStop(three)).toBe(true)
    expect(removeStop(three, 's1').map((s) => s.id)).toEqual(['s0', 's2'])
  })

  it('updates one stop', () => {
    const s = updateStop(stops(['#000', 0], ['#fff', 100]), 's1', { position: 40, color: '#123456' })
    expect(s[1]).toEqual({ id: 's1', color: '#123456', position: 40 })
    expect(s[0].position).toBe(0)
  })
})
