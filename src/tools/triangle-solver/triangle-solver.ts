// Triangle solving from any three values (SSS, SAS, ASA, AAS, SSA with the ambiguous case), the derived measures,
// and the geometry of a drawing to scale. Side a is opposite angle A, b opposite B, c opposite C.

export type SideKey = 'a' | 'b' | 'c'
export type AngleKey = 'A' | 'B' | 'C'
export type FieldKey = SideKey | AngleKey
export type AngleUnit = 'deg' | 'rad'
export type Case = 'SSS' | 'SAS' | 'ASA' | 'AAS' | 'SSA'

export const SIDES: readonly SideKey[] = ['a', 'b', 'c']
export const ANGLES: readonly AngleKey[] = ['A', 'B', 'C']
export const FIELDS: readonly FieldKey[] = ['a', 'b', 'c', 'A', 'B', 'C']

const OPPOSITE: Record<SideKey, AngleKey> = { a: 'A', b: 'B', c: 'C' }
const SIDE_OF: Record<AngleKey, SideKey> = { A: 'a', B: 'b', C: 'c' }
const EPS = 1e-9

/** A solved triangle: sides and angles (radians) by name. */
export interface Triangle {
  a: number
  b: number
  c: number
  A: number
  B: number
  C: number
}

export interface Measures {
  perimeter: number
  semiperimeter: number
  area: number
  heights: Record<SideKey, number>
  medians: Record<SideKey, number>
  inradius: number
  circumradius: number
  byAngles: 'acute' | 'right' | 'obtuse'
  bySides: 'equilateral' | 'isosceles' | 'scalene'
}

export type SolveResult =
  | { ok: true; case: Case; solutions: Triangle[]; note?: string }
  | { ok: false; case?: Case; error: string }

export type Inputs = Partial<Record<FieldKey, string>>

export type ReadResult =
  | { ok: true; values: Partial<Record<FieldKey, number>> }
  | { ok: false; errors: Partial<Record<FieldKey, string>> }

export const toRadians = (v: number, unit: AngleUnit) => (unit === 'deg' ? (v * Math.PI) / 180 : v)
export const fromRadians = (v: number, unit: AngleUnit) => (unit === 'deg' ? (v * 180) / Math.PI : v)

/** Reads the six fields: blank is unknown; anything else must be a positive number (angles below 180° / π). */
export function readInputs(inputs: Inputs, unit: AngleUnit): ReadResult {
  const values: Partial<Record<FieldKey, number>> = {}
  const errors: Partial<Record<FieldKey, string>> = {}
  for (const k of FIELDS) {
    const raw = (inputs[k] ?? '').trim().replace(/\u2212/g, '-')
    if (!raw) continue
    const n = Number(raw.replace(',', '.'))
    const isAngle = (ANGLES as readonly string[]).includes(k)
    if (!Number.isFinite(n) || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw.replace(',', '.'))) {
      errors[k] = 'Enter a number.'
    } else if (n <= 0) {
      errors[k] = isAngle ? 'An angle must be greater than 0.' : 'A side must be longer than 0.'
    } else if (isAngle && toRadians(n, unit) >= Math.PI - EPS) {
      errors[k] = unit === 'deg' ? 'An angle must be less than 180°.' : 'An angle must be less than π (3.14159…).'
    } else {
      values[k] = isAngle ? toRadians(n, unit) : n
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values }
}

/** Which case three known values make, or why they make none. */
export function classify(known: readonly FieldKey[]): { ok: true; case: Case } | { ok: false; error: string } {
  const sides = known.filter((k): k is SideKey => (SIDES as readonly string[]).includes(k))
  const angles = known.filter((k): k is AngleKey => (ANGLES as readonly string[]).includes(k))
  if (known.length < 3)
    return { ok: false, error: `Enter three values (at least one a side); ${3 - known.length} more needed.` }
  if (known.length > 3)
    return { ok: false, error: `Enter exactly three values: ${known.length} are filled in. Clear ${known.length - 3}.` }
  if (sides.length === 0)
    return {
      ok: false,
      error: 'Three angles fix the shape but not the size: replace one angle with a side length.',
    }
  if (sides.length === 3) return { ok: true, case: 'SSS' }
  if (sides.length === 2) {
    // The angle is included when it is opposite the side that is not given.
    const missing = SIDES.find((s) => !sides.includes(s)) as SideKey
    return { ok: true, case: angles[0] === OPPOSITE[missing] ? 'SAS' : 'SSA' }
  }
  // One side, two angles: ASA when the side lies between them (it is opposite the unknown angle).
  const missingAngle = ANGLES.find((a) => !angles.includes(a)) as AngleKey
  return { ok: true, case: SIDE_OF[missingAngle] === sides[0] ? 'ASA' : 'AAS' }
}

