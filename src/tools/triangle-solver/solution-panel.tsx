// One solution: the triangle drawn, its sides and angles (the given ones marked) and its other measures.
import { CopyButton, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { describeTriangle } from './solution-text'
import { TriangleDrawing } from './triangle-drawing'
import {
  ANGLES,
  type AngleKey,
  type AngleUnit,
  type FieldKey,
  formatAngle,
  formatNumber,
  SIDES,
  type Triangle,
} from './triangle-solver'

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

export function SolutionPanel({
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
