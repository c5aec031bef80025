// The result list of a big batch (past VIRTUAL_FROM cards), windowed: only the rows near the screen exist (a batch
// of 500 photos). Its own chunk, so the virtualiser loads only when a batch is that big.
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, useState } from 'react'
import { css } from '../styled-system/css'
import { gridColumns, ResultCard } from './image-batch-grid'
import type { ImageItem } from './image-batch-model'

/** The grid's column count at the page's width (the same breakpoints as gridColumns: sm 640 px, lg 1024 px). */
const readColumns = () =>
  typeof window === 'undefined' ? 1 : window.innerWidth >= 1024 ? 3 : window.innerWidth >= 640 ? 2 : 1
function useColumns(): number {
  const [n, setN] = useState(readColumns)
  useEffect(() => {
    const on = () => setN(readColumns())
    window.addEventListener('resize', on)
    return () => window.removeEventListener('resize', on)
  }, [])
  return n
}

export default function VirtualGrid({
  items,
  onDownload,
  onRemove,
}: {
  items: ImageItem[]
  onDownload: (item: ImageItem) => void
  onRemove: (id: string) => void
}) {
  const columns = useColumns()
  const listRef = useRef<HTMLDivElement>(null)
  const rows = Math.ceil(items.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => 132,
    overscan: 3,
    scrollMargin: listRef.current?.offsetTop ?? 0,
  })
  return (
    <section ref={listRef} aria-label="Results" data-testid="results-virtual">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <ul
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={css({ display: 'grid', gap: '3', pb: '3', gridTemplateColumns: gridColumns })}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((it) => (
              <ResultCard key={it.id} item={it} onDownload={onDownload} onRemove={onRemove} />
            ))}
          </ul>
        ))}
      </div>
    </section>
  )
}
