// Solving ax² + bx + c = 0 for the quadratic-solver tool: numerically stable roots (no cancellation when b² ≫ 4ac),
// complex pairs, the linear and degenerate cases, the curve's key features and the points for its plot.
import { formatDecimal } from '../../lib/math/number-text'

export type Solution =
  | { kind: 'two-real'; roots: [number, number] }
  | { kind: 'one-real'; root: number }
  | { kind: 'complex'; re: number; im: number }
  | { kind: 'linear'; root: number }
  | { kind: 'none' }
  | { kind: 'all' }

export interface Analysis {
  a: number
  b: number
  c: number
  solution: Solution
  /** b² − 4ac; null for the linear cases. May be ±Infinity when it is too large for a double. */
  discriminant: number | null
  vertex: { x: number; y: number } | null
}

/** Solves the equation; all maths is on coefficients scaled to at most 1 so that b² cannot overflow. */
export function solveQuadratic(a: number, b: number, c: number): Analysis {
  const scale = Math.max(Math.abs(a), Math.abs(b), Math.abs(c)) || 1
  const [sa, sb, sc] = [a / scale, b / scale, c / scale]
  if (a === 0) {
    if (b === 0)
      return { a, b, c, solution: c === 0 ? { kind: 'all' } : { kind: 'none' }, discriminant: null, vertex: null }
    return { a, b, c, solution: { kind: 'linear', root: clean(-sc / sb) }, discriminant: null, vertex: null }
  }
  const d = sb * sb - 4 * sa * sc
  const direct = b * b - 4 * a * c
  const discriminant = clean(Number.isFinite(direct) ? direct : d * scale * scale)
  const vx = -sb / (2 * sa)
  const vertex = { x: clean(vx), y: clean(c - (b / (2 * a)) * (b / 2)) }
  if (!Number.isFinite(vertex.y)) vertex.y = (sc - (sb * sb) / (4 * sa)) * scale
  // A discriminant within rounding of zero is a double root (e.g. x² − 0.2x + 0.01 with float inputs).
  const tiny = 1e-14 * Math.max(sb * sb, Math.abs(4 * sa * sc))
  if (Math.abs(d) <= tiny) return { a, b, c, solution: { kind: 'one-real', root: clean(vx) }, discriminant: 0, vertex }
  if (d < 0) {
    const im = Math.sqrt(-d) / (2 * Math.abs(sa))
    return { a, b, c, solution: { kind: 'complex', re: clean(vx), im }, discriminant, vertex }
  }
  const q = -(sb + (sb >= 0 ? 1 : -1) * Math.sqrt(d)) / 2
  const r1 = q / sa
  const r2 = q === 0 ? 0 : sc / q
  const roots = [clean(r1), clean(r2)].sort((x, y) => x - y) as [number, number]
  return { a, b, c, solution: { kind: 'two-real', roots }, discriminant, vertex }
}

/** Drops float noise below 15 significant digits (0.9999999999999999 → 1) and negative zero. */
const clean = (n: number) => {
  if (!Number.isFinite(n)) return n
  const r = Number(n.toPrecision(15))
  return r === 0 ? 0 : r
}

export function describeSolution(s: Solution): string {
  switch (s.kind) {
    case 'two-real':
      return 'Two distinct real roots'
    case 'one-real':
      return 'One repeated real root'
    case 'complex':
      return 'No real roots: two complex conjugate roots'
    case 'linear':
      return 'a = 0, so the equation is linear: one root'
    case 'none':
      return 'a = 0 and b = 0, but c ≠ 0: no value of x works'
    case 'all':
      return 'a = b = c = 0: every x is a solution'
  }
}

export interface Fmt {
  decimals: number
}

const num = (n: number, { decimals }: Fmt) => formatDecimal(n, { decimals, group: false })

/** Root lines as shown and copied: "x₁ = 0.5", "x = 1 ± 2i". */
export function formatRoots(s: Solution, fmt: Fmt): string[] {
  switch (s.kind) {
    case 'two-real':
      return [`x₁ = ${num(s.roots[0], fmt)}`, `x₂ = ${num(s.roots[1], fmt)}`]
    case 'one-real':
    case 'linear':
      return [`x = ${num(s.root, fmt)}`]
    case 'complex': {
      const im = num(s.im, fmt)
      const re = num(s.re, fmt)
      const imPart = im === '1' ? 'i' : `${im}i`
      return [
        re === '0' ? `x₁ = −${imPart}` : `x₁ = ${re} − ${imPart}`,
        re === '0' ? `x₂ = ${imPart}` : `x₂ = ${re} + ${imPart}`,
        re === '0' ? `x = ±${imPart}` : `x = ${re} ± ${imPart}`,
      ]
    }
    case 'none':
      return ['No solution']
    case 'all':
      return ['Every x is a solution']
  }
}

/** A polynomial as people write it: 2x² − 3x + 1, −x² + 4, 0. */
export function formatPolynomial(a: number, b: number, c: number, fmt: Fmt): string {
  const terms: string[] = []
  const push = (coef: number, power: 0 | 1 | 2) => {
    const text = num(Math.abs(coef), fmt)
    if (coef === 0 || text === '0') return
    const sign = coef < 0 ? '−' : '+'
    const body = power === 0 ? text : `${text === '1' ? '' : text}${power === 2 ? 'x²' : 'x'}`
    terms.push(terms.length === 0 ? `${sign === '−' ? '−' : ''}${body}` : `${sign} ${body}`)
  }
  push(a, 2)
  push(b, 1)
  push(c, 0)
  return terms.length ? terms.join(' ') : '0'
}

