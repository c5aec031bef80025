// Exact matrix arithmetic for the Matrix Calculator: every entry is a BigInt fraction (the unit converter's
// Rational), so determinants, inverses and RREF come out exact (1/3, not 0.333…). Sizes up to 10×10.
import {
  add as addR,
  div as divR,
  formatRational,
  isZero,
  mul as mulR,
  parseRational,
  type Rational,
  rat,
  sub as subR,
} from '../../lib/math/rational'

export type Matrix = Rational[][]
export const MAX_SIZE = 10

const ZERO = rat(0n)
const ONE = rat(1n)
const neg = (a: Rational) => rat(-a.n, a.d)

export type CellResult = { ok: true; value: Rational } | { ok: false; error: string }

/** Reads one entry: an integer, a decimal (1.5, -2e3) or a fraction (3/4, -1.5/2). */
export function parseCell(text: string): CellResult {
  const t = text.trim().replace(/\u2212/g, '-')
  if (!t) return { ok: false, error: 'empty' }
  const parts = t.split('/')
  try {
    if (parts.length === 1) return { ok: true, value: parseRational(t) }
    if (parts.length === 2) {
      const d = parseRational(parts[1])
      if (isZero(d)) return { ok: false, error: `“${t}” divides by zero` }
      return { ok: true, value: divR(parseRational(parts[0]), d) }
    }
  } catch {
    // fall through to the message below
  }
  return { ok: false, error: `“${t}” is not a number` }
}

export type MatrixResult = { ok: true; matrix: Matrix } | { ok: false; error: string }

/** Reads a grid of cell texts; names the first bad cell by row and column. */
export function parseGrid(cells: readonly (readonly string[])[], name: string): MatrixResult {
  const out: Matrix = []
  for (let i = 0; i < cells.length; i++) {
    const row: Rational[] = []
    for (let j = 0; j < cells[i].length; j++) {
      const r = parseCell(cells[i][j])
      if (!r.ok)
        return {
          ok: false,
          error:
            r.error === 'empty'
              ? `${name}: row ${i + 1}, column ${j + 1} is empty.`
              : `${name}: row ${i + 1}, column ${j + 1}: ${r.error}.`,
        }
      row.push(r.value)
    }
    out.push(row)
  }
  return { ok: true, matrix: out }
}

/**
 * Splits pasted rows into cell texts: one row per line (or per ";"), entries separated by spaces, tabs or commas.
 * Brackets as in [[1, 2], [3, 4]] or MATLAB's [1 2; 3 4] are understood.
 */
export function splitRows(text: string): { ok: true; cells: string[][] } | { ok: false; error: string } {
  const normalised = text
    .replace(/\]\s*,?\s*\[/g, '\n')
    .replace(/[[\]{}()]/g, ' ')
    .replace(/;/g, '\n')
  const lines = normalised
    .split(/\r?\n/)
    .map((l) => l.trim().replace(/,\s*$/, ''))
    .filter((l) => l.length > 0)
  if (lines.length === 0) return { ok: false, error: 'Paste or type at least one row.' }
  const cells = lines.map((l) => l.split(/\s*,\s*|\s+/).filter((c) => c.length > 0))
  if (cells.length > MAX_SIZE) return { ok: false, error: `${cells.length} rows: the most is ${MAX_SIZE}.` }
  const width = cells[0].length
  for (let i = 0; i < cells.length; i++) {
    if (cells[i].length > MAX_SIZE)
      return { ok: false, error: `Row ${i + 1} has ${cells[i].length} entries: the most is ${MAX_SIZE}.` }
    if (cells[i].length !== width)
      return {
        ok: false,
        error: `Row ${i + 1} has ${cells[i].length} ${cells[i].length === 1 ? 'entry' : 'entries'} but row 1 has ${width}: every row needs the same number.`,
      }
  }
  return { ok: true, cells }
}

export const rows = (m: Matrix) => m.length
export const cols = (m: Matrix) => (m.length ? m[0].length : 0)
export const sizeOf = (m: Matrix) => `${rows(m)}×${cols(m)}`

export function identity(n: number): Matrix {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? ONE : ZERO)))
}

export type OpResult =
  | { ok: true; kind: 'matrix'; matrix: Matrix; note?: string }
  | { ok: true; kind: 'scalar'; value: Rational; note?: string }
  | { ok: false; error: string }

export function addMatrices(a: Matrix, b: Matrix, subtract = false): OpResult {
  if (rows(a) !== rows(b) || cols(a) !== cols(b))
    return {
      ok: false,
      error: `A is ${sizeOf(a)} and B is ${sizeOf(b)}: ${subtract ? 'subtracting' : 'adding'} needs two matrices of the same size.`,
    }
  return {
    ok: true,
    kind: 'matrix',
    matrix: a.map((row, i) => row.map((x, j) => (subtract ? subR(x, b[i][j]) : addR(x, b[i][j])))),
  }
}

export function multiplyMatrices(a: Matrix, b: Matrix): OpResult {
  if (cols(a) !== rows(b))
    return {
      ok: false,
      error: `A is ${sizeOf(a)} and B is ${sizeOf(b)}: A × B needs as many columns in A (${cols(a)}) as rows in B (${rows(b)}).`,
    }
  const m: Matrix = []
  for (let i = 0; i < rows(a); i++) {
    const row: Rational[] = []
    for (let j = 0; j < cols(b); j++) {
      let s = ZERO
      for (let k = 0; k < cols(a); k++) s = addR(s, mulR(a[i][k], b[k][j]))
      row.push(s)
    }
    m.push(row)
  }
  return { ok: true, kind: 'matrix', matrix: m }
}

