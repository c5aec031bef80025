// What reading the entries found: duplicate names (and how they count), entries left out and lines skipped.
import { Notice } from '../../kit'
import type { DuplicateMode, ParsedEntries } from './lottery-picker'

const SHOWN = 20

export function EntryNotes({ parsed, dupMode }: { parsed: ParsedEntries; dupMode: DuplicateMode }) {
  return (
    <>
      {parsed.duplicates.length ? (
        <Notice tone="info" title="Duplicates">
          <ul data-testid="duplicates">
            {parsed.duplicates.slice(0, SHOWN).map((d) => (
              <li key={d.name}>
                {d.name} is listed {d.count} times:{' '}
                {dupMode === 'combine' ? `one entry with weight ${d.weight}.` : `counted once (weight ${d.weight}).`}
              </li>
            ))}
            {parsed.duplicates.length > SHOWN ? <li>…and {parsed.duplicates.length - SHOWN} more.</li> : null}
          </ul>
        </Notice>
      ) : null}
      {parsed.zeroWeight.length ? (
        <Notice tone="info">Left out (weight 0): {parsed.zeroWeight.slice(0, SHOWN).join(', ')}</Notice>
      ) : null}
      {parsed.problems.length ? (
        <Notice tone="warning" title="Lines skipped">
          <ul data-testid="line-problems">
            {parsed.problems.slice(0, SHOWN).map((p) => (
              <li key={p.line}>{p.message}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
    </>
  )
}
