import { describe, expect, it } from 'vitest'
import {
  cellsToText,
  type EditorState,
  initialEditor,
  inputProblem,
  resultText,
  setCell,
  sizeError,
} from '../../src/tools/matrix-math/editor-state'
import { MAX_SIZE, parseGrid, runOperation } from '../../src/tools/matrix-math/matrix-math'

const grid = (cells: string[][]): EditorState => initialEditor(cells)
const pasted = (text: string): EditorState => ({ cells: [['1']], mode: 'text', text })

describe('matrix-math editor state', () => {
  it('writes cells as rows and changes one cell', () => {
    expect(
      cellsToText([
        ['1', '2'],
        ['3', '4'],
      ]),
    ).toBe('1 2\n3 4')
    expect(
      setCell(
        [
          ['1', '2'],
          ['3', '4'],
        ],
        1,
        0,
        '9',
      ),
    ).toEqual([
      ['1', '2'],
      ['9', '4'],
    ])
  })

  it('checks a typed size', () => {
    expect(sizeError(null)).toBeUndefined()
    expect(sizeError('3')).toBeUndefined()
    expect(sizeError('0')).toBe(`1 to ${MAX_SIZE}`)
    expect(sizeError(String(MAX_SIZE + 1))).toBe(`1 to ${MAX_SIZE}`)
    expect(sizeError('')).toBe(`1 to ${MAX_SIZE}`)
  })

  it('finds the first input problem, A before B, B only when the operation uses it', () => {
    const ok = grid([['1']])
    const bad = grid([['x']])
    expect(inputProblem(ok, ok, true)).toBeNull()
    expect(inputProblem(bad, bad, true)).toMatch(/^A/)
    expect(inputProblem(ok, bad, false)).toBeNull()
    expect(inputProblem(ok, bad, true)).toMatch(/B/)
    expect(inputProblem(pasted('1 2\n3'), ok, false)).toMatch(/^A: /)
    expect(inputProblem(ok, pasted('1 2\n3'), true)).toMatch(/^B: /)
  })

  it('copies a matrix or a number as text, nothing for a failure', () => {
    const a = parseGrid(
      [
        ['1', '2'],
        ['3', '4'],
      ],
      'A',
    )
    if (!a.ok) throw new Error('expected a matrix')
    expect(resultText(runOperation('transpose', a.matrix, null), 'fraction')).toBe('1\t3\n2\t4')
    expect(resultText(runOperation('determinant', a.matrix, null), 'fraction')).toBe('-2')
    expect(resultText(null, 'fraction')).toBe('')
  })
})
