// The GeoJSON Viewer's map: a canvas drawn with d3-geo over the bundled world outline. Drawing runs in slices of a
// few milliseconds, so a big file never freezes the page; while a slow map is panned or zoomed, the last drawing is
// moved and scaled and the full drawing follows when the gesture pauses. A second canvas carries the highlights.
import { geoPath } from 'd3-geo'
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { Bbox, ViewFeature } from '../../jobs/geo'
import { css } from '../../styled-system/css'
import {
  type Basemap,
  buildSvg,
  drawingOrder,
  fitView,
  focusBounds,
  formatLonLat,
  MAX_ZOOM,
  type MapColours,
  POINT_RADIUS,
  type ProjectionName,
  panBy,
  pickFeature,
  projectionFor,
  readMapColours,
  resizeView,
  type ViewParams,
  worldScale,
  zoomAt,
} from './geojson-viewer'
import { MapControls } from './map-controls'
import { mapKeyAction } from './map-keys'
import { paintBackground, paintFeature, paintHighlights, paintMoved, paintOutline, sizeCanvas } from './map-paint'
import { drawingNote, mapBox, readout, tooltip } from './map-styles'
import { useMapPointer } from './use-map-pointer'
import { useMapSize } from './use-map-size'

export interface MapHandle {
  toPng: () => Promise<Blob>
  toSvg: () => string
}

export interface MapCanvasProps {
  projection: ProjectionName
  features: readonly ViewFeature[]
  bounds: Bbox | null
  basemap: Basemap | null
  theme: 'light' | 'dark'
  selected: ViewFeature | null
  onSelect: (f: ViewFeature | null) => void
  onHover: (f: ViewFeature | null) => void
  /** Zoom to this feature (a new object each time it is asked). */
  focus: { feature: ViewFeature } | null
  handle?: Ref<MapHandle>
}

const SLICE_MS = 12
interface Snapshot {
  canvas: HTMLCanvasElement
  params: ViewParams
  name: ProjectionName
}

const readPageColours = (): MapColours => {
  const style = getComputedStyle(document.documentElement)
  return readMapColours((name) => style.getPropertyValue(name))
}

