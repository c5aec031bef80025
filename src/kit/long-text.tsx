// Monospace text that may be one very long unbroken run (a line of "=", a minified blob) shown without freezing the
// page. Chromium reshapes a run at every place it may break it, so ligatures (some monospace fonts join "==", "--") or
// "break anywhere" on a 30,000-character run cost time that grows with the square of the run: 30-90 s of frozen page.
// Here ligatures are off, a long run of a script shaped in context does not break anywhere (the text wraps at spaces
// only and scrolls sideways), and past `max` characters only the start is shown, with the full length; Copy takes all.
import type { ReactNode } from 'react'
import { css, cx } from '../styled-system/css'

/** Characters shown before the rest is summarised by its length. */
export const LONG_TEXT_CHARS = 20_000
/** An unbroken run of a script shaped in context longer than this is laid out on one line that scrolls sideways. */
export const LONG_RUN_CHARS = 500

/** The first `max` characters of `text`, never cutting a surrogate pair in half. */
export function clipText(text: string, max = LONG_TEXT_CHARS): string {
  if (text.length <= max) return text
  const code = text.charCodeAt(max - 1)
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max)
}

/**
 * Whether `text` holds more than `limit` characters of scripts shaped in context (Hebrew, Arabic, Indic, Thai …, and
 * anything beyond the BMP) without a space or line break. Breaking such a run anywhere costs the square of its length
 * even without ligatures; Latin, Greek, Cyrillic and CJK runs break anywhere cheaply once ligatures are off.
 */
export function hasLongRun(text: string, limit = LONG_RUN_CHARS): boolean {
  let run = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) run = 0
    else if ((c >= 0x0590 && c < 0x1d00) || (c >= 0xa800 && c < 0xac00) || (c >= 0xd800 && c < 0xe000) || c >= 0xfb1d)
      run++
    if (run > limit) return true
  }
  return false
}

const textClass = css({
  display: 'block',
  fontFamily: 'mono',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0, "calt" 0',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  minW: 0,
  // Width 0 stretched to the container: the run scrolls inside it rather than widening a table cell or grid track.
  '&[data-long-run]': { overflowWrap: 'normal', overflowX: 'auto', w: '0', minW: 'full' },
})

export interface LongTextProps {
  value: string
  /** Accessible name of the box when it is a focusable, scrollable region. */
  label: string
  /** Characters shown at most. */
  max?: number
  /** Always a focusable region (a scrolling output box), not only when a long run scrolls sideways. */
  region?: boolean
  placeholder?: ReactNode
  className?: string
  maxHeight?: string
}

export function LongText({ value, label, max, region, placeholder, className, maxHeight }: LongTextProps) {
  const shown = clipText(value, max)
  const longRun = hasLongRun(shown)
  // A box that scrolls takes focus, so the keyboard can scroll it too.
  const regionProps = region || longRun ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {}
  return (
    <>
      <span
        {...regionProps}
        data-long-run={longRun ? '' : undefined}
        className={cx(textClass, className)}
        style={maxHeight ? { maxHeight, overflowY: 'auto' } : undefined}
      >
        {shown || (placeholder ? <span className={css({ color: 'fg.muted' })}>{placeholder}</span> : null)}
      </span>
      {shown.length < value.length ? (
        <span className={css({ display: 'block', fontFamily: 'body', fontSize: 'xs', color: 'fg.muted' })}>
          Showing the first {shown.length.toLocaleString('en-US')} of {value.length.toLocaleString('en-US')} characters;
          Copy takes all of them.
        </span>
      ) : null}
    </>
  )
}
