import { describe, expect, it } from 'vitest'
import { convertAngleInputs, describeTriangle, readDecimals } from '../../src/tools/triangle-solver/solution-text'
import { solveTriangle } from '../../src/tools/triangle-solver/triangle-solver'

describe('triangle-solver solution text', () => {
  it('reads the decimal places, falling back to 4', () => {
    expect(readDecimals('2')).toEqual({ decimals: 2, ok: true })
    expect(readDecimals('10')).toEqual({ decimals: 10, ok: true })
    expect(readDecimals('11')).toEqual({ decimals: 4, ok: false })
    expect(readDecimals('')).toEqual({ decimals: 4, ok: false })
    expect(readDecimals('1.5')).toEqual({ decimals: 4, ok: false })
  })

  it('converts typed angles between degrees and radians, leaving sides and blanks alone', () => {
    const out = convertAngleInputs({ a: '3', A: '180', B: '', C: 'x' }, 'deg', 'rad')
    expect(Number(out.A)).toBeCloseTo(Math.PI, 10)
    expect(out).toMatchObject({ a: '3', B: '', C: 'x' })
    expect(convertAngleInputs({ A: '3,14159265359' }, 'rad', 'deg').A).toBe('180')
  })

  it('lists the measures of a 3-4-5 triangle and its text for the clipboard', () => {
    const result = solveTriangle({ a: 3, b: 4, c: 5 })
    if (!result.ok) throw new Error('expected a solution')
    const { rows, text } = describeTriangle(result.solutions[0], 'deg', 2)
    expect(rows.find(([id]) => id === 'area')?.[2]).toBe('6')
    expect(rows.find(([id]) => id === 'type')?.[2]).toMatch(/scalene, right/i)
    expect(text.split('\n')[0]).toBe('a = 3')
    expect(text).toContain('Area: 6')
  })
})
