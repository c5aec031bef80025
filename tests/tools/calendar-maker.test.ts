import { describe, expect, it } from 'vitest'
import {
  checkLocale,
  drawCalendar,
  monthGrid,
  monthTitle,
  parseMarks,
  pngName,
  weekdayNames,
} from '../../src/tools/calendar-maker/calendar-maker'

describe('calendar-maker', () => {
  it('lays out whole weeks from the week of the 1st, Monday or Sunday first', () => {
    // November 2026: the 1st is a Sunday, 30 days.
    const mon = monthGrid(2026, 10, 1)
    expect(mon[0][0].iso).toBe('2026-10-26')
    expect(mon[0][6]).toMatchObject({ iso: '2026-11-01', day: 1, inMonth: true, weekend: true })
    expect(mon.at(-1)?.at(-1)?.iso).toBe('2026-12-06')
    expect(mon).toHaveLength(6)
    const sun = monthGrid(2026, 10, 0)
    expect(sun[0][0].iso).toBe('2026-11-01')
    expect(sun).toHaveLength(5)
    expect(sun.flat().filter((d) => d.inMonth)).toHaveLength(30)
  })

  it('handles leap years and a February that fits in four weeks', () => {
    expect(
      monthGrid(2024, 1, 1)
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(29)
    expect(
      monthGrid(2100, 1, 1)
        .flat()
        .filter((d) => d.inMonth),
    ).toHaveLength(28)
    // February 2027 starts on a Monday: exactly four weeks.
    expect(monthGrid(2027, 1, 1)).toHaveLength(4)
    expect(monthGrid(2026, 11, 1).at(-1)?.at(-1)?.iso).toBe('2027-01-03')
  })

  it('names months and weekdays in the locale', () => {
    expect(monthTitle('en-US', 2026, 10)).toBe('November 2026')
    expect(monthTitle('de', 2026, 2)).toBe('März 2026')
    expect(weekdayNames('en-US', 0)[0]).toBe('Sun')
    expect(weekdayNames('en-GB', 1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(weekdayNames('fr', 1, 'long')[0]).toBe('lundi')
    expect(checkLocale('en-gb')).toBe('en-GB')
    expect(checkLocale('not a locale!')).toBeNull()
  })

  it('parses marked dates and reports bad lines', () => {
    const { marks, errors } = parseMarks('2026-12-25 Christmas\n\n2026-02-30 nope\nDecember 1\n2026-12-31')
    expect(marks).toEqual([
      { iso: '2026-12-25', label: 'Christmas' },
      { iso: '2026-12-31', label: '' },
    ])
    expect(errors).toEqual(['Line 3: 2026-02-30 is not a real date', 'Line 4: start with a date written YYYY-MM-DD'])
  })

  it('draws every day of the month, marks as circles, and names the file', () => {
    const texts: string[] = []
    let arcs = 0
    const ctx = {
      fillText: (t: string) => texts.push(t),
      arc: () => {
        arcs++
      },
      measureText: (t: string) => ({ width: t.length * 8 }),
      fillRect() {},
      strokeRect() {},
      beginPath() {},
      fill() {},
      save() {},
      restore() {},
      scale() {},
    } as unknown as CanvasRenderingContext2D
    drawCalendar(ctx, { year: 2026, month: 10, weekStart: 1, locale: 'en-US' }, [
      { iso: '2026-11-05', label: 'Launch' },
    ])
    expect(texts[0]).toBe('November 2026')
    expect(texts).toContain('Launch')
    expect(texts.filter((t) => t === '30')).toHaveLength(2) // 30 November and 30 October (leading days)
    expect(arcs).toBe(1)
    expect(pngName(2026, 10)).toBe('calendar-2026-11.png')
  })
})
