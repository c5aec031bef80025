import { describe, expect, it } from 'vitest'
import { rat } from '../../src/lib/math/rational'
import {
  formatEntry,
  formatMatrix,
  identity,
  type Matrix,
  parseCell,
  parseGrid,
  resizeGrid,
  runOperation,
  splitRows,
} from '../../src/tools/matrix-math/matrix-math'

const m = (rows: (string | number)[][]): Matrix => {
  const r = parseGrid(
    rows.map((row) => row.map(String)),
    'M',
  )
  if (!r.ok) throw new Error(r.error)
  return r.matrix
}
const show = (x: Matrix) => formatMatrix(x, 'fraction')
const matrixOf = (op: Parameters<typeof runOperation>[0], a: Matrix, b: Matrix | null = null) => {
  const r = runOperation(op, a, b)
  if (!r.ok || r.kind !== 'matrix') throw new Error(r.ok ? 'not a matrix' : r.error)
  return r
}
const scalarOf = (op: Parameters<typeof runOperation>[0], a: Matrix) => {
  const r = runOperation(op, a, null)
  if (!r.ok || r.kind !== 'scalar') throw new Error(r.ok ? 'not a scalar' : r.error)
  return r
}

describe('reading entries', () => {
  it('reads integers, decimals and fractions exactly', () => {
    expect(parseCell('3')).toEqual({ ok: true, value: rat(3n) })
    expect(parseCell('-1.5')).toEqual({ ok: true, value: rat(-3n, 2n) })
    expect(parseCell(' 6/8 ')).toEqual({ ok: true, value: rat(3n, 4n) })
    expect(parseCell('−2/3')).toEqual({ ok: true, value: rat(-2n, 3n) })
    expect(parseCell('1e3')).toEqual({ ok: true, value: rat(1000n) })
    expect(parseCell('1/0')).toEqual({ ok: false, error: '“1/0” divides by zero' })
    expect(parseCell('x')).toEqual({ ok: false, error: '“x” is not a number' })
    expect(parseCell('1/2/3')).toMatchObject({ ok: false })
    expect(parseCell('')).toEqual({ ok: false, error: 'empty' })
  })
  it('names the bad cell', () => {
    expect(
      parseGrid(
        [
          ['1', ''],
          ['2', '3'],
        ],
        'A',
      ),
    ).toEqual({ ok: false, error: 'A: row 1, column 2 is empty.' })
    expect(
      parseGrid(
        [
          ['1', '2'],
          ['2', 'abc'],
        ],
        'B',
      ),
    ).toEqual({
      ok: false,
      error: 'B: row 2, column 2: “abc” is not a number.',
    })
  })
  it('splits pasted rows in common notations', () => {
    expect(splitRows('1 2 3\n4 5 6')).toEqual({
      ok: true,
      cells: [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
    })
    expect(splitRows('1,2\n3,4\n')).toEqual({
      ok: true,
      cells: [
        ['1', '2'],
        ['3', '4'],
      ],
    })
    expect(splitRows('1\t2\r\n3\t4')).toEqual({
      ok: true,
      cells: [
        ['1', '2'],
        ['3', '4'],
      ],
    })
    expect(splitRows('[[1, 2], [3, 4]]')).toEqual({
      ok: true,
      cells: [
        ['1', '2'],
        ['3', '4'],
      ],
    })
    expect(splitRows('[1 2; 3 4]')).toEqual({
      ok: true,
      cells: [
        ['1', '2'],
        ['3', '4'],
      ],
    })
    expect(splitRows('1/2 -3/4')).toEqual({ ok: true, cells: [['1/2', '-3/4']] })
    expect(splitRows('1 2\n3')).toEqual({
      ok: false,
      error: 'Row 2 has 1 entry but row 1 has 2: every row needs the same number.',
    })
    expect(splitRows('  ')).toEqual({ ok: false, error: 'Paste or type at least one row.' })
    expect(splitRows(Array(11).fill('1').join('\n'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/11 rows/),
    })
    expect(splitRows(Array(11).fill('1').join(' '))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/11 entries/),
    })
  })
  it('resizes grids keeping entries', () => {
    expect(
      resizeGrid(
        [
          ['1', '2'],
          ['3', '4'],
        ],
        3,
        1,
      ),
    ).toEqual([['1'], ['3'], ['0']])
  })
})

