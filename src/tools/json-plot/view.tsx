import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { DownloadButton, Notice, Panel, TextAreaField } from '../../kit'
import { SampleClearActions } from '../../kit/sample-clear'
import { Segmented } from '../../kit/segmented'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { buildChart, type Chart, type ChartType, defaultFields, INDEX_FIELD, readJson, SAMPLE_JSON } from './json-plot'

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
  const [text, setText] = useState('')
  const deferred = useDeferredValue(text)
  const read = useMemo(() => (deferred.trim() ? readJson(deferred) : null), [deferred])
  const data = read?.ok ? read.data : null
  const [type, setType] = useState<ChartType>('bar')
  const [x, setX] = useState('')
  const [ys, setYs] = useState<string[]>([])

  // New data: keep the chosen fields that still exist, else pick sensible defaults.
  useEffect(() => {
    if (!data) return
    const d = defaultFields(data)
    setX((cur) => (data.fields.includes(cur) ? cur : d.x))
    setYs((cur) => {
      const kept = cur.filter((y) => data.numeric.includes(y))
      return kept.length ? kept : d.ys
    })
  }, [data])

  // The chart is laid out at the width it is shown at, so its text stays readable on a phone.
  const [width, setWidth] = useState(720)
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
  const result = useMemo(
    () =>
      data?.fields.includes(x)
        ? buildChart(data, { x, ys, type, width, height: Math.round(Math.min(420, Math.max(300, width * 0.6))) })
        : null,
    [data, x, ys, type, width],
  )
  const chart = result?.ok ? result.chart : null
  const svgRef = useRef<SVGSVGElement>(null)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
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
        <TextAreaField
          label="JSON data"
          mono
          rows={8}
          value={text}
          placeholder={'[{ "month": "Jan", "sales": 120 }, …]'}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
        />
        {read && !read.ok && (
          <Notice tone="danger" title="Cannot plot this JSON">
            <span data-testid="json-plot-error">{read.error}</span>
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
              value={data.fields.includes(x) ? x : data.fields[0]}
              options={data.fields.map((f) => ({ value: f, label: fieldLabel(f) }))}
              onChange={setX}
            />
            <fieldset className={css({ minW: 0 })}>
              <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
                Y fields (numbers{type === 'pie' ? ', choose one for a pie' : ''})
              </legend>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                {data.numeric.length ? (
                  data.numeric.map((f) => (
                    <CheckboxField
                      key={f}
                      label={fieldLabel(f)}
                      checked={ys.includes(f)}
                      onChange={(on) =>
                        setYs((cur) => (on ? [...cur.filter((y) => y !== f), f] : cur.filter((y) => y !== f)))
                      }
                    />
                  ))
                ) : (
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>No field holds numbers.</span>
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
              <div className={css({ overflowX: 'auto', minW: 0 })}>
                <ChartSvg
                  chart={chart}
                  svgRef={svgRef}
                  label={`${type} chart of ${ys.join(', ')} by ${fieldLabel(x)}`}
                />
              </div>
              <details className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <summary className={css({ cursor: 'pointer', color: 'fg.default' })}>Values as text</summary>
                <ul data-testid="json-plot-values" className={css({ pl: '4', listStyleType: 'disc', mt: '2' })}>
                  {chart.summary.map((s, i) => (
                    <li key={i}>{s}</li>
                  ))}
                </ul>
              </details>
            </>
          )}
        </Panel>
      )}
    </div>
  )
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
