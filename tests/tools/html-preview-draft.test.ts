// html-preview's draft (issue 35): a draft past MAX_DRAFT_CHARS is not written (checked before its JSON is made),
// one the browser refuses is reported with the error's name, and in both cases the draft kept before is left as it
// was, so reload opens it; the note names the size found and the limit.
import { describe, expect, it } from 'vitest'
import { draftProblem, keepDraft, MAX_DRAFT_CHARS } from '../../src/tools/html-preview/draft'
import { readStoredCode, STORAGE_KEY } from '../../src/tools/html-preview/html-preview'

/** A storage that holds up to `quota` characters (keys and values), throwing as Chromium does past it. */
function fakeStorage(quota = Number.POSITIVE_INFINITY) {
  const items = new Map<string, string>()
  let writes = 0
  return {
    items,
    writes: () => writes,
    setItem(key: string, value: string) {
      writes++
      let used = key.length + value.length
      for (const [k, v] of items) if (k !== key) used += k.length + v.length
      if (used > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

const small = { html: '<p>kept</p>', css: 'p{}', js: '' }

describe('html-preview draft', () => {
  it('keeps a draft within the limit, up to the limit exactly', () => {
    const storage = fakeStorage()
    expect(keepDraft(small, storage)).toEqual({ kept: true })
    expect(readStoredCode(storage.items.get(STORAGE_KEY) ?? null)).toEqual(small)
    const atLimit = { html: 'a'.repeat(MAX_DRAFT_CHARS - 2), css: 'b', js: 'c' }
    expect(keepDraft(atLimit, storage)).toEqual({ kept: true })
    expect(readStoredCode(storage.items.get(STORAGE_KEY) ?? null)).toEqual(atLimit)
  })

  it('refuses a draft over the limit without writing it, leaving the draft kept before', () => {
    const storage = fakeStorage()
    keepDraft(small, storage)
    const big = { html: 'a'.repeat(MAX_DRAFT_CHARS), css: '', js: 'x' }
    const outcome = keepDraft(big, storage)
    expect(outcome).toEqual({ kept: false, reason: 'too-large', chars: MAX_DRAFT_CHARS + 1 })
    expect(storage.writes()).toBe(1)
    expect(readStoredCode(storage.items.get(STORAGE_KEY) ?? null)).toEqual(small)
    expect(draftProblem(outcome)).toBe(
      'This draft (2,000,001 characters) is too large to keep in this browser: drafts up to 2,000,000 characters are kept. It is lost on reload (the last draft kept opens instead); Download HTML saves it.',
    )
  })

  it('reports a draft the browser refuses (storage full), leaving the draft kept before', () => {
    const storage = fakeStorage(1_000)
    keepDraft(small, storage)
    const outcome = keepDraft({ html: 'z'.repeat(2_000), css: '', js: '' }, storage)
    expect(outcome).toEqual({ kept: false, reason: 'refused', chars: 2_000, error: 'QuotaExceededError' })
    expect(readStoredCode(storage.items.get(STORAGE_KEY) ?? null)).toEqual(small)
    expect(draftProblem(outcome)).toBe(
      'This draft (2,000 characters) could not be kept in this browser: its storage refused it (QuotaExceededError, storage full or blocked). It is lost on reload (the last draft kept opens instead); Download HTML saves it.',
    )
  })

  it('says nothing once a draft is kept', () => {
    expect(draftProblem({ kept: true })).toBeNull()
  })
})
