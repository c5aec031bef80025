import { ArrowUpDown } from 'lucide-react'
import { CopyButton, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { DateField } from '../../kit/date-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { TimeZoneField } from '../../kit/time-zone-field'
import { formatIsoDate, localTimeZone, pluralize, resolveTimeZone, todayIn, toWallTime } from '../../lib/dates'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { calendarText, diffSummary, diffTimes, formatTotal, parseMoment } from './time-diff'

const pad = (n: number) => String(n).padStart(2, '0')

function MomentFields({
  which,
  date,
  time,
  onDate,
  onTime,
  onNow,
}: {
  which: 'Start' | 'End'
  date: string
  time: string
  onDate: (v: string) => void
  onTime: (v: string) => void
  onNow: () => void
}) {
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
      <DateField className={css({ flex: '1 1 10rem' })} label={`${which} date`} value={date} onChange={onDate} />
      <TextField
        className={css({ flex: '1 1 9.5rem' })}
        label={`${which} time`}
        type="time"
        step={1}
        value={time}
        onChange={(e) => onTime(e.target.value)}
      />
      <button
        type="button"
        className={button({ variant: 'outline' })}
        aria-label={`Set ${which.toLowerCase()} to now`}
        onClick={onNow}
      >
        Now
      </button>
    </div>
  )
}

/** Not in the page's prerendered HTML: its first render shows today's date and time, known only in the browser. */
export const prerender = false

export default function TimeDiffView() {
  const [zoneText, setZoneText] = useLinkState('zone', localTimeZone)
  const zone = resolveTimeZone(zoneText)
  const [startDate, setStartDate] = useLinkState('startDate', () => formatIsoDate(todayIn(localTimeZone())))
  const [startTime, setStartTime] = useLinkState('startTime', '')
  const [endDate, setEndDate] = useLinkState('endDate', '')
  const [endTime, setEndTime] = useLinkState('endTime', '')

  const now = () => {
    const w = toWallTime(Date.now(), zone ?? localTimeZone())
    return { date: formatIsoDate(w), time: `${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` }
  }
  const swap = () => {
    setStartDate(endDate)
    setStartTime(endTime)
    setEndDate(startDate)
    setEndTime(startTime)
  }

  const start = parseMoment('Start', startDate, startTime)
  const end = parseMoment('End', endDate, endTime)
  const d = start.ok && end.ok && zone ? diffTimes(start.value, end.value, zone) : null
  const error = !start.ok ? start.error : !end.ok ? end.error : !zone ? 'Choose a valid time zone' : ''
  const sign = d?.negative ? '−' : ''

  return (
    <SplitLayout>
      <Panel title="Start and end">
        <Stack>
          <MomentFields
            which="Start"
            date={startDate}
            time={startTime}
            onDate={setStartDate}
            onTime={setStartTime}
            onNow={() => {
              const n = now()
              setStartDate(n.date)
              setStartTime(n.time)
            }}
          />
          <MomentFields
            which="End"
            date={endDate}
            time={endTime}
            onDate={setEndDate}
            onTime={setEndTime}
            onNow={() => {
              const n = now()
              setEndDate(n.date)
              setEndTime(n.time)
            }}
          />
          <TimeZoneField value={zoneText} onChange={setZoneText} />
          <div>
            <button type="button" className={button({ variant: 'outline' })} onClick={swap}>
              <ArrowUpDown aria-hidden /> Swap
            </button>
          </div>
          <p className={looks.mutedSmall}>
            A blank time means midnight. Times are read in the chosen zone, so a daylight-saving change in between is
            counted.
          </p>
        </Stack>
      </Panel>

      <Panel title="Difference" actions={<CopyButton value={d ? diffSummary(d) : ''} what="Difference" />}>
        {d ? (
          <Stack>
            <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '4', minW: 0 })}>
              <p data-testid="diff-calendar" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
                {sign}
                {calendarText(d.calendar)}
              </p>
              <p
                data-testid="diff-iso"
                className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}
              >
                {d.iso}
              </p>
              {d.negative ? <p className={css({ fontSize: 'sm', mt: '1' })}>The end is before the start.</p> : null}
            </div>
            <dl className={css({ display: 'grid', fontSize: 'sm' })}>
              {[
                { label: 'Total weeks', value: formatTotal(d.totals.weeks), testId: 'diff-weeks' },
                { label: 'Total days', value: formatTotal(d.totals.days), testId: 'diff-days' },
                { label: 'Total hours', value: formatTotal(d.totals.hours), testId: 'diff-hours' },
                { label: 'Total minutes', value: formatTotal(d.totals.minutes), testId: 'diff-minutes' },
                { label: 'Total seconds', value: formatTotal(d.totals.seconds), testId: 'diff-seconds' },
                {
                  label: 'Elapsed (24-hour days)',
                  value: `${d.elapsed.days}d ${d.elapsed.hours}h ${d.elapsed.minutes}m ${d.elapsed.seconds}s`,
                  testId: 'diff-elapsed',
                },
              ].map((row) => (
                <div
                  key={row.label}
                  className={css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '3',
                    py: '2',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                    minW: 0,
                  })}
                >
                  <dt className={looks.muted}>{row.label}</dt>
                  <dd
                    data-testid={row.testId}
                    className={css({
                      fontFamily: 'mono',
                      fontVariantNumeric: 'tabular-nums',
                      textAlign: 'right',
                      overflowWrap: 'anywhere',
                    })}
                  >
                    {sign}
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
            {d.dstShiftMs !== 0 ? (
              <Notice tone="info">
                <span data-testid="diff-dst">
                  A daylight-saving change lies in between: the real elapsed time is{' '}
                  {pluralize(Math.abs(d.dstShiftMs) / 60_000, 'minute')} {d.dstShiftMs > 0 ? 'shorter' : 'longer'} than
                  the clock difference.
                </span>
              </Notice>
            ) : null}
          </Stack>
        ) : (
          <Notice tone={endDate || !start.ok || !zone ? 'danger' : 'info'}>
            {endDate || !start.ok || !zone ? error : 'Enter an end date to measure the time between.'}
          </Notice>
        )}
      </Panel>
    </SplitLayout>
  )
}
