// Two lines about the token as a whole: its parts in three colours (header, payload, signature), and whether it
// is in date with its algorithm.
import { css } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'
import { tokenParts, VALIDITY_BADGE } from './display'
import type { Validity } from './jwt-decode'

export function ColouredToken({ token }: { token: string }) {
  const parts = tokenParts(token)
  return (
    <p
      data-testid="jwt-coloured"
      className={css({
        fontFamily: 'mono',
        fontSize: 'sm',
        overflowWrap: 'anywhere',
        bg: 'bg.subtle',
        p: '3',
        borderRadius: 'lg',
      })}
    >
      <span className={css({ color: 'danger.fg' })} title="Header">
        {parts.header}
      </span>
      {parts.firstDot ? '.' : ''}
      <span className={css({ color: 'accent.fg' })} title="Payload">
        {parts.payload}
      </span>
      {parts.secondDot ? '.' : ''}
      <span className={css({ color: 'success.fg' })} title="Signature">
        {parts.rest}
      </span>
    </p>
  )
}

export function ValidityLine({ validity, alg }: { validity: Validity; alg?: string | null }) {
  const look = VALIDITY_BADGE[validity.state]
  return (
    <div
      data-testid="jwt-validity"
      className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
    >
      <span className={badge({ tone: look.tone })}>{look.text}</span>
      <span className={css({ fontSize: 'sm' })}>{validity.text}</span>
      {alg ? <span className={badge({ tone: 'accent' })}>{alg}</span> : null}
    </div>
  )
}
