import { useAtomValue, useSetAtom } from 'jotai'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { DownloadButton, Notice, Panel } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import {
  type Chart,
  type ChartType,
  INDEX_FIELD,
  type PlotRequest,
  type PlotResult,
  plotDataset,
  readJson,
} from '../../lib/chart/json-chart'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { clearLargePlotAtom, largePlotAtom, largePlotStateAtom, plotLargeAtom } from './atoms'
import { SAMPLE_JSON, WORKER_THRESHOLD } from './json-plot'

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

const typeOptions = [
  { value: 'line' as const, label: 'Line' },
  { value: 'bar' as const, label: 'Bar' },
  { value: 'pie' as const, label: 'Pie' },
  { value: 'scatter' as const, label: 'Scatter' },
]

const fieldLabel = (f: string) => (f === INDEX_FIELD ? 'Position (index)' : f)

/** The SVG as a standalone file: CSS variables replaced by the colours the page uses now. */
function standaloneSvg(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
  const styles = getComputedStyle(svg)
  const text = new XMLSerializer().serializeToString(clone)
  return text.replace(/var\((--[a-z0-9-]+)\)/g, (_, name: string) => styles.getPropertyValue(name).trim() || '#888')
}

async function svgToPng(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }))
  try {
    const img = new Image()
    img.width = width
    img.height = height
    img.src = url
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = width * scale
    canvas.height = height * scale
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('No canvas')
    ctx.scale(scale, scale)
    ctx.drawImage(img, 0, 0, width, height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG failed'))), 'image/png'),
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}

export default function JsonPlotView() {
  const [text, setText] = useLinkState('data', '', 'input')
  const deferred = useDeferredValue(text)
  const [type, setType] = useLinkState<ChartType>('type', 'bar')
  const [x, setX] = useLinkState('x', '')
  const [ys, setYs] = useLinkState<string[]>('ys', [])
  /** The text the chosen fields were picked for: new data keeps the fields that still exist, else takes defaults. */
  const [pickedFor, setPickedFor] = useState<string | null>(() => (x ? text : null))
  const large = deferred.length > WORKER_THRESHOLD

  // The chart is laid out at the width it is shown at, so its text stays readable on a phone.
  const [width, setWidth] = useState(720)
  const height = Math.round(Math.min(420, Math.max(300, width * 0.6)))
  const pickFields = pickedFor !== deferred
  const yKey = ys.join('\u0000')
  const request = useMemo<PlotRequest>(
    () => ({ x, ys: yKey ? yKey.split('\u0000') : [], type, width, height, pickFields }),
    [x, yKey, type, width, height, pickFields],
  )

  // Small inputs are read and laid out at once; big ones in the worker (typing again aborts the stale run).
  const read = useMemo(() => (!large && deferred.trim() ? readJson(deferred) : null), [deferred, large])
  const syncResult = useMemo<PlotResult | null>(
    () => (read ? (read.ok ? plotDataset(read.data, request) : read) : null),
    [read, request],
  )
  const plotLarge = useSetAtom(plotLargeAtom)
  const clearLarge = useSetAtom(clearLargePlotAtom)
  const largePlot = useAtomValue(largePlotAtom)
  const largeState = useAtomValue(largePlotStateAtom)
  useEffect(() => {
    if (large) plotLarge({ text: deferred, request })
    else clearLarge()
  }, [large, deferred, request, plotLarge, clearLarge])
  const shownLarge = large && largePlot?.text === deferred ? largePlot.result : null
  const busy = large && largeState.status === 'running'
  const failed = large && largeState.status === 'failed' ? largeState.error : null
  const plot = large ? shownLarge : syncResult
  const data = plot?.ok ? plot.data : null

  // New data: take the fields the layout chose for it, so later choices start from them.
  const plotFor = large ? largePlot?.text : deferred
  useEffect(() => {
    if (!plot?.ok || plotFor === undefined || plotFor === pickedFor) return
    setX(plot.x)
    setYs(plot.ys)
    setPickedFor(plotFor)
  }, [plot, plotFor, pickedFor, setYs, setX])

  const boxRef = useRef<HTMLDivElement>(null)
  const hasData = Boolean(data)
  useEffect(() => {
    const el = boxRef.current
    if (!el || !hasData) return
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.round(entry.contentRect.width)
      if (w > 0) setWidth(Math.max(320, Math.min(900, w)))
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasData])
  const result = plot?.ok ? plot.chart : null
  const shownX = plot?.ok ? plot.x : x
  const shownYs = plot?.ok ? plot.ys : ys
  const chart = result?.ok ? result.chart : null
  const svgRef = useRef<SVGSVGElement>(null)

  return (
    <div className={looks.stackFill}>
      <Panel
        title="JSON data"
        description="An array of objects (one per point), an array of numbers, or an object of series."
        actions={
          <SampleClearActions
            onSample={() => setText(SAMPLE_JSON)}
            onClear={() => setText('')}
            canClear={Boolean(text)}
          />
        }
      >
        <LargeTextField
          label="JSON data"
          mono
          rows={8}
          value={text}
          placeholder={'[{ "month": "Jan", "sales": 120 }, …]'}
          onValueChange={setText}
          spellCheck={false}
        />
        {busy && (
          <p data-testid="json-plot-busy" role="status" className={looks.mutedText}>
            Reading and laying out {formatBytes(deferred.length)} of JSON…
          </p>
        )}
        {(failed || (plot && !plot.ok)) && (
          <Notice tone="danger" title="Cannot plot this JSON">
            <span data-testid="json-plot-error">{failed ?? (plot && !plot.ok ? plot.error : '')}</span>
          </Notice>
        )}
      </Panel>

      {data && (
        <Panel title="Chart options">
          <Segmented label="Chart type" value={type} options={typeOptions} onChange={setType} />
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
              gap: '4',
              alignItems: 'start',
            })}
          >
            <SelectField
              label="X field (labels)"
              value={data.fields.includes(shownX) ? shownX : data.fields[0]}
              options={data.fields.map((f) => ({ value: f, label: fieldLabel(f) }))}
              onChange={setX}
            />
            <fieldset className={looks.shrinkable}>
              <legend className={looks.labelAbove}>
                Y fields (numbers{type === 'pie' ? ', choose one for a pie' : ''})
              </legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                {data.numeric.length ? (
                  data.numeric.map((f) => (
                    <CheckboxField
                      key={f}
                      label={fieldLabel(f)}
                      checked={shownYs.includes(f)}
                      onChange={(on) =>
                        setYs((cur) => (on ? [...cur.filter((y) => y !== f), f] : cur.filter((y) => y !== f)))
                      }
                    />
                  ))
                ) : (
                  <span className={looks.mutedText}>No field holds numbers.</span>
                )}
              </div>
            </fieldset>
          </div>
        </Panel>
      )}

      {data && (
        <Panel
          title="Chart"
          actions={
            <>
              <DownloadButton
                label="Download PNG"
                filename={`chart-${type}.png`}
                data={
                  chart
                    ? () => svgToPng(standaloneSvg(svgRef.current as SVGSVGElement), chart.width, chart.height)
                    : null
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
      )}
    </div>
  )
}

/** "200,000 points in 2 series" under the chart: what it shows, also when it is drawn at screen resolution. */
function countLine(chart: Chart): string {
  const n = chart.points.toLocaleString('en-US')
  if (chart.type === 'pie') return `${n} ${chart.points === 1 ? 'slice' : 'slices'}`
  return `${n} ${chart.points === 1 ? 'point' : 'points'} in ${chart.series} series`
}

function ChartSvg({
  chart,
  svgRef,
  label,
}: {
  chart: Chart
  svgRef: React.RefObject<SVGSVGElement | null>
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
