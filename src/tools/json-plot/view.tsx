import { useSetAtom } from 'jotai'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { Notice, Panel } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import {
  type ChartType,
  type PlotRequest,
  type PlotResult,
  plotDataset,
  plotTextProblem,
  readJson,
} from '../../lib/chart/json-chart'
import { useAtomValue } from '../../state/use-atom'
import { clearLargePlotAtom, largePlotAtom, largePlotStateAtom, plotLargeAtom } from './atoms'
import { ChartOptions } from './chart-options'
import { ChartPanel } from './chart-panel'
import { SAMPLE_JSON, WORKER_THRESHOLD } from './json-plot'

export default function JsonPlotView() {
  const [text, setText] = useLinkState('data', '', 'input')
  const deferred = useDeferredValue(text)
  const [type, setType] = useLinkState<ChartType>('type', 'bar')
  const [x, setX] = useLinkState('x', '')
  const [ys, setYs] = useLinkState<string[]>('ys', [])
  /** The text the chosen fields were picked for: new data keeps the fields that still exist, else takes defaults. */
  const [pickedFor, setPickedFor] = useState<string | null>(() => (x ? text : null))
  // Over the length limit nothing is parsed nor sent to the worker: the text stays in the box and the limit is named.
  const tooLong = plotTextProblem(deferred.length)
  const large = !tooLong && deferred.length > WORKER_THRESHOLD

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
  const read = useMemo(
    () => (!large && !tooLong && deferred.trim() ? readJson(deferred) : null),
    [deferred, large, tooLong],
  )
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

  // New data: take the fields (and chart type) the layout chose for it, so later choices start from them.
  const plotFor = large ? largePlot?.text : deferred
  useEffect(() => {
    if (!plot?.ok || plotFor === undefined || plotFor === pickedFor) return
    setX(plot.x)
    setYs(plot.ys)
    setType(plot.type)
    setPickedFor(plotFor)
  }, [plot, plotFor, pickedFor, setYs, setX, setType])

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
  const shownType = plot?.ok ? plot.type : type

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
        {(tooLong || failed || (plot && !plot.ok)) && (
          <Notice tone="danger" title="Cannot plot this JSON">
            <span data-testid="json-plot-error">{tooLong ?? failed ?? (plot && !plot.ok ? plot.error : '')}</span>
          </Notice>
        )}
      </Panel>

      {data && (
        <ChartOptions data={data} type={shownType} onType={setType} x={shownX} onX={setX} ys={shownYs} onYs={setYs} />
      )}

      {data && <ChartPanel type={shownType} result={result} shownX={shownX} shownYs={shownYs} boxRef={boxRef} />}
    </div>
  )
}
