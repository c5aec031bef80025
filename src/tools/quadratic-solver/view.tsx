import { CopyButton, EmptyState, Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatDecimal, readDecimal } from '../../lib/math/number-text'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { QuadraticPlot } from './plot'
import {
  describeSolution,
  formatFactoredForm,
  formatPolynomial,
  formatRoots,
  formatVertexForm,
  plotData,
  solveQuadratic,
} from './quadratic-solver'

const EXAMPLES: readonly { label: string; abc: [string, string, string] }[] = [
  { label: 'Two roots', abc: ['1', '-3', '2'] },
  { label: 'Double root', abc: ['1', '-4', '4'] },
  { label: 'Complex', abc: ['1', '2', '5'] },
  { label: 'Linear (a = 0)', abc: ['0', '2', '-4'] },
]

const MAX_DECIMALS = 12

const termClass = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })
const dtClass = looks.mutedSmall
const ddClass = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })

export default function QuadraticSolverView() {
  const [abc, setAbc] = useLinkState<[string, string, string]>('abc', ['1', '-3', '2'])
  const [decimalsRaw, setDecimalsRaw] = useLinkState('decimals', '4')
  const dn = Number(decimalsRaw)
  const decimalsOk = decimalsRaw.trim() !== '' && Number.isInteger(dn) && dn >= 0 && dn <= MAX_DECIMALS
  const fmt = { decimals: decimalsOk ? dn : 4 }
  const f = (n: number) => formatDecimal(n, { decimals: fmt.decimals, group: false })

  const read = abc.map(readDecimal)
  const errors = read.map((r) => (!r.ok && r.error ? r.error : undefined))
  const missing = read.some((r) => !r.ok && !r.error)
  const values = read.every((r) => r.ok) ? read.map((r) => (r.ok ? r.value : 0)) : null
  const an = values ? solveQuadratic(values[0], values[1], values[2]) : null
  const roots = an ? formatRoots(an.solution, fmt) : []
  const plot = an ? plotData(an) : null
  const equation = an ? `${formatPolynomial(an.a, an.b, an.c, fmt)} = 0` : ''
  const vertexForm = an ? formatVertexForm(an, fmt) : null
  const factored = an ? formatFactoredForm(an, fmt) : null
  const discriminantText =
    an?.discriminant === null || an?.discriminant === undefined
      ? null
      : Number.isFinite(an.discriminant)
        ? f(an.discriminant)
        : `too large to show (${an.discriminant > 0 ? 'positive' : 'negative'})`

  const summary = an
    ? [
        equation,
        describeSolution(an.solution),
        ...roots,
        discriminantText === null ? null : `Discriminant b² − 4ac = ${discriminantText}`,
        an.vertex ? `Vertex (${f(an.vertex.x)}, ${f(an.vertex.y)})` : null,
      ]
        .filter(Boolean)
        .join('\n')
    : ''

  const set = (i: 0 | 1 | 2, v: string) => setAbc((prev) => prev.map((p, j) => (j === i ? v : p)) as typeof prev)
  const names = ['a', 'b', 'c'] as const

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Equation" description="ax² + bx + c = 0">
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
            {names.map((name, i) => (
              <TextField
                key={name}
                label={name}
                value={abc[i]}
                inputMode="decimal"
                autoComplete="off"
                mono
                onChange={(e) => set(i as 0 | 1 | 2, e.target.value)}
                error={errors[i]}
              />
            ))}
          </div>
          <div className={looks.rowCentered}>
            <span className={looks.mutedText}>Examples:</span>
            {EXAMPLES.map((ex) => (
              <button
                key={ex.label}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                onClick={() => setAbc(ex.abc)}
              >
                {ex.label}
              </button>
            ))}
          </div>
          <div className={css({ maxW: '20rem' })}>
            <NumberField
              label="Decimal places"
              min={0}
              max={MAX_DECIMALS}
              step={1}
              value={decimalsRaw}
              onChange={(e) => setDecimalsRaw(e.target.value)}
              error={decimalsOk ? undefined : `Enter a whole number from 0 to ${MAX_DECIMALS}; using 4.`}
            />
          </div>
        </Panel>
        <Panel title="Solution" actions={<CopyButton value={summary} what="Solution" />}>
          {an ? (
            <Stack gap="3">
              <p
                data-testid="equation"
                className={css({ fontFamily: 'mono', fontSize: 'lg', overflowWrap: 'anywhere' })}
              >
                {equation}
              </p>
              <p data-testid="nature" className={looks.mutedText}>
                {describeSolution(an.solution)}
              </p>
              <ul
                data-testid="roots"
                aria-label="Roots"
                className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
              >
                {roots.map((r) => (
                  <li
                    key={r}
                    className={css({
                      fontFamily: 'mono',
                      fontSize: 'xl',
                      fontWeight: 'semibold',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {r}
                  </li>
                ))}
              </ul>
              <dl
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                  gap: '3',
                })}
              >
                {discriminantText !== null ? (
                  <div className={termClass}>
                    <dt className={dtClass}>Discriminant b² − 4ac</dt>
                    <dd data-testid="discriminant" className={ddClass}>
                      {discriminantText}
                    </dd>
                  </div>
                ) : null}
                {an.vertex ? (
                  <>
                    <div className={termClass}>
                      <dt className={dtClass}>Vertex</dt>
                      <dd data-testid="vertex" className={ddClass}>
                        ({f(an.vertex.x)}, {f(an.vertex.y)}) · {an.a > 0 ? 'minimum' : 'maximum'}
                      </dd>
                    </div>
                    <div className={termClass}>
                      <dt className={dtClass}>Axis of symmetry</dt>
                      <dd className={ddClass}>x = {f(an.vertex.x)}</dd>
                    </div>
                  </>
                ) : null}
                <div className={termClass}>
                  <dt className={dtClass}>y-intercept</dt>
                  <dd className={ddClass}>(0, {f(an.c)})</dd>
                </div>
                {an.a !== 0 ? (
                  <div className={termClass}>
                    <dt className={dtClass}>Sum · product of roots</dt>
                    <dd className={ddClass}>
                      {f(-an.b / an.a)} · {f(an.c / an.a)}
                    </dd>
                  </div>
                ) : null}
                {vertexForm ? (
                  <div className={termClass}>
                    <dt className={dtClass}>Vertex form</dt>
                    <dd className={ddClass}>{vertexForm}</dd>
                  </div>
                ) : null}
                {factored ? (
                  <div className={termClass}>
                    <dt className={dtClass}>Factored form</dt>
                    <dd data-testid="factored" className={ddClass}>
                      {factored}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </Stack>
          ) : errors.some(Boolean) ? (
            <Notice tone="danger" title="Cannot solve">
              {errors.find(Boolean)}
            </Notice>
          ) : missing ? (
            <EmptyState title="Fill in a, b and c">Each coefficient can be any number, including 0.</EmptyState>
          ) : null}
        </Panel>
      </SplitLayout>
      <Panel title="Plot" description={an ? `y = ${formatPolynomial(an.a, an.b, an.c, fmt)}` : undefined}>
        {an && plot ? (
          <>
            <QuadraticPlot
              data={plot}
              label={`Graph of y = ${formatPolynomial(an.a, an.b, an.c, fmt)}. ${describeSolution(an.solution)}. ${roots.join(', ')}`}
            />
            <p className={looks.mutedSmall}>Ring: a real root, where the curve meets the x axis. Dot: the vertex.</p>
          </>
        ) : an ? (
          <p className={looks.mutedText}>These numbers are too large to plot.</p>
        ) : (
          <p className={looks.mutedText}>The curve appears once a, b and c are numbers.</p>
        )}
      </Panel>
    </Stack>
  )
}
