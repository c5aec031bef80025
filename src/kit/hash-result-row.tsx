// One digest on screen: its label and a Copy button over the value in monospace. The text hashers (md5-hash,
// sha256-hash) show one per algorithm; bcrypt-hash shows one for its hash. The caller gives the surrounding box.
import { css } from '../styled-system/css'
import { CopyButton } from './copy-button'
import { looks } from './styles'

const headClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })
const valueClass = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'md',
  p: '2',
  overflowWrap: 'anywhere',
  minH: '9',
})

export function HashResultRow({
  label,
  value,
  what,
  copyLabel,
  testId,
}: {
  label: string
  value: string
  /** The name in the "copied" toast. */
  what: string
  copyLabel: string
  testId: string
}) {
  return (
    <>
      <div className={headClass}>
        <span className={looks.labelText}>{label}</span>
        <CopyButton value={value} what={what} size="xs" aria-label={copyLabel} />
      </div>
      <code data-testid={testId} className={valueClass}>
        {value}
      </code>
    </>
  )
}
