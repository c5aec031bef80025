// The "Neighbouring primes" panel: the search job's progress and Cancel, then the primes either side of n with
// buttons that check them.
import { ArrowLeft, ArrowRight, LoaderCircle } from 'lucide-react'
import type { JobState } from '../../jobs/job-atom'
import type { Neighbours } from '../../jobs/prime'
import { Notice, Panel, ProgressBar, Stack } from '../../kit'
import { looks } from '../../kit/styles'
import { ValueRows } from '../../kit/value-rows'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { jobError, neighbourRows } from './prime-checker'

export function NeighboursPanel({
  neighbours,
  near,
  pending,
  cancelNeighbours,
  setText,
}: {
  neighbours: JobState<unknown>
  /** The neighbours of the number on screen (null while none answers for it). */
  near: Neighbours | null
  pending: boolean
  cancelNeighbours: () => void
  /** Puts a number in the input, to check it next. */
  setText: (text: string) => void
}) {
  return (
    <Panel title="Neighbouring primes">
      {pending ? (
        <ProgressBar progress={null} label="Searching for the nearest primes…" onCancel={cancelNeighbours} />
      ) : near ? (
        <Stack gap="3">
          <ValueRows rows={neighbourRows(near)} label="Neighbouring primes" />
          {near.previous === null ? <p className={looks.mutedSmall}>There is no prime below 2.</p> : null}
          <div className={looks.row}>
            {near.previous !== null ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                onClick={() => setText(near.previous?.toString() ?? '')}
              >
                <ArrowLeft aria-hidden /> Check previous prime
              </button>
            ) : null}
            <button
              type="button"
              className={button({ size: 'sm', variant: 'outline' })}
              onClick={() => setText(near.next.toString())}
            >
              Check next prime <ArrowRight aria-hidden />
            </button>
          </div>
        </Stack>
      ) : neighbours.status === 'failed' ? (
        <Notice tone="danger">{jobError(neighbours, 'The search')}</Notice>
      ) : neighbours.status === 'cancelled' ? (
        <Notice tone="warning">Search cancelled.</Notice>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '2', alignItems: 'center' })}>
          <LoaderCircle aria-hidden className={css({ w: '4', h: '4' })} /> Waiting…
        </p>
      )}
    </Panel>
  )
}
