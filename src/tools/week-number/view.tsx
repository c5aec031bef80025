import { ChevronLeft, ChevronRight } from 'lucide-react'
import { CopyButton, Notice, Panel, SplitLayout, Stack, Stats, TextField } from '../../kit'
import { DateField } from '../../kit/date-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import {
  type CivilDate,
  formatIsoDate,
  formatMediumDate,
  isoWeekOf,
  localTimeZone,
  parseIsoDate,
  todayIn,
  WEEKDAY_NAMES,
} from '../../lib/dates'
import { css, cx } from '../../styled-system/css'
import { button, table } from '../../styled-system/recipes'
import { parseWeekInputs, shiftWeek, weekDates, weekDatesText, weekInfo, yearWeeks, yearWeeksTsv } from './week-number'

const tbl = table()
// Cells keep padding on both sides: the selected week's row is tinted.
const headCell = cx(tbl.headerCell, css({ px: '3' }))
const cell = cx(tbl.cell, tbl.numeric, css({ px: '3' }))

/** Not in the page's prerendered HTML: its first render shows today's week, known only in the browser. */
export const prerender = false

export default function WeekNumberView() {
  const today = todayIn(localTimeZone())
  const thisWeek = isoWeekOf(today)
  const [dateText, setDateText] = useLinkState('date', () => formatIsoDate(today))
  const [yearText, setYearText] = useLinkState('year', String(thisWeek.year))
  const [weekText, setWeekText] = useLinkState('week', String(thisWeek.week))

  const date = parseIsoDate(dateText)
  const info = date.ok ? weekInfo(date.value) : null
  const week = parseWeekInputs(yearText, weekText)
  const dates = week.ok ? weekDates(week.value.year, week.value.week) : null
  const tableYear = week.ok ? week.value.year : thisWeek.year

  const setWeek = (w: { year: number; week: number }) => {
    setYearText(String(w.year))
    setWeekText(String(w.week))
  }
  const showWeekOf = (d: CivilDate) => setWeek(isoWeekOf(d))

  return (
    <Stack>
      <SplitLayout>
        <Panel
          title="Week of a date"
          actions={<CopyButton value={info ? info.isoLabel : ''} what="Week number" aria-label="Copy week number" />}
        >
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
            <DateField className={css({ flex: '1 1 12rem' })} label="Date" value={dateText} onChange={setDateText} />
            <button
              type="button"
              className={button({ variant: 'outline' })}
              onClick={() => setDateText(formatIsoDate(todayIn(localTimeZone())))}
            >
              Today
            </button>
          </div>
          {info ? (
            <Stack>
              <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '4' })}>
                <p className={looks.mutedSmall}>ISO week</p>
                <p data-testid="week-number" className={css({ fontSize: '3xl', fontWeight: 'semibold' })}>
                  Week {info.iso.week}
                </p>
                <p data-testid="week-iso" className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted' })}>
                  {info.isoLabel} · {info.isoWeekDate}
                </p>
                {info.iso.year !== info.date.year ? (
                  <p data-testid="week-year-note" className={css({ fontSize: 'sm', mt: '1' })}>
                    This date belongs to week {info.iso.week} of ISO year {info.iso.year}.
                  </p>
                ) : null}
              </div>
              <Stats
                columns={2}
                items={[
                  { label: 'Weekday', value: info.weekday, testId: 'week-weekday' },
                  { label: 'Day of year', value: `${info.dayOfYear} / ${info.daysInYear}`, testId: 'week-doy' },
                  { label: 'Days left in year', value: info.daysLeftInYear, testId: 'week-left' },
                  { label: 'Quarter', value: `Q${info.quarter}`, testId: 'week-quarter' },
                  { label: `Weeks in ISO year ${info.iso.year}`, value: info.weeksInIsoYear, testId: 'week-count' },
                  { label: 'US week (Sunday start)', value: info.usWeek, testId: 'week-us' },
                ]}
              />
              <p className={css({ fontSize: 'sm' })}>
                Week runs {formatMediumDate(info.weekStart)} – {formatMediumDate(info.weekEnd)}{' '}
                <button
                  type="button"
                  className={button({ size: 'xs', variant: 'ghost' })}
                  onClick={() => showWeekOf(info.date)}
                >
                  Show this week
                </button>
              </p>
            </Stack>
          ) : (
            <Notice tone="danger">{date.ok ? null : date.error}</Notice>
          )}
        </Panel>

        <Panel
          title="Dates of a week"
          actions={
            <CopyButton value={dates ? weekDatesText(dates) : ''} what="Week dates" aria-label="Copy week dates" />
          }
        >
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
            <TextField
              className={css({ flex: '1 1 6rem' })}
              label="ISO year"
              inputMode="numeric"
              value={yearText}
              onChange={(e) => setYearText(e.target.value)}
            />
            <TextField
              className={css({ flex: '1 1 5rem' })}
              label="Week"
              inputMode="numeric"
              value={weekText}
              onChange={(e) => setWeekText(e.target.value)}
            />
            <div className={css({ display: 'flex', gap: '1' })}>
              <button
                type="button"
                aria-label="Previous week"
                className={button({ variant: 'outline', size: 'icon' })}
                disabled={!week.ok}
                onClick={() => week.ok && setWeek(shiftWeek(week.value, -1))}
              >
                <ChevronLeft aria-hidden />
              </button>
              <button
                type="button"
                aria-label="Next week"
                className={button({ variant: 'outline', size: 'icon' })}
                disabled={!week.ok}
                onClick={() => week.ok && setWeek(shiftWeek(week.value, 1))}
              >
                <ChevronRight aria-hidden />
              </button>
              <button type="button" className={button({ variant: 'outline' })} onClick={() => setWeek(thisWeek)}>
                This week
              </button>
            </div>
          </div>
          {dates ? (
            <ol data-testid="week-days" className={css({ display: 'grid', gap: '1' })}>
              {dates.days.map((d, i) => (
                <li
                  key={formatIsoDate(d)}
                  className={css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '3',
                    px: '3',
                    py: '1.5',
                    borderRadius: 'md',
                    bg: 'bg.subtle',
                    fontSize: 'sm',
                  })}
                >
                  <span className={css({ fontWeight: 'medium' })}>{WEEKDAY_NAMES[i]}</span>
                  <span className={looks.monoText}>{formatIsoDate(d)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <Notice tone="danger">{week.ok ? null : week.error}</Notice>
          )}
        </Panel>
      </SplitLayout>

      <Panel
        title={`All weeks of ${tableYear}`}
        description="ISO weeks run Monday to Sunday; week 1 is the week with the year’s first Thursday."
        actions={<CopyButton value={yearWeeksTsv(tableYear)} what="Week table" label="Copy table" />}
      >
        <div
          role="region"
          aria-label={`Weeks of ${tableYear}`}
          tabIndex={0}
          className={css({ overflowX: 'auto', maxH: '96', overflowY: 'auto', minW: 0 })}
        >
          <table className={tbl.root}>
            <thead className={cx(tbl.head, css({ position: 'sticky', top: 0, bg: 'bg.surface' }))}>
              <tr>
                <th className={headCell}>Week</th>
                <th className={headCell}>Monday</th>
                <th className={headCell}>Sunday</th>
              </tr>
            </thead>
            <tbody>
              {yearWeeks(tableYear).map((w) => {
                const selected = week.ok && week.value.week === w.iso.week
                return (
                  <tr
                    key={w.label}
                    aria-current={selected ? 'true' : undefined}
                    className={cx(
                      tbl.row,
                      css({ '&[aria-current=true]': { bg: 'accent.subtle', fontWeight: 'semibold' } }),
                    )}
                  >
                    <td className={cell}>
                      {w.iso.week}
                      {w.iso.year === thisWeek.year && w.iso.week === thisWeek.week ? (
                        <span className={css({ ml: '2', fontSize: 'xs', color: 'accent.fg' })}>this week</span>
                      ) : null}
                    </td>
                    <td className={cell}>{formatMediumDate(w.days[0] as CivilDate)}</td>
                    <td className={cell}>{formatMediumDate(w.days[6] as CivilDate)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </Panel>
    </Stack>
  )
}
