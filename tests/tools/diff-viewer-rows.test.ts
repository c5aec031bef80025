import { describe, expect, it } from 'vitest'
import {
  clipLine,
  MAX_SHOWN_CHARS,
  PAIR_ADDED,
  PAIR_CHANGED,
  PAIR_EQUAL,
  PAIR_REMOVED,
  pairKindName,
} from '../../src/tools/diff-viewer/diff-viewer'

describe('diff-viewer rows on screen', () => {
  it('names each paired row kind', () => {
    expect([PAIR_EQUAL, PAIR_CHANGED, PAIR_REMOVED, PAIR_ADDED].map(pairKindName)).toEqual([
      'equal',
      'changed',
      'removed',
      'added',
    ])
  })
  it('draws a long line up to its limit and counts the rest', () => {
    expect(clipLine('short')).toBe('short')
    const exact = 'x'.repeat(MAX_SHOWN_CHARS)
    expect(clipLine(exact)).toBe(exact)
    const long = 'y'.repeat(MAX_SHOWN_CHARS + 12_345)
    expect(clipLine(long)).toBe(`${'y'.repeat(MAX_SHOWN_CHARS)} … (12,345 more characters)`)
  })
})
