// The password's UTF-8 length against bcrypt's 72-byte limit: a hint while it fits, a warning once it does not.
import { Notice } from '../../kit'
import { MAX_PASSWORD_BYTES, passwordBytes } from './bcrypt-hash'

export function ByteHint({ password }: { password: string }) {
  const p = passwordBytes(password)
  if (!p.truncated)
    return (
      <>
        {p.byteLength} of {MAX_PASSWORD_BYTES} bytes (UTF-8) used.
      </>
    )
  return null
}

export function LengthWarning({ password }: { password: string }) {
  const p = passwordBytes(password)
  if (!p.truncated) return null
  const chars = Array.from(p.ignored).length
  return (
    <Notice tone="warning">
      <span data-testid="length-warning">
        This password is {p.byteLength} bytes in UTF-8, but bcrypt reads only the first {MAX_PASSWORD_BYTES}: the last{' '}
        {chars === 1 ? 'character does' : `${chars} characters do`} not change the hash
        {p.splitsCharacter ? ' (the first of them only partly)' : ''}.
      </span>
    </Notice>
  )
}