describe('operations', () => {
  const A = m([
    [1, 2],
    [3, 4],
  ])
  const B = m([
    [5, 6],
    [7, 8],
  ])
  it('adds, subtracts and multiplies', () => {
    expect(show(matrixOf('add', A, B).matrix)).toBe('6\t8\n10\t12')
    expect(show(matrixOf('subtract', A, B).matrix)).toBe('-4\t-4\n-4\t-4')
    expect(show(matrixOf('multiply', A, B).matrix)).toBe('19\t22\n43\t50')
    const C = m([[1, 2, 3]])
    expect(show(matrixOf('multiply', C, m([[1], [1], [1]])).matrix)).toBe('6')
  })
  it('explains dimension errors', () => {
    const C = m([[1, 2, 3]])
    expect(runOperation('add', A, C)).toEqual({
      ok: false,
      error: 'A is 2×2 and B is 1×3: adding needs two matrices of the same size.',
    })
    expect(runOperation('multiply', A, C)).toEqual({
      ok: false,
      error: 'A is 2×2 and B is 1×3: A × B needs as many columns in A (2) as rows in B (1).',
    })
    expect(runOperation('determinant', C, null)).toEqual({
      ok: false,
      error: 'The determinant is only defined for a square matrix; this one is 1×3 (1 rows, 3 columns).',
    })
    expect(runOperation('inverse', C, null)).toMatchObject({ ok: false, error: expect.stringMatching(/^The inverse/) })
    expect(runOperation('add', A, null)).toMatchObject({ ok: false })
  })
  it('transposes', () => {
    expect(show(matrixOf('transpose', m([[1, 2, 3]])).matrix)).toBe('1\n2\n3')
  })
  it('computes exact determinants', () => {
    expect(scalarOf('determinant', A).value).toEqual(rat(-2n))
    expect(scalarOf('determinant', m([[2]])).value).toEqual(rat(2n))
    expect(
      scalarOf(
        'determinant',
        m([
          [0, 1],
          [1, 0],
        ]),
      ).value,
    ).toEqual(rat(-1n))
    expect(
      scalarOf(
        'determinant',
        m([
          [1, 2, 3],
          [4, 5, 6],
          [7, 8, 9],
        ]),
      ).value,
    ).toEqual(rat(0n))
    expect(
      scalarOf(
        'determinant',
        m([
          ['1/2', '1/3'],
          ['1/4', '1/5'],
        ]),
      ).value,
    ).toEqual(rat(1n, 60n))
    // The 10×10 Hilbert matrix: an exact, famously tiny determinant.
    const hilbert = Array.from({ length: 10 }, (_, i) => Array.from({ length: 10 }, (_, j) => `1/${i + j + 1}`))
    const det = scalarOf('determinant', m(hilbert)).value
    expect(det.n).toBe(1n)
    expect(det.d).toBe(46206893947914691316295628839036278726983680000000000n)
  })
  it('inverts exactly and reports singular matrices', () => {
    const inv = matrixOf('inverse', A).matrix
    expect(show(inv)).toBe('-2\t1\n3/2\t-1/2')
    expect(show(matrixOf('multiply', A, inv).matrix)).toBe(show(identity(2)))
    expect(
      runOperation(
        'inverse',
        m([
          [1, 2],
          [2, 4],
        ]),
        null,
      ),
    ).toEqual({
      ok: false,
      error: 'This matrix is singular (its determinant is 0, rank 1 of 2), so it has no inverse.',
    })
  })
  it('finds rank and RREF', () => {
    expect(
      scalarOf(
        'rank',
        m([
          [1, 2, 3],
          [4, 5, 6],
          [7, 8, 9],
        ]),
      ),
    ).toMatchObject({
      value: rat(2n),
      note: 'Rank 2 of 3 possible: 1 dependent row or column.',
    })
    expect(
      scalarOf(
        'rank',
        m([
          [0, 0],
          [0, 0],
        ]),
      ).value,
    ).toEqual(rat(0n))
    expect(scalarOf('rank', A).note).toBe('Full rank: 2 of 2.')
    const r = matrixOf(
      'rref',
      m([
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ]),
    )
    expect(show(r.matrix)).toBe('1\t0\t-1\n0\t1\t2\n0\t0\t0')
    expect(r.note).toBe('Pivot columns: 1, 2.')
    expect(
      show(
        matrixOf(
          'rref',
          m([
            [0, 2, 4],
            [0, 0, 0],
          ]),
        ).matrix,
      ),
    ).toBe('0\t1\t2\n0\t0\t0')
    expect(scalarOf('trace', A).value).toEqual(rat(5n))
  })
  it('formats entries as fractions or decimals', () => {
    expect(formatEntry(rat(1n, 3n), 'fraction')).toBe('1/3')
    expect(formatEntry(rat(1n, 3n), 'decimal')).toBe('0.333333')
    expect(formatEntry(rat(-3n, 2n), 'decimal')).toBe('-1.5')
    expect(formatEntry(rat(7n), 'decimal')).toBe('7')
  })
})
