// A colour for the text favicon: the native picker beside a hex box, with the hint while the hex is not valid.
import { TextField } from '../../kit'
import { css } from '../../styled-system/css'
import { isHexColor } from './favicon-generator'

export function ColorInput({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const valid = isHexColor(value)
  return (
    <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', minW: 0 })}>
      <input
        type="color"
        aria-label={`${label} picker`}
        value={valid && value.length === 7 ? value.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
        className={css({
          w: '10',
          h: '10',
          mt: '6',
          flexShrink: 0,
          borderRadius: 'md',
          borderWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.surface',
          cursor: 'pointer',
        })}
      />
      <TextField
        label={label}
        value={value}
        mono
        maxLength={7}
        onChange={(e) => onChange(e.target.value)}
        error={valid ? undefined : 'Use a hex colour like #3B82F6'}
        className={css({ flex: 1 })}
      />
    </div>
  )
}
