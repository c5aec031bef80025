// The map's pointer: drag to pan (after a few pixels, so a click still picks), hover for the tooltip and the
// longitude/latitude readout, click to select, double-click and the wheel to zoom at the pointer.
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react'
import type { ViewFeature } from '../../jobs/geo'

export interface HoverAt {
  feature: ViewFeature
  x: number
  y: number
}

export interface MapPointerOptions {
  boxRef: RefObject<HTMLDivElement | null>
  pan: (dx: number, dy: number) => void
  zoomBy: (factor: number, at?: [number, number]) => void
  /** The drawn feature at a point in the box, or null. */
  pickAt: (point: [number, number]) => ViewFeature | null
  /** The longitude and latitude at a point in the box, or null off the map. */
  lonLatAt: (point: [number, number]) => [number, number] | null
  onSelect: (f: ViewFeature | null) => void
  onHover: (f: ViewFeature | null) => void
}

export function useMapPointer({ boxRef, pan, zoomBy, pickAt, lonLatAt, onSelect, onHover }: MapPointerOptions) {
  const [hovered, setHovered] = useState<HoverAt | null>(null)
  const [dragging, setDragging] = useState(false)
  const [pointer, setPointer] = useState<[number, number] | null>(null)
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null)
  const hoverFrame = useRef(0)

  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = boxRef.current?.getBoundingClientRect()
    return r ? [e.clientX - r.left, e.clientY - r.top] : [0, 0]
  }

  const setHover = (h: HoverAt | null) => {
    setHovered((old) => {
      if (old?.feature !== h?.feature) onHover(h?.feature ?? null)
      return h
    })
  }

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
  }, [boxRef])

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (e.button !== 0) return
      boxRef.current?.setPointerCapture(e.pointerId)
      drag.current = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId }
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
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
        pan(dx, dy)
        return
      }
      const point = local(e)
      cancelAnimationFrame(hoverFrame.current)
      hoverFrame.current = requestAnimationFrame(() => {
        const f = pickAt(point)
        setHover(f ? { feature: f, x: point[0], y: point[1] } : null)
        setPointer(lonLatAt(point))
      })
    },
    onPointerUp: (e: PointerEvent<HTMLDivElement>) => {
      const d = drag.current
      drag.current = null
      setDragging(false)
      if (boxRef.current?.hasPointerCapture(e.pointerId)) boxRef.current.releasePointerCapture(e.pointerId)
      if (d && !d.moved) onSelect(pickAt(local(e)))
    },
    onPointerCancel: () => {
      drag.current = null
      setDragging(false)
    },
    onPointerLeave: () => {
      cancelAnimationFrame(hoverFrame.current)
      setPointer(null)
      if (!drag.current) setHover(null)
    },
    onDoubleClick: (e: { clientX: number; clientY: number }) => zoomBy(2, local(e)),
  }
  return { hovered, dragging, pointer, handlers }
}
