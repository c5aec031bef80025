import { describe, expect, it } from 'vitest'
import { formatDecimal, readDecimal } from '../../src/lib/math/number-text'
import { solvePercent } from '../../src/tools/percentage-calc/percentage-calc'

describe('readDecimal', () => {
  it('reads the ways people type numbers', () => {
    expect(readDecimal('42')).toEqual({ ok: true, value: 42 })
    expect(readDecimal(' -3.5 ')).toEqual({ ok: true, value: -3.5 })
    expect(readDecimal('\u22123.5')).toEqual({ ok: true, value: -3.5 })
    expect(readDecimal('+.5')).toEqual({ ok: true, value: 0.5 })
    expect(readDecimal('1,234,567.5')).toEqual({ ok: true, value: 1234567.5 })
    expect(readDecimal('1,234')).toEqual({ ok: true, value: 1234 })
    expect(readDecimal('12,5')).toEqual({ ok: true, value: 12.5 })
    expect(readDecimal('1 000')).toEqual({ ok: true, value: 1000 })
    expect(readDecimal('15%')).toEqual({ ok: true, value: 15 })
    expect(readDecimal('1e6')).toEqual({ ok: true, value: 1e6 })
    expect(readDecimal('2.5E-3')).toEqual({ ok: true, value: 0.0025 })
  })
  it('turns negative zero into zero', () => {
    const r = readDecimal('-0')
    expect(r.ok && Object.is(r.value, 0)).toBe(true)
  })
  it('is silent when empty and clear when not a number', () => {
    expect(readDecimal('')).toEqual({ ok: false, error: '' })
    expect(readDecimal('  ')).toEqual({ ok: false, error: '' })
    expect(readDecimal('abc')).toEqual({ ok: false, error: '“abc” is not a number.' })
    expect(readDecimal('1.2.3')).toMatchObject({ ok: false })
    expect(readDecimal('12a')).toMatchObject({ ok: false })
    expect(readDecimal('Infinity')).toMatchObject({ ok: false })
    expect(readDecimal('NaN')).toMatchObject({ ok: false })
    expect(readDecimal('0x10')).toMatchObject({ ok: false })
    expect(readDecimal('1e999')).toEqual({ ok: false, error: '“1e999” is too large: numbers go up to about 1.8e308.' })
  })
})

describe('formatDecimal', () => {
  it('hides float noise', () => {
    expect(formatDecimal(0.1 + 0.2)).toBe('0.3')
    expect(formatDecimal(1.1 * 3)).toBe('3.3')
    expect(formatDecimal(0.3 - 0.1)).toBe('0.2')
  })
  it('rounds to the chosen places and drops trailing zeros', () => {
    expect(formatDecimal(2 / 3, { decimals: 2 })).toBe('0.67')
    expect(formatDecimal(2 / 3, { decimals: 4 })).toBe('0.6667')
    expect(formatDecimal(2.5, { decimals: 0 })).toBe('3')
    expect(formatDecimal(1.5, { decimals: 4 })).toBe('1.5')
  })
  it('groups thousands, keeps signs and never prints -0', () => {
    expect(formatDecimal(1234567.891, { decimals: 2 })).toBe('1,234,567.89')
    expect(formatDecimal(-1234.5)).toBe('-1,234.5')
    expect(formatDecimal(1234.5, { group: false })).toBe('1234.5')
    expect(formatDecimal(-0)).toBe('0')
    expect(formatDecimal(-0.0000000000000001, { decimals: 2 })).toBe('-1e-16')
  })
  it('shows tiny and huge numbers with exponents rather than a misleading 0', () => {
    expect(formatDecimal(1.5e-9, { decimals: 4 })).toBe('1.5e-9')
    expect(formatDecimal(0.004, { decimals: 2 })).toBe('0.004')
    expect(formatDecimal(1e21)).toBe('1e+21')
    expect(formatDecimal(1.5e300)).toBe('1.5e+300')
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('∞')
    expect(formatDecimal(Number.NaN)).toBe('not a number')
  })
})

describe('solvePercent', () => {
  it('X% of Y', () => {
    expect(solvePercent('of', 15, 200)).toEqual({
      ok: true,
      value: 30,
      result: '30',
      sentence: '15% of 200 is 30',
      formula: '200 × 15 ÷ 100 = 30',
    })
    expect(solvePercent('of', 10, 3)).toMatchObject({ result: '0.3' })
    expect(solvePercent('of', -50, 80)).toMatchObject({ value: -40 })
  })
  it('X is what percent of Y', () => {
    expect(solvePercent('what-percent', 1, 3)).toMatchObject({ result: '33.33%', sentence: '1 is 33.33% of 3' })
    expect(solvePercent('what-percent', 1, 3, 5)).toMatchObject({ result: '33.33333%' })
    expect(solvePercent('what-percent', 5, 0)).toEqual({
      ok: false,
      error: 'The whole (Y) is 0: a part of nothing has no percentage.',
    })
  })
  it('X is Y% of what', () => {
    expect(solvePercent('whole', 30, 15)).toMatchObject({ result: '200', sentence: '30 is 15% of 200' })
    expect(solvePercent('whole', 30, 0)).toMatchObject({ ok: false })
  })
  it('percentage change, both directions and from a negative start', () => {
    expect(solvePercent('change', 200, 250)).toMatchObject({
      result: '25%',
      sentence: 'From 200 to 250 is an increase of 25%',
    })
    expect(solvePercent('change', 250, 200)).toMatchObject({
      result: '-20%',
      sentence: 'From 250 to 200 is a decrease of 20%',
    })
    expect(solvePercent('change', 5, 5)).toMatchObject({ sentence: 'From 5 to 5 is no change (0%)' })
    expect(solvePercent('change', -100, -50)).toMatchObject({ result: '50%' })
    expect(solvePercent('change', 0, 5)).toEqual({
      ok: false,
      error: 'The starting value (X) is 0: a change from 0 has no percentage.',
    })
  })
  it('increase, decrease and undoing a change', () => {
    expect(solvePercent('increase', 200, 15)).toMatchObject({ result: '230' })
    expect(solvePercent('decrease', 200, 15)).toMatchObject({ result: '170' })
    expect(solvePercent('decrease', 19.99, 10)).toMatchObject({ result: '17.99' })
    expect(solvePercent('reverse', 120, 20)).toMatchObject({
      result: '100',
      sentence: '120 after a 20% increase was 100 before',
    })
    expect(solvePercent('reverse', 75, -25)).toMatchObject({
      result: '100',
      sentence: '75 after a 25% decrease was 100 before',
    })
    expect(solvePercent('reverse', 10, -100)).toMatchObject({ ok: false })
  })
  it('percentage difference is symmetric', () => {
    expect(solvePercent('difference', 200, 250)).toMatchObject({ result: '22.22%' })
    expect(solvePercent('difference', 250, 200)).toMatchObject({ result: '22.22%' })
    expect(solvePercent('difference', 0, 0)).toMatchObject({ ok: false })
  })
  it('reports overflow instead of Infinity', () => {
    expect(solvePercent('of', 1e300, 1e300)).toEqual({ ok: false, error: 'The answer is too large to show.' })
  })
})
