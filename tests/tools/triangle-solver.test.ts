import { describe, expect, it } from 'vitest'
import {
  classify,
  formatAngle,
  formatNumber,
  layoutTriangle,
  measure,
  readInputs,
  solveTriangle,
  type Triangle,
} from '../../src/tools/triangle-solver/triangle-solver'

const deg = (d: number) => (d * Math.PI) / 180
const toDeg = (r: number) => (r * 180) / Math.PI

function solve(inputs: Record<string, string>, unit: 'deg' | 'rad' = 'deg') {
  const read = readInputs(inputs, unit)
  if (!read.ok) throw new Error(JSON.stringify(read.errors))
  return solveTriangle(read.values, unit)
}

function expectTriangle(t: Triangle, want: Partial<Record<keyof Triangle, number>>, anglesInDeg = true) {
  for (const [k, v] of Object.entries(want)) {
    const got = t[k as keyof Triangle]
    const isAngle = k === 'A' || k === 'B' || k === 'C'
    expect(isAngle && anglesInDeg ? toDeg(got) : got, k).toBeCloseTo(v as number, 6)
  }
  expect(toDeg(t.A + t.B + t.C)).toBeCloseTo(180, 9)
}

describe('classify', () => {
  it('names every case', () => {
    expect(classify(['a', 'b', 'c'])).toEqual({ ok: true, case: 'SSS' })
    expect(classify(['a', 'b', 'C'])).toEqual({ ok: true, case: 'SAS' })
    expect(classify(['b', 'c', 'A'])).toEqual({ ok: true, case: 'SAS' })
    expect(classify(['a', 'b', 'A'])).toEqual({ ok: true, case: 'SSA' })
    expect(classify(['a', 'c', 'C'])).toEqual({ ok: true, case: 'SSA' })
    expect(classify(['c', 'A', 'B'])).toEqual({ ok: true, case: 'ASA' })
    expect(classify(['a', 'A', 'B'])).toEqual({ ok: true, case: 'AAS' })
  })
  it('explains too few, too many and three angles', () => {
    expect(classify(['a', 'b'])).toMatchObject({ ok: false, error: expect.stringMatching(/1 more needed/) })
    expect(classify(['a', 'b', 'c', 'A'])).toMatchObject({ ok: false, error: expect.stringMatching(/Clear 1/) })
    expect(classify(['A', 'B', 'C'])).toMatchObject({ ok: false, error: expect.stringMatching(/not the size/) })
  })
})

describe('readInputs', () => {
  it('reads numbers, comma decimals and blanks', () => {
    expect(readInputs({ a: '3', b: ' 4,5 ', A: '', C: '90' }, 'deg')).toEqual({
      ok: true,
      values: { a: 3, b: 4.5, C: Math.PI / 2 },
    })
  })
  it('rejects bad values with a reason per field', () => {
    const r = readInputs({ a: 'x', b: '0', c: '-2', A: '180', B: '4', C: '1e400' }, 'deg')
    expect(r).toEqual({
      ok: false,
      errors: {
        a: 'Enter a number.',
        b: 'A side must be longer than 0.',
        c: 'A side must be longer than 0.',
        A: 'An angle must be less than 180°.',
        C: 'Enter a number.',
      },
    })
    expect(readInputs({ A: '3.2' }, 'rad')).toMatchObject({ ok: false, errors: { A: expect.stringMatching(/π/) } })
    expect(readInputs({ A: '3.1' }, 'rad').ok).toBe(true)
  })
})

