// A big comparison's state in the worker: running (with Cancel), cancelled (with Compare again) or failed.
import { X } from 'lucide-react'
import type { JobState } from '../../jobs/job-atom'
import { Notice, ProgressBar } from '../../kit'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { button } from '../../styled-system/recipes'

export interface CompareStatusProps {
  state: JobState<unknown>
  /** The size of both documents. */
  bytes: number
  onCancel: () => void
  onAgain: () => void
}

export function CompareStatus({ state, bytes, onCancel, onAgain }: CompareStatusProps) {
  return (
    <>
      {state.status === 'running' ? (
        <div className={looks.stackTight}>
          <ProgressBar progress={null} label={`Comparing ${formatBytes(bytes)}…`} />
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={onCancel}
            style={{ alignSelf: 'flex-start' }}
          >
            <X aria-hidden />
            Cancel
          </button>
        </div>
      ) : null}
      {state.status === 'cancelled' ? (
        <Notice tone="warning" title="Comparison cancelled">
          <button type="button" className={button({ size: 'xs', variant: 'outline' })} onClick={onAgain}>
            Compare again
          </button>
        </Notice>
      ) : null}
      {state.status === 'failed' ? (
        <Notice tone="danger" title="Comparison failed">
          {state.error}
        </Notice>
      ) : null}
    </>
  )
}
