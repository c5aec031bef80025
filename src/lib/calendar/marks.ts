// Marked dates for the calendar maker, one per line ("2026-12-25 Christmas"), read in one pass; and what one month
// shows of them. Shared by the page (short lists) and the calendar worker (100,000 dates took the page 2.1 s).

export interface Mark {
  iso: string
  label: string
}

/** Marked dates, one per line: "2026-12-25 Christmas" (the label is optional). Bad lines are reported by number. */
export function parseMarks(text: string): { marks: Mark[]; errors: string[] } {
  const marks: Mark[] = []
  const errors: string[] = []
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    if (!line) return
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:\s+(.*))?$/.exec(line)
    if (!m) {
      errors.push(`Line ${i + 1}: start with a date written YYYY-MM-DD`)
      return
    }
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    const date = new Date(Date.UTC(y, mo - 1, d))
    if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
      errors.push(`Line ${i + 1}: ${m[1]}-${m[2]}-${m[3]} is not a real date`)
      return
    }
    marks.push({ iso: `${m[1]}-${m[2]}-${m[3]}`, label: (m[4] ?? '').trim() })
  })
  return { marks, errors }
}

/** Line problems listed at most; the rest are counted. */
export const SHOWN_ERRORS = 20

/** What the page needs for one month: its marks, how many there are in all, and the first line problems. */
export interface MarksView {
  count: number
  monthMarks: Mark[]
  errors: string[]
  errorCount: number
}

export function marksView(parsed: { marks: Mark[]; errors: string[] }, year: number, month: number): MarksView {
  const prefix = `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-`
  return {
    count: parsed.marks.length,
    monthMarks: parsed.marks.filter((m) => m.iso.startsWith(prefix)),
    errors: parsed.errors.slice(0, SHOWN_ERRORS),
    errorCount: parsed.errors.length,
  }
}
