// Reads long lists of marked dates off the main thread. The dates of the last text are kept, so moving to another
// month answers without reading them again; only that month's marks and the first line problems go to the page.
import { type Mark, type MarksView, marksView, parseMarks } from '../../src/lib/calendar/marks'

let last: { text: string; parsed: { marks: Mark[]; errors: string[] } } | null = null

export const calendarApi = {
  async marks(text: string, year: number, month: number): Promise<MarksView> {
    if (last?.text !== text) {
      last = null
      last = { text, parsed: parseMarks(text) }
    }
    return marksView(last.parsed, year, month)
  },
}

export type CalendarApi = typeof calendarApi
