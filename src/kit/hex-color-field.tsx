// A colour chooser for the CSS tools: the native colour picker beside a hex text box, using the one colour module.
// Strict mode keeps the last valid colour while the box holds an invalid one; loose mode passes every keystroke on.
import { useId, useState } from 'react'
import { normalizeHex, parseHex } from '../lib/color'
import { css } from '../styled-system/css'
import { input } from '../styled-system/recipes'

export interface HexColorFieldProps {
  label: string
  value: string
  onChange: (hex: string) => void
  /** Pass invalid text on too (the tool decides what an invalid colour means); default false. */
  loose?: boolean
  /** Message under the box while its text is not a valid hex colour. */
  invalidMessage?: string
}

export function HexColorField({
  label,
  value,
  onChange,
  loose = false,
  invalidMessage = 'Enter a hex colour such as #3B82F6',
}: HexColorFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const text = loose ? value : (draft ?? value)
  const invalid = parseHex(text) === null
  const pickerValue = normalizeHex(loose ? value : draft !== null && !invalid ? draft : value) ?? '#000000'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {label}
      </label>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: 0 })}>
        <input
          type="color"
          aria-label={`Pick ${label.toLowerCase()}`}
          value={pickerValue}
          onChange={(e) => {
            setDraft(null)
            onChange(e.target.value.toUpperCase())
          }}
          className={css({
            w: '10',
            h: '10',
            flexShrink: 0,
            p: '0.5',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.strong',
            borderRadius: 'lg',
            cursor: 'pointer',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
          })}
        />
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          className={input({ mono: true })}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = e.target.value
            if (loose) {
              onChange(next)
              return
            }
            setDraft(next)
            if (parseHex(next)) onChange(next.trim().startsWith('#') ? next.trim() : `#${next.trim()}`)
          }}
          onBlur={() => setDraft(null)}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={css({ fontSize: 'xs', color: 'danger.fg' })}>
          {invalidMessage}
        </p>
      ) : null}
    </div>
  )
}