/** The angle opposite side `x`, from all three sides (law of cosines, clamped against rounding). */
function angleFromSides(x: number, y: number, z: number): number {
  const cos = (y * y + z * z - x * x) / (2 * y * z)
  return Math.acos(Math.max(-1, Math.min(1, cos)))
}

function fromSides(a: number, b: number, c: number): Triangle {
  const A = angleFromSides(a, b, c)
  const B = angleFromSides(b, c, a)
  return { a, b, c, A, B, C: Math.PI - A - B }
}

const fmt = (n: number) => String(Math.round(n * 1e6) / 1e6)

/** Solves a triangle from exactly three known values (angles in radians). */
export function solveTriangle(values: Partial<Record<FieldKey, number>>, unit: AngleUnit = 'deg'): SolveResult {
  const known = FIELDS.filter((k) => values[k] !== undefined)
  const cls = classify(known)
  if (!cls.ok) return cls
  const kase = cls.case
  const v = values as Record<FieldKey, number>
  const showAngle = (r: number) => (unit === 'deg' ? `${fmt(fromRadians(r, 'deg'))}°` : `${fmt(r)} rad`)

  if (kase === 'SSS') {
    const sorted = [
      ['a', v.a],
      ['b', v.b],
      ['c', v.c],
    ].sort((x, y) => (y[1] as number) - (x[1] as number)) as [SideKey, number][]
    const [[lk, l], [k1, s1], [k2, s2]] = sorted
    if (s1 + s2 <= l * (1 + EPS)) {
      const verb = Math.abs(s1 + s2 - l) <= l * EPS ? 'equals' : 'is less than'
      return {
        ok: false,
        case: kase,
        error: `No triangle: ${k1} + ${k2} = ${fmt(s1 + s2)} ${verb} ${lk} = ${fmt(l)}. Each side must be shorter than the other two together (the triangle inequality)${verb === 'equals' ? '; these three points lie on one line' : ''}.`,
      }
    }
    return { ok: true, case: kase, solutions: [fromSides(v.a, v.b, v.c)] }
  }

  if (kase === 'SAS') {
    const angle = ANGLES.find((k) => v[k] !== undefined) as AngleKey
    const side = SIDE_OF[angle]
    const [p, q] = SIDES.filter((s) => s !== side).map((s) => v[s])
    const t = v[angle]
    const opposite = Math.sqrt(Math.max(0, p * p + q * q - 2 * p * q * Math.cos(t)))
    const s = { a: v.a, b: v.b, c: v.c, [side]: opposite } as Record<SideKey, number>
    const tri = fromSides(s.a, s.b, s.c)
    // Keep the given angle exactly as typed rather than its recomputed value.
    tri[angle] = t
    const others = ANGLES.filter((k) => k !== angle)
    const sum = tri[others[0]] + tri[others[1]]
    if (sum > 0) {
      const scale = (Math.PI - t) / sum
      tri[others[0]] *= scale
      tri[others[1]] *= scale
    }
    return { ok: true, case: kase, solutions: [tri] }
  }

  if (kase === 'ASA' || kase === 'AAS') {
    const given = ANGLES.filter((k) => v[k] !== undefined)
    const missing = ANGLES.find((k) => v[k] === undefined) as AngleKey
    const sum = v[given[0]] + v[given[1]]
    if (sum >= Math.PI - EPS) {
      return {
        ok: false,
        case: kase,
        error: `No triangle: ${given[0]} + ${given[1]} = ${showAngle(sum)}, but the three angles of a triangle add up to ${unit === 'deg' ? '180°' : 'π rad'}, so two of them must add up to less.`,
      }
    }
    const angles = { ...v, [missing]: Math.PI - sum } as Record<AngleKey, number>
    const side = SIDES.find((s) => v[s] !== undefined) as SideKey
    const ratio = v[side] / Math.sin(angles[OPPOSITE[side]])
    const tri: Triangle = {
      A: angles.A,
      B: angles.B,
      C: angles.C,
      a: side === 'a' ? v.a : ratio * Math.sin(angles.A),
      b: side === 'b' ? v.b : ratio * Math.sin(angles.B),
      c: side === 'c' ? v.c : ratio * Math.sin(angles.C),
    }
    return { ok: true, case: kase, solutions: [tri] }
  }

  // SSA: the angle is opposite one of the two given sides.
  const angle = ANGLES.find((k) => v[k] !== undefined) as AngleKey
  const facing = SIDE_OF[angle]
  const other = SIDES.find((s) => s !== facing && v[s] !== undefined) as SideKey
  const third = SIDES.find((s) => v[s] === undefined) as SideKey
  const t = v[angle]
  const p = v[facing]
  const q = v[other]
  const sinOther = (q * Math.sin(t)) / p
  const otherAngle = OPPOSITE[other]
  const thirdAngle = OPPOSITE[third]
  const build = (o: number): Triangle => {
    const rest = Math.PI - t - o
    const tri = { ...v } as Record<FieldKey, number>
    tri[otherAngle] = o
    tri[thirdAngle] = rest
    tri[third] = (p / Math.sin(t)) * Math.sin(rest)
    return tri as Triangle
  }
  if (t >= Math.PI / 2 - EPS && p <= q) {
    return {
      ok: false,
      case: kase,
      error: `No triangle: ${angle} = ${showAngle(t)} is ${t > Math.PI / 2 + EPS ? 'obtuse' : 'a right angle'}, so the side facing it, ${facing}, must be the longest; but ${facing} = ${fmt(p)} ≤ ${other} = ${fmt(q)}.`,
    }
  }
  if (sinOther > 1 + 1e-12) {
    const h = q * Math.sin(t)
    return {
      ok: false,
      case: kase,
      error: `No triangle: side ${facing} = ${fmt(p)} is too short to reach the opposite side. With ${other} = ${fmt(q)} and ${angle} = ${showAngle(t)}, ${facing} must be at least ${other}·sin ${angle} = ${fmt(h)}.`,
    }
  }
  if (sinOther >= 1 - 1e-12) {
    return {
      ok: true,
      case: kase,
      solutions: [build(Math.PI / 2)],
      note: `Exactly one triangle: ${facing} equals ${other}·sin ${angle}, so ${otherAngle} is a right angle.`,
    }
  }
  const o1 = Math.asin(sinOther)
  const o2 = Math.PI - o1
  const solutions = [build(o1)]
  if (t + o2 < Math.PI - EPS && p < q) solutions.push(build(o2))
  return {
    ok: true,
    case: kase,
    solutions,
    note:
      solutions.length === 2
        ? `The ambiguous case: ${facing} < ${other} and ${facing} > ${other}·sin ${angle}, so two different triangles fit these values.`
        : `One triangle: ${facing} ≥ ${other}, so the second candidate for ${otherAngle} (${showAngle(o2)}) would leave no room for ${thirdAngle}.`,
  }
}

