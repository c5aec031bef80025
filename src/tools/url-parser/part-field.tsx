import { useRef, useState } from 'react'
import { TextField } from '../../kit'
import type { EditResult } from './url-parser'

/** A part of the URL that can be edited: keeps the user's draft while it is invalid and says why. */
export function PartField({
  label,
  value,
  hint,
  placeholder,
  apply,
  onHref,
}: {
  label: string
  value: string
  hint?: string
  placeholder?: string
  apply: (v: string) => EditResult
  onHref: (href: string) => void
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const focused = useRef(false)
  const [seen, setSeen] = useState(value)
  if (seen !== value) {
    // The URL changed elsewhere: show the new value unless the user is typing in this field.
    setSeen(value)
    if (!focused.current) {
      setDraft(null)
      setError(null)
    }
  }
  return (
    <TextField
      label={label}
      mono
      value={draft ?? value}
      hint={hint}
      placeholder={placeholder}
      error={error}
      spellCheck={false}
      autoComplete="off"
      onFocus={() => {
        focused.current = true
      }}
      onBlur={() => {
        focused.current = false
        if (!error) setDraft(null)
      }}
      onChange={(e) => {
        const v = e.target.value
        setDraft(v)
        const r = apply(v)
        if (r.ok) {
          setError(null)
          onHref(r.href)
        } else setError(r.error)
      }}
    />
  )
}
