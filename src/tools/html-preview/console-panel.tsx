// The preview's console: its messages (warnings and errors marked), each with where in the code it came from.
import { Trash2 } from 'lucide-react'
import { Panel } from '../../kit'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { type ConsoleState, consoleSummary, describePosition, type PreviewLayout } from './html-preview'

const levelClass = {
  log: css({ color: 'fg.default' }),
  info: css({ color: 'accent.fg' }),
  warn: css({ color: 'warning.fg', bg: 'warning.subtle' }),
  error: css({ color: 'danger.fg', bg: 'danger.subtle' }),
}

export function ConsolePanel({
  consoleState,
  layout,
  onClear,
}: {
  consoleState: ConsoleState
  layout: PreviewLayout | null
  onClear: () => void
}) {
  return (
    <Panel
      title="Console"
      description={consoleSummary(consoleState)}
      actions={
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={onClear}
          disabled={!consoleState.entries.length && !consoleState.dropped}
        >
          <Trash2 aria-hidden /> Clear console
        </button>
      }
    >
      <div
        role="log"
        aria-label="Console output"
        data-testid="console"
        tabIndex={0}
        className={css({
          fontFamily: 'mono',
          fontSize: 'sm',
          bg: 'bg.subtle',
          borderRadius: 'lg',
          maxH: '320px',
          overflow: 'auto',
          minH: '12',
        })}
      >
        {consoleState.entries.length === 0 ? (
          <p className={css({ p: '3', color: 'fg.muted' })}>
            console.log, warnings and errors from the preview appear here.
          </p>
        ) : (
          consoleState.entries.map((entry, i) => {
            const at = layout ? describePosition(layout, entry) : null
            return (
              <div
                key={i}
                data-testid="console-entry"
                data-level={entry.level}
                className={cx(
                  css({
                    display: 'flex',
                    // On a phone the position goes under the message, which keeps the width to wrap in.
                    flexDirection: { base: 'column', sm: 'row' },
                    gap: { base: '0.5', sm: '3' },
                    px: '3',
                    py: '1.5',
                    borderBottomWidth: '1px',
                    borderColor: 'border.default',
                    _last: { borderBottomWidth: '0' },
                  }),
                  levelClass[entry.level],
                )}
              >
                <span className={css({ flex: '1', minW: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>
                  {entry.level === 'warn' ? 'Warning: ' : ''}
                  {entry.text}
                </span>
                {at ? (
                  <span data-testid="console-position" className={css({ flexShrink: 0, color: 'fg.muted' })}>
                    {at}
                  </span>
                ) : null}
              </div>
            )
          })
        )}
      </div>
    </Panel>
  )
}
