// The differences as a flat list of paths (the first LIST_LIMIT), coloured by kind.
import { useMemo } from 'react'
import { describeEntry, type JsonDiff } from '../../lib/json/json-diff'
import { css } from '../../styled-system/css'

/** Most flat-list rows drawn. */
const LIST_LIMIT = 2000

export function DiffList({ diff }: { diff: JsonDiff }) {
  const total = diff.entries.length
  const listRows = useMemo(() => diff.entries.slice(0, LIST_LIMIT).map((e) => describeEntry(e, 160)), [diff])
  return (
    <div
      role="region"
      aria-label="Changed paths"
      tabIndex={0}
      className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', maxH: '640px', overflow: 'auto' })}
    >
      <ol data-testid="diff-list" className={css({ listStyle: 'none', fontFamily: 'mono', fontSize: 'sm' })}>
        {listRows.map((row, i) => (
          <li
            key={i}
            data-kind={diff.entries[i]?.kind}
            className={css({
              py: '0.5',
              overflowWrap: 'anywhere',
              '&[data-kind=added]': { color: 'success.fg' },
              '&[data-kind=removed]': { color: 'danger.fg' },
              '&[data-kind=changed]': { color: 'warning.fg' },
              '&[data-kind=type]': { color: 'accent.fg' },
            })}
          >
            {row}
          </li>
        ))}
      </ol>
      {total > LIST_LIMIT ? (
        <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
          Showing the first {LIST_LIMIT.toLocaleString('en')} of {total.toLocaleString('en')} paths. Copy and Download
          give the whole diff.
        </p>
      ) : null}
    </div>
  )
}
