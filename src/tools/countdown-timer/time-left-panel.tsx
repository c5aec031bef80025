// The countdown itself: the time left (as a clock and in parts), its progress, when it ends, and Pause, Resume,
// Reset and the alarm again.
import { BellRing, Pause, Play, RotateCcw } from 'lucide-react'
import { CopyButton, Notice, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { beep } from './beep'
import {
  formatClock,
  IDLE,
  pause,
  progress,
  remainingMs,
  resume,
  splitRemaining,
  type TimerState,
} from './countdown-timer'

export interface TimeLeftPanelProps {
  state: TimerState
  now: number
  onNow: (now: number) => void
  update: (next: TimerState) => void
}

export function TimeLeftPanel({ state, now, onNow: setNow, update }: TimeLeftPanelProps) {
  const left = remainingMs(state, now)
  const parts = splitRemaining(left)
  const clock = formatClock(left)
  const running = state.status === 'running'
  const endAt = state.status === 'running' ? state.endAt : state.status === 'done' ? state.endedAt : null
  return (
    <Panel
      title={state.status !== 'idle' && state.label ? state.label : 'Time left'}
      actions={<CopyButton value={state.status === 'idle' ? '' : clock} what="Time left" />}
    >
      {state.status === 'done' ? (
        <Notice tone="success" title="Time's up!">
          <span data-testid="done-message">
            {state.label ? `${state.label}: ` : ''}the countdown ended at {new Date(state.endedAt).toLocaleTimeString()}
            .
          </span>
        </Notice>
      ) : null}
      <p
        data-testid="remaining"
        aria-live="off"
        className={css({
          fontFamily: 'mono',
          fontSize: { base: '4xl', md: '5xl' },
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
          textAlign: 'center',
          color: state.status === 'idle' ? 'fg.muted' : 'fg.default',
        })}
      >
        {state.status === 'idle' ? '--:--:--' : clock}
      </p>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '2' })}>
        {(
          [
            ['Days', parts.days],
            ['Hours', parts.hours],
            ['Minutes', parts.minutes],
            ['Seconds', parts.seconds],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '2', textAlign: 'center' })}>
            <dt className={looks.mutedSmall}>{k}</dt>
            <dd
              data-testid={`part-${k.toLowerCase()}`}
              className={css({ fontFamily: 'mono', fontSize: 'xl', fontWeight: 'semibold' })}
            >
              {state.status === 'idle' ? '–' : v}
            </dd>
          </div>
        ))}
      </dl>
      <div
        role="progressbar"
        aria-label="Countdown progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress(state, now) * 100)}
        className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({ h: '100%', bg: 'accent.solid', borderRadius: 'full' })}
          style={{ width: `${progress(state, now) * 100}%` }}
        />
      </div>
      {endAt !== null ? (
        <p className={looks.mutedText} data-testid="ends-at">
          {state.status === 'done' ? 'Ended' : 'Ends'} {new Date(endAt).toLocaleString()}
        </p>
      ) : state.status === 'paused' ? (
        <p className={css({ fontSize: 'sm', color: 'warning.fg' })}>Paused</p>
      ) : (
        <p className={looks.mutedText}>
          Set a duration or a date and press Start. A running countdown keeps going if you reload or close the tab.
        </p>
      )}
      <div className={looks.row}>
        {running ? (
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => update(pause(state, Date.now()))}
          >
            <Pause aria-hidden /> Pause
          </button>
        ) : null}
        {state.status === 'paused' ? (
          <button
            type="button"
            className={button({ variant: 'solid' })}
            onClick={() => {
              const t = Date.now()
              setNow(t)
              update(resume(state, t))
            }}
          >
            <Play aria-hidden /> Resume
          </button>
        ) : null}
        {state.status !== 'idle' ? (
          <button type="button" className={button({ variant: 'ghost' })} onClick={() => update(IDLE)}>
            <RotateCcw aria-hidden /> Reset
          </button>
        ) : null}
        {state.status === 'done' ? (
          <button type="button" className={button({ variant: 'ghost' })} onClick={beep}>
            <BellRing aria-hidden /> Play the sound again
          </button>
        ) : null}
      </div>
    </Panel>
  )
}
