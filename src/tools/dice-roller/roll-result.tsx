// The last roll: its total, every die (dropped ones struck through) and the chance of that total.
import { looks } from '../../kit/styles'
import type { DistributionStats, Roll } from '../../lib/dice'
import { css, cx } from '../../styled-system/css'
import { totalChance } from './dice-roller'

const die = css({
  minW: '8',
  h: '8',
  px: '1.5',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  borderWidth: '1px',
  fontFamily: 'mono',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
})
const keptDie = css({ bg: 'bg.subtle', borderColor: 'border.strong', color: 'fg.default' })
const droppedDie = css({ borderColor: 'border.default', color: 'fg.muted', textDecoration: 'line-through' })

export function RollResult({ roll, stats }: { roll: Roll; stats: DistributionStats | null }) {
  const chance = stats ? totalChance(stats, roll.total) : null
  return (
    <div className={looks.stackSnug} aria-live="polite">
      <div className={css({ display: 'flex', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
        <span
          data-testid="roll-total"
          className={css({
            fontSize: '5xl',
            fontWeight: 'bold',
            fontVariantNumeric: 'tabular-nums',
            lineHeight: '1',
          })}
        >
          {roll.total}
        </span>
        <span className={css({ fontFamily: 'mono', color: 'fg.muted', fontSize: 'sm' })}>{roll.expression}</span>
      </div>
      <ul className={looks.stackTight} aria-label="Dice rolled">
        {roll.terms.map((tr, idx) => (
          <li key={idx} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' })}>
            <span className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'fg.muted', minW: '16' })}>
              {tr.term.sign < 0 ? '−' : '+'} {tr.term.text}
            </span>
            {tr.dice.map((d, j) => (
              <span key={j} data-testid="die" data-kept={d.kept} className={cx(die, d.kept ? keptDie : droppedDie)}>
                {d.value}
                {d.kept ? null : <span className={looks.visuallyHidden}> (dropped)</span>}
              </span>
            ))}
            <span className={css({ fontFamily: 'mono', fontSize: 'sm', ml: 'auto' })}>= {tr.subtotal}</span>
          </li>
        ))}
      </ul>
      {chance ? (
        <p className={looks.mutedSmall} data-testid="roll-chance">
          Chance of exactly {roll.total}: {chance.exactly}; of {roll.total} or more: {chance.atLeast}
        </p>
      ) : null}
    </div>
  )
}
