import { describe, expect, it } from 'vitest'
import {
  compileRegex,
  countGroups,
  defaultFlags,
  findMatches,
  flagString,
  type RegexFlags,
  readGroupNames,
} from '../../src/lib/regex'
import {
  chunkText,
  clip,
  groupLabel,
  groupValueLabel,
  matchCountLabel,
  matchDetail,
  parseTimeLimit,
  positionLabel,
  segmentRange,
  timeoutMessage,
} from '../../src/tools/regex-tester/regex-tester'

const flags = (over: Partial<RegexFlags> = {}): RegexFlags => ({ ...defaultFlags, ...over })
const spans = (pattern: string, text: string, over: Partial<RegexFlags> = {}) => {
  const r = findMatches(pattern, flags(over), text)
  return Array.from(r.starts, (s, i) => [s, r.ends[i]])
}

describe('flags and validity', () => {
  it('starts with global on and everything else off', () => {
    expect(flagString(defaultFlags)).toBe('g')
    expect(flagString(flags({ ignoreCase: true, multiline: true, dotAll: true, unicode: true, sticky: true }))).toBe(
      'gimsuy',
    )
  })

  it("gives the engine's error text for an invalid pattern", () => {
    const r = compileRegex('(abc', 'g')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(/Invalid regular expression.*Unterminated group/)
    expect(compileRegex('a{2,1}', '').ok).toBe(false)
    expect(compileRegex('\\p{Letter}', 'u').ok).toBe(true)
  })

  it('throws from findMatches on an invalid pattern', () => {
    expect(() => findMatches('[', flags(), 'x')).toThrow(SyntaxError)
  })
})

describe('findMatches', () => {
  it('finds every match with g and the first only without', () => {
    expect(spans('o', 'foo boo')).toEqual([
      [1, 2],
      [2, 3],
      [5, 6],
      [6, 7],
    ])
    expect(spans('o', 'foo boo', { global: false })).toEqual([[1, 2]])
    expect(spans('x', 'foo')).toEqual([])
  })

  it('steps past zero-length matches instead of looping', () => {
    expect(spans('a*', 'baab')).toEqual([
      [0, 0],
      [1, 3],
      [3, 3],
      [4, 4],
    ])
    expect(spans('^', 'a\nb\nc', { multiline: true })).toEqual([
      [0, 0],
      [2, 2],
      [4, 4],
    ])
    expect(spans('', '')).toEqual([[0, 0]])
    expect(spans('a*', 'baab', { global: false })).toEqual([[0, 0]])
  })

  it('steps over a whole surrogate pair in unicode mode', () => {
    expect(spans('', '😀', { unicode: true })).toEqual([
      [0, 0],
      [2, 2],
    ])
    expect(spans('', '😀')).toHaveLength(3)
  })

  it('honours sticky: matches must be adjacent', () => {
    expect(spans('a', 'aab', { sticky: true })).toEqual([
      [0, 1],
      [1, 2],
    ])
    expect(spans('b', 'aab', { sticky: true, global: false })).toEqual([])
  })

  it('honours i, m and s', () => {
    expect(spans('abc', 'ABC abc', { ignoreCase: true })).toHaveLength(2)
    expect(spans('c$', 'abc\nabc', { multiline: true })).toHaveLength(2)
    expect(spans('c$', 'abc\nabc')).toHaveLength(1)
    expect(spans('a.b', 'a\nb', { dotAll: true })).toHaveLength(1)
    expect(spans('a.b', 'a\nb')).toHaveLength(0)
  })

  it('returns numbered and named groups, with -1 for a group that did not take part', () => {
    const text = '2024-05-01 and 1999-12'
    const r = findMatches('(?<year>\\d{4})-(\\d{2})(?:-(?<day>\\d{2}))?', flags(), text)
    expect(r.count).toBe(2)
    expect(r.groupCount).toBe(3)
    expect(r.groupNames).toEqual(['year', null, 'day'])
    const first = matchDetail(r, text, 0)
    expect(first.text).toBe('2024-05-01')
    expect(first.groups.map((g) => g.value)).toEqual(['2024', '05', '01'])
    expect(groupLabel(first.groups[0])).toBe('Group 1 (year)')
    expect(groupLabel(first.groups[1])).toBe('Group 2')
    const second = matchDetail(r, text, 1)
    expect(positionLabel(second)).toBe('Position: 15 - 22')
    expect(second.groups[2].value).toBeNull()
    expect(groupValueLabel(second.groups[2])).toBe('(not matched)')
  })

  it("shows '(empty)' for a group that matched the empty string", () => {
    const text = 'ab'
    const r = findMatches('a(x*)b', flags(), text)
    const d = matchDetail(r, text, 0)
    expect(d.groups[0].value).toBe('')
    expect(groupValueLabel(d.groups[0])).toBe('(empty)')
  })

  it('counts groups past escapes, classes and lookarounds', () => {
    expect(countGroups('\\((a)[(](?:b)(?<n>c)(?=d)(?<=e)(?<!f)', '')).toBe(2)
    expect(readGroupNames('\\((a)[(](?:b)(?<n>c)(?=d)(?<=e)(?<!f)', 2)).toEqual([null, 'n'])
    expect(readGroupNames('(a)', 2)).toBeNull()
  })

  it('returns 50,000 matches in typed arrays', () => {
    const text = 'ab '.repeat(50_000)
    const r = findMatches('ab', flags(), text)
    expect(r.count).toBe(50_000)
    expect(r.starts).toBeInstanceOf(Uint32Array)
    expect(r.starts.length).toBe(50_000)
    expect(r.ends[49_999]).toBe(text.length - 1)
    expect(r.groupSpans.length).toBe(0)
  })
})

