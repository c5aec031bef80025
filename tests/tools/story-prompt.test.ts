import { describe, expect, it } from 'vitest'
import {
  combinations,
  composePrompt,
  LISTS,
  NO_LOCKS,
  PARTS,
  type Prompt,
  pickDifferent,
  rollPrompt,
} from '../../src/tools/story-prompt/story-prompt'

const sample: Prompt = {
  genre: 'epic fantasy',
  character: 'a teenage beekeeper',
  setting: 'in a train that never stops',
  conflict: 'break a curse before the next full moon',
  twist: 'the storm is alive',
}

describe('bundled lists', () => {
  it('have at least 15 distinct, tidy entries per part', () => {
    for (const part of PARTS) {
      const list = LISTS[part]
      expect(list.length).toBeGreaterThanOrEqual(15)
      expect(new Set(list).size).toBe(list.length)
      for (const entry of list) {
        expect(entry).toBe(entry.trim())
        expect(entry).not.toMatch(/[.!?]$/)
        expect(entry.length).toBeGreaterThan(2)
      }
    }
    expect(combinations()).toBe(20 ** 5)
  })
  it('fit the sentence: characters take an article, settings a preposition', () => {
    for (const c of LISTS.character) expect(c).toMatch(/^(a|an|twin) /)
    for (const s of LISTS.setting) expect(s).toMatch(/^(in|on|aboard|beneath|at) /)
  })
})

describe('composePrompt', () => {
  it('reads as one prompt with the right article', () => {
    expect(composePrompt(sample)).toBe(
      'An epic fantasy story. A teenage beekeeper in a train that never stops must break a curse before the next full moon. But the storm is alive.',
    )
    expect(composePrompt({ ...sample, genre: 'heist' })).toMatch(/^A heist story\./)
  })
})

describe('pickDifferent', () => {
  it('never returns the current entry and reaches every other one', () => {
    const list = ['a', 'b', 'c']
    expect(pickDifferent(list, 'b', () => 0)).toBe('a')
    expect(pickDifferent(list, 'b', () => 1)).toBe('c')
    expect(pickDifferent(list, 'a', () => 0)).toBe('b')
    expect(pickDifferent(list, undefined, () => 2)).toBe('c')
    expect(pickDifferent(['only'], 'only', () => 0)).toBe('only')
  })
})

describe('rollPrompt', () => {
  it('keeps locked parts and changes every unlocked one', () => {
    let previous = rollPrompt(null)
    const locks = { ...NO_LOCKS, setting: true, twist: true }
    for (let i = 0; i < 300; i++) {
      const next = rollPrompt(previous, locks)
      expect(next.setting).toBe(previous.setting)
      expect(next.twist).toBe(previous.twist)
      expect(next.genre).not.toBe(previous.genre)
      expect(next.character).not.toBe(previous.character)
      expect(next.conflict).not.toBe(previous.conflict)
      for (const part of PARTS) expect(LISTS[part]).toContain(next[part])
      previous = next
    }
  })
  it('uses every entry over many crypto draws', () => {
    const seen = new Set<string>()
    let p: Prompt | null = null
    for (let i = 0; i < 2000; i++) {
      p = rollPrompt(p)
      seen.add(p.genre)
    }
    // 20 genres, ~100 draws each: all appear.
    expect(seen.size).toBe(LISTS.genre.length)
  })
  it('is deterministic with an injected source', () => {
    expect(rollPrompt(null, NO_LOCKS, () => 0)).toEqual({
      genre: LISTS.genre[0],
      character: LISTS.character[0],
      setting: LISTS.setting[0],
      conflict: LISTS.conflict[0],
      twist: LISTS.twist[0],
    })
  })
})
