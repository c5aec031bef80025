// Round amounts converted both ways between the two currencies chosen.
import { Panel } from '../../kit'
import { css } from '../../styled-system/css'
import { COMMON_AMOUNTS, convert, formatAmount } from './currency-convert'
import { tableClass } from './table-style'

export interface CommonAmountsProps {
  from: string
  to: string
  fromRate: number
  toRate: number
}

export function CommonAmounts({ from, to, fromRate, toRate }: CommonAmountsProps) {
  return (
    <Panel title="Common amounts">
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
        })}
      >
        {[
          [from, to, fromRate, toRate],
          [to, from, toRate, fromRate],
        ].map(([a, b, ra, rb]) => (
          <table key={`${a}-${b}`} className={tableClass} data-testid={`common-${a}-${b}`}>
            <caption>
              {a} → {b}
            </caption>
            <thead>
              <tr>
                <th scope="col">{a}</th>
                <th scope="col">{b}</th>
              </tr>
            </thead>
            <tbody>
              {COMMON_AMOUNTS.map((n) => {
                const v = { int: BigInt(n), scale: 0 }
                return (
                  <tr key={n}>
                    <td>{formatAmount(v, a as string)}</td>
                    <td>{convert(v, ra as number, rb as number, b as string).display}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        ))}
      </div>
    </Panel>
  )
}
