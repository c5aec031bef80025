import { CopyButton, EmptyState, Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  ANGLES,
  type AngleKey,
  type AngleUnit,
  type Case,
  FIELDS,
  type FieldKey,
  formatAngle,
  formatNumber,
  fromRadians,
  type Inputs,
  layoutTriangle,
  measure,
  readInputs,
  SIDES,
  solveTriangle,
  type Triangle,
  toRadians,
} from './triangle-solver'

const CASE_NAMES: Record<Case, string> = {
  SSS: 'SSS: three sides',
  SAS: 'SAS: two sides and the angle between them',
  ASA: 'ASA: two angles and the side between them',
  AAS: 'AAS: two angles and a side not between them',
  SSA: 'SSA: two sides and an angle not between them',
}

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

const MAX_DECIMALS = 10

const cellClass = css({ px: '2', py: '1.5', textAlign: 'left' })
const givenClass = css({
  display: { base: 'block', sm: 'inline' },
  ml: { base: '0', sm: '1.5' },
  fontSize: 'xs',
  fontWeight: 'normal',
  color: 'accent.fg',
})
const monoCell = css({
  px: '2',
  py: '1.5',
  fontFamily: 'mono',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})

function TriangleDrawing({
  t,
  unit,
  decimals,
  title,
}: {
  t: Triangle
  unit: AngleUnit
  decimals: number
  title: string
}) {
  const d = layoutTriangle(t, 400, 48)
  const { A, B, C } = d.vertices
  const label = (n: number) => formatNumber(n, Math.min(decimals, 3))
  return (
    <svg
      viewBox={`0 0 ${d.width} ${d.height}`}
      role="img"
      aria-label={title}
      className={css({ w: '100%', maxH: '420px', display: 'block', overflow: 'visible' })}
    >
      <polygon
        points={`${A.x},${A.y} ${B.x},${B.y} ${C.x},${C.y}`}
        className={css({ fill: 'accent.subtle', stroke: 'accent.solid', strokeWidth: '2', strokeLinejoin: 'round' })}
      />
      {ANGLES.map((k) => (
        <circle key={k} cx={d.vertices[k].x} cy={d.vertices[k].y} r="3.5" className={css({ fill: 'accent.solid' })} />
      ))}
      <g className={css({ fill: 'fg.default', fontSize: '13px', fontFamily: 'mono' })}>
        {SIDES.map((k) => (
          <text key={k} x={d.sideLabels[k].x} y={d.sideLabels[k].y} textAnchor="middle" dominantBaseline="middle">
            {k} = {label(t[k])}
          </text>
        ))}
      </g>
      <g className={css({ fill: 'fg.muted', fontSize: '11px', fontFamily: 'mono' })}>
        {ANGLES.map((k) => (
          <text key={k} x={d.angleLabels[k].x} y={d.angleLabels[k].y} textAnchor="middle" dominantBaseline="middle">
            {formatAngle(t[k], unit, unit === 'deg' ? 1 : 3)}
          </text>
        ))}
      </g>
      <g className={css({ fill: 'fg.default', fontSize: '15px', fontWeight: 'bold' })}>
        {ANGLES.map((k) => (
          <text key={k} x={d.vertexLabels[k].x} y={d.vertexLabels[k].y} textAnchor="middle" dominantBaseline="middle">
            {k}
          </text>
        ))}
      </g>
    </svg>
  )
}

function describeTriangle(
  t: Triangle,
  unit: AngleUnit,
  decimals: number,
): { rows: [string, string, string][]; text: string } {
  const m = measure(t)
  const f = (n: number) => formatNumber(n, decimals)
  const rows: [string, string, string][] = [
    ['area', 'Area', f(m.area)],
    ['perimeter', 'Perimeter', f(m.perimeter)],
    ['semiperimeter', 'Semiperimeter s', f(m.semiperimeter)],
    ['height-a', 'Height to a (hₐ)', f(m.heights.a)],
    ['height-b', 'Height to b (h_b)', f(m.heights.b)],
    ['height-c', 'Height to c (h_c)', f(m.heights.c)],
    ['median-a', 'Median to a', f(m.medians.a)],
    ['median-b', 'Median to b', f(m.medians.b)],
    ['median-c', 'Median to c', f(m.medians.c)],
    ['inradius', 'Inradius r', f(m.inradius)],
    ['circumradius', 'Circumradius R', f(m.circumradius)],
    ['type', 'Type', `${m.bySides}, ${m.byAngles}`],
  ]
  const text = [
    ...SIDES.map((k) => `${k} = ${f(t[k])}`),
    ...ANGLES.map((k) => `${k} = ${formatAngle(t[k], unit, decimals)}`),
    ...rows.map(([, k, v]) => `${k}: ${v}`),
  ].join('\n')
  return { rows, text }
}

