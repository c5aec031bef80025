// The decoder's two tables: every claim (or header parameter) with its registered name, and the time claims as
// local and UTC dates with how long ago or ahead they are.
import type { ReactNode } from 'react'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { claimText, utcFormat } from './display'
import { CLAIM_NAMES, type TimeClaim } from './jwt-decode'

const cell = css({
  textAlign: 'left',
  px: '2',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  verticalAlign: 'top',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
})
const headCell = css({
  textAlign: 'left',
  px: '2',
  py: '1.5',
  fontSize: 'xs',
  color: 'fg.muted',
  fontWeight: 'semibold',
})
const monoCell = cx(cell, css({ fontFamily: 'mono', whiteSpace: 'pre-wrap' }))

function TwoColumnTable({ label, second, children }: { label: string; second: string; children: ReactNode }) {
  return (
    <div className={looks.scrollX}>
      <table className={css({ w: '100%', borderCollapse: 'collapse' })} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Claim
            </th>
            <th scope="col" className={headCell}>
              {second}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** A claim's name, over its registered meaning when one is given. */
function NameCell({ name, description }: { name: string; description?: string }) {
  return (
    <td className={cell}>
      <code className={looks.monoText}>{name}</code>
      {description !== undefined ? <div className={looks.mutedSmall}>{description}</div> : null}
    </td>
  )
}

export function ClaimTable({ value, names, label }: { value: unknown; names: Record<string, string>; label: string }) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const entries = Object.entries(value as Record<string, unknown>)
  if (entries.length === 0) return null
  return (
    <TwoColumnTable label={label} second="Value">
      {entries.map(([k, v]) => (
        <tr key={k}>
          <NameCell name={k} description={names[k]} />
          <td className={monoCell}>{claimText(v)}</td>
        </tr>
      ))}
    </TwoColumnTable>
  )
}

export function TimeClaimTable({ times }: { times: readonly TimeClaim[] }) {
  if (times.length === 0) return null
  return (
    <TwoColumnTable label="Time claims" second="Date">
      {times.map((t) => (
        <tr key={t.claim} data-testid={`time-${t.claim}`}>
          <NameCell name={t.claim} description={CLAIM_NAMES[t.claim] ?? ''} />
          <td className={cell}>
            <div>{t.date.toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'long' })}</div>
            <div className={looks.mutedSmall}>
              {utcFormat(t.date)} · {t.relative} · {t.seconds}
            </div>
          </td>
        </tr>
      ))}
    </TwoColumnTable>
  )
}
