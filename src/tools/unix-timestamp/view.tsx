import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { CopyButton, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import {
  dateToTimestamp,
  formatAll,
  PRESETS,
  parseTimestamp,
  secondsOf,
  toDateInputs,
  toLocalIso,
} from './unix-timestamp'

const monoValue = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere', minW: 0 })

function FormatRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div
      className={css({
        py: '2',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        minW: 0,
      })}
    >
      <dt className={looks.mutedSmall}>{label}</dt>
      <dd className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <span data-testid={testId} className={monoValue}>
          {value}
        </span>
        <CopyButton value={value} what={label} size="xs" variant="ghost" aria-label={`Copy ${label}`} />
      </dd>
    </div>
  )
}

/** Not in the page's prerendered HTML: its first render shows the current time, known only in the browser. */
export const prerender = false

export default function UnixTimestampView() {
  const [now, setNow] = useState(() => Date.now())
  const [input, setInput] = useLinkState('timestamp', () => String(secondsOf(Date.now())))
  useHandoffText((t) => setInput(t.trim()))
  const [dateValue, setDateValue] = useLinkState('date', () => toDateInputs(Date.now()).date)
  const [timeValue, setTimeValue] = useLinkState('time', '')
  const [asUtc, setAsUtc] = useLinkState('utc', false)

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  const parsed = parseTimestamp(input)
  const formats = parsed.ok ? formatAll(parsed.ms, now) : null
  const fromDate = dateToTimestamp(dateValue, timeValue, asUtc)
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

  return (
    <Stack>
      <Panel
        title="Current time"
        actions={
          <button type="button" className={button({ size: 'sm' })} onClick={() => setNow(Date.now())}>
            <RefreshCw aria-hidden /> Update Now
          </button>
        }
      >
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          })}
        >
          <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', minW: 0 })}>
            <p className={looks.mutedSmall}>Unix timestamp (seconds)</p>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
              <p
                data-testid="now-seconds"
                className={css({ fontFamily: 'mono', fontSize: '2xl', fontWeight: 'semibold' })}
              >
                {secondsOf(now)}
              </p>
              <CopyButton
                value={String(secondsOf(now))}
                what="Timestamp"
                size="xs"
                variant="ghost"
                aria-label="Copy current timestamp"
              />
            </div>
          </div>
          <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', minW: 0 })}>
            <p className={looks.mutedSmall}>Milliseconds</p>
            <p
              data-testid="now-ms"
              className={css({ fontFamily: 'mono', fontSize: 'lg', mt: '1', overflowWrap: 'anywhere' })}
            >
              {now}
            </p>
          </div>
          <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', minW: 0 })}>
            <p className={looks.mutedSmall}>Local time ({zone})</p>
            <p className={css({ fontFamily: 'mono', fontSize: 'sm', mt: '1', overflowWrap: 'anywhere' })}>
              {toLocalIso(new Date(now))}
            </p>
          </div>
        </div>
      </Panel>

      <SplitLayout>
        <Panel title="Timestamp to date">
          <TextField
            label="Unix timestamp"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            inputMode="numeric"
            mono
            error={input.trim() && !parsed.ok ? parsed.error : undefined}
            hint={
              parsed.ok
                ? parsed.unit === 'milliseconds'
                  ? 'Read as milliseconds (13 digits).'
                  : 'Read as seconds. 13-digit values are read as milliseconds.'
                : 'Seconds since 1970-01-01 00:00:00 UTC; negative for earlier dates.'
            }
          />
          <div className={looks.row}>
            {PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                onClick={() => setInput(String(p.seconds(secondsOf(Date.now()))))}
              >
                {p.label}
              </button>
            ))}
          </div>
          {parsed.ok && formats ? (
            <div
              data-testid="timestamp-result"
              className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', fontSize: 'sm' })}
            >
              <p className={css({ fontWeight: 'semibold' })}>{formats.local}</p>
              <p className={css({ color: 'fg.muted', fontFamily: 'mono', overflowWrap: 'anywhere' })}>{formats.iso}</p>
              <p className={looks.muted}>{formats.relative}</p>
            </div>
          ) : null}
        </Panel>

        <Panel title="Date to timestamp">
          <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
            <TextField label="Date" type="date" value={dateValue} onChange={(e) => setDateValue(e.target.value)} />
            <TextField
              label="Time (optional)"
              type="time"
              step={1}
              value={timeValue}
              onChange={(e) => setTimeValue(e.target.value)}
            />
          </div>
          <SwitchField label="Interpret as UTC" checked={asUtc} onChange={setAsUtc} />
          <p className={looks.mutedSmall}>
            {asUtc ? 'The date and time are read as UTC.' : `The date and time are read in your time zone (${zone}).`}{' '}
            No time means midnight.
          </p>
          {fromDate.ok ? (
            <dl>
              <FormatRow label="Seconds" value={String(secondsOf(fromDate.ms))} testId="date-seconds" />
              <FormatRow label="Milliseconds" value={String(fromDate.ms)} testId="date-ms" />
              <FormatRow label="ISO 8601" value={new Date(fromDate.ms).toISOString()} testId="date-iso" />
            </dl>
          ) : (
            <Notice tone={dateValue ? 'danger' : 'info'}>{fromDate.error}</Notice>
          )}
        </Panel>
      </SplitLayout>

      <Panel title="All formats" description={parsed.ok ? `For timestamp ${input.trim()}` : undefined}>
        {formats ? (
          <dl className={css({ display: 'grid', columnGap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
            <FormatRow label="ISO 8601 (UTC)" value={formats.iso} testId="fmt-iso" />
            <FormatRow label="ISO 8601 (local)" value={formats.isoLocal} testId="fmt-iso-local" />
            <FormatRow label="Local" value={formats.local} testId="fmt-local" />
            <FormatRow label="UTC" value={formats.utc} testId="fmt-utc" />
            <FormatRow label="RFC 2822" value={formats.rfc2822} testId="fmt-rfc2822" />
            <FormatRow label="Relative" value={formats.relative} testId="fmt-relative" />
            <FormatRow label="Unix seconds" value={formats.seconds} testId="fmt-seconds" />
            <FormatRow label="Unix milliseconds" value={formats.milliseconds} testId="fmt-ms" />
          </dl>
        ) : (
          <p className={looks.mutedText}>Enter a valid timestamp above to see every format.</p>
        )}
      </Panel>
    </Stack>
  )
}
