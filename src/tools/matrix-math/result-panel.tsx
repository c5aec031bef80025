// The operation's result: a matrix (with Use as A) or a number, or why it cannot be computed.
import { CornerUpLeft } from 'lucide-react'
import { CopyButton, Notice, Panel, Stack } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { resultText } from './editor-state'
import { formatEntry, type Matrix, type NumberStyle, type OpResult } from './matrix-math'

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

export interface ResultPanelProps {
  opLabel: string
  inputError: string | null
  result: OpResult | null
  style: NumberStyle
  onUseAsA: () => void
}

export function ResultPanel({ opLabel, inputError, result, style, onUseAsA }: ResultPanelProps) {
  const copyText = resultText(result, style)
  return (
    <Panel
      title={`Result: ${opLabel}`}
      actions={
        <>
          {result?.ok && result.kind === 'matrix' ? (
            <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={onUseAsA}>
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
  )
}
