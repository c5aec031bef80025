// A list of labelled results, each with its own copy button: a number in several bases, a value in several units.
import { Copy } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { copyWithNotice } from './copy-notify'

export interface ValueRow {
  key: string
  label: ReactNode
  /** Text shown and copied. */
  value: string
  /** Accessible name of what is copied, e.g. "binary": the button reads "Copy binary". */
  what: string
  hint?: ReactNode
  highlight?: boolean
}

export function ValueRows({ rows, label }: { rows: readonly ValueRow[]; label: string }) {
  return (
    <ul aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: 0 })}>
      {rows.map((r) => (
        <li
          key={r.key}
          data-testid={`row-${r.key}`}
          data-highlight={r.highlight ? 'true' : undefined}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            px: '3',
            py: '2',
            bg: 'bg.subtle',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'transparent',
            minW: 0,
            '&[data-highlight=true]': { borderColor: 'accent.solid' },
          })}
        >
          <div className={css({ flex: '1', minW: 0 })}>
            <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {r.label}
              {r.hint ? <span> · {r.hint}</span> : null}
            </div>
            <output
              data-testid={`value-${r.key}`}
              className={css({
                display: 'block',
                fontFamily: 'mono',
                fontSize: 'sm',
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              })}
            >
              {r.value}
            </output>
          </div>
          <button
            type="button"
            className={button({ size: 'icon', variant: 'ghost' })}
            aria-label={`Copy ${r.what}`}
            disabled={!r.value}
            onClick={() =>
              copyWithNotice(
                r.value,
                { title: 'Copied!', description: `${r.what[0].toUpperCase()}${r.what.slice(1)} copied to clipboard` },
                { title: 'Failed to copy', description: 'Please try again' },
              )
            }
          >
            <Copy aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  )
}
