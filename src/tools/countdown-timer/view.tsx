import { BellRing, Pause, Play, RotateCcw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { CopyButton, Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatIsoDate, localTimeZone, toWallTime } from '../../lib/dates'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import {
  formatClock,
  IDLE,
  parseDuration,
  parseTarget,
  pause,
  progress,
  readStored,
  remainingMs,
  resume,
  STORAGE_KEY,
  settle,
  splitRemaining,
  start,
  type TimerState,
  titleFor,
} from './countdown-timer'

type Mode = 'duration' | 'date'
const MODES = [
  { value: 'duration', label: 'For a duration' },
  { value: 'date', label: 'Until a date' },
] as const

const PRESETS: readonly { label: string; h: string; m: string; s: string }[] = [
  { label: '1 min', h: '0', m: '1', s: '0' },
  { label: '5 min', h: '0', m: '5', s: '0' },
  { label: '10 min', h: '0', m: '10', s: '0' },
  { label: '25 min', h: '0', m: '25', s: '0' },
  { label: '1 hour', h: '1', m: '0', s: '0' },
]

const TICK_MS = 200

function loadState(): TimerState {
  try {
    return settle(readStored(localStorage.getItem(STORAGE_KEY)), Date.now())
  } catch {
    return IDLE
  }
}

function saveState(s: TimerState) {
  try {
    if (s.status === 'idle') localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(s))
  } catch {
    // storage full or blocked: the timer still runs in this tab
  }
}

/** Three short beeps through WebAudio; silently skipped where audio may not start (no user gesture yet). */
function beep() {
  try {
    const Ctx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
    if (!Ctx) return
    const ctx = new Ctx()
    const t0 = ctx.currentTime
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      osc.type = 'sine'
      osc.frequency.value = 880
      const at = t0 + i * 0.35
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25)
      osc.connect(gain).connect(ctx.destination)
      osc.start(at)
      osc.stop(at + 0.26)
    }
    setTimeout(() => void ctx.close().catch(() => undefined), 1500)
  } catch {
    // no audio available
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

export default function CountdownTimerView() {
  const [state, setState] = useState<TimerState>(loadState)
  const [now, setNow] = useState(() => Date.now())
  const [mode, setMode] = useLinkState<Mode>('mode', 'duration')
  const [h, setH] = useLinkState('h', '0')
  const [m, setM] = useLinkState('m', '5')
  const [s, setS] = useLinkState('s', '0')
  const [date, setDate] = useLinkState('date', () =>
    formatIsoDate(toWallTime(Date.now() + 86_400_000, localTimeZone())),
  )
  const [time, setTime] = useLinkState('time', () => {
    const w = toWallTime(Date.now(), localTimeZone())
    return `${pad(w.hour)}:${pad(w.minute)}`
  })
  const [label, setLabel] = useLinkState('label', '')
  const [error, setError] = useState<string | null>(null)
  const baseTitle = useRef<string | null>(null)
  const announced = useRef(state.status === 'done')

  const update = (next: TimerState) => {
    setState(next)
    saveState(next)
  }

  // Tick while running; settle to done at zero (once), with the alert.
  useEffect(() => {
    if (state.status !== 'running') return
    const id = setInterval(() => {
      const t = Date.now()
      setNow(t)
      const next = settle(state, t)
      if (next !== state) {
        setState(next)
        saveState(next)
      }
    }, TICK_MS)
    return () => clearInterval(id)
  }, [state])

  useEffect(() => {
    if (state.status === 'done' && !announced.current) {
      announced.current = true
      beep()
      notify({ type: 'info', title: "Time's up!", description: state.label || 'The countdown has finished' })
    }
    if (state.status !== 'done') announced.current = false
  }, [state])

  // The tab title shows the time left; the page's own title comes back on leaving.
  useEffect(() => {
    baseTitle.current ??= document.title
    document.title = titleFor(state, now, baseTitle.current)
  }, [state, now])
  useEffect(
    () => () => {
      if (baseTitle.current !== null) document.title = baseTitle.current
    },
    [],
  )

  // Another tab changing the timer is followed here.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY) setState(settle(readStored(e.newValue), Date.now()))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const onStart = () => {
    const t = Date.now()
    const r = mode === 'duration' ? parseDuration(h, m, s) : parseTarget(date, time, localTimeZone(), t)
    if (!r.ok) {
      setError(r.error)
      return
    }
    setError(null)
    setNow(t)
    update(start(mode === 'duration' ? r.value : r.value - t, t, label.trim()))
  }

  const left = remainingMs(state, now)
  const parts = splitRemaining(left)
  const clock = formatClock(left)
  const running = state.status === 'running'
  const endAt = state.status === 'running' ? state.endAt : state.status === 'done' ? state.endedAt : null

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Set the countdown">
          <Segmented label="Count down" value={mode} options={MODES} onChange={setMode} />
          {mode === 'duration' ? (
            <>
              <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
                <NumberField label="Hours" min={0} value={h} onChange={(e) => setH(e.target.value)} />
                <NumberField label="Minutes" min={0} value={m} onChange={(e) => setM(e.target.value)} />
                <NumberField label="Seconds" min={0} value={s} onChange={(e) => setS(e.target.value)} />
              </div>
              <div className={looks.rowCentered}>
                <span className={looks.mutedText}>Presets:</span>
                {PRESETS.map((p) => (
                  <button
                    key={p.label}
                    type="button"
                    className={button({ size: 'xs', variant: 'outline' })}
                    onClick={() => {
                      setH(p.h)
                      setM(p.m)
                      setS(p.s)
                    }}
                  >
                    {p.label}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <div className={looks.row}>
              <TextField
                className={css({ flex: '1 1 10rem' })}
                label="Target date"
                type="date"
                min="0001-01-01"
                max="9999-12-31"
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
              <TextField
                className={css({ flex: '1 1 9rem' })}
                label="Target time"
                type="time"
                step={1}
                value={time}
                onChange={(e) => setTime(e.target.value)}
                hint={`In your time zone, ${localTimeZone()}.`}
              />
            </div>
          )}
          <TextField
            label="Label (optional)"
            placeholder="e.g. Tea is ready"
            maxLength={200}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
          {error ? (
            <p role="alert" data-testid="set-error" className={looks.dangerText}>
              {error}
            </p>
          ) : null}
          <div>
            <button type="button" className={button({ variant: 'solid' })} onClick={onStart}>
              <Play aria-hidden /> {state.status === 'idle' ? 'Start' : 'Start new countdown'}
            </button>
          </div>
        </Panel>

        <Panel
          title={state.status !== 'idle' && state.label ? state.label : 'Time left'}
          actions={<CopyButton value={state.status === 'idle' ? '' : clock} what="Time left" />}
        >
          {state.status === 'done' ? (
            <Notice tone="success" title="Time's up!">
              <span data-testid="done-message">
                {state.label ? `${state.label}: ` : ''}the countdown ended at{' '}
                {new Date(state.endedAt).toLocaleTimeString()}.
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
      </SplitLayout>
    </Stack>
  )
}