function SolutionPanel({
  t,
  index,
  count,
  given,
  unit,
  decimals,
}: {
  t: Triangle
  index: number
  count: number
  given: ReadonlySet<FieldKey>
  unit: AngleUnit
  decimals: number
}) {
  const title = count > 1 ? `Triangle ${index + 1} of ${count}` : 'Solution'
  const { rows, text } = describeTriangle(t, unit, decimals)
  const other = ANGLES.find((k) => !given.has(k)) as AngleKey
  return (
    <Panel
      title={title}
      description={count > 1 ? `${other} = ${formatAngle(t[other], unit, decimals)}` : undefined}
      actions={<CopyButton value={text} what={title} aria-label={`Copy ${title.toLowerCase()}`} />}
    >
      <div data-testid={`solution-${index + 1}`} className={looks.stack}>
        <TriangleDrawing t={t} unit={unit} decimals={decimals} title={`${title}, drawn to scale`} />
        <div className={css({ overflowX: 'auto' })}>
          <table className={looks.dataTable}>
            <caption className={looks.visuallyHidden}>Sides and angles</caption>
            <thead>
              <tr className={css({ color: 'fg.muted', fontSize: 'xs', borderBottomWidth: '1px' })}>
                <th scope="col" className={cellClass}>
                  Side
                </th>
                <th scope="col" className={cellClass}>
                  Length
                </th>
                <th scope="col" className={cellClass}>
                  Angle
                </th>
                <th scope="col" className={cellClass}>
                  Size
                </th>
              </tr>
            </thead>
            <tbody>
              {SIDES.map((s, i) => {
                const a = ANGLES[i]
                return (
                  <tr key={s} className={css({ borderBottomWidth: '1px', borderColor: 'border.default' })}>
                    <th scope="row" className={cellClass}>
                      {s}
                      {given.has(s) ? <span className={givenClass}>given</span> : null}
                    </th>
                    <td className={monoCell} data-testid={`side-${s}`}>
                      {formatNumber(t[s], decimals)}
                    </td>
                    <th scope="row" className={cellClass}>
                      {a}
                      {given.has(a) ? <span className={givenClass}>given</span> : null}
                    </th>
                    <td className={monoCell} data-testid={`angle-${a}`}>
                      {formatAngle(t[a], unit, decimals)}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: '2',
          })}
        >
          {rows.map(([id, k, v]) => (
            <div key={id} className={css({ bg: 'bg.subtle', borderRadius: 'lg', px: '3', py: '2', minW: 0 })}>
              <dt className={looks.mutedSmall}>{k}</dt>
              <dd
                data-testid={`measure-${id}`}
                className={css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' })}
              >
                {v}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Panel>
  )
}

/** Every field present (empty when unknown): a link fills in the default's keys for any it lacks. */
const NO_VALUES: Inputs = { a: '', b: '', c: '', A: '', B: '', C: '' }

export default function TriangleSolverView() {
  const [inputs, setInputs] = useLinkState<Inputs>('values', { ...NO_VALUES, a: '6', b: '8', A: '35' })
  const [unit, setUnit] = useLinkState<AngleUnit>('unit', 'deg')
  const [decimalsRaw, setDecimalsRaw] = useLinkState('decimals', '4')
  const dn = Number(decimalsRaw)
  const decimalsOk = decimalsRaw.trim() !== '' && Number.isInteger(dn) && dn >= 0 && dn <= MAX_DECIMALS
  const decimals = decimalsOk ? dn : 4

  const read = readInputs(inputs, unit)
  const filled = FIELDS.filter((k) => (inputs[k] ?? '').trim() !== '')
  const result = read.ok ? solveTriangle(read.values, unit) : null
  const given = new Set<FieldKey>(filled)

  const changeUnit = (next: AngleUnit) => {
    if (next === unit) return
    // Convert the angles already typed so they keep meaning the same angle.
    setInputs((prev) => {
      const out = { ...prev }
      for (const k of ANGLES) {
        const n = Number((prev[k] ?? '').trim().replace(',', '.'))
        if ((prev[k] ?? '').trim() && Number.isFinite(n)) {
          const converted = fromRadians(toRadians(n, unit), next)
          out[k] = String(Number(converted.toPrecision(12)))
        }
      }
      return out
    })
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
