// Each entry's weight and its chance of being picked first.
import { Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { formatChance } from './draw-text'
import type { Entry } from './lottery-picker'

const MAX_ODDS_ROWS = 200

const headCell = css({ py: '1', pl: '3', fontWeight: 'medium', textAlign: 'right' })
const numberCell = css({ py: '1', pl: '3', textAlign: 'right', fontVariantNumeric: 'tabular-nums' })

export function OddsPanel({ entries, chances }: { entries: readonly Entry[]; chances: readonly number[] }) {
  return (
    <Panel title="Odds" description="Chance of being picked first (later picks are drawn from those left).">
      <div tabIndex={0} role="region" aria-label="Odds table" className={css({ maxH: '64', overflow: 'auto' })}>
        <table className={looks.dataTable}>
          <thead>
            <tr className={css({ textAlign: 'left', color: 'fg.muted' })}>
              <th scope="col" className={css({ py: '1', fontWeight: 'medium' })}>
                Entry
              </th>
              <th scope="col" className={headCell}>
                Weight
              </th>
              <th scope="col" className={headCell}>
                Chance
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.slice(0, MAX_ODDS_ROWS).map((e, i) => (
              <tr
                key={e.name}
                data-testid="odds-row"
                className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}
              >
                <td className={css({ py: '1', pr: '2', overflowWrap: 'anywhere' })}>{e.name}</td>
                <td className={numberCell}>{e.weight}</td>
                <td className={numberCell}>{formatChance(chances[i])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length > MAX_ODDS_ROWS ? (
        <p className={looks.mutedSmall}>
          Showing the first {MAX_ODDS_ROWS} of {entries.length} entries.
        </p>
      ) : null}
    </Panel>
  )
}
