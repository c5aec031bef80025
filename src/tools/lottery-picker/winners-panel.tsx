// The winners of the last pick, in order, with Remove from entries (for the next draw), Copy and Download.
import { UserMinus } from 'lucide-react'
import { CopyButton, DownloadButton, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { winnersText } from './draw-text'
import { type Entry, ordinal } from './lottery-picker'

const winnerRow = css({
  display: 'flex',
  alignItems: 'baseline',
  gap: '3',
  p: '2',
  bg: 'bg.subtle',
  borderRadius: 'md',
  minW: 0,
})

export function WinnersPanel({ winners, onRemove }: { winners: Entry[] | null; onRemove: (won: Entry[]) => void }) {
  const text = winnersText(winners)
  return (
    <Panel
      title="Winners"
      actions={
        <>
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!winners}
            onClick={() => winners && onRemove(winners)}
          >
            <UserMinus aria-hidden /> Remove from entries
          </button>
          <CopyButton value={text} what="Winners" />
          <DownloadButton filename="winners.txt" data={text ? `${text}\n` : null} />
        </>
      }
    >
      {winners ? (
        <ol aria-label="Winners" aria-live="polite" className={looks.stackTight}>
          {winners.map((w, i) => (
            <li key={w.name} data-testid="winner" className={winnerRow}>
              <span className={css({ fontSize: 'xs', color: 'fg.muted', w: '10', flexShrink: 0 })}>
                {ordinal(i + 1)}
              </span>
              <span
                data-testid="winner-name"
                className={css({ fontWeight: 'semibold', fontSize: i === 0 ? 'xl' : 'md', overflowWrap: 'anywhere' })}
              >
                {w.name}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={looks.mutedText}>
          Paste your entries and press Pick. Every draw uses your browser’s cryptographic random generator.
        </p>
      )}
    </Panel>
  )
}