describe('labels and limits', () => {
  it('says 1 match / N matches', () => {
    expect(matchCountLabel(0)).toBe('0 matches')
    expect(matchCountLabel(1)).toBe('1 match')
    expect(matchCountLabel(2)).toBe('2 matches')
    expect(matchCountLabel(50000)).toBe('50,000 matches')
    expect(matchCountLabel(1000000, true)).toBe('1,000,000+ matches')
  })

  it('words the time-out', () => {
    expect(timeoutMessage(1000)).toBe('Timed out after 1000 ms: the pattern may backtrack catastrophically')
  })

  it('parses the time limit with a default and bounds', () => {
    expect(parseTimeLimit('')).toBe(1000)
    expect(parseTimeLimit('abc')).toBe(1000)
    expect(parseTimeLimit('250')).toBe(250)
    expect(parseTimeLimit('1')).toBe(50)
    expect(parseTimeLimit('9999999')).toBe(60000)
  })

  it('clips long values', () => {
    expect(clip('abc', 5)).toBe('abc')
    expect(clip('abcdefgh', 5)).toBe('abcde… (3 more)')
  })
})

describe('highlight chunks', () => {
  it('covers the text exactly, preferring line ends, without splitting surrogate pairs', () => {
    const text = `${'x'.repeat(700)}\n${'y'.repeat(2500)}😀${'z'.repeat(10)}`
    const b = chunkText(text, 1000)
    expect(b[0]).toBe(0)
    expect(b[b.length - 1]).toBe(text.length)
    expect(b[1]).toBe(701)
    for (let i = 1; i < b.length; i++) {
      expect(b[i]).toBeGreaterThan(b[i - 1])
      const c = text.charCodeAt(b[i] - 1)
      expect(c >= 0xd800 && c <= 0xdbff).toBe(false)
    }
    expect(Array.from(chunkText(''))).toEqual([0, 0])
  })

  it('splits a range into plain and matched pieces, clipping matches to the range', () => {
    const text = 'aa bb aa'
    const r = findMatches('a+', flags(), text)
    expect(segmentRange(text, r, 0, text.length)).toEqual([
      { text: 'aa', match: 0 },
      { text: ' bb ', match: -1 },
      { text: 'aa', match: 1 },
    ])
    expect(segmentRange(text, r, 1, 7)).toEqual([
      { text: 'a', match: 0 },
      { text: ' bb ', match: -1 },
      { text: 'a', match: 1 },
    ])
    const joined = [segmentRange(text, r, 0, 4), segmentRange(text, r, 4, 8)].flat()
    expect(joined.map((s) => s.text).join('')).toBe(text)
  })

  it('shows each empty match once across chunk borders', () => {
    const text = 'abcd'
    const r = findMatches('', flags(), text)
    const pieces = [segmentRange(text, r, 0, 2), segmentRange(text, r, 2, 4)].flat()
    expect(pieces.filter((p) => p.empty).map((p) => p.match)).toEqual([0, 1, 2, 3, 4])
    expect(pieces.map((p) => p.text).join('')).toBe(text)
  })
})
