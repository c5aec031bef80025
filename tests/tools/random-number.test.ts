import { describe, expect, it } from 'vitest'
import {
  type DrawRequest,
  drawNumbers,
  drawSteps,
  formatGridValue,
  joinNumbers,
  planDraw,
  randomBelow,
} from '../../src/tools/random-number/random-number'

const req = (patch: Partial<DrawRequest>): DrawRequest => ({
  min: '1',
  max: '100',
  count: '1',
  unique: false,
  decimals: 0,
  ...patch,
})

const plan = (patch: Partial<DrawRequest>) => {
  const r = planDraw(req(patch))
  if (!r.ok) throw new Error(r.error)
  return r.plan
}

describe('planDraw', () => {
  it('accepts a plain range', () => {
    expect(plan({})).toEqual({ lo: 1, hi: 100, count: 1, unique: false, decimals: 0 })
    expect(plan({ min: '\u22125', max: '5' })).toMatchObject({ lo: -5, hi: 5 })
    expect(plan({ min: '1,000', max: '2 000' })).toMatchObject({ lo: 1000, hi: 2000 })
  })
  it('refuses a unique draw larger than the range, with the reason', () => {
    expect(planDraw(req({ min: '1', max: '5', count: '10', unique: true }))).toEqual({
      ok: false,
      field: 'count',
      error: 'Cannot draw 10 numbers without repeats: 1 to 5 holds only 5 different numbers.',
    })
    expect(planDraw(req({ min: '7', max: '7', count: '2', unique: true }))).toMatchObject({
      error: 'Cannot draw 2 numbers without repeats: 7 to 7 holds only 1 number.',
    })
    expect(planDraw(req({ min: '0', max: '1', count: '20', unique: true, decimals: 1 }))).toMatchObject({
      error: 'Cannot draw 20 numbers without repeats: 0.0 to 1.0 in steps of 0.1 holds only 11 different numbers.',
    })
    // With repeats it is fine.
    expect(planDraw(req({ min: '1', max: '5', count: '10' })).ok).toBe(true)
    expect(planDraw(req({ min: '1', max: '5', count: '5', unique: true })).ok).toBe(true)
  })
  it('explains bad input', () => {
    expect(planDraw(req({ min: '' }))).toEqual({ ok: false, field: 'min', error: 'Minimum is empty: enter a number.' })
    expect(planDraw(req({ max: 'ten' }))).toEqual({
      ok: false,
      field: 'max',
      error: 'Maximum: “ten” is not a number.',
    })
    expect(planDraw(req({ min: '1.5' }))).toMatchObject({
      field: 'min',
      error: expect.stringContaining('whole number'),
    })
    expect(planDraw(req({ min: '10', max: '1' }))).toEqual({
      ok: false,
      field: 'range',
      error: 'The minimum (10) is greater than the maximum (1).',
    })
    expect(planDraw(req({ count: '0' }))).toMatchObject({ field: 'count' })
    expect(planDraw(req({ count: '2.5' }))).toMatchObject({ field: 'count' })
    expect(planDraw(req({ count: '10001' }))).toMatchObject({ field: 'count' })
    expect(planDraw(req({ max: '1e400' }))).toMatchObject({ field: 'max' })
    expect(planDraw(req({ max: '99999999999999999999' }))).toMatchObject({
      field: 'max',
      error: expect.stringContaining('too large'),
    })
    expect(planDraw(req({ min: '-9007199254740991', max: '9007199254740991' }))).toMatchObject({ field: 'range' })
    expect(planDraw(req({ min: '0.11', max: '0.19', decimals: 1 }))).toMatchObject({
      field: 'range',
      error: 'No number with 1 decimal places lies between 0.11 and 0.19.',
    })
  })
  it('puts decimal bounds on the grid without float error', () => {
    expect(plan({ min: '0.1', max: '0.3', decimals: 1 })).toMatchObject({ lo: 1, hi: 3 })
    expect(plan({ min: '0.123', max: '1', decimals: 2 })).toMatchObject({ lo: 13, hi: 100 })
    expect(plan({ min: '-0', max: '0' })).toMatchObject({ lo: 0, hi: 0 })
  })
})

describe('drawing', () => {
  it('stays within bounds and covers every value', () => {
    const p = plan({ min: '1', max: '6', count: '6000' })
    const counts = new Map<number, number>()
    for (const k of drawSteps(p)) counts.set(k, (counts.get(k) ?? 0) + 1)
    expect([...counts.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6])
    // Each face near 1,000 (six standard deviations is ~175).
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(200)
  })
  it('draws without repeats, dense and sparse', () => {
    const dense = drawSteps(plan({ min: '1', max: '100', count: '100', unique: true }))
    expect(new Set(dense).size).toBe(100)
    expect(Math.min(...dense)).toBe(1)
    expect(Math.max(...dense)).toBe(100)
    const sparse = drawSteps(plan({ min: '1', max: '1000000000', count: '5000', unique: true }))
    expect(new Set(sparse).size).toBe(5000)
  })
  it('draws over ranges wider than 2^32', () => {
    const p = plan({ min: '0', max: String(2 ** 40), count: '200' })
    const values = drawSteps(p)
    expect(values.every((v) => v >= 0 && v <= 2 ** 40 && Number.isInteger(v))).toBe(true)
    expect(values.some((v) => v > 2 ** 32)).toBe(true)
    for (let i = 0; i < 100; i++) expect(randomBelow(3 * 2 ** 40)).toBeLessThan(3 * 2 ** 40)
  })
  it('prints decimals with their fixed places and sorts on request', () => {
    const values = drawNumbers(plan({ min: '0', max: '1', count: '50', decimals: 2 }), 'asc')
    expect(values.every((v) => /^[01]\.\d{2}$/.test(v))).toBe(true)
    expect([...values].sort((a, b) => Number(a) - Number(b))).toEqual(values)
    const desc = drawNumbers(plan({ min: '1', max: '1000', count: '50' }), 'desc')
    expect([...desc].sort((a, b) => Number(b) - Number(a))).toEqual(desc)
  })
  it('formats grid values', () => {
    expect(formatGridValue(5, 2)).toBe('0.05')
    expect(formatGridValue(-5, 2)).toBe('-0.05')
    expect(formatGridValue(-0, 0)).toBe('0')
    expect(formatGridValue(1234, 1)).toBe('123.4')
  })
  it('joins with the chosen separator', () => {
    expect(joinNumbers(['1', '2'], 'newline')).toBe('1\n2')
    expect(joinNumbers(['1', '2'], 'comma')).toBe('1, 2')
    expect(joinNumbers(['1', '2'], 'space')).toBe('1 2')
  })
})
