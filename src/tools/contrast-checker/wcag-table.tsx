// The WCAG 2 levels (AA and AAA, normal and large text): each one's required ratio and whether the colours pass.
import { Check, X } from 'lucide-react'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'
import { type ContrastFlags, LEVELS, WCAG_THRESHOLDS } from './contrast-checker'

const cellClass = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default' })

export function WcagTable({ flags }: { flags: ContrastFlags }) {
  return (
    <div
      role="region"
      aria-label="WCAG results"
      tabIndex={0}
      className={css({
        overflowX: 'auto',
        minW: 0,
        borderRadius: 'md',
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
      })}
    >
      <table className={css({ w: '100%', borderCollapse: 'collapse', fontSize: 'sm' })}>
        <caption className={looks.visuallyHidden}>WCAG 2 contrast requirements</caption>
        <thead>
          <tr className={looks.muted}>
            <th scope="col" className={cellClass}>
              Level
            </th>
            <th scope="col" className={cellClass}>
              Text
            </th>
            <th scope="col" className={cellClass}>
              Required
            </th>
            <th scope="col" className={cellClass}>
              Result
            </th>
          </tr>
        </thead>
        <tbody>
          {LEVELS.map((l) => {
            const pass = flags[l.id]
            return (
              <tr key={l.id} data-testid={`level-${l.id}`}>
                <th scope="row" className={cellClass}>
                  {l.level}
                </th>
                <td className={cellClass}>{l.text}</td>
                <td className={`${cellClass} ${css({ fontVariantNumeric: 'tabular-nums' })}`}>
                  {WCAG_THRESHOLDS[l.id]}:1
                </td>
                <td className={cellClass}>
                  <span className={badge({ tone: pass ? 'success' : 'danger' })}>
                    {pass ? <Check aria-hidden /> : <X aria-hidden />}
                    {pass ? 'Pass' : 'Fail'}
                  </span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
