// The Matrix Math editors' state and the checks on it (pure, unit-tested): a matrix is typed cell by cell or pasted
// as rows; the first problem in A or B (when the operation uses B) is what the result panel shows.
import {
  formatEntry,
  formatMatrix,
  MAX_SIZE,
  type NumberStyle,
  type OpResult,
  parseGrid,
  splitRows,
} from './matrix-math'

export const MODES = [
  { value: 'grid', label: 'Grid' },
  { value: 'text', label: 'Paste rows' },
] as const

export type Mode = (typeof MODES)[number]['value']

export interface EditorState {
  cells: string[][]
  mode: Mode
  text: string
}

export const initialEditor = (cells: string[][]): EditorState => ({ cells, mode: 'grid', text: '' })

/** The cells as pasted rows: spaces between entries, a line a row. */
export const cellsToText = (cells: readonly (readonly string[])[]) => cells.map((r) => r.join(' ')).join('\n')

/** A typed row or column count that is not 1 to MAX_SIZE; nothing while the count shown is the matrix's own. */
export function sizeError(raw: string | null): string | undefined {
  if (raw === null) return undefined
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= MAX_SIZE ? undefined : `1 to ${MAX_SIZE}`
}

/** The cells with one entry changed. */
export function setCell(cells: readonly string[][], i: number, j: number, value: string): string[][] {
  return cells.map((row, ii) => (ii === i ? row.map((x, jj) => (jj === j ? value : x)) : row))
}

/** The first problem with the input: pasted text that is not rows, then an entry that is not a number (A first). */
export function inputProblem(a: EditorState, b: EditorState, binary: boolean): string | null {
  const aText = a.mode === 'text' ? splitRows(a.text) : null
  if (aText && !aText.ok) return `A: ${aText.error}`
  const pa = parseGrid(a.cells, 'A')
  if (!pa.ok) return pa.error
  const bText = binary && b.mode === 'text' ? splitRows(b.text) : null
  if (bText && !bText.ok) return `B: ${bText.error}`
  const pb = parseGrid(b.cells, 'B')
  if (binary && !pb.ok) return pb.error
  return null
}

/** The result as text for the clipboard ('' when there is none). */
export function resultText(result: OpResult | null, style: NumberStyle): string {
  if (!result?.ok) return ''
  return result.kind === 'matrix' ? formatMatrix(result.matrix, style) : formatEntry(result.value, style)
}
