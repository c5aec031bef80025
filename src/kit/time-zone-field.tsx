// A time zone input for the date tools: any IANA zone (suggested from the browser's list), with Local and UTC
// shortcuts and an inline message for an unknown zone. The owner keeps the raw text; `resolveTimeZone`
// (src/lib/dates.ts) reads it.
import { useId } from 'react'
import { localTimeZone, resolveTimeZone, supportedTimeZones } from '../lib/dates'
import { css } from '../styled-system/css'
import { button, input } from '../styled-system/recipes'
import { fieldLabelClass } from './field'
import { useVisitorValue } from './visitor-state'

/**
 * The browser's zones as suggestions for an input (`list={id}`). Not in the prerendered HTML (Node's list differs):
 * the whole list arrives in one insertion once the page runs; options added one by one to a datalist already in the
 * page cost Chromium a slow laptop's half second.
 */
export function TimeZoneList({ id }: { id: string }) {
  const zones = useVisitorValue(supportedTimeZones, null)
  return zones ? (
    <datalist id={id}>
      {zones.map((z) => (
        <option key={z} value={z} />
      ))}
    </datalist>
  ) : null
}

export function TimeZoneField({
  value,
  onChange,
  label = 'Time zone',
}: {
  value: string
  onChange: (value: string) => void
  label?: string
}) {
  const id = useId()
  // The browser's own zone and zone list (Node's differ): not in the prerendered HTML.
  const local = useVisitorValue(localTimeZone, '')
  const isLocal = local !== '' && value === local
  const valid = resolveTimeZone(value) !== null
  const error = valid ? null : value.trim() ? `Unknown time zone “${value.trim()}”` : 'Enter a time zone'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '2',
          flexWrap: 'wrap',
        })}
      >
        <label htmlFor={id} className={fieldLabelClass}>
          {label}
        </label>
        <div className={css({ display: 'flex', gap: '1' })}>
          <button
            type="button"
            className={button({ size: 'xs', variant: isLocal ? 'solid' : 'outline' })}
            aria-pressed={isLocal}
            onClick={() => onChange(local)}
          >
            Local
          </button>
          <button
            type="button"
            className={button({ size: 'xs', variant: value === 'UTC' ? 'solid' : 'outline' })}
            aria-pressed={value === 'UTC'}
            onClick={() => onChange('UTC')}
          >
            UTC
          </button>
        </div>
      </div>
      <input
        id={id}
        className={input()}
        list={`${id}-zones`}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <TimeZoneList id={`${id}-zones`} />
      {error ? (
        <p className={css({ fontSize: 'xs', color: 'danger.fg' })}>{error}</p>
      ) : (
        <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {value.trim() === local ? 'Your time zone. ' : ''}Type any IANA zone, e.g. Europe/Berlin.
        </p>
      )}
    </div>
  )
}
