import { ArrowLeftRight, CornerUpLeft } from 'lucide-react'
import { useState } from 'react'
import { CopyButton, Notice, NumberField, Panel, SplitLayout, Stack, TextAreaField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import {
  BINARY,
  formatEntry,
  formatMatrix,
  MAX_SIZE,
  type Matrix,
  type NumberStyle,
  type Operation,
  parseGrid,
  resizeGrid,
  runOperation,
  splitRows,
} from './matrix-math'

const OPERATIONS: readonly { value: Operation; label: string }[] = [
  { value: 'add', label: 'A + B' },
  { value: 'subtract', label: 'A − B' },
  { value: 'multiply', label: 'A × B' },
  { value: 'transpose', label: 'Aᵀ' },
  { value: 'determinant', label: 'det A' },
  { value: 'inverse', label: 'A⁻¹' },
  { value: 'rank', label: 'rank A' },
  { value: 'rref', label: 'RREF A' },
  { value: 'trace', label: 'trace A' },
]

const STYLES = [
  { value: 'fraction', label: 'Fractions' },
  { value: 'decimal', label: 'Decimals' },
] as const

const MODES = [
  { value: 'grid', label: 'Grid' },
  { value: 'text', label: 'Paste rows' },
] as const

type Mode = (typeof MODES)[number]['value']

interface EditorState {
  cells: string[][]
  mode: Mode
  text: string
}

const initial = (cells: string[][]): EditorState => ({ cells, mode: 'grid', text: '' })
const cellsToText = (cells: string[][]) => cells.map((r) => r.join(' ')).join('\n')

function MatrixEditor({
  name,
  state,
  onChange,
}: {
  name: string
  state: EditorState
  onChange: (s: EditorState) => void
}) {
  const r = state.cells.length
  const c = state.cells[0]?.length ?? 0
  const [rowsRaw, setRowsRaw] = useState<string | null>(null)
  const [colsRaw, setColsRaw] = useState<string | null>(null)
  const split = state.mode === 'text' ? splitRows(state.text) : null
  const sizeError = (raw: string | null) => {
    if (raw === null) return undefined
    const n = Number(raw)
    return Number.isInteger(n) && n >= 1 && n <= MAX_SIZE ? undefined : `1 to ${MAX_SIZE}`
  }
  const setSize = (which: 'rows' | 'cols', raw: string) => {
    ;(which === 'rows' ? setRowsRaw : setColsRaw)(raw)
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1 || n > MAX_SIZE) return
    onChange({
      ...state,
      cells: resizeGrid(state.cells, which === 'rows' ? n : r, which === 'cols' ? n : c),
    })
    ;(which === 'rows' ? setRowsRaw : setColsRaw)(null)
  }
  const setMode = (mode: Mode) => {
    if (mode === state.mode) return
    onChange({ ...state, mode, text: mode === 'text' ? cellsToText(state.cells) : state.text })
  }
  return (
    <Panel title={`Matrix ${name}`} description={`${r}×${c}`}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}>
        <Segmented label={`${name}: enter as`} value={state.mode} options={MODES} onChange={setMode} />
        {state.mode === 'grid' ? (
          <>
            <div className={css({ w: '6rem' })}>
              <NumberField
                label={`${name} rows`}
                min={1}
                max={MAX_SIZE}
                value={rowsRaw ?? String(r)}
                onChange={(e) => setSize('rows', e.target.value)}
                error={sizeError(rowsRaw)}
              />
            </div>
            <div className={css({ w: '6rem' })}>
              <NumberField
                label={`${name} columns`}
                min={1}
                max={MAX_SIZE}
                value={colsRaw ?? String(c)}
                onChange={(e) => setSize('cols', e.target.value)}
                error={sizeError(colsRaw)}
              />
            </div>
          </>
        ) : null}
      </div>
      {state.mode === 'grid' ? (
        <div className={css({ overflowX: 'auto', pb: '1' })}>
          <div
            role="group"
            aria-label={`Matrix ${name} entries`}
            className={css({ display: 'grid', gap: '1.5', w: 'max-content' })}
            style={{ gridTemplateColumns: `repeat(${c}, 4.5rem)` }}
          >
            {state.cells.map((row, i) =>
              row.map((v, j) => (
                <input
                  key={`${i}-${j}`}
                  aria-label={`${name} row ${i + 1} column ${j + 1}`}
                  className={input({ mono: true })}
                  value={v}
                  inputMode="decimal"
                  autoComplete="off"
                  spellCheck={false}
                  onFocus={(e) => e.target.select()}
                  onChange={(e) =>
                    onChange({
                      ...state,
                      cells: state.cells.map((rr, ii) =>
                        ii === i ? rr.map((x, jj) => (jj === j ? e.target.value : x)) : rr,
                      ),
                    })
                  }
                />
              )),
            )}
          </div>
        </div>
      ) : (
        <TextAreaField
          label={`${name} as rows`}
          mono
          rows={Math.min(Math.max(r, 3), 10)}
          value={state.text}
          hint="One row per line; entries separated by spaces, tabs or commas. [[1, 2], [3, 4]] and [1 2; 3 4] work too."
          error={split && !split.ok ? split.error : undefined}
          onChange={(e) => {
            const text = e.target.value
            const s = splitRows(text)
            onChange({ ...state, text, cells: s.ok ? s.cells : state.cells })
          }}
        />
      )}
    </Panel>
  )
}

