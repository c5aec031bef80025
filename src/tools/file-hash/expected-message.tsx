// The verdict under "Compare with an expected checksum": one value matched in every file and algorithm, or the
// lines of a checksums file counted as OK, FAILED and not in the list.
import { Notice } from '../../kit'
import { ALGORITHM_LABELS } from '../../lib/hash-format'
import { css } from '../../styled-system/css'
import type { checkExpected, FileCheck } from './file-hash'

export function ExpectedMessage({
  result,
  names,
  isDone,
  running,
}: {
  result: ReturnType<typeof checkExpected>
  /** The files' names, in list order. */
  names: readonly string[]
  /** Whether the file at this index is hashed. */
  isDone: (index: number) => boolean
  running: number
}) {
  if (result.kind === 'empty' || names.length === 0) return null
  if (result.kind === 'invalid')
    return (
      <Notice tone="warning">
        <span data-testid="hash-compare">
          Not an MD5, SHA or CRC32 digest (hex or Base64), nor lines of a checksums file.
        </span>
      </Notice>
    )
  if (result.kind === 'single') {
    if (result.matches.length)
      return (
        <Notice tone="success">
          <span data-testid="hash-compare">
            Match: {result.matches.map((m) => `the ${ALGORITHM_LABELS[m.algorithm]} of ${names[m.index]}`).join('; ')}.
          </span>
        </Notice>
      )
    return (
      <Notice tone={running ? 'info' : 'danger'}>
        <span data-testid="hash-compare">
          {running
            ? 'No match yet: some files are still being hashed.'
            : 'No match: no file has this checksum under the chosen algorithms.'}
        </span>
      </Notice>
    )
  }
  const count = (k: FileCheck) => result.checks.filter((c, i) => c === k && isDone(i)).length
  const ok = count('ok')
  const failed = count('failed')
  const missing = count('missing')
  const parts = [`${ok} OK`, `${failed} FAILED`]
  if (missing) parts.push(`${missing} not in the list`)
  return (
    <Notice tone={failed ? 'danger' : ok && !missing ? 'success' : 'warning'}>
      <span data-testid="hash-compare">Checksums file: {parts.join(', ')}.</span>
      {result.unlisted.length ? (
        <span className={css({ display: 'block', overflowWrap: 'anywhere' })}>
          Listed but not opened: {result.unlisted.join(', ')}
        </span>
      ) : null}
    </Notice>
  )
}
