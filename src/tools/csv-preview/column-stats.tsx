// The per-column statistics panel: type, counts, range and mean of every column over all rows.
import { Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { formatCount } from '../../lib/count'
import { type CsvSummary, formatStat } from '../../lib/csv/csv-table'
import { css } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'

const statsTable = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    whiteSpace: 'nowrap',
  },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  '& td': { color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
})

/** Columns listed at most (a table of 16,384 would take the page seconds to lay out). */
const LISTED = 200

export function ColumnStats({ table }: { table: CsvSummary }) {
  const more = table.header.length - LISTED
  return (
    <Panel
      title="Column statistics"
      description={
        more > 0
          ? `Over all rows of the file; the first ${LISTED} of ${formatCount(table.header.length)} columns.`
          : 'Over all rows of the file.'
      }
    >
      <div className={looks.scrollX}>
        <table className={statsTable} data-testid="csv-stats">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Type</th>
              <th scope="col">Count</th>
              <th scope="col">Empty</th>
              <th scope="col">Distinct</th>
              <th scope="col">Min</th>
              <th scope="col">Max</th>
              <th scope="col">Mean</th>
            </tr>
          </thead>
          <tbody>
            {table.header.slice(0, LISTED).map((h, i) => {
              const s = table.stats[i]
              const t = table.types[i]
              return (
                <tr key={i}>
                  <th scope="row" className={css({ color: 'fg.default!' })}>
                    {h}
                  </th>
                  <td>
                    <span className={badge({ tone: 'neutral' })}>{t}</span>
                  </td>
                  <td>{formatCount(s.count)}</td>
                  <td>{formatCount(s.empty)}</td>
                  <td>{formatCount(s.distinct)}</td>
                  <td>{t === 'date' ? (s.first ?? '—') : formatStat(s.min)}</td>
                  <td>{t === 'date' ? (s.last ?? '—') : formatStat(s.max)}</td>
                  <td>{formatStat(s.mean)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}
