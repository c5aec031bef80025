// A preset's own fields (URL, WiFi, contact…), from which the text to encode is built.
import { TextAreaField, TextField } from '../../kit'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import type { Preset } from './qr-generator'

export function PresetFields({
  preset,
  values,
  onChange,
}: {
  preset: Preset
  values: Record<string, string>
  onChange: (key: string, value: string) => void
}) {
  return (
    <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
      {preset.fields.map((f) => {
        const value = values[f.key] ?? ''
        if (f.type === 'checkbox') {
          return (
            <div key={f.key} className={css({ alignSelf: 'end', pb: '2' })}>
              <CheckboxField
                label={f.label}
                checked={value === 'true'}
                onChange={(c) => onChange(f.key, c ? 'true' : '')}
              />
            </div>
          )
        }
        if (f.type === 'select') {
          return (
            <SelectField
              key={f.key}
              label={f.label}
              value={value}
              options={f.options ?? []}
              onChange={(v) => onChange(f.key, v)}
            />
          )
        }
        if (f.type === 'textarea') {
          return (
            <div key={f.key} className={css({ gridColumn: '1 / -1' })}>
              <TextAreaField
                label={f.label}
                value={value}
                rows={2}
                className={css({ '& textarea': { minH: '16' } })}
                onChange={(e) => onChange(f.key, e.target.value)}
              />
            </div>
          )
        }
        return (
          <TextField
            key={f.key}
            label={f.label}
            type={f.type === 'password' ? 'text' : (f.type ?? 'text')}
            autoComplete="off"
            value={value}
            onChange={(e) => onChange(f.key, e.target.value)}
          />
        )
      })}
    </div>
  )
}
