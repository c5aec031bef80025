// A currency picker: every currency with a rate, by code and name.
import { useId } from 'react'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { input } from '../../styled-system/recipes'
import { currencyName, type RateRow } from './currency-convert'

export function CurrencySelect({
  label,
  value,
  rows,
  onChange,
}: {
  label: string
  value: string
  rows: readonly RateRow[]
  onChange: (code: string) => void
}) {
  const id = useId()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0, flex: '1' })}>
      <label htmlFor={id} className={looks.labelText}>
        {label}
      </label>
      <select id={id} className={input({ kind: 'select' })} value={value} onChange={(e) => onChange(e.target.value)}>
        {rows.map((r) => (
          <option key={r.code} value={r.code}>
            {r.code} — {currencyName(r.code)}
          </option>
        ))}
      </select>
    </div>
  )
}
