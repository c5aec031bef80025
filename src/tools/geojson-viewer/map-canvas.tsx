// The GeoJSON Viewer's map: a canvas drawn with d3-geo over the bundled world outline. Drawing runs in slices of a
// few milliseconds, so a big file never freezes the page; while a slow map is panned or zoomed, the last drawing is
// moved and scaled and the full drawing follows when the gesture pauses. A second canvas carries the highlights.
import { geoGraticule10, geoPath } from 'd3-geo'
import type { Geometry } from 'geojson'
import { Globe, Maximize, Minus, Plus } from 'lucide-react'
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { Bbox, ViewFeature } from '../../jobs/geo'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  type Basemap,
  buildSvg,
  drawingOrder,
  fitView,
  HIGHLIGHT,
  layerOf,
  MAP_COLOURS,
  MAX_ZOOM,
  POINT_RADIUS,
  type ProjectionName,
  panBy,
  pickFeature,
  projectionFor,
  type ViewParams,
  worldScale,
  zoomAt,
} from './geojson-viewer'

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
const SPHERE = { type: 'Sphere' } as const

const mapBox = css({
  position: 'relative',
  w: '100%',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  touchAction: 'none',
  cursor: 'grab',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
  '&[data-dragging=true]': { cursor: 'grabbing' },
  '& canvas': { position: 'absolute', inset: 0, display: 'block' },
})
const tooltip = css({
  position: 'absolute',
  pointerEvents: 'none',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  px: '2',
  py: '1',
  fontSize: 'xs',
  boxShadow: 'sm',
  maxW: '240px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

interface Snapshot {
  canvas: HTMLCanvasElement
  params: ViewParams
  name: ProjectionName
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
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const [params, setParams] = useState<ViewParams | null>(null)
  const [hovered, setHovered] = useState<{ feature: ViewFeature; x: number; y: number } | null>(null)
  const [drawing, setDrawing] = useState(false)
  const [dragging, setDragging] = useState(false)
  const order = useMemo(() => drawingOrder(features), [features])
  const colours = MAP_COLOURS[theme]
  const render = useRef({ token: 0, lastMs: 0, snapshot: null as Snapshot | null, timer: 0 })
  const paramsRef = useRef(params)
  paramsRef.current = params

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const measure = () => {
      const w = Math.max(200, Math.floor(box.clientWidth))
      const h = w < 640 ? Math.round(w * 0.75) : 460
      setSize((s) => (s && s.w === w && s.h === h ? s : { w, h }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

  // New data, projection or size: fit to the data (or the world).
  useEffect(() => {
    if (size) setParams(fitView(name, bounds, size.w, size.h))
  }, [name, bounds, size])

  useEffect(() => {
    if (focus?.feature.bbox && size) setParams(fitView(name, focus.feature.bbox, size.w, size.h, 48))
  }, [focus, name, size])

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
      const dpr = window.devicePixelRatio || 1
      const buffer = document.createElement('canvas')
      buffer.width = Math.round(size.w * dpr)
      buffer.height = Math.round(size.h * dpr)
      const ctx = buffer.getContext('2d')
      if (!ctx) return
      ctx.scale(dpr, dpr)
      const projection = projectionFor(name, p)
      const path = geoPath(projection, ctx).pointRadius(POINT_RADIUS)
      ctx.beginPath()
      path(SPHERE)
      ctx.fillStyle = colours.ocean
      ctx.fill()
      ctx.beginPath()
      path(geoGraticule10())
      ctx.strokeStyle = colours.graticule
      ctx.lineWidth = 1
      ctx.stroke()
      if (basemap) {
        ctx.beginPath()
        path(basemap.land)
        ctx.fillStyle = colours.land
        ctx.fill()
        ctx.beginPath()
        path(basemap.borders)
        ctx.strokeStyle = colours.border
        ctx.lineWidth = 0.6
        ctx.stroke()
      }
      let slice = performance.now()
      for (const f of order) {
        const g = f.feature.geometry as Geometry
        const layer = layerOf(g)
        ctx.beginPath()
        path(g)
        if (layer !== 'line') {
          ctx.fillStyle = layer === 'point' ? colours.point : colours.fill
          ctx.fill('evenodd')
        }
        ctx.strokeStyle = layer === 'point' ? colours.ocean : colours.stroke
        ctx.lineWidth = layer === 'line' ? 2 : 1.2
        ctx.stroke()
        if (performance.now() - slice > SLICE_MS) {
          setDrawing(true)
          await nextTask()
          if (render.current.token !== token) return
          slice = performance.now()
        }
      }
      ctx.beginPath()
      path(SPHERE)
      ctx.strokeStyle = colours.outline
      ctx.lineWidth = 1
      ctx.stroke()
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
      const ctx = visible.getContext('2d')
      if (ctx) {
        const dpr = window.devicePixelRatio || 1
        const f = params.scale / snap.params.scale
        const tx = params.translate[0] - snap.params.translate[0] * f
        const ty = params.translate[1] - snap.params.translate[1] * f
        ctx.setTransform(1, 0, 0, 1, 0, 0)
        ctx.clearRect(0, 0, visible.width, visible.height)
        ctx.setTransform(f, 0, 0, f, tx * dpr, ty * dpr)
        ctx.drawImage(snap.canvas, 0, 0)
        ctx.setTransform(1, 0, 0, 1, 0, 0)
      }
      r.timer = window.setTimeout(() => void drawFull(params, token), 150)
    } else {
      const frame = requestAnimationFrame(() => void drawFull(params, token))
      return () => cancelAnimationFrame(frame)
    }
  }, [params, size, name, drawFull])

  // Highlights: the hovered and the selected feature, on their own canvas.
  useEffect(() => {
    const canvas = overlayRef.current
    if (!canvas || !params || !size) return
    const dpr = window.devicePixelRatio || 1
    canvas.width = Math.round(size.w * dpr)
    canvas.height = Math.round(size.h * dpr)
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    ctx.scale(dpr, dpr)
    const path = geoPath(projectionFor(name, params), ctx).pointRadius(POINT_RADIUS + 2)
    const outline = (f: ViewFeature | null | undefined, colour: string, width: number) => {
      if (!f?.drawable || !f.feature.geometry) return
      ctx.beginPath()
      path(f.feature.geometry)
      ctx.strokeStyle = colour
      ctx.lineWidth = width
      ctx.stroke()
    }
    outline(hovered?.feature, HIGHLIGHT.hover, 3)
    outline(selected, HIGHLIGHT.selected, 3)
  }, [params, size, name, hovered, selected])

  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = boxRef.current?.getBoundingClientRect()
    return r ? [e.clientX - r.left, e.clientY - r.top] : [0, 0]
  }

  const pickAt = (point: [number, number]) =>
    paramsRef.current ? pickFeature(features, projectionFor(name, paramsRef.current), point) : null

  const zoomBy = (factor: number, at?: [number, number]) =>
    setParams((p) => (p && size ? zoomAt(p, factor, at ?? [size.w / 2, size.h / 2], limits.min, limits.max) : p))

  // The wheel zooms the map (a non-passive listener, so the page does not scroll meanwhile).
  const wheelRef = useRef<(e: WheelEvent) => void>(() => {})
  wheelRef.current = (e: WheelEvent) => {
    e.preventDefault()
    zoomBy(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), local(e))
  }
  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const onWheel = (e: WheelEvent) => wheelRef.current(e)
    box.addEventListener('wheel', onWheel, { passive: false })
    return () => box.removeEventListener('wheel', onWheel)
  }, [])

  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null)
  const hoverFrame = useRef(0)

  const setHover = (h: { feature: ViewFeature; x: number; y: number } | null) => {
    setHovered((old) => {
      if (old?.feature !== h?.feature) onHover(h?.feature ?? null)
      return h
    })
  }

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
        size && params
          ? buildSvg({ name, params, width: size.w, height: size.h, basemap, features, colours })
          : '',
    }),
    [size, params, name, basemap, features, colours],
  )

  const fitData = () => size && setParams(fitView(name, bounds, size.w, size.h))
  const fitWorld = () => size && setParams(fitView(name, null, size.w, size.h))

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <button type="button" className={button({ size: 'sm' })} onClick={() => zoomBy(1.6)} aria-label="Zoom in">
          <Plus aria-hidden />
        </button>
        <button type="button" className={button({ size: 'sm' })} onClick={() => zoomBy(1 / 1.6)} aria-label="Zoom out">
          <Minus aria-hidden />
        </button>
        <button type="button" className={button({ size: 'sm' })} onClick={fitData} disabled={!bounds}>
          <Maximize aria-hidden /> Fit to data
        </button>
        <button type="button" className={button({ size: 'sm' })} onClick={fitWorld}>
          <Globe aria-hidden /> Whole world
        </button>
        {drawing ? (
          <span className={css({ fontSize: 'sm', color: 'fg.muted', alignSelf: 'center' })}>Drawing…</span>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the map is an interactive widget driven by keys */}
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
          const step = 60
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [step, 0],
            ArrowRight: [-step, 0],
            ArrowUp: [0, step],
            ArrowDown: [0, -step],
          }
          if (moves[e.key]) {
            e.preventDefault()
            const [dx, dy] = moves[e.key]
            setParams((p) => (p ? panBy(name, p, dx, dy) : p))
          } else if (e.key === '+' || e.key === '=') {
            e.preventDefault()
            zoomBy(1.6)
          } else if (e.key === '-' || e.key === '_') {
            e.preventDefault()
            zoomBy(1 / 1.6)
          } else if (e.key === '0') {
            e.preventDefault()
            fitData()
          } else if (e.key === 'Escape') onSelect(null)
        }}
        onPointerDown={(e) => {
          if (e.button !== 0) return
          boxRef.current?.setPointerCapture(e.pointerId)
          drag.current = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId }
        }}
        onPointerMove={(e) => {
          const d = drag.current
          if (d && d.id === e.pointerId) {
            const dx = e.clientX - d.x
            const dy = e.clientY - d.y
            if (!d.moved && Math.hypot(dx, dy) < 4) return
            if (!d.moved) {
              d.moved = true
              setDragging(true)
              setHover(null)
            }
            d.x = e.clientX
            d.y = e.clientY
            setParams((p) => (p ? panBy(name, p, dx, dy) : p))
            return
          }
          const point = local(e)
          cancelAnimationFrame(hoverFrame.current)
          hoverFrame.current = requestAnimationFrame(() => {
            const f = pickAt(point)
            setHover(f ? { feature: f, x: point[0], y: point[1] } : null)
          })
        }}
        onPointerUp={(e) => {
          const d = drag.current
          drag.current = null
          setDragging(false)
          if (boxRef.current?.hasPointerCapture(e.pointerId)) boxRef.current.releasePointerCapture(e.pointerId)
          if (d && !d.moved) onSelect(pickAt(local(e)))
        }}
        onPointerCancel={() => {
          drag.current = null
          setDragging(false)
        }}
        onPointerLeave={() => {
          cancelAnimationFrame(hoverFrame.current)
          if (!drag.current) setHover(null)
        }}
        onDoubleClick={(e) => zoomBy(2, local(e))}
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
      </div>
    </div>
  )
}
