import { ChevronLeft, ChevronRight, Download, Printer } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { Notice, NumberField, Panel, SplitLayout, TextField } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { downloadBlob } from '../../lib/download'
import { css, cx } from '../../styled-system/css'
import { button, table } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { notify } from '../../ui/toaster'
import {
  type CalendarOptions,
  checkLocale,
  DRAW_SIZE,
  drawCalendar,
  monthGrid,
  monthTitle,
  pngName,
  type WeekStart,
  weekdayNames,
} from './calendar-maker'
import { MarksNotes } from './marks-notes'
import { useMarks } from './use-marks'

const MIN_YEAR = 1583
const MAX_YEAR = 9999
const WEEK_STARTS = [
  { value: '1', label: 'Monday' },
  { value: '0', label: 'Sunday' },
] as const

const tbl = table({ layout: 'fixed' })
// Weekday names fill a seventh of the width each: centred, small, cut short rather than wrapped.
const weekdayCell = cx(
  tbl.headerCell,
  css({
    fontSize: 'xs',
    fontWeight: 'semibold',
    textAlign: 'center',
    p: '0',
    pb: '1',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  }),
)

const cell = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  h: { base: '12', sm: '16' },
  p: '1',
  verticalAlign: 'top',
  textAlign: 'right',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
})