export function transpose(a: Matrix): Matrix {
  return Array.from({ length: cols(a) }, (_, j) => a.map((row) => row[j]))
}

/** Reduced row echelon form by Gauss–Jordan elimination, with the pivot columns and the determinant factor. */
export function rref(a: Matrix): { matrix: Matrix; pivots: number[]; det: Rational } {
  const m = a.map((row) => row.slice())
  const pivots: number[] = []
  let det = ONE
  let r = 0
  for (let c = 0; c < cols(m) && r < rows(m); c++) {
    let p = r
    while (p < rows(m) && isZero(m[p][c])) p++
    if (p === rows(m)) {
      det = ZERO
      continue
    }
    if (p !== r) {
      ;[m[p], m[r]] = [m[r], m[p]]
      det = neg(det)
    }
    const pv = m[r][c]
    det = mulR(det, pv)
    m[r] = m[r].map((x) => divR(x, pv))
    for (let i = 0; i < rows(m); i++) {
      if (i === r || isZero(m[i][c])) continue
      const f = m[i][c]
      m[i] = m[i].map((x, j) => subR(x, mulR(f, m[r][j])))
    }
    pivots.push(c)
    r++
  }
  if (pivots.length < rows(m)) det = ZERO
  return { matrix: m, pivots, det }
}

function notSquare(a: Matrix, what: string): string {
  return `${what} is only defined for a square matrix; this one is ${sizeOf(a)} (${rows(a)} rows, ${cols(a)} columns).`
}

export function determinant(a: Matrix): OpResult {
  if (rows(a) !== cols(a)) return { ok: false, error: notSquare(a, 'The determinant') }
  return { ok: true, kind: 'scalar', value: rref(a).det }
}

export function inverse(a: Matrix): OpResult {
  if (rows(a) !== cols(a)) return { ok: false, error: notSquare(a, 'The inverse') }
  const n = rows(a)
  const augmented = a.map((row, i) => [...row, ...identity(n)[i]])
  const { matrix, pivots } = rref(augmented)
  if (pivots.length < n || pivots[n - 1] !== n - 1) {
    const rank = rref(a).pivots.length
    return {
      ok: false,
      error: `This matrix is singular (its determinant is 0, rank ${rank} of ${n}), so it has no inverse.`,
    }
  }
  return { ok: true, kind: 'matrix', matrix: matrix.map((row) => row.slice(n)) }
}

export function rank(a: Matrix): OpResult {
  const r = rref(a).pivots.length
  return {
    ok: true,
    kind: 'scalar',
    value: rat(BigInt(r)),
    note:
      r === Math.min(rows(a), cols(a))
        ? `Full rank: ${r} of ${Math.min(rows(a), cols(a))}.`
        : `Rank ${r} of ${Math.min(rows(a), cols(a))} possible: ${Math.min(rows(a), cols(a)) - r} dependent ${Math.min(rows(a), cols(a)) - r === 1 ? 'row or column' : 'rows or columns'}.`,
  }
}

export function reducedRowEchelon(a: Matrix): OpResult {
  const { matrix, pivots } = rref(a)
  return {
    ok: true,
    kind: 'matrix',
    matrix,
    note: `Pivot ${pivots.length === 1 ? 'column' : 'columns'}: ${pivots.length ? pivots.map((c) => c + 1).join(', ') : 'none'}.`,
  }
}

export function trace(a: Matrix): OpResult {
  if (rows(a) !== cols(a)) return { ok: false, error: notSquare(a, 'The trace') }
  return { ok: true, kind: 'scalar', value: a.reduce((s, row, i) => addR(s, row[i]), ZERO) }
}

export type Operation =
  | 'add'
  | 'subtract'
  | 'multiply'
  | 'transpose'
  | 'determinant'
  | 'inverse'
  | 'rank'
  | 'rref'
  | 'trace'

export const BINARY: readonly Operation[] = ['add', 'subtract', 'multiply']

export function runOperation(op: Operation, a: Matrix, b: Matrix | null): OpResult {
  switch (op) {
    case 'add':
    case 'subtract':
    case 'multiply':
      if (!b) return { ok: false, error: 'This operation needs matrix B too.' }
      return op === 'multiply' ? multiplyMatrices(a, b) : addMatrices(a, b, op === 'subtract')
    case 'transpose':
      return { ok: true, kind: 'matrix', matrix: transpose(a) }
    case 'determinant':
      return determinant(a)
    case 'inverse':
      return inverse(a)
    case 'rank':
      return rank(a)
    case 'rref':
      return reducedRowEchelon(a)
    case 'trace':
      return trace(a)
  }
}

export type NumberStyle = 'fraction' | 'decimal'

export function formatEntry(x: Rational, style: NumberStyle, precision = 6): string {
  if (style === 'fraction') return x.d === 1n ? x.n.toString() : `${x.n}/${x.d}`
  return formatRational(x, { precision, group: false })
}

/** Rows separated by newlines, entries by tabs: pastes into spreadsheets and back into this tool. */
export function formatMatrix(m: Matrix, style: NumberStyle, precision = 6): string {
  return m.map((row) => row.map((x) => formatEntry(x, style, precision)).join('\t')).join('\n')
}

/** Resizes a grid of cell texts, keeping what fits and filling new cells with "0". */
export function resizeGrid(cells: readonly (readonly string[])[], r: number, c: number): string[][] {
  return Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => cells[i]?.[j] ?? '0'))
}