function MatrixOutput({ m, style }: { m: Matrix; style: NumberStyle }) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table
        data-testid="result-matrix"
        aria-label="Result matrix"
        className={css({
          borderLeftWidth: '2px',
          borderRightWidth: '2px',
          borderColor: 'fg.muted',
          borderRadius: 'md',
          fontFamily: 'mono',
          fontSize: 'sm',
          borderCollapse: 'separate',
          borderSpacing: '12px 4px',
        })}
      >
        <tbody>
          {m.map((row, i) => (
            <tr key={`r${i + 1}`}>
              {row.map((x, j) => (
                <td key={`c${j + 1}`} className={css({ textAlign: 'right', whiteSpace: 'nowrap' })}>
                  {formatEntry(x, style)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default function MatrixMathView() {
  const [a, setA] = useLinkState<EditorState>(
    'a',
    initial([
      ['2', '1', '1'],
      ['1', '3', '2'],
      ['1', '0', '0'],
    ]),
    'input',
  )
  const [b, setB] = useLinkState<EditorState>(
    'b',
    initial([
      ['1', '0', '2'],
      ['0', '1', '0'],
      ['1/2', '0', '1'],
    ]),
    'input',
  )
  const [op, setOp] = useLinkState<Operation>('op', 'inverse')
  const [style, setStyle] = useLinkState<NumberStyle>('style', 'fraction')

  const binary = BINARY.includes(op)
  const textError = (s: EditorState) => (s.mode === 'text' ? splitRows(s.text) : null)
  const aText = textError(a)
  const bText = binary ? textError(b) : null
  const pa = parseGrid(a.cells, 'A')
  const pb = parseGrid(b.cells, 'B')
  const inputError =
    aText && !aText.ok
      ? `A: ${aText.error}`
      : !pa.ok
        ? pa.error
        : bText && !bText.ok
          ? `B: ${bText.error}`
          : binary && !pb.ok
            ? pb.error
            : null
  const result = !inputError && pa.ok ? runOperation(op, pa.matrix, pb.ok ? pb.matrix : null) : null
  const opLabel = OPERATIONS.find((o) => o.value === op)?.label ?? ''
  const copyText =
    result?.ok && result.kind === 'matrix'
      ? formatMatrix(result.matrix, style)
      : result?.ok && result.kind === 'scalar'
        ? formatEntry(result.value, style)
        : ''

  const takeResultAsA = () => {
    if (result?.ok && result.kind === 'matrix') {
      const cells = result.matrix.map((row) => row.map((x) => formatEntry(x, 'fraction')))
      setA({ cells, mode: 'grid', text: cellsToText(cells) })
    }
  }

  return (
    <Stack>
      <Panel>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
          <Segmented label="Operation" value={op} options={OPERATIONS} onChange={setOp} />
          <Segmented label="Show numbers as" value={style} options={STYLES} onChange={setStyle} />
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={() => {
              setA(b)
              setB(a)
            }}
          >
            <ArrowLeftRight aria-hidden /> Swap A and B
          </button>
        </div>
      </Panel>
      <SplitLayout>
        <Stack>
          <MatrixEditor name="A" state={a} onChange={setA} />
          {binary ? <MatrixEditor name="B" state={b} onChange={setB} /> : null}
        </Stack>
        <Panel
          title={`Result: ${opLabel}`}
          actions={
            <>
              {result?.ok && result.kind === 'matrix' ? (
                <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={takeResultAsA}>
                  <CornerUpLeft aria-hidden /> Use as A
                </button>
              ) : null}
              <CopyButton value={copyText} what="Result" />
            </>
          }
        >
          {inputError ? (
            <Notice tone="danger" title="Check the input">
              <span data-testid="input-error">{inputError}</span>
            </Notice>
          ) : result && !result.ok ? (
            <Notice tone="danger" title="Cannot compute this">
              <span data-testid="op-error">{result.error}</span>
            </Notice>
          ) : result?.ok ? (
            <Stack gap="3">
              {result.kind === 'matrix' ? (
                <>
                  <p className={looks.mutedSmall} data-testid="result-size">
                    {result.matrix.length}×{result.matrix[0]?.length ?? 0}
                  </p>
                  <MatrixOutput m={result.matrix} style={style} />
                </>
              ) : (
                <p
                  data-testid="result-scalar"
                  className={css({
                    fontFamily: 'mono',
                    fontSize: '2xl',
                    fontWeight: 'semibold',
                    overflowWrap: 'anywhere',
                  })}
                >
                  {formatEntry(result.value, style)}
                </p>
              )}
              {result.note ? (
                <p data-testid="result-note" className={looks.mutedText}>
                  {result.note}
                </p>
              ) : null}
              <p className={looks.mutedSmall}>
                Exact arithmetic on fractions: no rounding until the numbers are shown
                {style === 'decimal' ? ' (decimals rounded to 6 places)' : ''}.
              </p>
            </Stack>
          ) : null}
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
