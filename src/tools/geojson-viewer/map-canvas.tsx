// The GeoJSON Viewer's map: a canvas drawn with d3-geo over the bundled world outline. Drawing runs in slices of a
// few milliseconds, so a big file never freezes the page; while a slow map is panned or zoomed, the last drawing is
// moved and scaled and the full drawing follows when the gesture pauses. A second canvas carries the highlights.
import { geoGraticule10, geoPath } from 'd3-geo'
import type { Geometry } from 'geojson'
import { Globe, Maximize, Minus, Plus } from 'lucide-react'
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { Bbox, ViewFeature } from '../../jobs/geo'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  type Basemap,
  buildSvg,
  drawingOrder,
  FILL_OPACITY,
  fitView,
  focusBounds,
  formatLonLat,
  layerOf,
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
  bg: 'bg.surface',
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

const controls = css({
  position: 'absolute',
  top: '2',
  right: '2',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})
const iconButton = cx(button({ size: 'icon' }), css({ boxShadow: 'sm', h: '8', w: '8' }))
const readout = css({
  position: 'absolute',
  left: '2',
  bottom: '2',
  pointerEvents: 'none',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'md',
  px: '1.5',
  py: '0.5',
  fontFamily: 'mono',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.9,
})
const drawingNote = css({
  position: 'absolute',
  left: '2',
  top: '2',
  pointerEvents: 'none',
  bg: 'bg.surface',
  color: 'fg.muted',
  borderRadius: 'md',
  px: '2',
  py: '0.5',
  fontSize: 'xs',
})

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
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
  const [params, setParams] = useState<ViewParams | null>(null)
  const [hovered, setHovered] = useState<{ feature: ViewFeature; x: number; y: number } | null>(null)
  const [drawing, setDrawing] = useState(false)
  const [dragging, setDragging] = useState(false)
  const [pointer, setPointer] = useState<[number, number] | null>(null)
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

  useEffect(() => {
    const box = boxRef.current
    if (!box) return
    const measure = () => {
      const w = Math.max(200, Math.floor(box.clientWidth))
      const h = w < 640 ? Math.round(w * 0.85) : 480
      setSize((s) => (s && s.w === w && s.h === h ? s : { w, h }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])

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
          ctx.globalAlpha = layer === 'point' ? 1 : FILL_OPACITY
          ctx.fill('evenodd')
          ctx.globalAlpha = 1
        }
        ctx.strokeStyle = layer === 'point' ? colours.border : colours.stroke
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
    outline(hovered?.feature, colours.hover, 3)
    outline(selected, colours.selected, 3)
  }, [params, size, name, hovered, selected, colours])

  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = boxRef.current?.getBoundingClientRect()
    return r ? [e.clientX - r.left, e.clientY - r.top] : [0, 0]
  }

  const lonLatAt = (point: [number, number]): [number, number] | null => {
    const p = paramsRef.current ? projectionFor(name, paramsRef.current).invert?.(point) : null
    return p && Number.isFinite(p[0]) && Number.isFinite(p[1]) ? [p[0], p[1]] : null
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
            setPointer(lonLatAt(point))
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
          setPointer(null)
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
        {pointer ? (
          <span className={readout} data-testid="geo-pointer">
            {formatLonLat(pointer)}
          </span>
        ) : null}
      </div>
      <div className={controls}>
        <button
          type="button"
          className={iconButton}
          onClick={() => zoomBy(1.6)}
          aria-label="Zoom in"
          title="Zoom in (+)"
        >
          <Plus aria-hidden />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={() => zoomBy(1 / 1.6)}
          aria-label="Zoom out"
          title="Zoom out (−)"
        >
          <Minus aria-hidden />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={fitData}
          disabled={!bounds}
          aria-label="Fit to data"
          title="Fit to data (0)"
        >
          <Maximize aria-hidden />
        </button>
        <button type="button" className={iconButton} onClick={fitWorld} aria-label="Whole world" title="Whole world">
          <Globe aria-hidden />
        </button>
      </div>
      {drawing ? <span className={drawingNote}>Drawing…</span> : null}
    </div>
  )
}
