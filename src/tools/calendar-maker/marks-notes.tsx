// What the page says under the marked dates: how many there are, that a long list is being read, and the lines it
// could not read (the first 20, with a count of the rest).
import { Notice } from '../../kit'
import { looks } from '../../kit/styles'
import type { MarksView } from './calendar-maker'

export function MarksNotes({ view, busy }: { view: MarksView; busy: boolean }) {
  const { count, monthMarks, errors, errorCount } = view
  return (
    <>
      <p className={looks.mutedSmall}>
        One per line: YYYY-MM-DD, then an optional label.
        {count ? (
          <span data-testid="calendar-mark-count">
            {' '}
            {count.toLocaleString('en-US')} marked {count === 1 ? 'date' : 'dates'},{' '}
            {monthMarks.length.toLocaleString('en-US')} this month.
          </span>
        ) : null}
      </p>
      {busy ? (
        <p data-testid="calendar-marks-busy" role="status" className={looks.mutedText}>
          Reading the marked dates…
        </p>
      ) : null}
      {errors.length ? (
        <Notice tone="warning">
          <ul data-testid="calendar-mark-errors">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
          {errorCount > errors.length ? (
            <p data-testid="calendar-mark-errors-more">
              and {(errorCount - errors.length).toLocaleString('en-US')} more lines with problems.
            </p>
          ) : null}
        </Notice>
      ) : null}
    </>
  )
}
