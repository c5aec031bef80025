// One look for a job in every tool: while it runs, its progress and a Cancel button; when it failed, the reason
// inline (when the view asks for it; many tools also or instead say it in a toast). Otherwise its children: the
// buttons that start the job, which the progress bar takes the place of while it runs.
import type { ReactNode } from 'react'

import { Notice } from './notice'
import { ProgressBar } from './progress'
import type { ViewJob } from './use-job'

export function JobStatus({
  job,
  label,
  failedTitle,
  cancellable = true,
  children,
}: {
  job: Pick<ViewJob<never, unknown>, 'state' | 'progress' | 'cancel'>
  /** The running text when the job reports no label of its own ("Hashing 3 files…"). */
  label?: string
  /** Show a failure inline under this title; without it a failure shows nothing here. */
  failedTitle?: string
  cancellable?: boolean
  children?: ReactNode
}) {
  const { state } = job
  if (state.status === 'running') {
    return <ProgressBar progress={job.progress} label={label} onCancel={cancellable ? job.cancel : undefined} />
  }
  if (state.status === 'failed' && failedTitle) {
    return (
      <>
        <Notice tone="danger" title={failedTitle}>
          {state.error}
        </Notice>
        {children}
      </>
    )
  }
  return <>{children}</>
}
