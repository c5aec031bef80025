// Well-known colour pairs, each loaded with a click.
import { Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { visuallyHidden } from '../../styled-system/patterns'
import { COMMON_COMBINATIONS } from './contrast-checker'

export function CombinationsPanel({ onPick }: { onPick: (foreground: string, background: string) => void }) {
  return (
    <Panel title="Common combinations" description="Load a well-known pair.">
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' })}>
        {COMMON_COMBINATIONS.map((c) => (
          <button
            key={c.name}
            type="button"
            onClick={() => onPick(c.foreground, c.background)}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              p: '2',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'lg',
              bg: 'bg.surface',
              fontSize: 'sm',
              textAlign: 'left',
              cursor: 'pointer',
              minW: 0,
              _hover: { bg: 'bg.subtle' },
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
            })}
          >
            <span
              inert
              aria-hidden="true"
              className={css({
                w: '9',
                h: '9',
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                borderRadius: 'md',
                borderWidth: '1px',
                borderColor: 'border.strong',
                fontWeight: 'bold',
              })}
              style={{ background: c.background, color: c.foreground }}
            >
              Aa
            </span>
            <span className={looks.shrinkable}>
              {c.name}
              <span className={visuallyHidden()}>
                ({c.foreground} on {c.background})
              </span>
            </span>
          </button>
        ))}
      </div>
    </Panel>
  )
}
