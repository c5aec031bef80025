import { ArrowLeftRight } from 'lucide-react'
import { Panel, SplitLayout, Stack } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { cellsToText, type EditorState, initialEditor, inputProblem } from './editor-state'
import { MatrixEditor } from './matrix-editor'
import { BINARY, formatEntry, type NumberStyle, type Operation, parseGrid, runOperation } from './matrix-math'
import { ResultPanel } from './result-panel'

const OPERATIONS: readonly { value: Operation; label: string }[] = [
  { value: 'add', label: 'A + B' },
  { value: 'subtract', label: 'A − B' },
  { value: 'multiply', label: 'A × B' },
  // Not 'Aᵀ': its ᵀ was the one character on the page from Inter's Latin Extended file (86 KB), which the browser
  // then fetched before the first paint.
  { value: 'transpose', label: 'transpose A' },
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

export default function MatrixMathView() {
  const [a, setA] = useLinkState<EditorState>(
    'a',
    initialEditor([
      ['2', '1', '1'],
      ['1', '3', '2'],
      ['1', '0', '0'],
    ]),
    'input',
  )
  const [b, setB] = useLinkState<EditorState>(
    'b',
    initialEditor([
      ['1', '0', '2'],
      ['0', '1', '0'],
      ['1/2', '0', '1'],
    ]),
    'input',
  )
  const [op, setOp] = useLinkState<Operation>('op', 'inverse')
  const [style, setStyle] = useLinkState<NumberStyle>('style', 'fraction')

  const binary = BINARY.includes(op)
  const inputError = inputProblem(a, b, binary)
  const pa = parseGrid(a.cells, 'A')
  const pb = parseGrid(b.cells, 'B')
  const result = !inputError && pa.ok ? runOperation(op, pa.matrix, pb.ok ? pb.matrix : null) : null
  const opLabel = OPERATIONS.find((o) => o.value === op)?.label ?? ''

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
        <ResultPanel opLabel={opLabel} inputError={inputError} result={result} style={style} onUseAsA={takeResultAsA} />
      </SplitLayout>
    </Stack>
  )
}
