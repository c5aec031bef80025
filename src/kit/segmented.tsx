// A small row of mutually exclusive choices (gradient type, preview background), as pressed/unpressed buttons.
import { css, cx } from '../styled-system/css'

export interface SegmentedProps<V extends string> {
  label: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
}

export function Segmented<V extends string>({ label, value, options, onChange }: SegmentedProps<V>) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{label}</span>
      <div
        role="group"
        aria-label={label}
        className={css({
          display: 'inline-flex',
          flexWrap: 'wrap',
          gap: '1',
          p: '1',
          bg: 'bg.subtle',
          borderRadius: 'lg',
          alignSelf: 'flex-start',
          maxW: '100%',
        })}
      >
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
            className={cx(
              css({
                px: '3',
                h: '8',
                borderRadius: 'md',
                fontSize: 'sm',
                fontWeight: 'medium',
                color: 'fg.muted',
                cursor: 'pointer',
                _hover: { color: 'fg.default' },
                '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'xs' },
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
              }),
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  )
}
