// Month calendars: the grid of weeks for any month (week starting Monday or Sunday), month and weekday names from
// the browser's Intl data in any locale, marked dates parsed from "YYYY-MM-DD label" lines, and a canvas drawing
// of the month for the PNG download (drawn at any scale, so the PNG is sharp).

export type WeekStart = 1 | 0

export interface Day {
  /** Day of the month, 1-based. */
  day: number
  /** ISO date, YYYY-MM-DD. */
  iso: string
  inMonth: boolean
  weekend: boolean
}

import type { Mark } from '../../lib/calendar/marks'

export { type Mark, type MarksView, marksView, parseMarks } from '../../lib/calendar/marks'

/** Marked-date texts longer than this (characters) are read in the calendar worker; shorter ones at once. */
export const WORKER_THRESHOLD = 50_000

export interface CalendarOptions {
  year: number
  /** 0 = January. */
  month: number
  weekStart: WeekStart
  locale: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** The weeks shown for a month: whole weeks from the week of the 1st to the week of the last day. */
export function monthGrid(year: number, month: number, weekStart: WeekStart): Day[][] {
  const first = new Date(Date.UTC(year, month, 1))
  first.setUTCFullYear(year) // years 0–99 stay themselves
  const offset = (first.getUTCDay() - weekStart + 7) % 7
  const start = new Date(first.getTime() - offset * 86_400_000)
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cells = Math.ceil((offset + daysInMonth) / 7) * 7
  const weeks: Day[][] = []
  for (let i = 0; i < cells; i++) {
    const d = new Date(start.getTime() + i * 86_400_000)
    if (i % 7 === 0) weeks.push([])
    const dow = d.getUTCDay()
    weeks[weeks.length - 1].push({
      day: d.getUTCDate(),
      iso: isoOf(d),
      inMonth: d.getUTCMonth() === first.getUTCMonth() && d.getUTCFullYear() === first.getUTCFullYear(),
      weekend: dow === 0 || dow === 6,
    })
  }
  return weeks
}

/** Weekday names in the locale, in the order of the week. */
export function weekdayNames(locale: string, weekStart: WeekStart, style: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' })
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 7 + weekStart + i))))
}

/** "November 2026" in the locale's own form and grammar. */
export function monthTitle(locale: string, year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 1))
  d.setUTCFullYear(year)
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d)
}

/** A locale tag the browser knows, or null. */
export function checkLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null
  } catch {
    return null
  }
}

export interface DrawColours {
  background: string
  text: string
  muted: string
  grid: string
  weekend: string
  mark: string
  markText: string
}

export const PRINT_COLOURS: DrawColours = {
  background: '#ffffff',
  text: '#111827',
  muted: '#9ca3af',
  grid: '#d1d5db',
  weekend: '#f3f4f6',
  mark: '#2563eb',
  markText: '#ffffff',
}

/** Canvas size of the drawing at scale 1. */
export const DRAW_SIZE = { width: 1200, height: 900 }

type Ctx = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'fillRect'
  | 'strokeRect'
  | 'fillText'
  | 'beginPath'
  | 'arc'
  | 'fill'
  | 'save'
  | 'restore'
  | 'scale'
  | 'measureText'
>

/** Draws the month on a canvas context (1200 × 900 units; `scale` makes the pixels). */
export function drawCalendar(
  ctx: Ctx,
  options: CalendarOptions,
  marks: readonly Mark[],
  colours = PRINT_COLOURS,
  scale = 2,
) {
  const { width, height } = DRAW_SIZE
  const weeks = monthGrid(options.year, options.month, options.weekStart)
  const byDate = new Map(marks.map((m) => [m.iso, m]))
  ctx.save()
  ctx.scale(scale, scale)
  ctx.fillStyle = colours.background
  ctx.fillRect(0, 0, width, height)
  const margin = 48
  ctx.fillStyle = colours.text
  ctx.textAlign = 'left'
  ctx.textBaseline = 'alphabetic'
  ctx.font = '600 44px Inter, system-ui, sans-serif'
  ctx.fillText(monthTitle(options.locale, options.year, options.month), margin, margin + 40)
  const top = margin + 90
  const cellW = (width - 2 * margin) / 7
  const cellH = (height - top - margin) / weeks.length
  ctx.font = '600 20px Inter, system-ui, sans-serif'
  ctx.textAlign = 'center'
  weekdayNames(options.locale, options.weekStart).forEach((name, i) => {
    ctx.fillStyle = colours.muted
    ctx.fillText(name, margin + cellW * i + cellW / 2, top - 16)
  })
  ctx.strokeStyle = colours.grid
  ctx.lineWidth = 1
  weeks.forEach((week, r) => {
    week.forEach((day, c) => {
      const x = margin + c * cellW
      const y = top + r * cellH
      if (day.weekend && day.inMonth) {
        ctx.fillStyle = colours.weekend
        ctx.fillRect(x, y, cellW, cellH)
      }
      ctx.strokeRect(x, y, cellW, cellH)
      const mark = day.inMonth ? byDate.get(day.iso) : undefined
      ctx.textAlign = 'right'
      ctx.font = '500 24px Inter, system-ui, sans-serif'
      if (mark) {
        ctx.fillStyle = colours.mark
        ctx.beginPath()
        ctx.arc(x + cellW - 26, y + 28, 20, 0, Math.PI * 2)
        ctx.fill()
        ctx.fillStyle = colours.markText
        ctx.textAlign = 'center'
        ctx.fillText(String(day.day), x + cellW - 26, y + 37)
        if (mark.label) {
          ctx.fillStyle = colours.text
          ctx.textAlign = 'left'
          ctx.font = '400 16px Inter, system-ui, sans-serif'
          let label = mark.label
          while (label.length > 1 && ctx.measureText(label).width > cellW - 16) label = `${label.slice(0, -2)}…`
          ctx.fillText(label, x + 8, y + cellH - 12)
        }
      } else {
        ctx.fillStyle = day.inMonth ? colours.text : colours.muted
        ctx.fillText(String(day.day), x + cellW - 12, y + 34)
      }
    })
  })
  ctx.restore()
}

/** "calendar-2026-11.png" */
export const pngName = (year: number, month: number) => `calendar-${year}-${pad(month + 1)}.png`
