// @vitest-environment jsdom
// A tool page left before the app ran is noted by the boot code (src/app/early-events.ts) and taken into Recently
// used the next time the prefs are read (src/state/prefs.ts).
import { createStore } from 'jotai'
import { beforeEach, describe, expect, it } from 'vitest'
import { recordEarlyEvents } from '../../src/app/early-events'
import { EARLY_RECENTS_KEY } from '../../src/state/early-recents'
import { PREFS_STORAGE_KEY, recentsAtom } from '../../src/state/prefs'

beforeEach(() => localStorage.clear())

describe('early recents', () => {
  it('notes each tool page as it opens, newest first, and the prefs take them in once', () => {
    localStorage.setItem(PREFS_STORAGE_KEY, JSON.stringify({ version: 1, favourites: [], recents: ['json-pretty'] }))
    for (const slug of ['word-count', 'qr-generator']) {
      window.history.replaceState(null, '', `/tools/${slug}`)
      recordEarlyEvents()
    }
    expect(localStorage.getItem(EARLY_RECENTS_KEY)).toBe('qr-generator word-count null')
    expect(createStore().get(recentsAtom)).toEqual(['qr-generator', 'word-count', 'json-pretty'])
    // Taken in and stored: the note is gone, the stored prefs hold them.
    expect(localStorage.getItem(EARLY_RECENTS_KEY)).toBeNull()
    expect(JSON.parse(localStorage.getItem(PREFS_STORAGE_KEY) ?? '{}').recents).toEqual([
      'qr-generator',
      'word-count',
      'json-pretty',
    ])
  })

  it('notes nothing on other pages and ignores slugs that are not tools', () => {
    window.history.replaceState(null, '', '/')
    recordEarlyEvents()
    expect(localStorage.getItem(EARLY_RECENTS_KEY)).toBeNull()
    localStorage.setItem(EARLY_RECENTS_KEY, 'no-such-tool null')
    expect(createStore().get(recentsAtom)).toEqual([])
  })
})
