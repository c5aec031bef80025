// The map's size in CSS pixels, following its box's width: 480 px high, or a little under square on narrow screens.
import { type RefObject, useEffect, useState } from 'react'

export function useMapSize(boxRef: RefObject<HTMLDivElement | null>): { w: number; h: number } | null {
  const [size, setSize] = useState<{ w: number; h: number } | null>(null)
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
  }, [boxRef])
  return size
}