export function measure(t: Triangle): Measures {
  const perimeter = t.a + t.b + t.c
  const s = perimeter / 2
  // ½·b·c·sin A is stable for thin triangles where Heron's formula loses digits.
  const area = 0.5 * t.b * t.c * Math.sin(t.A)
  const rel = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * Math.max(x, y)
  const maxAngle = Math.max(t.A, t.B, t.C)
  const byAngles = Math.abs(maxAngle - Math.PI / 2) < 1e-9 ? 'right' : maxAngle > Math.PI / 2 ? 'obtuse' : 'acute'
  const equalPairs = [rel(t.a, t.b), rel(t.b, t.c), rel(t.a, t.c)].filter(Boolean).length
  const bySides = equalPairs === 3 ? 'equilateral' : equalPairs >= 1 ? 'isosceles' : 'scalene'
  const median = (x: number, y: number, z: number) => 0.5 * Math.sqrt(Math.max(0, 2 * y * y + 2 * z * z - x * x))
  return {
    perimeter,
    semiperimeter: s,
    area,
    heights: { a: (2 * area) / t.a, b: (2 * area) / t.b, c: (2 * area) / t.c },
    medians: { a: median(t.a, t.b, t.c), b: median(t.b, t.c, t.a), c: median(t.c, t.a, t.b) },
    inradius: area / s,
    circumradius: t.a / (2 * Math.sin(t.A)),
    byAngles,
    bySides,
  }
}

