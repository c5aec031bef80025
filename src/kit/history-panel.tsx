// A "History" card for the random generators (dice, picker, prompts): newest first, copy all, clear.
import type { ReactNode } from 'react'
import { lazy } from '../lib/lazy'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { CopyButton } from './copy-button'
import { Panel } from './panel'

export interface HistoryItem {
  id: number
  /** The main line (a total, the winners, a prompt). */
  primary: ReactNode
  /** A detail line (the dice rolled, the settings used). */
  secondary?: ReactNode
  /** The item as plain text, for Copy history. */
  text: string
  time: Date
}

const timeFormat = lazy(
  () => new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
)

/** Keeps the newest `limit` items, newest first. */
export function pushHistory<T>(items: readonly T[], item: T, limit = 100): T[] {
  return [item, ...items].slice(0, limit)
}

export function HistoryPanel({
  items,
  onClear,
  what = 'History',
  empty = 'Nothing yet.',
  actions,
}: {
  items: readonly HistoryItem[]
  onClear: () => void
  what?: string
  empty?: string
  /** More buttons beside Copy and Clear (a Download, say). */
  actions?: ReactNode
}) {
  const text = items.map((i) => `${timeFormat().format(i.time)}  ${i.text}`).join('\n')
  return (
    <Panel
      title="History"
      description={items.length ? `${items.length} most recent, newest first` : undefined}
      actions={
        <>
          <CopyButton value={text} what={what} aria-label="Copy history" />
          {actions}
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!items.length}
            onClick={onClear}
          >
            Clear history
          </button>
        </>
      }
    >
      {items.length ? (
        <ol
          tabIndex={0}
          aria-label="History"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            maxH: '96',
            overflowY: 'auto',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          {items.map((i) => (
            <li
              key={i.id}
              data-testid="history-item"
              className={css({
                display: 'flex',
                gap: '3',
                py: '2',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                minW: 0,
              })}
            >
              <time
                dateTime={i.time.toISOString()}
                className={css({
                  fontSize: 'xs',
                  color: 'fg.muted',
                  fontFamily: 'mono',
                  flexShrink: 0,
                  pt: '0.5',
                })}
              >
                {timeFormat().format(i.time)}
              </time>
              <div className={css({ minW: 0, display: 'flex', flexDirection: 'column', gap: '0.5' })}>
                <div className={css({ fontSize: 'sm', fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                  {i.primary}
                </div>
                {i.secondary ? (
                  <div className={css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                    {i.secondary}
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{empty}</p>
      )}
    </Panel>
  )
}
