// The Triangle Solver's words and numbers around a solution (pure, unit-tested): the measures listed under it, its
// text for the clipboard, the decimal places asked for, and typed angles converted to another unit.
import {
  ANGLES,
  type AngleUnit,
  type Case,
  formatAngle,
  formatNumber,
  fromRadians,
  type Inputs,
  measure,
  SIDES,
  type Triangle,
  toRadians,
} from './triangle-solver'

export const MAX_DECIMALS = 10

export const CASE_NAMES: Record<Case, string> = {
  SSS: 'SSS: three sides',
  SAS: 'SAS: two sides and the angle between them',
  ASA: 'ASA: two angles and the side between them',
  AAS: 'AAS: two angles and a side not between them',
  SSA: 'SSA: two sides and an angle not between them',
}

/** The decimal places typed (0 to MAX_DECIMALS), or 4 with ok false when the text is not one. */
export function readDecimals(raw: string): { decimals: number; ok: boolean } {
  const n = Number(raw)
  const ok = raw.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_DECIMALS
  return { decimals: ok ? n : 4, ok }
}

/** The typed angles converted from one unit to another, so they keep meaning the same angle. */
export function convertAngleInputs(prev: Inputs, from: AngleUnit, to: AngleUnit): Inputs {
  const out = { ...prev }
  for (const k of ANGLES) {
    const n = Number((prev[k] ?? '').trim().replace(',', '.'))
    if ((prev[k] ?? '').trim() && Number.isFinite(n)) {
      const converted = fromRadians(toRadians(n, from), to)
      out[k] = String(Number(converted.toPrecision(12)))
    }
  }
  return out
}

export function describeTriangle(
  t: Triangle,
  unit: AngleUnit,
  decimals: number,
): { rows: [string, string, string][]; text: string } {
  const m = measure(t)
  const f = (n: number) => formatNumber(n, decimals)
  const rows: [string, string, string][] = [
    ['area', 'Area', f(m.area)],
    ['perimeter', 'Perimeter', f(m.perimeter)],
    ['semiperimeter', 'Semiperimeter s', f(m.semiperimeter)],
    ['height-a', 'Height to a (hₐ)', f(m.heights.a)],
    ['height-b', 'Height to b (h_b)', f(m.heights.b)],
    ['height-c', 'Height to c (h_c)', f(m.heights.c)],
    ['median-a', 'Median to a', f(m.medians.a)],
    ['median-b', 'Median to b', f(m.medians.b)],
    ['median-c', 'Median to c', f(m.medians.c)],
    ['inradius', 'Inradius r', f(m.inradius)],
    ['circumradius', 'Circumradius R', f(m.circumradius)],
    ['type', 'Type', `${m.bySides}, ${m.byAngles}`],
  ]
  const text = [
    ...SIDES.map((k) => `${k} = ${f(t[k])}`),
    ...ANGLES.map((k) => `${k} = ${formatAngle(t[k], unit, decimals)}`),
    ...rows.map(([, k, v]) => `${k}: ${v}`),
  ].join('\n')
  return { rows, text }
}
