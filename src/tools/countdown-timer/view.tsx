import { Play } from 'lucide-react'
import { useState } from 'react'
import { NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatIsoDate, localTimeZone, toWallTime } from '../../lib/dates'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { parseDuration, parseTarget, start } from './countdown-timer'
import { TimeLeftPanel } from './time-left-panel'
import { useTimer } from './use-timer'

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

const pad = (n: number) => String(n).padStart(2, '0')

export default function CountdownTimerView() {
  const { state, setNow, now, update } = useTimer()
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

        <TimeLeftPanel state={state} now={now} onNow={setNow} update={update} />
      </SplitLayout>
    </Stack>
  )
}