/** Rounds for display: `decimals` places, no trailing zeros, no "-0". */
export function formatNumber(n: number, decimals: number): string {
  if (!Number.isFinite(n)) return '—'
  const abs = Math.abs(n)
  if (abs !== 0 && (abs >= 1e15 || abs < 10 ** -decimals)) return String(Number(n.toPrecision(Math.max(1, decimals))))
  const s = n.toFixed(decimals).replace(/\.?0+$/, '')
  return s === '-0' ? '0' : s
}

export function formatAngle(rad: number, unit: AngleUnit, decimals: number): string {
  return unit === 'deg' ? `${formatNumber(fromRadians(rad, 'deg'), decimals)}°` : `${formatNumber(rad, decimals)} rad`
}

export interface Drawing {
  width: number
  height: number
  vertices: Record<AngleKey, { x: number; y: number }>
  /** Where each side's label sits: the midpoint pushed outward. */
  sideLabels: Record<SideKey, { x: number; y: number }>
  /** Where each angle's label sits: inside the triangle near the vertex. */
  angleLabels: Record<AngleKey, { x: number; y: number }>
  /** Where each vertex's letter sits: just outside the vertex. */
  vertexLabels: Record<AngleKey, { x: number; y: number }>
}

/**
 * Places the triangle to scale in a box `width` wide: A at the left, c along the bottom to B, C above. Coordinates
 * are SVG (y down); the height follows the shape, within limits so very flat or tall triangles stay readable.
 */
export function layoutTriangle(t: Triangle, width = 400, pad = 44): Drawing {
  const raw = {
    A: { x: 0, y: 0 },
    B: { x: t.c, y: 0 },
    C: { x: t.b * Math.cos(t.A), y: t.b * Math.sin(t.A) },
  }
  const xs = [raw.A.x, raw.B.x, raw.C.x]
  const minX = Math.min(...xs)
  const spanX = Math.max(...xs) - minX
  const spanY = raw.C.y
  const scale = Math.min((width - 2 * pad) / spanX, (width * 1.2 - 2 * pad) / Math.max(spanY, 1e-12))
  const height = Math.max(spanY * scale + 2 * pad, 2 * pad + 20)
  const place = (p: { x: number; y: number }) => ({
    x: pad + (p.x - minX) * scale + (width - 2 * pad - spanX * scale) / 2,
    y: height - pad - p.y * scale,
  })
  const vertices = { A: place(raw.A), B: place(raw.B), C: place(raw.C) }
  const centroid = {
    x: (vertices.A.x + vertices.B.x + vertices.C.x) / 3,
    y: (vertices.A.y + vertices.B.y + vertices.C.y) / 3,
  }
  const away = (p: { x: number; y: number }, from: { x: number; y: number }, d: number) => {
    const dx = p.x - from.x
    const dy = p.y - from.y
    const len = Math.hypot(dx, dy) || 1
    return { x: p.x + (dx / len) * d, y: p.y + (dy / len) * d }
  }
  const mid = (p: { x: number; y: number }, q: { x: number; y: number }) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 })
  // An angle's label sits on its bisector, further in for a sharp angle so it clears both sides.
  const inside = (k: AngleKey, p: AngleKey, q: AngleKey) => {
    const v = vertices[k]
    const unit = (w: { x: number; y: number }) => {
      const len = Math.hypot(w.x - v.x, w.y - v.y) || 1
      return { x: (w.x - v.x) / len, y: (w.y - v.y) / len }
    }
    const u1 = unit(vertices[p])
    const u2 = unit(vertices[q])
    const bx = u1.x + u2.x
    const by = u1.y + u2.y
    const blen = Math.hypot(bx, by) || 1
    const d = Math.min(80, Math.max(26, 16 / Math.sin(t[k] / 2)))
    return { x: v.x + (bx / blen) * d, y: v.y + (by / blen) * d }
  }
  return {
    width,
    height,
    vertices,
    sideLabels: {
      a: away(mid(vertices.B, vertices.C), centroid, 16),
      b: away(mid(vertices.A, vertices.C), centroid, 16),
      c: away(mid(vertices.A, vertices.B), centroid, 16),
    },
    angleLabels: {
      A: inside('A', 'B', 'C'),
      B: inside('B', 'C', 'A'),
      C: inside('C', 'A', 'B'),
    },
    vertexLabels: {
      A: away(vertices.A, centroid, 16),
      B: away(vertices.B, centroid, 16),
      C: away(vertices.C, centroid, 16),
    },
  }
}
