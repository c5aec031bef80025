// A text box with a stated character limit (issue 35): a change or a paste past the limit is not taken, so the box
// keeps what it held and the page names the limit instead of laying out (or working on) a text it will refuse.
import type { ChangeEvent, ClipboardEvent } from 'react'

type Area = HTMLTextAreaElement | HTMLInputElement

/** The length the box would have once this paste replaced its selection. */
export function lengthAfterPaste(value: string, e: ClipboardEvent<Area>): number {
  const area = e.currentTarget
  const selected = (area.selectionEnd ?? value.length) - (area.selectionStart ?? value.length)
  return value.length - selected + e.clipboardData.getData('text/plain').length
}

/**
 * onChange and onPaste for a box whose text may not pass a limit: `problemOf(length)` is the refusal naming the
 * limit and the size (or null within it), handed to `setRefused`; only a text within the limit reaches `setValue`.
 */
export function limitedTextHandlers(
  value: string,
  setValue: (text: string) => void,
  problemOf: (length: number) => string | null,
  setRefused: (problem: string | null) => void,
) {
  return {
    onChange: (e: ChangeEvent<Area>) => {
      const problem = problemOf(e.target.value.length)
      setRefused(problem)
      if (!problem) setValue(e.target.value)
    },
    onPaste: (e: ClipboardEvent<Area>) => {
      // Refused before the browser lays the text out in the box.
      const problem = problemOf(lengthAfterPaste(value, e))
      if (!problem) return
      e.preventDefault()
      setRefused(problem)
    },
  }
}
