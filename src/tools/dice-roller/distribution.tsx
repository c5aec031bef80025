// The exact distribution of the expression's totals: stat tiles, a bar chart (when not too wide) and a table of
// every total's chance, the rolled total marked in both.
import { useMemo } from 'react'
import { Stats } from '../../kit'
import { looks } from '../../kit/styles'
import { type DistributionStats, formatPercent } from '../../lib/dice'
import { maxOf } from '../../lib/math/extent'
import { css, cx } from '../../styled-system/css'
import { showsChart, statItems, tableRows } from './dice-roller'

const chart = css({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '1px',
  h: '32',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const tableBox = css({
  maxH: '80',
  overflow: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
})
const table = css({ w: '100%', fontSize: 'sm', fontVariantNumeric: 'tabular-nums', borderCollapse: 'collapse' })

export function Distribution({ stats, rolled }: { stats: DistributionStats; rolled: number | undefined }) {
  const rows = useMemo(() => tableRows(stats), [stats])
  const maxP = useMemo(() => maxOf(stats.distribution.probs), [stats])
  return (
    <>
      <Stats columns={3} items={statItems(stats)} />
      {showsChart(stats) ? (
        <div role="img" aria-label="Bar chart of the probability of each total" className={chart}>
          {Array.from(stats.distribution.probs, (p, i) => {
            const total = stats.distribution.offset + i
            return (
              <div
                key={total}
                title={`${total}: ${formatPercent(p)}`}
                className={cx(
                  css({ flex: '1', minW: 0, borderTopRadius: 'sm' }),
                  rolled === total ? css({ bg: 'accent.fg' }) : css({ bg: 'accent.solid', opacity: 0.55 }),
                )}
                style={{ height: `${Math.max(1, (p / maxP) * 100)}%` }}
              />
            )
          })}
        </div>
      ) : null}
      <div tabIndex={0} role="region" aria-label="Probability table" className={tableBox}>
        <table className={table}>
          <caption className={looks.visuallyHidden}>Probability of each total</caption>
          <thead className={css({ position: 'sticky', top: 0, bg: 'bg.subtle' })}>
            <tr>
              <th scope="col" className={css({ textAlign: 'left', px: '3', py: '1.5' })}>
                Total
              </th>
              <th scope="col" className={css({ textAlign: 'right', px: '3', py: '1.5' })}>
                Exactly
              </th>
              <th scope="col" className={css({ textAlign: 'right', px: '3', py: '1.5' })}>
                At least
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.total}
                data-testid="dist-row"
                className={cx(
                  css({ borderTopWidth: '1px', borderColor: 'border.default' }),
                  rolled === r.total && css({ bg: 'accent.subtle' }),
                )}
              >
                <td className={css({ px: '3', py: '1', fontFamily: 'mono' })}>{r.total}</td>
                <td className={css({ px: '3', py: '1', textAlign: 'right' })}>{formatPercent(r.p)}</td>
                <td className={css({ px: '3', py: '1', textAlign: 'right' })}>{formatPercent(r.ge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length < stats.distribution.probs.length ? (
        <p className={looks.mutedSmall}>
          Showing the {rows.length} totals around the mean of {stats.distribution.probs.length}; the CSV has all of
          them.
        </p>
      ) : null}
    </>
  )
}
