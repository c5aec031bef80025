import { useMemo, useState } from 'react'
import { CopyButton, Notice, Panel, SplitLayout, Stack, Stats, TextAreaField, TextField } from '../../kit'
import { DateField } from '../../kit/date-field'
import { limitedTextHandlers } from '../../kit/limited-text'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatIsoDate, formatLongDate, formatMediumDate, localTimeZone, parseIsoDate, todayIn } from '../../lib/dates'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import {
  addWorkingDays,
  countSummary,
  countWorkingDays,
  holidaysCharsProblem,
  parseHolidays,
  parseRange,
} from './working-days'

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** Not in the page's prerendered HTML: its first render shows dates from today, known only in the browser. */
export const prerender = false

export default function WorkingDaysView() {
  const today = formatIsoDate(todayIn(localTimeZone()))
  const [startText, setStartText] = useLinkState('start', today)
  const [endText, setEndText] = useLinkState('end', '')
  const [includeStart, setIncludeStart] = useLinkState('includeStart', true)
  const [includeEnd, setIncludeEnd] = useLinkState('includeEnd', true)
  // ISO weekday numbers (1 = Monday), kept as a sorted list so that a link can carry them.
  const [weekendDays, setWeekendDays] = useLinkState<number[]>('weekend', [6, 7])
  const weekend = useMemo<ReadonlySet<number>>(() => new Set(weekendDays), [weekendDays])
  const [holidayText, setHolidayText] = useLinkState('holidays', '', 'input')
  const [addFrom, setAddFrom] = useLinkState('addFrom', today)
  const [addCount, setAddCount] = useLinkState('addCount', '10')

  const [refused, setRefused] = useState<string | null>(null)
  const holidays = useMemo(() => parseHolidays(holidayText), [holidayText])
  const range = parseRange(startText, endText)
  const count = range.ok
    ? countWorkingDays(range.value.start, range.value.end, {
        weekend,
        holidays: holidays.holidays,
        includeStart,
        includeEnd,
      })
    : null

  const from = parseIsoDate(addFrom)
  const n = addCount.trim()
  const added = !from.ok
    ? { ok: false as const, error: addFrom ? `From date: ${from.error}` : 'Enter a date to count from' }
    : !/^[-+]?\d+$/.test(n)
      ? { ok: false as const, error: 'Enter a whole number of working days (negative to count back)' }
      : addWorkingDays(from.value, Number(n), weekend, holidays.holidays)

  const toggleDay = (wd: number) =>
    setWeekendDays((prev) => (prev.includes(wd) ? prev.filter((d) => d !== wd) : [...prev, wd].sort((a, b) => a - b)))

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Dates and rules">
          <Stack>
            <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
              <DateField label="Start date" value={startText} onChange={setStartText} />
              <DateField label="End date" value={endText} onChange={setEndText} />
            </div>
            <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
              <CheckboxField label="Include start date" checked={includeStart} onChange={setIncludeStart} />
              <CheckboxField label="Include end date" checked={includeEnd} onChange={setIncludeEnd} />
            </div>
            <div className={looks.fieldStack}>
              <span className={looks.labelText}>Weekend days</span>
              <div
                role="group"
                aria-label="Weekend days"
                className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}
              >
                {DAYS.map((label, i) => (
                  <button
                    key={label}
                    type="button"
                    aria-pressed={weekend.has(i + 1)}
                    aria-label={`${label} (${DAY_NAMES[i]})`}
                    onClick={() => toggleDay(i + 1)}
                    className={button({ size: 'sm', variant: weekend.has(i + 1) ? 'solid' : 'outline' })}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </div>
            <TextAreaField
              label="Holidays (one per line)"
              placeholder={'2026-12-25 Christmas Day\n01-01 New Year (every year)'}
              rows={5}
              mono
              value={holidayText}
              {...limitedTextHandlers(holidayText, setHolidayText, holidaysCharsProblem, setRefused)}
              hint={`YYYY-MM-DD for one date, MM-DD for every year, then an optional name. ${holidays.holidays.length} read.`}
              error={
                refused ? (
                  <span data-testid="holiday-errors">{refused}</span>
                ) : holidays.errors.length ? (
                  <span data-testid="holiday-errors">
                    {holidays.errors.slice(0, 5).map((e) => (
                      <span key={e} className={css({ display: 'block' })}>
                        {e}
                      </span>
                    ))}
                    {holidays.errors.length > 5 ? `…and ${holidays.errors.length - 5} more` : null}
                  </span>
                ) : undefined
              }
            />
          </Stack>
        </Panel>

        <Panel
          title="Working days"
          actions={
            <CopyButton
              value={count ? countSummary(startText, endText, count) : ''}
              what="Working days"
              aria-label="Copy working days"
            />
          }
        >
          {count ? (
            <Stack>
              <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '4' })}>
                <p data-testid="wd-count" className={css({ fontSize: '3xl', fontWeight: 'semibold' })}>
                  {count.workingDays.toLocaleString()}
                </p>
                <p className={looks.mutedText}>
                  working day{count.workingDays === 1 ? '' : 's'}
                  {count.reversed ? ' (the end date is before the start date; counted backwards)' : ''}
                </p>
              </div>
              <Stats
                columns={3}
                items={[
                  { label: 'Calendar days', value: count.calendarDays.toLocaleString(), testId: 'wd-calendar' },
                  { label: 'Weekend days', value: count.weekendDays.toLocaleString(), testId: 'wd-weekend' },
                  { label: 'Holidays skipped', value: count.holidaysOnWorkdays.length, testId: 'wd-holidays' },
                ]}
              />
              {count.holidaysOnWorkdays.length ? (
                <ul data-testid="wd-holiday-list" className={css({ fontSize: 'sm', display: 'grid', gap: '1' })}>
                  {count.holidaysOnWorkdays.slice(0, 50).map((h) => (
                    <li key={formatIsoDate(h.date)}>
                      {formatMediumDate(h.date)}
                      {h.name ? ` · ${h.name}` : ''}
                    </li>
                  ))}
                  {count.holidaysOnWorkdays.length > 50 ? (
                    <li className={looks.muted}>
                      …and {count.holidaysOnWorkdays.length - 50} more (all are in the copied summary)
                    </li>
                  ) : null}
                </ul>
              ) : null}
            </Stack>
          ) : (
            <Notice tone={endText || !startText ? 'danger' : 'info'}>
              {range.ok ? null : endText || !startText ? range.error : 'Enter an end date to count working days.'}
            </Notice>
          )}
        </Panel>
      </SplitLayout>

      <Panel
        title="Add working days"
        description="The date a number of working days after (or before) a date, using the weekend and holidays above."
        actions={<CopyButton value={added.ok ? formatIsoDate(added.value) : ''} what="Date" aria-label="Copy date" />}
      >
        <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
          <DateField label="From date" value={addFrom} onChange={setAddFrom} />
          <TextField
            label="Working days to add"
            inputMode="numeric"
            value={addCount}
            onChange={(e) => setAddCount(e.target.value)}
            hint="Use a negative number to count back. The start day itself is not counted."
          />
        </div>
        {added.ok ? (
          <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            <span data-testid="wd-added">{formatIsoDate(added.value)}</span>
            <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'sm', ml: '2' })}>
              {formatLongDate(added.value)}
            </span>
          </p>
        ) : (
          <Notice tone="danger">{added.error}</Notice>
        )}
      </Panel>
    </Stack>
  )
}
