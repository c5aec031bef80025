// A list of a colour's CSS notations, each with its own Copy button and the colour tools' toasts.
import type { ColorFormat } from '../lib/color-extra'
import { css } from '../styled-system/css'
import type { Notice } from '../ui/toaster'
import { CopyButton } from './copy-button'
import { looks } from './styles'

export function ColorFormatList({ formats, failure }: { formats: readonly ColorFormat[]; failure: Notice }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {formats.map((f) => (
        <li key={f.id} data-testid={`format-${f.id}`} className={looks.listRow}>
          <div
            className={css({
              flex: 1,
              minW: 0,
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              gap: { base: '0.5', sm: '3' },
            })}
          >
            <span
              className={css({
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'fg.muted',
                w: { sm: '24' },
                flexShrink: 0,
              })}
            >
              {f.label}
            </span>
            <code
              data-testid={`format-${f.id}-value`}
              className={css({ fontFamily: 'mono', fontSize: 'sm', minW: 0, overflowWrap: 'anywhere' })}
            >
              {f.value}
            </code>
          </div>
          <CopyButton
            value={f.value}
            size="xs"
            variant="ghost"
            aria-label={`Copy ${f.label}`}
            success={{ title: 'Color copied!', description: `${f.label} value ${f.value} copied to clipboard` }}
            failure={failure}
          />
        </li>
      ))}
    </ul>
  )
}
