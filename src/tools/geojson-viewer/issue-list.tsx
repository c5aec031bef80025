// The checks' findings for a document with problems: a count in the title and a scrolling list of each one.
import type { GeoDocument } from '../../jobs/geo'
import { Notice } from '../../kit'
import { css } from '../../styled-system/css'
import { issueTitle } from './summary'

const issueRow = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  _last: { borderBottomWidth: 0 },
})

export function IssueList({ doc }: { doc: GeoDocument }) {
  const tone = doc.errorCount ? 'danger' : 'warning'
  return (
    <Notice tone={tone} title={issueTitle(doc)}>
      {doc.issueTotal > doc.issues.length ? <p>The first {doc.issues.length} are listed.</p> : null}
      <ul
        className={css({ maxH: '260px', overflowY: 'auto', mt: '2', bg: 'bg.surface', borderRadius: 'md' })}
        tabIndex={0}
        aria-label="Problems"
        data-testid="geo-issues"
      >
        {doc.issues.map((issue, i) => (
          <li key={i} className={issueRow}>
            <span className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
              <span
                className={css({
                  fontWeight: 'semibold',
                  color: issue.severity === 'error' ? 'danger.fg' : 'warning.fg',
                })}
              >
                {issue.severity === 'error' ? 'Error' : 'Warning'}
              </span>
              <code
                className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.default', overflowWrap: 'anywhere' })}
              >
                {issue.path || '(document)'}
              </code>
            </span>
            <span className={css({ color: 'fg.default' })}>{issue.message}</span>
          </li>
        ))}
      </ul>
    </Notice>
  )
}
