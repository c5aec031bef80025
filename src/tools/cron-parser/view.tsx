import { RefreshCw } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { CopyButton, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { TimeZoneField } from '../../kit/time-zone-field'
import {
  formatInstant,
  formatIsoDateTime,
  formatOffset,
  localTimeZone,
  resolveTimeZone,
  zoneOffset,
} from '../../lib/dates'
import { lazy } from '../../lib/lazy'
import { css, cx } from '../../styled-system/css'
import { button, table } from '../../styled-system/recipes'
import { type CronRun, describeCron, EXAMPLES, fieldValuesText, nextRuns, parseCron } from './cron-parser'

const FIELD_ORDER = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const
const tbl = table()
const cell = cx(tbl.cell, css({ verticalAlign: 'top' }))

const relative = lazy(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }))
function relativeTo(ms: number, now: number): string {
  const s = (ms - now) / 1000
  if (s < 60) return relative().format(Math.max(1, Math.round(s)), 'second')
  if (s < 3600) return relative().format(Math.round(s / 60), 'minute')
  if (s < 86_400) return relative().format(Math.round(s / 3600), 'hour')
  if (s < 86_400 * 60) return relative().format(Math.round(s / 86_400), 'day')
  if (s < 86_400 * 730) return relative().format(Math.round(s / (86_400 * 30.44)), 'month')
  return relative().format(Math.round(s / (86_400 * 365.25)), 'year')
}

/**
 * Not in the page's prerendered HTML: its first render shows the next runs from now, in the visitor's time zone, known
 * only in the browser.
 */
export const prerender = false

export default function CronParserView() {
  const [expr, setExpr] = useLinkState('expr', '0 9 * * 1-5')
  useHandoffText((t) => setExpr(t.trim()))
  const [zoneText, setZoneText] = useLinkState('zone', localTimeZone)
  const [countText, setCountText] = useLinkState('count', '10')
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])

  const zone = resolveTimeZone(zoneText)
  const parsed = useMemo(() => parseCron(expr), [expr])
  const countValid = /^\d+$/.test(countText.trim()) && Number(countText) >= 1 && Number(countText) <= 100
  const count = countValid ? Number(countText) : 10
  const schedule = parsed.ok ? parsed.value : null
  const result = useMemo(
    () => (schedule && zone ? nextRuns(schedule, now, count, zone) : null),
    [schedule, now, count, zone],
  )
  const description = schedule ? describeCron(schedule) : ''
  const isoOf = (r: CronRun) => `${formatIsoDateTime(r.wall)}${formatOffset(zoneOffset(r.ms, zone ?? 'UTC'))}`
  const runsText = result ? result.runs.map(isoOf).join('\n') : ''

  return (
    <Stack>
      <Panel title="Expression">
        <TextField
          label="Cron expression"
          mono
          spellCheck={false}
          autoComplete="off"
          value={expr}
          onChange={(e) => setExpr(e.target.value)}
          error={expr.trim() && !parsed.ok ? parsed.error : undefined}
          hint="minute hour day-of-month month day-of-week; an optional seconds field first; @daily and other macros."
        />
        <div className={looks.row}>
          {EXAMPLES.map((ex) => (
            <button
              key={ex.expression}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setExpr(ex.expression)}
            >
              {ex.label}
            </button>
          ))}
        </div>
      </Panel>

      <SplitLayout>
        <Panel
          title="Meaning"
          actions={<CopyButton value={description} what="Description" aria-label="Copy description" />}
        >
          {schedule ? (
            <Stack>
              <p data-testid="cron-description" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
                {description}
              </p>
              {schedule.macro ? (
                <p className={looks.mutedText}>
                  {schedule.macro} is short for{' '}
                  <code
                    className={looks.monoText}
                  >{`${schedule.fields.minute.text} ${schedule.fields.hour.text} ${schedule.fields.dayOfMonth.text} ${schedule.fields.month.text} ${schedule.fields.dayOfWeek.text}`}</code>
                </p>
              ) : null}
              <div className={tbl.scroller}>
                <table data-testid="cron-fields" className={tbl.root}>
                  <thead className={tbl.head}>
                    <tr>
                      <th className={tbl.headerCell}>Field</th>
                      <th className={tbl.headerCell}>Value</th>
                      <th className={tbl.headerCell}>Runs at</th>
                    </tr>
                  </thead>
                  <tbody>
                    {FIELD_ORDER.filter((k) => k !== 'second' || schedule.hasSeconds).map((k) => {
                      const f = schedule.fields[k]
                      return (
                        <tr key={k} className={tbl.row}>
                          <td className={cell}>{f.label}</td>
                          <td className={cx(cell, looks.monoText)}>{f.text}</td>
                          <td className={cx(cell, css({ overflowWrap: 'anywhere' }))}>{fieldValuesText(f)}</td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
              {!schedule.fields.dayOfMonth.star && !schedule.fields.dayOfWeek.star ? (
                <Notice tone="info">Both day fields are set, so cron runs on a day that matches either of them.</Notice>
              ) : null}
            </Stack>
          ) : (
            <Notice tone={expr.trim() ? 'danger' : 'info'}>
              {parsed.ok ? null : expr.trim() ? parsed.error : 'Enter a cron expression, or pick an example.'}
            </Notice>
          )}
        </Panel>

        <Panel title="Next runs" actions={<CopyButton value={runsText} what="Run times" aria-label="Copy run times" />}>
          <TimeZoneField value={zoneText} onChange={setZoneText} />
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' })}>
            <TextField
              className={css({ w: '28' })}
              label="How many"
              inputMode="numeric"
              value={countText}
              onChange={(e) => setCountText(e.target.value)}
              error={countValid ? undefined : 'Enter 1 to 100'}
            />
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setNow(Date.now())}
            >
              <RefreshCw aria-hidden /> From now
            </button>
          </div>
          {result ? (
            result.runs.length ? (
              <ol data-testid="cron-runs" className={css({ display: 'grid', gap: '1' })}>
                {result.runs.map((r) => (
                  <li
                    key={r.ms}
                    className={css({
                      display: 'flex',
                      flexWrap: 'wrap',
                      justifyContent: 'space-between',
                      columnGap: '3',
                      px: '3',
                      py: '2',
                      borderRadius: 'md',
                      bg: 'bg.subtle',
                      fontSize: 'sm',
                      minW: 0,
                    })}
                  >
                    <span className={looks.shrinkable}>
                      <span className={css({ display: 'block', fontWeight: 'medium' })}>
                        {formatInstant(r.ms, zone ?? 'UTC', schedule?.hasSeconds ?? false)}
                      </span>
                      <span
                        data-testid="cron-run-iso"
                        className={css({ display: 'block', fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted' })}
                      >
                        {isoOf(r)}
                      </span>
                    </span>
                    <span className={looks.muted}>
                      {relativeTo(r.ms, now)}
                      {r.ambiguous ? ' · clocks go back: runs once' : ''}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <Notice tone="warning">No run in the next 400 years.</Notice>
            )
          ) : (
            <p className={looks.mutedText}>Run times appear for a valid expression and time zone.</p>
          )}
          {result && result.skippedGaps > 0 ? (
            <Notice tone="info">
              {result.skippedGaps} run time{result.skippedGaps === 1 ? '' : 's'} fell in a daylight-saving gap (the
              clock time does not exist that day) and {result.skippedGaps === 1 ? 'is' : 'are'} not listed. Some cron
              daemons run such jobs just after the change instead.
            </Notice>
          ) : null}
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