export default function CalendarMakerView() {
  const today = new Date()
  const [year, setYear] = useLinkState('year', String(today.getFullYear()))
  const [month, setMonth] = useLinkState('month', today.getMonth())
  const [weekStart, setWeekStart] = useLinkState<WeekStart>('weekStart', 1)
  const [localeRaw, setLocaleRaw] = useLinkState('locale', () => navigator.language || 'en-US')
  const [marksText, setMarksText] = useLinkState('marks', '', 'input')
  const deferredMarks = useDeferredValue(marksText)

  const yearNumber = Number(year)
  const yearError =
    year.trim() === '' || !Number.isInteger(yearNumber) || yearNumber < MIN_YEAR || yearNumber > MAX_YEAR
      ? `Enter a year from ${MIN_YEAR} to ${MAX_YEAR} (the Gregorian calendar)`
      : null
  const locale = checkLocale(localeRaw)
  const localeError = locale ? null : 'Not a language tag the browser knows (e.g. en-GB, de, fr-CA, ja)'
  const options: CalendarOptions | null = yearError || !locale ? null : { year: yearNumber, month, weekStart, locale }

  const viewYear = yearError ? 2000 : yearNumber
  const { marksShown, large, busy } = useMarks(deferredMarks, viewYear, month)
  const marks = marksShown.monthMarks

  const monthOptions = useMemo(() => {
    const fmt = new Intl.DateTimeFormat(locale ?? 'en-US', { month: 'long', timeZone: 'UTC' })
    return Array.from({ length: 12 }, (_, m) => ({
      value: String(m),
      label: fmt.format(new Date(Date.UTC(2024, m, 1))),
    }))
  }, [locale])

  const step = (delta: number) => {
    if (yearError) return
    const total = yearNumber * 12 + month + delta
    const y = Math.floor(total / 12)
    if (y < MIN_YEAR || y > MAX_YEAR) return
    setYear(String(y))
    setMonth(total - y * 12)
  }

  const downloadPng = async () => {
    if (!options) return
    const canvas = document.createElement('canvas')
    canvas.width = DRAW_SIZE.width * 2
    canvas.height = DRAW_SIZE.height * 2
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    await document.fonts.ready
    drawCalendar(ctx, options, marks)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
    if (!blob) {
      notify({ type: 'error', title: 'Download failed', description: 'The image could not be created' })
      return
    }
    downloadBlob(blob, pngName(options.year, options.month))
    notify({
      type: 'success',
      title: 'Calendar downloaded',
      description: `${monthTitle(options.locale, options.year, options.month)} saved as PNG`,
    })
  }

  const weeks = options ? monthGrid(options.year, options.month, options.weekStart) : []
  const byDate = new Map(marks.map((m) => [m.iso, m]))

  return (
    <SplitLayout>
      <Panel title="Month and options">
        <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '3' })}>
          <SelectField
            label="Month"
            value={String(month)}
            options={monthOptions}
            onChange={(v) => setMonth(Number(v))}
          />
          <NumberField
            label="Year"
            value={year}
            min={MIN_YEAR}
            max={MAX_YEAR}
            onChange={(e) => setYear(e.target.value)}
            error={yearError}
          />
        </div>
        <Segmented
          label="Week starts on"
          value={String(weekStart) as '0' | '1'}
          options={WEEK_STARTS}
          onChange={(v) => setWeekStart(Number(v) as WeekStart)}
        />
        <TextField
          label="Language (month and day names)"
          value={localeRaw}
          onChange={(e) => setLocaleRaw(e.target.value)}
          error={localeError}
          hint="A language tag such as en-GB, de, fr-CA or ja."
          spellCheck={false}
        />
        <LargeTextField
          label="Marked dates"
          rows={5}
          value={marksText}
          onValueChange={setMarksText}
          placeholder={'2026-12-25 Christmas\n2026-12-31 New Year’s Eve'}
          spellCheck={false}
        />
        <MarksNotes view={marksShown} busy={large && busy} />
      </Panel>

      <Panel
        title="Calendar"
        actions={
          <>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => window.print()}
              disabled={!options}
            >
              <Printer aria-hidden /> Print
            </button>
            <button
              type="button"
              className={button({ variant: 'solid', size: 'sm' })}
              onClick={downloadPng}
              disabled={!options}
            >
              <Download aria-hidden /> Download PNG
            </button>
          </>
        }
      >
        {options ? (
          <div data-print-only className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label="Previous month"
                onClick={() => step(-1)}
              >
                <ChevronLeft aria-hidden />
              </button>
              <h3
                data-testid="calendar-title"
                className={css({ fontSize: 'xl', fontWeight: 'semibold', textAlign: 'center' })}
              >
                {monthTitle(options.locale, options.year, options.month)}
              </h3>
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'icon' })}
                aria-label="Next month"
                onClick={() => step(1)}
              >
                <ChevronRight aria-hidden />
              </button>
            </div>
            <table className={tbl.root}>
              <thead className={tbl.head}>
                <tr>
                  {weekdayNames(options.locale, options.weekStart).map((name) => (
                    <th key={name} scope="col" className={weekdayCell}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week[0].iso}>
                    {week.map((day) => {
                      const mark = day.inMonth ? byDate.get(day.iso) : undefined
                      return (
                        <td
                          key={day.iso}
                          data-testid={day.inMonth ? 'calendar-day' : undefined}
                          data-marked={mark ? 'true' : undefined}
                          data-weekend={day.weekend && day.inMonth ? 'true' : undefined}
                          className={css({ '&[data-weekend]': { bg: 'bg.subtle' } })}
                        >
                          <div className={cell}>
                            <span
                              className={css({
                                color: day.inMonth ? 'fg.default' : 'fg.muted',
                                '[data-marked] &': {
                                  bg: 'accent.solid',
                                  color: 'accent.on',
                                  borderRadius: 'full',
                                  px: '1.5',
                                  py: '0.5',
                                },
                              })}
                            >
                              {day.day}
                            </span>
                            {mark?.label ? (
                              <span
                                className={css({
                                  display: 'block',
                                  textAlign: 'left',
                                  fontSize: 'xs',
                                  color: 'fg.muted',
                                  overflow: 'hidden',
                                  textOverflow: 'ellipsis',
                                  whiteSpace: 'nowrap',
                                })}
                              >
                                {mark.label}
                              </span>
                            ) : null}
                          </div>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <Notice tone="warning">Fix the year or language to see the calendar.</Notice>
        )}
      </Panel>
    </SplitLayout>
  )
}
