// Labelled text inputs and textareas in the house style.
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react'
import { css, cx } from '../styled-system/css'
import { input } from '../styled-system/recipes'

const labelClass = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' })
const hintClass = css({ fontSize: 'xs', color: 'fg.muted' })

interface FieldShell {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  mono?: boolean
}

export function TextField({
  label,
  hint,
  error,
  mono,
  className,
  ...rest
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 }), className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={input({ mono })} aria-invalid={error ? true : undefined} {...rest} />
      {error ? (
        <p className={css({ fontSize: 'xs', color: 'danger.fg' })}>{error}</p>
      ) : hint ? (
        <p className={hintClass}>{hint}</p>
      ) : null}
    </div>
  )
}

export function TextAreaField({
  label,
  hint,
  error,
  mono,
  className,
  ...rest
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId()
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 }), className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        className={input({ kind: 'textarea', mono })}
        aria-invalid={error ? true : undefined}
        spellCheck={false}
        {...rest}
      />
      {error ? (
        <p className={css({ fontSize: 'xs', color: 'danger.fg' })}>{error}</p>
      ) : hint ? (
        <p className={hintClass}>{hint}</p>
      ) : null}
    </div>
  )
}

/** A numeric field that hands the raw string to its owner, who applies the tool's fallback rules. */
export function NumberField(props: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <TextField type="number" inputMode="decimal" {...props} />
}

export const fieldLabelClass = labelClass
