// A slider paired with a number box for the same value (CSS generators: radius, clamp, shadow, gradient).
// The box keeps what the user types while focused; the value it reports is already parsed, defaulted and clamped.
import { useState } from 'react'
import { clampNumber, readNumber } from '../lib/number-input'
import { css } from '../styled-system/css'
import { input } from '../styled-system/recipes'
import { SliderField } from '../ui/slider'

export interface NumberInputProps {
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  step?: number
  /** Used when the box is blank or holds no number. */
  fallback: number
  'aria-label': string
  className?: string
  disabled?: boolean
}

export function NumberInput({
  value,
  onChange,
  min,
  max,
  step = 1,
  fallback,
  className,
  disabled,
  ...rest
}: NumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <input
      type="number"
      inputMode="decimal"
      className={className ?? input({ mono: true })}
      aria-label={rest['aria-label']}
      value={draft ?? String(value)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onChange={(e) => {
        setDraft(e.target.value)
        onChange(clampNumber(readNumber(e.target.value, fallback), min, max))
      }}
      onBlur={() => setDraft(null)}
    />
  )
}

export interface SliderNumberFieldProps {
  label: string
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  step?: number
  fallback: number
  /** Shown after the value and in the number box's name, e.g. "px". */
  unit?: string
  disabled?: boolean
}

export function SliderNumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  fallback,
  unit = '',
  disabled,
}: SliderNumberFieldProps) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 6rem',
        alignItems: 'end',
        gap: '3',
        minW: 0,
      })}
    >
      <SliderField
        label={label}
        value={clampNumber(value, min, max)}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        valueText={`${value}${unit}`}
      />
      <NumberInput
        aria-label={unit ? `${label} (${unit})` : label}
        value={value}
        onChange={onChange}
        min={min}
        max={max}
        step={step}
        fallback={fallback}
        disabled={disabled}
        className={css({
          w: '100%',
          h: '9',
          px: '2',
          fontFamily: 'mono',
          fontSize: 'sm',
          bg: 'bg.surface',
          color: 'fg.default',
          borderWidth: '1px',
          borderColor: 'border.strong',
          borderRadius: 'lg',
          _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '0' },
          _disabled: { opacity: 0.6 },
        })}
      />
    </div>
  )
}