describe('solveTriangle', () => {
  it('SSS: a 3-4-5 right triangle', () => {
    const r = solve({ a: '3', b: '4', c: '5' })
    if (!r.ok) throw new Error(r.error)
    expectTriangle(r.solutions[0], { A: toDeg(Math.atan2(3, 4)), B: toDeg(Math.atan2(4, 3)), C: 90 })
    const m = measure(r.solutions[0])
    expect(m.area).toBeCloseTo(6, 12)
    expect(m.perimeter).toBe(12)
    expect(m.inradius).toBeCloseTo(1, 12)
    expect(m.circumradius).toBeCloseTo(2.5, 12)
    expect(m.heights.c).toBeCloseTo(2.4, 12)
    expect(m.heights.a).toBeCloseTo(4, 12)
    expect(m.medians.c).toBeCloseTo(2.5, 12)
    expect(m.byAngles).toBe('right')
    expect(m.bySides).toBe('scalene')
  })
  it('SSS: impossible and degenerate triangles are explained', () => {
    expect(solve({ a: '1', b: '2', c: '4' })).toEqual({
      ok: false,
      case: 'SSS',
      error:
        'No triangle: b + a = 3 is less than c = 4. Each side must be shorter than the other two together (the triangle inequality).',
    })
    const flat = solve({ a: '1', b: '2', c: '3' })
    expect(flat.ok).toBe(false)
    if (!flat.ok) expect(flat.error).toMatch(/equals c = 3.*lie on one line/)
  })
  it('SSS: equilateral and isosceles', () => {
    const r = solve({ a: '2', b: '2', c: '2' })
    if (!r.ok) throw new Error(r.error)
    expectTriangle(r.solutions[0], { A: 60, B: 60, C: 60 })
    expect(measure(r.solutions[0])).toMatchObject({ bySides: 'equilateral', byAngles: 'acute' })
    expect(measure(r.solutions[0]).area).toBeCloseTo(Math.sqrt(3), 12)
    const iso = solve({ a: '5', b: '5', c: '8' })
    if (!iso.ok) throw new Error(iso.error)
    expect(measure(iso.solutions[0])).toMatchObject({ bySides: 'isosceles', byAngles: 'obtuse' })
  })
  it('SAS', () => {
    const r = solve({ b: '5', c: '7', A: '49' })
    if (!r.ok) throw new Error(r.error)
    expect(r.case).toBe('SAS')
    const a = Math.sqrt(25 + 49 - 70 * Math.cos(deg(49)))
    expectTriangle(r.solutions[0], { a, b: 5, c: 7, A: 49 })
    expect(measure(r.solutions[0]).area).toBeCloseTo(0.5 * 5 * 7 * Math.sin(deg(49)), 12)
  })
  it('ASA and AAS', () => {
    const asa = solve({ A: '30', B: '60', c: '10' })
    if (!asa.ok) throw new Error(asa.error)
    expect(asa.case).toBe('ASA')
    expectTriangle(asa.solutions[0], { a: 5, b: 5 * Math.sqrt(3), c: 10, C: 90 })
    const aas = solve({ A: '30', B: '60', a: '5' })
    if (!aas.ok) throw new Error(aas.error)
    expect(aas.case).toBe('AAS')
    expectTriangle(aas.solutions[0], { a: 5, b: 5 * Math.sqrt(3), c: 10, C: 90 })
    const impossible = solve({ A: '100', B: '80', a: '5' })
    expect(impossible).toMatchObject({
      ok: false,
      case: 'AAS',
      error: expect.stringMatching(/A \+ B = 180°.*add up to 180°/),
    })
  })
  it('SSA: the ambiguous case gives both triangles', () => {
    const r = solve({ a: '6', b: '8', A: '35' })
    if (!r.ok) throw new Error(r.error)
    expect(r.case).toBe('SSA')
    expect(r.solutions).toHaveLength(2)
    const B1 = toDeg(Math.asin((8 * Math.sin(deg(35))) / 6))
    expectTriangle(r.solutions[0], { a: 6, b: 8, A: 35, B: B1, C: 180 - 35 - B1 })
    expectTriangle(r.solutions[1], { a: 6, b: 8, A: 35, B: 180 - B1, C: B1 - 35 })
    expect(r.note).toMatch(/ambiguous case/)
    for (const t of r.solutions) {
      // Both satisfy the law of sines.
      expect(t.a / Math.sin(t.A)).toBeCloseTo(t.c / Math.sin(t.C), 9)
    }
  })
  it('SSA: one triangle, a right triangle, or none', () => {
    const one = solve({ a: '10', b: '8', A: '35' })
    if (!one.ok) throw new Error(one.error)
    expect(one.solutions).toHaveLength(1)
    expect(one.note).toMatch(/One triangle/)
    const right = solve({ a: '4', b: '8', A: '30' })
    if (!right.ok) throw new Error(right.error)
    expect(right.solutions).toHaveLength(1)
    expectTriangle(right.solutions[0], { B: 90, C: 60 })
    const none = solve({ a: '3', b: '8', A: '35' })
    expect(none).toMatchObject({
      ok: false,
      case: 'SSA',
      error: expect.stringMatching(/too short.*at least b·sin A = 4\.588/),
    })
    const obtuse = solve({ a: '5', b: '8', A: '120' })
    expect(obtuse).toMatchObject({ ok: false, error: expect.stringMatching(/must be the longest/) })
    const obtuseOk = solve({ a: '9', b: '5', A: '120' })
    expect(obtuseOk.ok && obtuseOk.solutions.length).toBe(1)
  })
  it('works in radians', () => {
    const r = solve({ A: String(Math.PI / 6), B: String(Math.PI / 3), c: '10' }, 'rad')
    if (!r.ok) throw new Error(r.error)
    expectTriangle(r.solutions[0], { a: 5, C: 90 })
    expect(formatAngle(r.solutions[0].C, 'rad', 4)).toBe('1.5708 rad')
    expect(formatAngle(r.solutions[0].C, 'deg', 4)).toBe('90°')
  })
})

describe('formatting and drawing', () => {
  it('formats numbers', () => {
    expect(formatNumber(2.5, 4)).toBe('2.5')
    expect(formatNumber(1 / 3, 4)).toBe('0.3333')
    expect(formatNumber(-0.00001, 2)).toBe('-0.00001')
    expect(formatNumber(0, 2)).toBe('0')
    expect(formatNumber(Number.NaN, 2)).toBe('—')
  })
  it('lays out the triangle to scale inside the box', () => {
    const r = solve({ a: '3', b: '4', c: '5' })
    if (!r.ok) throw new Error(r.error)
    const d = layoutTriangle(r.solutions[0], 400, 40)
    const { A, B, C } = d.vertices
    expect(A.y).toBeCloseTo(B.y, 9)
    const ab = Math.hypot(B.x - A.x, B.y - A.y)
    const ac = Math.hypot(C.x - A.x, C.y - A.y)
    const bc = Math.hypot(C.x - B.x, C.y - B.y)
    expect(ac / ab).toBeCloseTo(4 / 5, 9)
    expect(bc / ab).toBeCloseTo(3 / 5, 9)
    for (const p of [A, B, C]) {
      expect(p.x).toBeGreaterThanOrEqual(40 - 1e-9)
      expect(p.x).toBeLessThanOrEqual(360 + 1e-9)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(d.height)
    }
    expect(C.y).toBeLessThan(A.y) // C is drawn above the base
  })
})
