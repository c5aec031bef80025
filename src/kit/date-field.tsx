// A labelled calendar-date field (YYYY-MM-DD) bounded to the years 1 to 9999, the range the date tools compute in.
import type { ComponentProps } from 'react'
import { TextField } from './field'

export type DateFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  value: string
  onChange: (value: string) => void
}

export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  return (
    <TextField
      {...rest}
      type="date"
      min="0001-01-01"
      max="9999-12-31"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
