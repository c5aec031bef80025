// The image batch's result cards: thumbnail, name, sizes before/after, dimensions, per-item download and remove.
import { Download, ImageOff, Loader2, Trash2 } from 'lucide-react'
import { formatBytes } from '../lib/bytes'
import { downloadBlob } from '../lib/download'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { notify } from '../ui/toaster'
import type { ImageBatch } from './image-batch'
import { type ImageItem, sizeChange } from './image-batch-model'

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
      ) : (
        <Loader2
          aria-hidden
          className={css({ color: 'fg.muted', w: '6', h: '6', animation: 'spin 1s linear infinite' })}
        />
      )}
    </div>
  )
}

function ItemDetails({ item }: { item: ImageItem }) {
  if (item.status === 'done' && item.blob)
    return (
      <>
        <p className={numbers} data-testid="result-sizes">
          {formatBytes(item.originalSize)} → {formatBytes(item.blob.size)} (
          {sizeChange(item.originalSize, item.blob.size)})
        </p>
        <p className={numbers}>
          {item.originalWidth}×{item.originalHeight} → {item.width}×{item.height}
        </p>
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

/** Result cards: thumbnail, name, sizes before/after, dimensions, per-item download and remove. */
export function ResultGrid({ batch, onDownload }: { batch: ImageBatch; onDownload?: (item: ImageItem) => void }) {
  if (!batch.items.length) return null
  return (
    <ul
      aria-label="Results"
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      {batch.items.map((it) => (
        <li
          key={it.id}
          data-testid="result-card"
          data-status={it.status}
          className={css({
            display: 'flex',
            gap: '3',
            p: '3',
            minW: 0,
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: it.status === 'failed' ? 'danger.border' : 'border.default',
            borderRadius: 'lg',
          })}
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
                  onClick={() => {
                    if (onDownload) onDownload(it)
                    else if (it.blob) {
                      downloadBlob(it.blob, it.outName ?? it.name)
                      notify({ type: 'success', title: 'Downloaded!', description: it.outName })
                    }
                  }}
                >
                  <Download aria-hidden /> Download
                </button>
              ) : null}
              <button
                type="button"
                className={button({ size: 'xs', variant: 'ghost' })}
                aria-label={`Remove ${it.name}`}
                onClick={() => batch.remove(it.id)}
                disabled={it.status === 'queued' || it.status === 'processing'}
              >
                <Trash2 aria-hidden /> Remove
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
