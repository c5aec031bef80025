// A colour chooser used by the colour tools: the native colour input beside a hex text field, with the
// invalid-hex message inline. The text is the value; the native picker writes a normalised '#rrggbb' into it.
import { useId } from 'react'
import { normalizeHex } from '../lib/color'
import { css } from '../styled-system/css'
import { input } from '../styled-system/recipes'
import { fieldLabelClass } from './field'

export interface ColorFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** Shown under the field while the text is not a valid hex colour. */
  invalidMessage?: string
  hint?: string
  /** Hide the native picker (when the page offers its own). */
  withPicker?: boolean
}

export const INVALID_HEX_MESSAGE = 'Enter a hex color: optional #, then 6 (or 3) hex digits, e.g. #3b82f6'

export function ColorField({
  label,
  value,
  onChange,
  invalidMessage = INVALID_HEX_MESSAGE,
  hint,
  withPicker = true,
}: ColorFieldProps) {
  const id = useId()
  const normalized = normalizeHex(value)
  const invalid = normalized === null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: 0 })}>
        {withPicker ? (
          <input
            type="color"
            aria-label={`${label} picker`}
            value={normalized ?? '#000000'}
            onChange={(e) => onChange(e.target.value)}
            className={css({
              flexShrink: 0,
              w: '12',
              h: '10',
              p: '1',
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.strong',
              borderRadius: 'lg',
              cursor: 'pointer',
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
              '&::-webkit-color-swatch-wrapper': { p: '0' },
              '&::-webkit-color-swatch': { border: 'none', borderRadius: 'md' },
            })}
          />
        ) : null}
        <input
          id={id}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={input({ mono: true })}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={css({ fontSize: 'xs', color: 'danger.fg' })}>
          {invalidMessage}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
