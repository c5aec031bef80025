// The chart's shapes as SVG, each series in one of the theme's category colours.
import type { RefObject } from 'react'
import type { Chart } from '../../lib/chart/json-chart'
import { css } from '../../styled-system/css'

/** Series colours: the theme's category tokens, resolved to real colours when the chart is downloaded. */
const PALETTE = [
  '--colors-cat-text-fg',
  '--colors-cat-web-fg',
  '--colors-cat-media-fg',
  '--colors-cat-color-fg',
  '--colors-cat-math-fg',
  '--colors-cat-time-fg',
  '--colors-cat-encoding-fg',
  '--colors-cat-generators-fg',
  '--colors-cat-files-fg',
  '--colors-cat-data-fg',
]
const colour = (series: number) => `var(${PALETTE[series % PALETTE.length]})`

export function ChartSvg({
  chart,
  svgRef,
  label,
}: {
  chart: Chart
  svgRef: RefObject<SVGSVGElement | null>
  label: string
}) {
  return (
    <svg
      ref={svgRef}
      data-testid="json-plot-svg"
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      height={chart.height}
      role="img"
      aria-label={label}
      className={css({ maxW: 'full', h: 'auto', display: 'block', mx: 'auto' })}
      fontFamily="system-ui, sans-serif"
      fontSize="12"
    >
      <rect x={0} y={0} width={chart.width} height={chart.height} fill="var(--colors-bg-surface)" />
      {chart.shapes.map((s, i) => {
        switch (s.kind) {
          case 'line':
            return (
              <line
                key={i}
                x1={s.x1}
                y1={s.y1}
                x2={s.x2}
                y2={s.y2}
                stroke={s.role === 'axis' ? 'var(--colors-fg-muted)' : 'var(--colors-border-default)'}
                strokeWidth={1}
              />
            )
          case 'text':
            return (
              <text
                key={i}
                x={s.x}
                y={s.y}
                textAnchor={s.anchor}
                fill={s.role === 'label' ? 'var(--colors-fg-default)' : 'var(--colors-fg-muted)'}
                fontWeight={s.role === 'label' ? 600 : 400}
              >
                {s.text}
              </text>
            )
          case 'polyline':
            return <polyline key={i} points={s.points} fill="none" stroke={colour(s.series)} strokeWidth={2} />
          case 'rect':
            return (
              <rect key={i} x={s.x} y={s.y} width={s.w} height={s.h} fill={colour(s.series)} rx={2}>
                <title>{s.title}</title>
              </rect>
            )
          case 'circle':
            return (
              <circle key={i} cx={s.cx} cy={s.cy} r={s.r} fill={colour(s.series)} stroke="var(--colors-bg-surface)">
                <title>{s.title}</title>
              </circle>
            )
          case 'path':
            return (
              <path key={i} d={s.d} fill={colour(s.series)} stroke="var(--colors-bg-surface)" strokeWidth={1.5}>
                <title>{s.title}</title>
              </path>
            )
          case 'dots':
            return (
              <path key={i} d={s.d} fill="none" stroke={colour(s.series)} strokeWidth={s.r * 2} strokeLinecap="round" />
            )
          case 'columns':
            return <path key={i} d={s.d} fill="none" stroke={colour(s.series)} strokeWidth={1} />
          case 'legend':
            return (
              <g key={i}>
                {s.series >= 0 && <rect x={s.x} y={s.y - 9} width={12} height={12} rx={2} fill={colour(s.series)} />}
                <text x={s.series >= 0 ? s.x + 18 : s.x} y={s.y + 1} fill="var(--colors-fg-default)">
                  {s.text}
                </text>
              </g>
            )
          default:
            return null
        }
      })}
    </svg>
  )
}
