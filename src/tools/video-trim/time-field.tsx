// A start or end time in seconds, typed (kept as typed until it parses) or taken from the preview's position.
import { useEffect, useState } from 'react'
import { looks } from '../../kit/styles'
import { parseTime, TIME_STEP } from '../../lib/media/video-trim'
import { css } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'

const timeFieldRow = css({ display: 'flex', gap: '2', alignItems: 'flex-end', minW: 0 })

export function TimeField({
  label,
  what,
  value,
  max,
  disabled,
  onValue,
  onSetCurrent,
}: {
  label: string
  what: string
  value: number
  max: number
  disabled: boolean
  onValue: (v: number) => void
  onSetCurrent: () => void
}) {
  const [draft, setDraft] = useState(String(value))
  const id = `trim-${label.toLowerCase().replace(/\W+/g, '-')}`
  useEffect(() => setDraft(String(value)), [value])
  return (
    <div className={timeFieldRow}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: 1, minW: 0 })}>
        <label htmlFor={id} className={looks.labelText}>
          {label}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={TIME_STEP}
          min={0}
          max={max}
          disabled={disabled}
          className={input({ mono: true })}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            const n = parseTime(e.target.value)
            if (n !== null) onValue(n)
          }}
          onBlur={() => setDraft(String(value))}
        />
      </div>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'md' })}
        disabled={disabled}
        onClick={onSetCurrent}
        aria-label={`Use the current time as the ${what}`}
      >
        Set Current
      </button>
    </div>
  )
}
