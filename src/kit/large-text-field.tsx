// A labelled textarea that stays fast with megabytes of text: Chromium lays out every line of a textarea, which
// takes seconds for 50,000+ lines, so above a threshold the text is kept (pasted, typed or set) but the box shows
// a summary with Edit and Clear instead; a paste that would cross the threshold goes straight to the summary.
import { FileText } from 'lucide-react'
import { type ClipboardEvent, type ReactNode, type TextareaHTMLAttributes, useId, useMemo, useState } from 'react'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { TextAreaField } from './field'
import { lengthAfterPaste } from './limited-text'

export const LARGE_TEXT_CHARS = 300_000

export interface LargeTextFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'wrap'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  /** Above this many characters the summary replaces the textarea. */
  threshold?: number
  mono?: boolean
  /** Wrap long lines while the text is small (large text never wraps). */
  softWrap?: boolean
  hint?: ReactNode
  /** Shown under the box, and under the summary of a large text. */
  error?: ReactNode
}

function countLines(text: string): number {
  if (!text) return 0
  let n = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) n++
  return n
}

export function LargeTextField({
  label,
  value,
  onValueChange,
  threshold = LARGE_TEXT_CHARS,
  softWrap = true,
  error,
  ...rest
}: LargeTextFieldProps) {
  const [editLarge, setEditLarge] = useState(false)
  const id = useId()
  const large = value.length > threshold
  const lines = useMemo(() => (large ? countLines(value) : 0), [large, value])
  if (large && !editLarge) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
        <span id={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {label}
        </span>
        <section
          aria-labelledby={id}
          data-testid="large-text"
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '3',
            minH: '40',
            justifyContent: 'center',
            alignItems: 'flex-start',
            p: '4',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'border.strong',
            borderRadius: 'lg',
            bg: 'bg.subtle',
            fontSize: 'sm',
          })}
        >
          <p className={css({ display: 'flex', gap: '2', alignItems: 'center', '& svg': { w: '4', h: '4' } })}>
            <FileText aria-hidden />
            <span>
              Large text: {lines.toLocaleString('en-US')} {lines === 1 ? 'line' : 'lines'},{' '}
              {value.length.toLocaleString('en-US')} characters
            </span>
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
            Kept out of the edit box so the page stays responsive; the results below use all of it.
          </p>
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <button
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setEditLarge(true)}
            >
              Edit in the box (slow)
            </button>
            <button
              type="button"
              className={button({ size: 'xs', variant: 'ghost' })}
              onClick={() => onValueChange('')}
            >
              Clear {label}
            </button>
          </div>
        </section>
        {error ? <p className={css({ fontSize: 'xs', color: 'danger.fg' })}>{error}</p> : null}
      </div>
    )
  }
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = e.clipboardData.getData('text/plain')
    const area = e.currentTarget
    if (editLarge || lengthAfterPaste(value, e) <= threshold) return
    e.preventDefault()
    onValueChange(value.slice(0, area.selectionStart) + pasted + value.slice(area.selectionEnd))
  }
  return (
    <TextAreaField
      label={label}
      value={value}
      onChange={(e) => {
        if (!e.target.value) setEditLarge(false)
        onValueChange(e.target.value)
      }}
      onPaste={onPaste}
      wrap={softWrap && value.length < 100_000 ? 'soft' : 'off'}
      error={error}
      {...rest}
    />
  )
}
