import { EmptyState, Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SolutionPanel } from './solution-panel'
import { CASE_NAMES, convertAngleInputs, MAX_DECIMALS, readDecimals } from './solution-text'
import {
  ANGLES,
  type AngleUnit,
  FIELDS,
  type FieldKey,
  type Inputs,
  readInputs,
  SIDES,
  solveTriangle,
} from './triangle-solver'

const EXAMPLES: readonly { label: string; values: Inputs }[] = [
  { label: 'SSS 3-4-5', values: { a: '3', b: '4', c: '5' } },
  { label: 'SAS', values: { b: '5', c: '7', A: '49' } },
  { label: 'ASA', values: { A: '30', B: '60', c: '10' } },
  { label: 'AAS', values: { A: '40', B: '65', a: '8' } },
  { label: 'SSA (two solutions)', values: { a: '6', b: '8', A: '35' } },
  { label: 'Impossible', values: { a: '1', b: '2', c: '4' } },
]

const UNITS = [
  { value: 'deg', label: 'Degrees' },
  { value: 'rad', label: 'Radians' },
] as const

/** Every field present (empty when unknown): a link fills in the default's keys for any it lacks. */
const NO_VALUES: Inputs = { a: '', b: '', c: '', A: '', B: '', C: '' }

export default function TriangleSolverView() {
  const [inputs, setInputs] = useLinkState<Inputs>('values', { ...NO_VALUES, a: '6', b: '8', A: '35' })
  const [unit, setUnit] = useLinkState<AngleUnit>('unit', 'deg')
  const [decimalsRaw, setDecimalsRaw] = useLinkState('decimals', '4')
  const { decimals, ok: decimalsOk } = readDecimals(decimalsRaw)

  const read = readInputs(inputs, unit)
  const filled = FIELDS.filter((k) => (inputs[k] ?? '').trim() !== '')
  const result = read.ok ? solveTriangle(read.values, unit) : null
  const given = new Set<FieldKey>(filled)

  const changeUnit = (next: AngleUnit) => {
    if (next === unit) return
    // Convert the angles already typed so they keep meaning the same angle.
    setInputs((prev) => convertAngleInputs(prev, unit, next))
    setUnit(next)
  }

  const field = (k: FieldKey) => {
    const isSide = (SIDES as readonly string[]).includes(k)
    return (
      <TextField
        key={k}
        label={isSide ? `Side ${k}` : `Angle ${k}${unit === 'deg' ? ' (°)' : ' (rad)'}`}
        value={inputs[k] ?? ''}
        inputMode="decimal"
        autoComplete="off"
        mono
        placeholder="unknown"
        onChange={(e) => setInputs((prev) => ({ ...prev, [k]: e.target.value }))}
        error={!read.ok ? read.errors[k] : undefined}
      />
    )
  }

  return (
    <Stack>
      <SplitLayout>
        <Panel
          title="Known values"
          description="Fill in any three, at least one of them a side. Side a faces angle A, b faces B, c faces C."
          actions={
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={filled.length === 0}
              onClick={() => setInputs(NO_VALUES)}
            >
              Clear
            </button>
          }
        >
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
            {SIDES.map(field)}
            {ANGLES.map(field)}
          </div>
          <div className={looks.rowCentered}>
            <span className={looks.mutedText}>Examples:</span>
            {EXAMPLES.map((ex) => (
              <button
                key={ex.label}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                onClick={() => {
                  setUnit('deg')
                  setInputs({ ...NO_VALUES, ...ex.values })
                }}
              >
                {ex.label}
              </button>
            ))}
          </div>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
            <Segmented label="Angles in" value={unit} options={UNITS} onChange={changeUnit} />
            <div className={css({ w: '10rem' })}>
              <NumberField
                label="Decimal places"
                min={0}
                max={MAX_DECIMALS}
                step={1}
                value={decimalsRaw}
                onChange={(e) => setDecimalsRaw(e.target.value)}
                error={decimalsOk ? undefined : `0 to ${MAX_DECIMALS}; using 4.`}
              />
            </div>
          </div>
          {result?.case ? (
            <p data-testid="case" className={css({ fontSize: 'sm' })}>
              <span className={looks.muted}>Case: </span>
              {CASE_NAMES[result.case]}
            </p>
          ) : null}
        </Panel>
        <Stack>
          {!read.ok ? (
            <Notice tone="danger" title="Check the highlighted values">
              Fix the values marked in red to solve the triangle.
            </Notice>
          ) : filled.length === 0 ? (
            <EmptyState title="Enter three values">
              For example three sides, or two sides and an angle. Or pick an example.
            </EmptyState>
          ) : result && !result.ok ? (
            <Notice
              tone={filled.length === 3 ? 'danger' : 'info'}
              title={filled.length === 3 ? 'No triangle' : undefined}
            >
              <span data-testid="problem">{result.error}</span>
            </Notice>
          ) : result?.ok ? (
            <>
              {result.note ? (
                <Notice tone={result.solutions.length > 1 ? 'warning' : 'info'}>
                  <span data-testid="note">{result.note}</span>
                </Notice>
              ) : null}
              {result.solutions.map((t, i) => (
                <SolutionPanel
                  key={i === 0 ? 'first' : 'second'}
                  t={t}
                  index={i}
                  count={result.solutions.length}
                  given={given}
                  unit={unit}
                  decimals={decimals}
                />
              ))}
            </>
          ) : null}
        </Stack>
      </SplitLayout>
    </Stack>
  )
}
