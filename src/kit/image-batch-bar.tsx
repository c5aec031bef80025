// The image batch's sticky bar: progress (n of N, current file) with Cancel while running; totals, Download All
// and Clear All otherwise.
import { Download, Loader2, Trash2, X } from 'lucide-react'
import { formatBytes } from '../lib/bytes'
import { describeEstimate } from '../lib/image/batch-pace'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { type ImageBatch, type ImageBatchView, useImageBatchView } from './image-batch'
import { paceLineOf } from './image-batch-pace'

const stickyBar = css({
  position: 'sticky',
  bottom: '3',
  zIndex: 5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'lg',
})

function BatchProgressLine({
  progress,
  timing,
}: {
  progress: NonNullable<ImageBatchView['progress']>
  timing: ImageBatch['timing']
}) {
  const fraction = progress.total ? progress.done / progress.total : 0
  return (
    <div className={css({ flex: '1 1 240px', minW: 0, display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}>
        <span
          data-testid="batch-progress"
          className={css({ color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
        >
          Processing {Math.min(progress.done + 1, progress.total)} of {progress.total}
          {progress.current ? `: ${progress.current}` : ''}
        </span>
        <span className={css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })}>
          {progress.done}/{progress.total}
        </span>
      </div>
      <span className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="batch-eta">
        {timing ? paceLineOf(timing.pace) : ''}
        {timing?.savedTo ? ` · saving into “${timing.savedTo}”` : ''}
      </span>
      <div
        role="progressbar"
        aria-label="Batch progress"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
      >
        {/* Grown by a transform, which the compositor animates; a width transition lays the page out every frame. */}
        <div
          className={css({
            h: '100%',
            bg: 'accent.solid',
            borderRadius: 'full',
            transformOrigin: 'left',
            transition: 'transform 150ms',
          })}
          style={{ transform: `scaleX(${Math.max(0.03, fraction)})` }}
        />
      </div>
    </div>
  )
}

/** Before a batch starts: how long it will take ("About 4 min for 500 photos (estimated from this device's pace)"). */
export function BatchEstimateLine({ batch }: { batch: ImageBatch }) {
  const e = batch.estimate
  if (!e || batch.running) return null
  return (
    <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="batch-estimate">
      {e.ms === null ? 'Timing one photo to estimate the batch…' : describeEstimate(e.ms, e.files, e.probed)}
    </p>
  )
}

/** Progress with Cancel while running; totals, Download All (zipped as `zipName`) and Clear All otherwise. */
export function BatchBar({ batch, zipName }: { batch: ImageBatch; zipName: string }) {
  const { progress, items, finished } = useImageBatchView(batch)
  const { zipping } = batch
  if (!items.length && !progress) return null
  const before = finished.reduce((n, it) => n + it.originalSize, 0)
  const after = finished.reduce((n, it) => n + (it.size ?? 0), 0)
  const inMemory = finished.some((it) => it.blob)
  const saved = batch.timing?.savedTo
  return (
    <div className={stickyBar} data-testid="batch-bar">
      {progress ? (
        <BatchProgressLine progress={progress} timing={batch.timing} />
      ) : (
        <p
          className={css({ flex: '1 1 200px', minW: 0, fontSize: 'sm', color: 'fg.muted' })}
          data-testid="batch-summary"
        >
          {finished.length} of {items.length} ready
          {finished.length ? ` · ${formatBytes(before)} → ${formatBytes(after)}` : ''}
          {saved && !inMemory && finished.length ? ` · saved to the folder “${saved}”` : ''}
        </p>
      )}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        {progress || zipping ? (
          <button type="button" className={button({ size: 'sm' })} onClick={batch.cancel}>
            <X aria-hidden /> Cancel
          </button>
        ) : null}
        <button
          type="button"
          className={button({ size: 'sm', variant: 'solid' })}
          onClick={() => batch.downloadAll(zipName)}
          disabled={!inMemory || zipping || Boolean(progress)}
        >
          {zipping ? (
            <Loader2 aria-hidden className={css({ animation: 'spin 1s linear infinite' })} />
          ) : (
            <Download aria-hidden />
          )}
          {zipping ? 'Zipping…' : 'Download All'}
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={batch.clear}>
          <Trash2 aria-hidden /> Clear All
        </button>
      </div>
    </div>
  )
}