const sameRotate = (a: ViewParams, b: ViewParams) => a.rotate.every((v, i) => v === b.rotate[i])
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function MapCanvas({
  projection: name,
  features,
  bounds,
  basemap,
  theme,
  selected,
  onSelect,
  onHover,
  focus,
  handle,
}: MapCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null)
  const baseRef = useRef<HTMLCanvasElement>(null)
  const overlayRef = useRef<HTMLCanvasElement>(null)
  const size = useMapSize(boxRef)
  const [params, setParams] = useState<ViewParams | null>(null)
  const [drawing, setDrawing] = useState(false)
  const order = useMemo(() => drawingOrder(features), [features])
  const [colours, setColours] = useState<MapColours>(readPageColours)
  // The theme's class changes after this component's effects run: read its colours once it has.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new theme changes the CSS variables read here
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const next = readPageColours()
      setColours((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next))
    })
    return () => cancelAnimationFrame(frame)
  }, [theme])
  const render = useRef({ token: 0, lastMs: 0, snapshot: null as Snapshot | null, timer: 0 })
  const paramsRef = useRef(params)
  paramsRef.current = params

  const latest = useRef({ name, bounds, size })
  latest.current = { name, bounds, size }

  // New data or another projection: fit to the data (or the world). A view does not carry over from one projection to
  // another, so a projection switch shows all the data again.
  useEffect(() => {
    const s = latest.current.size
    if (s) setParams(fitView(name, bounds, s.w, s.h))
  }, [name, bounds])

  // A new size keeps the view (the first size fits the data).
  const lastSize = useRef<{ w: number; h: number } | null>(null)
  useEffect(() => {
    if (!size) return
    const from = lastSize.current
    lastSize.current = size
    const { name: n, bounds: b } = latest.current
    setParams((p) => (p && from ? resizeView(p, from, size) : fitView(n, b, size.w, size.h)))
  }, [size])

  // A feature picked from the list: zoom to it, with some of its surroundings.
  useEffect(() => {
    const { name: n, bounds: b, size: s } = latest.current
    if (focus?.feature.bbox && s) setParams(fitView(n, focusBounds(focus.feature.bbox, b), s.w, s.h, 48))
  }, [focus])

  const limits = useMemo(() => {
    if (!size) return { min: 1, max: 1 }
    const world = worldScale(name, size.w, size.h)
    return { min: world * 0.5, max: world * MAX_ZOOM }
  }, [name, size])

  const drawFull = useCallback(
    async (p: ViewParams, token: number) => {
      const visible = baseRef.current
      if (!visible || !size) return
      const started = performance.now()
      const buffer = document.createElement('canvas')
      const ctx = sizeCanvas(buffer, size)
      if (!ctx) return
      const path = geoPath(projectionFor(name, p), ctx).pointRadius(POINT_RADIUS)
      paintBackground(ctx, path, colours, basemap)
      let slice = performance.now()
      for (const f of order) {
        paintFeature(ctx, path, f, colours)
        if (performance.now() - slice > SLICE_MS) {
          setDrawing(true)
          await nextTask()
          if (render.current.token !== token) return
          slice = performance.now()
        }
      }
      paintOutline(ctx, path, colours)
      if (render.current.token !== token) return
      const out = visible.getContext('2d')
      if (!out) return
      visible.width = buffer.width
      visible.height = buffer.height
      out.drawImage(buffer, 0, 0)
      render.current.snapshot = { canvas: buffer, params: p, name }
      render.current.lastMs = performance.now() - started
      visible.dataset.drawn = String(order.length)
      setDrawing(false)
    },
    [name, size, order, basemap, colours],
  )

  // Redraw on every change; a slow map shows the last drawing moved and scaled until the gesture pauses.
  useEffect(() => {
    if (!params || !size) return
    const r = render.current
    const token = ++r.token
    clearTimeout(r.timer)
    const snap = r.snapshot
    const visible = baseRef.current
    if (r.lastMs > 30 && snap && snap.name === name && sameRotate(snap.params, params) && visible) {
      paintMoved(visible, snap.canvas, snap.params, params)
      r.timer = window.setTimeout(() => void drawFull(params, token), 150)
    } else {
      const frame = requestAnimationFrame(() => void drawFull(params, token))
      return () => cancelAnimationFrame(frame)
    }
  }, [params, size, name, drawFull])

  const lonLatAt = (point: [number, number]): [number, number] | null => {
    const p = paramsRef.current ? projectionFor(name, paramsRef.current).invert?.(point) : null
    return p && Number.isFinite(p[0]) && Number.isFinite(p[1]) ? [p[0], p[1]] : null
  }

  const pickAt = (point: [number, number]) =>
    paramsRef.current ? pickFeature(features, projectionFor(name, paramsRef.current), point) : null

  const zoomBy = (factor: number, at?: [number, number]) =>
    setParams((p) => (p && size ? zoomAt(p, factor, at ?? [size.w / 2, size.h / 2], limits.min, limits.max) : p))

  const { hovered, dragging, pointer, handlers } = useMapPointer({
    boxRef,
    pan: (dx, dy) => setParams((p) => (p ? panBy(name, p, dx, dy) : p)),
    zoomBy,
    pickAt,
    lonLatAt,
    onSelect,
    onHover,
  })

  // Highlights: the hovered and the selected feature, on their own canvas.
  useEffect(() => {
    const canvas = overlayRef.current
    if (!canvas || !params || !size) return
    paintHighlights(canvas, size, projectionFor(name, params), { hovered: hovered?.feature, selected }, colours)
  }, [params, size, name, hovered, selected, colours])

  useImperativeHandle(
    handle,
    () => ({
      toPng: () =>
        new Promise<Blob>((resolve, reject) => {
          const canvas = baseRef.current
          if (!canvas) return reject(new Error('No map'))
          canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG failed'))), 'image/png')
        }),
      toSvg: () =>
        size && params ? buildSvg({ name, params, width: size.w, height: size.h, basemap, features, colours }) : '',
    }),
    [size, params, name, basemap, features, colours],
  )

  const fitData = () => size && setParams(fitView(name, bounds, size.w, size.h))
  // The whole world; the globe keeps the side it is turned to.
  const fitWorld = () => {
    if (!size) return
    const world = fitView(name, null, size.w, size.h)
    setParams((p) => (p && name === 'orthographic' ? { ...world, rotate: p.rotate } : world))
  }

  return (
    <div className={css({ position: 'relative' })}>
      <div
        ref={boxRef}
        role="application"
        aria-label="Map. Drag or use the arrow keys to pan, + and − to zoom, 0 to fit the data, Escape to clear the selection. Click a shape for its properties."
        tabIndex={0}
        data-testid="geo-map"
        data-dragging={dragging}
        className={mapBox}
        style={{ height: size ? size.h : 300 }}
        onKeyDown={(e) => {
          const action = mapKeyAction(e.key)
          if (!action) return
          if (action.kind === 'clear') return onSelect(null)
          e.preventDefault()
          if (action.kind === 'pan') setParams((p) => (p ? panBy(name, p, action.dx, action.dy) : p))
          else if (action.kind === 'zoom') zoomBy(action.factor)
          else fitData()
        }}
        {...handlers}
      >
        <canvas
          ref={baseRef}
          aria-hidden
          data-testid="geo-canvas"
          style={size ? { width: size.w, height: size.h } : undefined}
        />
        <canvas ref={overlayRef} aria-hidden style={size ? { width: size.w, height: size.h } : undefined} />
        {hovered && !dragging ? (
          <div
            className={tooltip}
            data-testid="geo-tooltip"
            style={{
              left: Math.max(4, Math.min(hovered.x + 12, (size?.w ?? 0) - 180)),
              top: Math.min(hovered.y + 14, (size?.h ?? 0) - 32),
            }}
          >
            {hovered.feature.label}
          </div>
        ) : null}
        {pointer ? (
          <span className={readout} data-testid="geo-pointer">
            {formatLonLat(pointer)}
          </span>
        ) : null}
      </div>
      <MapControls onZoom={(f) => zoomBy(f)} onFitData={fitData} onFitWorld={fitWorld} canFitData={Boolean(bounds)} />
      {drawing ? <span className={drawingNote}>Drawing…</span> : null}
    </div>
  )
}
