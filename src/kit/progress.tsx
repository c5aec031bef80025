// Progress bar with text and a Cancel button; the same on every long job.
import { X } from 'lucide-react'
import type { Progress } from '../jobs/job-atom'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'

export function progressFraction(p: Progress | null | undefined): number | null {
  if (!p) return null
  if (typeof p.fraction === 'number') return Math.max(0, Math.min(1, p.fraction))
  if (typeof p.done === 'number' && p.total) return Math.max(0, Math.min(1, p.done / p.total))
  return null
}

export function ProgressBar({
  progress,
  label,
  onCancel,
}: {
  progress: Progress | null
  label?: string
  onCancel?: () => void
}) {
  const fraction = progressFraction(progress)
  const text = label ?? progress?.label ?? (progress?.total ? `${progress.done ?? 0} of ${progress.total}` : 'Working…')
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', w: '100%' })}>
      <div className={css({ flex: 1, minW: 0, display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })}>
          <span
            className={css({ color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
          >
            {text}
          </span>
          {fraction !== null ? (
            <span className={css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })}>
              {Math.round(fraction * 100)}%
            </span>
          ) : null}
        </div>
        <div
          role="progressbar"
          data-job-progress
          aria-label={text}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={fraction === null ? undefined : Math.round(fraction * 100)}
          className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
        >
          <div
            className={css({ h: '100%', bg: 'accent.solid', borderRadius: 'full', transition: 'width 150ms' })}
            style={{ width: fraction === null ? '30%' : `${fraction * 100}%` }}
          />
        </div>
      </div>
      {onCancel ? (
        <button type="button" className={button({ size: 'sm' })} onClick={onCancel}>
          <X aria-hidden /> Cancel
        </button>
      ) : null}
    </div>
  )
}
