// The image batch's result cards: thumbnail, name, sizes before/after, dimensions, per-item download and remove.

import { Download, Hourglass, ImageOff, Loader2, Trash2 } from 'lucide-react'
import { lazy, memo, Suspense, useCallback, useRef } from 'react'
import { formatBytes } from '../lib/bytes'
import { downloadBlob } from '../lib/download'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { notify } from '../ui/toaster'
import { type ImageBatch, useImageBatchView } from './image-batch'
import { type ImageItem, sizeChange } from './image-batch-model'
import { useFrameFill } from './use-frame-fill'

const spinner = css({ display: 'inline-flex', animation: 'spin 1s linear infinite', willChange: 'transform' })

const numbers = css({ fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })

function Thumb({ item }: { item: ImageItem }) {
  return (
    <div
      className={css({
        w: '16',
        h: '16',
        flexShrink: 0,
        borderRadius: 'md',
        bg: 'bg.subtle',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      })}
    >
      {item.thumbUrl ? (
        <img src={item.thumbUrl} alt="" className={css({ maxW: '100%', maxH: '100%', objectFit: 'contain' })} />
      ) : item.status === 'failed' ? (
        <ImageOff aria-hidden className={css({ color: 'danger.fg', w: '6', h: '6' })} />
      ) : item.status === 'processing' ? (
        // The spin is on an HTML box, not on the SVG: the compositor turns a box, while an SVG's animation repaints
        // the page on the main thread every frame (a batch of cards, each spinning, kept it busy 30–100 ms a frame).
        <span className={spinner}>
          <Loader2 aria-hidden className={css({ color: 'fg.muted', w: '6', h: '6' })} />
        </span>
      ) : (
        // Waiting: still (hundreds of queued cards must not each animate).
        <Hourglass aria-hidden className={css({ color: 'fg.muted', w: '5', h: '5' })} />
      )}
    </div>
  )
}

function ItemDetails({ item }: { item: ImageItem }) {
  if (item.status === 'done' && item.size !== undefined)
    return (
      <>
        <p className={numbers} data-testid="result-sizes">
          {formatBytes(item.originalSize)} → {formatBytes(item.size)} ({sizeChange(item.originalSize, item.size)})
        </p>
        <p className={numbers}>
          {item.originalWidth}×{item.originalHeight} → {item.width}×{item.height}
        </p>
        {item.savedTo ? (
          <p className={css({ fontSize: 'xs', color: 'success.fg', overflowWrap: 'anywhere' })} data-testid="saved-to">
            Saved
          </p>
        ) : null}
        {item.note ? (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })} data-testid="result-note">
            {item.note}
          </p>
        ) : null}
      </>
    )
  if (item.status === 'failed')
    return (
      <p className={css({ fontSize: 'xs', color: 'danger.fg', overflowWrap: 'anywhere' })} role="alert">
        {item.name}: {item.error}
      </p>
    )
  return (
    <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
      {item.status === 'processing' ? 'Processing…' : 'Waiting…'} {formatBytes(item.originalSize)}
    </p>
  )
}

const cardClass = (failed: boolean) =>
  css({
    display: 'flex',
    gap: '3',
    p: '3',
    minW: 0,
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: failed ? 'danger.border' : 'border.default',
    borderRadius: 'lg',
  })
const cardClasses = { ok: cardClass(false), failed: cardClass(true) }

function downloadItem(item: ImageItem) {
  if (!item.blob) return
  downloadBlob(item.blob, item.outName ?? item.name)
  notify({ type: 'success', title: 'Downloaded!', description: item.outName })
}

/**
 * One result card. Memoised on its item: in a batch of 100, a finished image renders its own card, not all 100 (a
 * render of every card per result held the page for 30–45 ms at a time on a 2-core machine).
 */
export const ResultCard = memo(function ResultCard({
  item: it,
  onDownload,
  onRemove,
}: {
  item: ImageItem
  onDownload: (item: ImageItem) => void
  onRemove: (id: string) => void
}) {
  return (
    <li
      data-testid="result-card"
      data-status={it.status}
      className={cardClasses[it.status === 'failed' ? 'failed' : 'ok']}
    >
      <Thumb item={it} />
      <div className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p
          className={css({
            fontWeight: 'medium',
            fontSize: 'sm',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          })}
          title={it.outName ?? it.name}
        >
          {it.outName ?? it.name}
        </p>
        <ItemDetails item={it} />
        <div className={css({ display: 'flex', gap: '1.5', mt: 'auto', flexWrap: 'wrap' })}>
          {it.status === 'done' && it.blob ? (
            <button
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              aria-label={`Download ${it.outName}`}
              onClick={() => onDownload(it)}
            >
              <Download aria-hidden /> Download
            </button>
          ) : null}
          <button
            type="button"
            className={button({ size: 'xs', variant: 'ghost' })}
            aria-label={`Remove ${it.name}`}
            onClick={() => onRemove(it.id)}
            disabled={it.status === 'queued' || it.status === 'processing'}
          >
            <Trash2 aria-hidden /> Remove
          </button>
        </div>
      </div>
    </li>
  )
})

/** Cards added per frame: a first frame of 100 cards took 100 ms to render and lay out on a 2-core machine. */
const CARDS_PER_FRAME = 24

/** Past this many cards the list is windowed: only the rows near the screen exist (a batch of 500 photos). */
export const VIRTUAL_FROM = 48

export const gridColumns = { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }

/** The windowed list, loaded once a batch passes VIRTUAL_FROM (its library is not on the page before). */
const VirtualGrid = lazy(() => import('./image-batch-virtual-grid'))

/** Result cards: thumbnail, name, sizes before/after, dimensions, per-item download and remove. */
export function ResultGrid({ batch, onDownload }: { batch: ImageBatch; onDownload?: (item: ImageItem) => void }) {
  // The cards keep the same callbacks across renders (memo), calling the latest ones given.
  const { items } = useImageBatchView(batch)
  const latest = useRef({ onDownload, remove: batch.remove })
  latest.current = { onDownload, remove: batch.remove }
  const download = useCallback((item: ImageItem) => (latest.current.onDownload ?? downloadItem)(item), [])
  const remove = useCallback((id: string) => latest.current.remove(id), [])
  // A batch of 100 files appears CARDS_PER_FRAME cards a frame, not in one frame of 100 cards.
  const drawn = useFrameFill(items.length, CARDS_PER_FRAME)
  if (!items.length) return null
  const plain = (
    <ul
      aria-label="Results"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: gridColumns,
      })}
    >
      {items.slice(0, Math.min(drawn, VIRTUAL_FROM)).map((it) => (
        <ResultCard key={it.id} item={it} onDownload={download} onRemove={remove} />
      ))}
    </ul>
  )
  if (items.length <= VIRTUAL_FROM) return plain
  return (
    <Suspense fallback={plain}>
      <VirtualGrid items={items} onDownload={download} onRemove={remove} />
    </Suspense>
  )
}
