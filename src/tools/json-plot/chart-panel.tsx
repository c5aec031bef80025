// The chart itself, its downloads, its size in words and its values as text (for screen readers and checking).
import { type RefObject, useRef } from 'react'
import { DownloadButton, Notice, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import type { Chart, ChartType, PlotResult } from '../../lib/chart/json-chart'
import { css } from '../../styled-system/css'
import { ChartSvg } from './chart-svg'
import { standaloneSvg, svgToPng } from './export-image'
import { countLine, fieldLabel } from './json-plot'

type ChartResult = Extract<PlotResult, { ok: true }>['chart']

export interface ChartPanelProps {
  type: ChartType
  result: ChartResult | null
  shownX: string
  shownYs: readonly string[]
  /** The box whose width the chart is laid out at. */
  boxRef: RefObject<HTMLDivElement | null>
}

export function ChartPanel({ type, result, shownX, shownYs, boxRef }: ChartPanelProps) {
  const chart: Chart | null = result?.ok ? result.chart : null
  const svgRef = useRef<SVGSVGElement>(null)
  return (
    <Panel
      title="Chart"
      actions={
        <>
          <DownloadButton
            label="Download PNG"
            filename={`chart-${type}.png`}
            data={
              chart ? () => svgToPng(standaloneSvg(svgRef.current as SVGSVGElement), chart.width, chart.height) : null
            }
            success={{ title: 'Downloaded!', description: 'Chart saved as PNG' }}
          />
          <DownloadButton
            label="Download SVG"
            filename={`chart-${type}.svg`}
            mime="image/svg+xml"
            data={chart ? () => standaloneSvg(svgRef.current as SVGSVGElement) : null}
            success={{ title: 'Downloaded!', description: 'Chart saved as SVG' }}
          />
        </>
      }
    >
      {result && !result.ok && (
        <Notice tone="warning" title="Cannot draw this chart">
          <span data-testid="json-plot-problem">{result.error}</span>
        </Notice>
      )}
      <div ref={boxRef} className={css({ minW: 0, w: 'full' })} />
      {chart && (
        <>
          <div className={looks.scrollX}>
            <ChartSvg
              chart={chart}
              svgRef={svgRef}
              label={`${type} chart of ${shownYs.join(', ')} by ${fieldLabel(shownX)}`}
            />
          </div>
          <p data-testid="json-plot-count" className={looks.mutedText}>
            {countLine(chart)}
          </p>
          <details className={looks.mutedText}>
            <summary className={css({ cursor: 'pointer', color: 'fg.default' })}>Values as text</summary>
            <ul data-testid="json-plot-values" className={css({ pl: '4', listStyleType: 'disc', mt: '2' })}>
              {chart.summary.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
            {chart.points > chart.summary.length && (
              <p className={css({ mt: '2' })}>
                … and {(chart.points - chart.summary.length).toLocaleString('en-US')} more.
              </p>
            )}
          </details>
        </>
      )}
    </Panel>
  )
}
