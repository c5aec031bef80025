import { CopyButton, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { DateField } from '../../kit/date-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { TimeZoneField } from '../../kit/time-zone-field'
import {
  formatIsoDate,
  formatIsoDateTime,
  formatIsoWeek,
  formatLongDate,
  formatOffset,
  isoWeekOf,
  localTimeZone,
  type MonthEnd,
  pluralize,
  resolveTimeZone,
  splitDuration,
  todayIn,
} from '../../lib/dates'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { addToDate, describeAmounts, EMPTY_AMOUNTS, parseAmounts, parseStart, UNITS, type Unit } from './date-add'

const UNIT_LABELS: Record<Unit, string> = {
  years: 'Years',
  months: 'Months',
  weeks: 'Weeks',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
}

const PRESETS: readonly { label: string; unit: Unit; value: string }[] = [
  { label: '7 days', unit: 'days', value: '7' },
  { label: '30 days', unit: 'days', value: '30' },
  { label: '90 days', unit: 'days', value: '90' },
  { label: '6 months', unit: 'months', value: '6' },
  { label: '1 year', unit: 'years', value: '1' },
]

/** Not in the page's prerendered HTML: its first render shows today's date, known only in the browser. */
export const prerender = false

export default function DateAddView() {
  const [dateText, setDateText] = useLinkState('date', () => formatIsoDate(todayIn(localTimeZone())))
  const [timeText, setTimeText] = useLinkState('time', '')
  const [direction, setDirection] = useLinkState<'add' | 'subtract'>('op', 'add')
  const [zoneText, setZoneText] = useLinkState('zone', localTimeZone)
  const [monthEnd, setMonthEnd] = useLinkState<MonthEnd>('monthEnd', 'clamp')
  const [raw, setRaw] = useLinkState<Record<Unit, string>>('amounts', EMPTY_AMOUNTS)

  const zone = resolveTimeZone(zoneText)
  const sign = direction === 'add' ? 1 : -1
  const startP = parseStart(dateText, timeText)
  const amountsP = parseAmounts(raw)
  const result = !startP.ok
    ? startP
    : !amountsP.ok
      ? amountsP
      : !zone
        ? { ok: false as const, error: 'Choose a valid time zone' }
        : addToDate(startP.value, amountsP.value, sign, zone, monthEnd)
  const r = result.ok ? result.value : null
  const amounts = amountsP.ok ? amountsP.value : null
  const withTime = Boolean(timeText.trim()) || Boolean(amounts && (amounts.hours || amounts.minutes))
  const resultText = r ? (withTime ? formatIsoDateTime(r.result) : formatIsoDate(r.result)) : ''
  const elapsed = r ? splitDuration(r.elapsedMs) : null

  return (
    <SplitLayout>
      <Panel title="Start and amounts">
        <Stack>
          <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
            <DateField label="Start date" value={dateText} onChange={setDateText} />
            <TextField
              label="Time (optional)"
              type="time"
              step={1}
              value={timeText}
              onChange={(e) => setTimeText(e.target.value)}
            />
          </div>
          <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
            <Segmented
              label="Operation"
              value={direction}
              options={[
                { value: 'add', label: 'Add' },
                { value: 'subtract', label: 'Subtract' },
              ]}
              onChange={setDirection}
            />
          </div>
          <TimeZoneField value={zoneText} onChange={setZoneText} />
          <div
            className={css({
              display: 'grid',
              gap: '3',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
            })}
          >
            {UNITS.map((unit) => (
              <TextField
                key={unit}
                label={UNIT_LABELS[unit]}
                inputMode="numeric"
                placeholder="0"
                value={raw[unit]}
                onChange={(e) => setRaw((prev) => ({ ...prev, [unit]: e.target.value }))}
              />
            ))}
          </div>
          <div className={looks.rowCentered}>
            {PRESETS.map((p) => (
              <button
                key={p.label}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                onClick={() => setRaw({ ...EMPTY_AMOUNTS, [p.unit]: p.value })}
              >
                {p.label}
              </button>
            ))}
            <button
              type="button"
              className={button({ size: 'xs', variant: 'ghost' })}
              onClick={() => setRaw(EMPTY_AMOUNTS)}
            >
              Reset amounts
            </button>
          </div>
          <Segmented
            label="When the day does not exist (31 Jan + 1 month)"
            value={monthEnd}
            options={[
              { value: 'clamp', label: 'Last day of month' },
              { value: 'next-day', label: 'First of next month' },
            ]}
            onChange={setMonthEnd}
          />
          <p className={looks.mutedSmall}>
            Years and months are applied first, then weeks and days. Days keep the clock time across daylight-saving
            changes; hours and minutes add elapsed time.
          </p>
        </Stack>
      </Panel>

      <Panel title="Result" actions={<CopyButton value={resultText} what="Result" />}>
        {r && amounts ? (
          <Stack>
            <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '4', minW: 0 })}>
              <p className={looks.mutedSmall}>
                {withTime ? formatIsoDateTime(r.start) : formatIsoDate(r.start)} {describeAmounts(amounts, sign)}
              </p>
              <p data-testid="date-add-result" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
                {formatLongDate(r.result)}
              </p>
              <p
                data-testid="date-add-iso"
                className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}
              >
                {resultText}
                {withTime ? ` (UTC${formatOffset(r.resultOffset)})` : ''} · {formatIsoWeek(isoWeekOf(r.result))}
              </p>
            </div>
            <dl className={css({ display: 'grid', gap: '2', fontSize: 'sm' })}>
              <div>
                <dt className={looks.mutedSmall}>Calendar days between</dt>
                <dd data-testid="date-add-days">{pluralize(r.calendarDays, 'day')}</dd>
              </div>
              {withTime && elapsed ? (
                <div>
                  <dt className={looks.mutedSmall}>Elapsed time</dt>
                  <dd data-testid="date-add-elapsed">
                    {r.elapsedMs < 0 ? '−' : ''}
                    {pluralize(Math.abs(elapsed.days), 'day')}, {pluralize(Math.abs(elapsed.hours), 'hour')},{' '}
                    {pluralize(Math.abs(elapsed.minutes), 'minute')}
                  </dd>
                </div>
              ) : null}
            </dl>
            {r.monthEndAdjusted ? (
              <Notice tone="warning">
                The day does not exist in the target month, so it was moved to{' '}
                {monthEnd === 'clamp' ? 'the last day of that month' : 'the first day of the next month'}.
              </Notice>
            ) : null}
            {r.dstGap ? (
              <Notice tone="warning">
                That clock time does not exist on the target day (clocks go forward), so the time was moved forward.
              </Notice>
            ) : null}
            {withTime && r.startOffset !== r.resultOffset ? (
              <Notice tone="info">
                The UTC offset changes in between: UTC{formatOffset(r.startOffset)} to UTC
                {formatOffset(r.resultOffset)}.
              </Notice>
            ) : null}
          </Stack>
        ) : (
          <Notice tone="danger">{result.ok ? null : result.error}</Notice>
        )}
      </Panel>
    </SplitLayout>
  )
}
