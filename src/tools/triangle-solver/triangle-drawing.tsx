// A solved triangle drawn to scale: its sides labelled with their lengths, its corners with their angles.
import { css } from '../../styled-system/css'
import {
  ANGLES,
  type AngleUnit,
  formatAngle,
  formatNumber,
  layoutTriangle,
  SIDES,
  type Triangle,
} from './triangle-solver'

export function TriangleDrawing({
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
