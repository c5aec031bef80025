// One file in the checksums list: its name, size and check badge, its job's progress and Cancel (or why it
// stopped, with "Hash again"), then each digest with its Copy button and a "Match" badge where it matches.
import { RotateCcw, Trash2 } from 'lucide-react'
import type { Digests } from '../../jobs/hash'
import type { JobState } from '../../jobs/job-atom'
import { CopyButton, JobStatus, Notice } from '../../kit'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { ALGORITHM_LABELS, type HashAlgorithm } from '../../lib/hash-format'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { type Entry, rowStatus } from './atoms'
import { type FileAlgorithm, type FileCheck, orderAlgorithms } from './file-hash'

const CHECK_LABEL: Record<FileCheck, { text: string; tone: 'success' | 'danger' | 'warning' | 'neutral' }> = {
  ok: { text: 'OK', tone: 'success' },
  failed: { text: 'FAILED', tone: 'danger' },
  missing: { text: 'Not in the list', tone: 'warning' },
  'unknown-length': { text: 'Unknown checksum length', tone: 'warning' },
  'not-computed': { text: 'Algorithm not chosen', tone: 'warning' },
}

const rowClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '3',
  minW: 0,
})
const digestRowClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: '4.5rem minmax(0, 1fr)' },
  alignItems: 'center',
  columnGap: '2',
  rowGap: '0.5',
  minW: 0,
})
const digestClass = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'md',
  px: '2',
  py: '1.5',
  overflowWrap: 'anywhere',
  minW: 0,
  flex: 1,
})

export function FileRow({
  entry,
  state,
  check,
  isMatch,
  canRestart,
  onCancel,
  onRestart,
  onRemove,
}: {
  entry: Entry
  state: JobState<Digests>
  check: FileCheck | null
  isMatch: (algorithm: HashAlgorithm) => boolean
  canRestart: boolean
  onCancel: () => void
  onRestart: () => void
  onRemove: () => void
}) {
  const { file } = entry
  const status = rowStatus(state)
  const done = state.status === 'running' ? (state.progress?.done ?? 0) : 0
  const digests = state.status === 'done' ? state.result : null
  return (
    <li data-testid="file-row" aria-label={file.name} className={rowClass}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'medium', overflowWrap: 'anywhere', minW: 0 })}>{file.name}</span>
        <span className={looks.mutedText}>{formatBytes(file.size)}</span>
        {check && status === 'done' ? (
          <span data-testid="file-check" className={badge({ tone: CHECK_LABEL[check].tone })}>
            {CHECK_LABEL[check].text}
          </span>
        ) : null}
        <span className={css({ flex: 1 })} />
        {status === 'cancelled' || status === 'error' ? (
          <button
            type="button"
            className={button({ size: 'xs', variant: 'ghost' })}
            onClick={onRestart}
            disabled={!canRestart}
          >
            <RotateCcw aria-hidden /> Hash again
          </button>
        ) : null}
        <button
          type="button"
          className={button({ size: 'xs', variant: 'ghost' })}
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
        >
          <Trash2 aria-hidden />
        </button>
      </div>
      <JobStatus
        job={{ state, progress: { done, total: file.size || 1 }, cancel: onCancel }}
        label={
          status === 'queued'
            ? 'Waiting for a free worker…'
            : `Hashing: ${formatBytes(done)} of ${formatBytes(file.size)}`
        }
      />
      {status === 'cancelled' ? <Notice tone="info">Cancelled</Notice> : null}
      {state.status === 'failed' ? <Notice tone="danger">Could not read this file: {state.error}</Notice> : null}
      {digests ? (
        <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
          {orderAlgorithms(Object.keys(digests) as FileAlgorithm[]).map((a) => (
            <div key={a} className={digestRowClass}>
              <dt className={looks.labelText}>{ALGORITHM_LABELS[a]}</dt>
              <dd className={css({ display: 'flex', alignItems: 'center', gap: '2', flex: 1, minW: '0' })}>
                <code data-testid={`digest-${a}`} className={digestClass}>
                  {digests[a]}
                </code>
                {isMatch(a) ? (
                  <span className={badge({ tone: 'success' })} data-testid="digest-match">
                    Match
                  </span>
                ) : null}
                <CopyButton
                  value={digests[a] ?? ''}
                  what={ALGORITHM_LABELS[a]}
                  label=""
                  size="xs"
                  variant="ghost"
                  aria-label={`Copy ${ALGORITHM_LABELS[a]} of ${file.name}`}
                />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  )
}
