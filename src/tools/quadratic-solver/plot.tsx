// The curve y = ax² + bx + c drawn as plain SVG from the numbers: grid, axes, the curve, its roots and vertex.

import { formatDecimal } from '../../lib/math/number-text'
import { css } from '../../styled-system/css'
import { niceTicks, type PlotData } from './quadratic-solver'

const W = 640
const H = 400
const M = { right: 14, top: 14, bottom: 34 }
/** Approximate advance of one 18 px monospace digit. */
const CHAR = 11

const tick = (n: number) => formatDecimal(n, { decimals: 6, group: false })

export function QuadraticPlot({ data, label }: { data: PlotData; label: string }) {
  const { xMin, xMax, yMin, yMax } = data
  const yTicks = niceTicks(yMin, yMax, 6)
  const left = 16 + CHAR * Math.max(3, ...yTicks.map((t) => tick(t).length))
  const sx = (x: number) => left + ((x - xMin) / (xMax - xMin)) * (W - left - M.right)
  const sy = (y: number) => M.top + ((yMax - y) / (yMax - yMin)) * (H - M.top - M.bottom)
  let xTicks = niceTicks(xMin, xMax, 7)
  const xLabelWidth = CHAR * Math.max(...xTicks.map((t) => tick(t).length), 1) + 12
  if (xTicks.length * xLabelWidth > W - left - M.right) xTicks = niceTicks(xMin, xMax, 3)
  const path = data.points.map((p, i) => `${i ? 'L' : 'M'}${sx(p.x).toFixed(2)} ${sy(p.y).toFixed(2)}`).join(' ')
  const showXAxis = yMin <= 0 && yMax >= 0
  const showYAxis = xMin <= 0 && xMax >= 0
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={label}
      data-testid="quadratic-plot"
      className={css({ w: 'full', maxW: '3xl', mx: 'auto', h: 'auto', display: 'block', fontFamily: 'mono' })}
    >
      <g className={css({ stroke: 'border.default' })} strokeWidth={1}>
        {xTicks.map((t) => (
          <line key={`gx${t}`} x1={sx(t)} x2={sx(t)} y1={M.top} y2={H - M.bottom} />
        ))}
        {yTicks.map((t) => (
          <line key={`gy${t}`} x1={left} x2={W - M.right} y1={sy(t)} y2={sy(t)} />
        ))}
      </g>
      <g className={css({ stroke: 'fg.muted' })} strokeWidth={1.5}>
        {showXAxis ? <line x1={left} x2={W - M.right} y1={sy(0)} y2={sy(0)} /> : null}
        {showYAxis ? <line x1={sx(0)} x2={sx(0)} y1={M.top} y2={H - M.bottom} /> : null}
      </g>
      <g className={css({ fill: 'fg.muted' })} fontSize={18}>
        {xTicks.map((t) => (
          <text key={`tx${t}`} x={sx(t)} y={H - 8} textAnchor="middle">
            {tick(t)}
          </text>
        ))}
        {yTicks.map((t) => (
          <text key={`ty${t}`} x={left - 6} y={sy(t) + 5} textAnchor="end">
            {tick(t)}
          </text>
        ))}
      </g>
      <path
        d={path}
        data-testid="plot-curve"
        className={css({ stroke: 'accent.fg', fill: 'none' })}
        strokeWidth={2.5}
        strokeLinejoin="round"
      />
      {data.vertex ? (
        <circle
          data-testid="plot-vertex"
          cx={sx(data.vertex.x)}
          cy={sy(data.vertex.y)}
          r={5}
          className={css({ fill: 'warning.fg' })}
        >
          <title>{`Vertex (${tick(data.vertex.x)}, ${tick(data.vertex.y)})`}</title>
        </circle>
      ) : null}
      {data.roots.map((r) => (
        <circle
          key={r}
          data-testid="plot-root"
          cx={sx(r)}
          cy={sy(0)}
          r={6}
          className={css({ fill: 'bg.surface', stroke: 'danger.fg' })}
          strokeWidth={3}
        >
          <title>{`Root x = ${tick(r)}`}</title>
        </circle>
      ))}
    </svg>
  )
}
