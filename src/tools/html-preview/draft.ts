// The code kept in this browser between visits (local storage), read when the page opens without a link. A draft
// past the stated limit, or one the browser refuses (its storage full), is not kept, and the page says so: the
// draft kept before stays in storage and is what opens on reload.
import { useEffect, useRef, useState } from 'react'
import { formatCount } from '../../lib/count'
import { type PreviewCode, readStoredCode, SAMPLE_CODE, STORAGE_KEY } from './html-preview'

/**
 * The largest draft kept, in characters (the three panes together). Chromium holds about 5 million characters of
 * local storage for the whole site (10 MB in UTF-16); this leaves room for the draft's JSON escapes and for what
 * the other tools keep.
 */
export const MAX_DRAFT_CHARS = 2_000_000

export type DraftOutcome =
  | { kept: true }
  /** Over MAX_DRAFT_CHARS: not written at all. */
  | { kept: false; reason: 'too-large'; chars: number }
  /** The browser refused it (storage full or blocked): `error` is the name of what setItem threw. */
  | { kept: false; reason: 'refused'; chars: number; error: string }

export const draftChars = (code: PreviewCode) => code.html.length + code.css.length + code.js.length

type DraftStorage = Pick<Storage, 'setItem'>

/** Writes the draft unless it is over the limit (checked before it is turned into JSON); never throws. */
export function keepDraft(code: PreviewCode, storage: DraftStorage): DraftOutcome {
  const chars = draftChars(code)
  if (chars > MAX_DRAFT_CHARS) return { kept: false, reason: 'too-large', chars }
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(code))
    return { kept: true }
  } catch (e) {
    return { kept: false, reason: 'refused', chars, error: e instanceof Error ? e.name : String(e) }
  }
}

/**
 * Null when kept; otherwise the note the page shows, e.g. "This draft (20,971,520 characters) is too large to keep
 * in this browser: drafts up to 2,000,000 characters are kept. It is lost on reload (the last draft kept opens
 * instead); Download HTML saves it."
 */
export function draftProblem(outcome: DraftOutcome): string | null {
  if (outcome.kept) return null
  const after = 'It is lost on reload (the last draft kept opens instead); Download HTML saves it.'
  if (outcome.reason === 'too-large') {
    return `This draft (${formatCount(outcome.chars)} characters) is too large to keep in this browser: drafts up to ${formatCount(MAX_DRAFT_CHARS)} characters are kept. ${after}`
  }
  return `This draft (${formatCount(outcome.chars)} characters) could not be kept in this browser: its storage refused it (${outcome.error}, storage full or blocked). ${after}`
}

export function loadInitialCode(): PreviewCode {
  try {
    return readStoredCode(localStorage.getItem(STORAGE_KEY)) ?? SAMPLE_CODE
  } catch {
    return SAMPLE_CODE
  }
}

const KEPT: DraftOutcome = { kept: true }

/** Keeps the draft across visits; returns the note to show when the last try did not keep it (else null). */
export function useKeepDraft(code: PreviewCode): string | null {
  // Shortly after typing stops, and at once when the page is left or reloaded. Only once edited, so that opening a
  // shared link does not replace the draft kept in this browser.
  const openedWith = useRef<PreviewCode | null>(code)
  const [outcome, setOutcome] = useState<DraftOutcome>(KEPT)
  useEffect(() => {
    if (code === openedWith.current) return
    openedWith.current = null
    const save = () => {
      let storage: DraftStorage
      try {
        storage = localStorage
      } catch (e) {
        // Storage blocked (the page's settings): reading the property throws.
        setOutcome({ kept: false, reason: 'refused', chars: draftChars(code), error: (e as Error).name })
        return
      }
      const next = keepDraft(code, storage)
      setOutcome((prev) => (next.kept && prev.kept ? prev : next))
    }
    const timer = setTimeout(save, 300)
    window.addEventListener('pagehide', save)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', save)
    }
  }, [code])
  return draftProblem(outcome)
}
