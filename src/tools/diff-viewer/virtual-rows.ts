// The virtualiser both diff views share: only the rows in view are in the DOM, each placed at its offset.
import { useVirtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, useRef } from 'react'

export function useRows(count: number, estimate: number) {
  const parentRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimate,
    overscan: 10,
  })
  return { parentRef, virtualizer }
}

/** A row's place in the scrolled box. */
export function rowPlace(start: number): CSSProperties {
  return { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${start}px)` }
}
