// One generated colour: a swatch with its hex and a lock, and its HEX, RGB and HSL, each copied on a click.
import { Copy, Lock, LockOpen } from 'lucide-react'
import { copyWithNotice } from '../../kit/copy-notify'
import { readableTextColor } from '../../lib/color-extra'
import { css } from '../../styled-system/css'
import { formatColor, type GeneratedColor } from './random-color'

const FORMATS = [
  { id: 'hex', label: 'HEX' },
  { id: 'rgb', label: 'RGB' },
  { id: 'hsl', label: 'HSL' },
] as const

export function ColorCard({ c, i, onToggleLock }: { c: GeneratedColor; i: number; onToggleLock: () => void }) {
  return (
    <li
      data-testid="color-card"
      data-locked={c.locked}
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        overflow: 'hidden',
        bg: 'bg.surface',
        minW: 0,
      })}
    >
      <div
        className={css({
          h: '24',
          p: '2',
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        })}
        style={{ background: c.hex, color: readableTextColor(c.rgb) }}
      >
        <span data-testid="color-hex" className={css({ fontFamily: 'mono', fontWeight: 'semibold', fontSize: 'sm' })}>
          {c.hex}
        </span>
        <button
          type="button"
          aria-pressed={c.locked}
          aria-label={`${c.locked ? 'Unlock' : 'Lock'} colour ${i + 1} (${c.hex})`}
          onClick={onToggleLock}
          className={css({
            w: '8',
            h: '8',
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: 'md',
            cursor: 'pointer',
            color: 'inherit',
            bg: 'transparent',
            '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'sm' },
            _hover: { outline: '1px solid currentColor' },
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
            '& svg': { w: '4', h: '4' },
          })}
        >
          {c.locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
        </button>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', p: '1.5', gap: '0.5' })}>
        {FORMATS.map((f) => {
          const value = formatColor(c, f.id)
          return (
            <button
              key={f.id}
              type="button"
              aria-label={`Copy ${f.label} ${value}`}
              title={`Copy ${value}`}
              onClick={() =>
                copyWithNotice(
                  value,
                  { title: 'Copied!', description: `${f.label} copied to clipboard` },
                  { title: 'Failed to copy', description: 'Please try again' },
                )
              }
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                px: '1.5',
                h: '7',
                borderRadius: 'md',
                cursor: 'pointer',
                textAlign: 'left',
                minW: 0,
                color: 'fg.default',
                _hover: { bg: 'bg.subtle' },
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '0' },
                '& svg': { w: '3.5', h: '3.5', flexShrink: 0, color: 'fg.muted' },
              })}
            >
              <span
                className={css({
                  fontFamily: 'mono',
                  fontSize: 'xs',
                  flex: '1',
                  minW: 0,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
              >
                {value}
              </span>
              <Copy aria-hidden />
            </button>
          )
        })}
      </div>
    </li>
  )
}