/** Vertex form a(x − h)² + k. */
export function formatVertexForm(an: Analysis, fmt: Fmt): string | null {
  if (!an.vertex) return null
  const { x: h, y: k } = an.vertex
  const a = num(an.a, fmt)
  const aText = a === '1' ? '' : a === '-1' ? '−' : a.replace('-', '−')
  const hText = num(Math.abs(h), fmt)
  const inner = hText === '0' ? 'x' : `x ${h > 0 ? '−' : '+'} ${hText}`
  const kText = num(Math.abs(k), fmt)
  const tail = kText === '0' ? '' : ` ${k < 0 ? '−' : '+'} ${kText}`
  return inner === 'x' ? `${aText}x²${tail}` : `${aText}(${inner})²${tail}`
}

/** Factored form a(x − r₁)(x − r₂) over the reals, or null when the roots are complex. */
export function formatFactoredForm(an: Analysis, fmt: Fmt): string | null {
  const s = an.solution
  const a = num(an.a, fmt)
  const aText = a === '1' ? '' : a === '-1' ? '−' : a.replace('-', '−')
  const factor = (r: number) => {
    const t = num(Math.abs(r), fmt)
    return t === '0' ? 'x' : `(x ${r > 0 ? '−' : '+'} ${t})`
  }
  if (s.kind === 'two-real') return `${aText}${factor(s.roots[0])}${factor(s.roots[1])}`
  if (s.kind === 'one-real') {
    const f = factor(s.root)
    return `${aText}${f === 'x' ? 'x²' : `${f}²`}`
  }
  return null
}

export interface PlotPoint {
  x: number
  y: number
}

export interface PlotData {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
  points: PlotPoint[]
  /** Real roots to mark on the x axis. */
  roots: number[]
  vertex: PlotPoint | null
}

/** Chooses a window that shows the roots and the vertex, and samples the curve across it. */
export function plotData(an: Analysis, samples = 240): PlotData | null {
  const { a, b, c, solution: s } = an
  if (s.kind === 'none' || s.kind === 'all') {
    // y = c: a horizontal line.
    const pad = Math.max(1, Math.abs(c))
    return finish(-5, 5, [], null, () => c, samples, pad)
  }
  let centre: number
  let half: number
  let roots: number[] = []
  if (s.kind === 'linear') {
    centre = s.root
    half = Math.max(2, Math.abs(s.root) * 0.5)
    roots = [s.root]
  } else if (s.kind === 'two-real') {
    centre = (s.roots[0] + s.roots[1]) / 2
    half = Math.max((s.roots[1] - s.roots[0]) * 0.9, 1e-9)
    roots = s.roots
  } else if (s.kind === 'one-real') {
    centre = s.root
    half = Math.max(1, Math.abs(s.root) * 0.5)
    roots = [s.root]
  } else {
    centre = s.re
    half = Math.max(2 * s.im, 1e-9)
  }
  if (!Number.isFinite(centre) || !Number.isFinite(half)) return null
  // Show the y axis too when it is not far away.
  let xMin = centre - half
  let xMax = centre + half
  if (xMin > 0 && xMin < 2 * half) xMin = -half * 0.1
  if (xMax < 0 && -xMax < 2 * half) xMax = half * 0.1
  const f = (x: number) => (a * x + b) * x + c
  return finish(xMin, xMax, roots, an.vertex, f, samples, 0)
}

function finish(
  xMin: number,
  xMax: number,
  roots: number[],
  vertex: PlotPoint | null,
  f: (x: number) => number,
  samples: number,
  pad: number,
): PlotData | null {
  const points: PlotPoint[] = []
  for (let i = 0; i <= samples; i++) {
    const x = xMin + ((xMax - xMin) * i) / samples
    points.push({ x, y: f(x) })
  }
  let yMin = Math.min(0, ...points.map((p) => p.y))
  let yMax = Math.max(0, ...points.map((p) => p.y))
  if (pad) {
    yMin = Math.min(yMin, -pad)
    yMax = Math.max(yMax, pad)
  }
  const span = yMax - yMin || 1
  yMin -= span * 0.08
  yMax += span * 0.08
  if (![xMin, xMax, yMin, yMax].every(Number.isFinite)) return null
  return { xMin, xMax, yMin, yMax, points, roots, vertex }
}

/** Round tick positions (1, 2 or 5 × 10ⁿ apart) covering [min, max]. */
export function niceTicks(min: number, max: number, target = 6): number[] {
  const span = max - min
  if (!(span > 0) || !Number.isFinite(span)) return []
  const raw = span / target
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag
  const ticks: number[] = []
  const first = Math.ceil(min / step - 1e-9)
  const last = Math.floor(max / step + 1e-9)
  for (let i = first; i <= last; i++) ticks.push(clean(Number((i * step).toPrecision(12))))
  return ticks
}
