import { CopyButton, NumberField, Panel, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { readDecimal } from '../../lib/math/number-text'
import { css } from '../../styled-system/css'
import { type PercentQuestion, QUESTIONS, solvePercent } from './percentage-calc'

const MAX_DECIMALS = 12

function readDecimals(raw: string): { value: number; error?: string } {
  const n = Number(raw)
  if (raw.trim() === '' || !Number.isInteger(n) || n < 0 || n > MAX_DECIMALS)
    return { value: 2, error: `Enter a whole number from 0 to ${MAX_DECIMALS}; using 2.` }
  return { value: n }
}

function QuestionCard({ q, decimals }: { q: PercentQuestion; decimals: number }) {
  const [a, setA] = useLinkState(`${q.kind}.a`, q.example[0])
  const [b, setB] = useLinkState(`${q.kind}.b`, q.example[1])
  const ra = readDecimal(a)
  const rb = readDecimal(b)
  const answer = ra.ok && rb.ok ? solvePercent(q.kind, ra.value, rb.value, decimals) : null
  const missing = (!ra.ok && !ra.error) || (!rb.ok && !rb.error)
  return (
    <div data-testid={`q-${q.kind}`} className={css({ display: 'flex', minW: 0 })}>
      <Panel
        title={q.title}
        description={q.hint}
        className={css({ flex: '1', minW: 0 })}
        actions={
          <CopyButton
            value={answer?.ok ? answer.result : ''}
            what="Result"
            aria-label={`Copy result: ${q.title}`}
            size="xs"
          />
        }
      >
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
          <TextField
            label={q.a}
            value={a}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setA(e.target.value)}
            error={!ra.ok && ra.error ? ra.error : undefined}
          />
          <TextField
            label={q.b}
            value={b}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setB(e.target.value)}
            error={!rb.ok && rb.error ? rb.error : undefined}
          />
        </div>
        <div aria-live="polite" className={css({ minH: '12' })}>
          {answer?.ok ? (
            <>
              <output
                data-testid="result"
                className={css({
                  display: 'block',
                  fontSize: '2xl',
                  fontWeight: 'semibold',
                  fontFamily: 'mono',
                  overflowWrap: 'anywhere',
                })}
              >
                {answer.result}
              </output>
              <p data-testid="sentence" className={css({ fontSize: 'sm' })}>
                {answer.sentence}
              </p>
              <p
                data-testid="formula"
                className={css({ fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono', overflowWrap: 'anywhere' })}
              >
                {answer.formula}
              </p>
            </>
          ) : answer && !answer.ok ? (
            <p data-testid="error" role="alert" className={looks.dangerText}>
              {answer.error}
            </p>
          ) : missing ? (
            <p className={looks.mutedText}>Fill in both values.</p>
          ) : null}
        </div>
      </Panel>
    </div>
  )
}

export default function PercentageCalcView() {
  const [decimalsRaw, setDecimalsRaw] = useLinkState('decimals', '2')
  const decimals = readDecimals(decimalsRaw)
  return (
    <Stack>
      <Panel title="Precision">
        <div className={css({ maxW: '20rem' })}>
          <NumberField
            label="Decimal places in answers"
            min={0}
            max={MAX_DECIMALS}
            step={1}
            value={decimalsRaw}
            onChange={(e) => setDecimalsRaw(e.target.value)}
            error={decimals.error}
            hint="Answers are rounded to this many places; trailing zeros are dropped."
          />
        </div>
      </Panel>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
        })}
      >
        {QUESTIONS.map((q) => (
          <QuestionCard key={q.kind} q={q} decimals={decimals.value} />
        ))}
      </div>
    </Stack>
  )
}
