import { describe, expect, it } from 'vitest'
import {
  CASES,
  convertCase,
  splitWords,
  toAlternatingCase,
  toInverseCase,
  toSentenceCase,
  toTitleCase,
} from '../../src/tools/char-case/char-case'

describe('splitWords', () => {
  it('splits on spaces, punctuation, separators and camelCase humps', () => {
    expect(splitWords('hello world')).toEqual(['hello', 'world'])
    expect(splitWords('helloWorld foo_bar-baz.qux/path')).toEqual([
      'hello',
      'World',
      'foo',
      'bar',
      'baz',
      'qux',
      'path',
    ])
    expect(splitWords('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request'])
    expect(splitWords('version2Update')).toEqual(['version2', 'Update'])
    expect(splitWords('   ')).toEqual([])
  })
  it('keeps accented and non-Latin letters', () => {
    expect(splitWords('Crème brûlée')).toEqual(['Crème', 'brûlée'])
    expect(splitWords('привет мир')).toEqual(['привет', 'мир'])
  })
})

describe('every case', () => {
  const input = 'the quick Brown fox. jumps over'
  const expected: Record<string, string> = {
    upper: 'THE QUICK BROWN FOX. JUMPS OVER',
    lower: 'the quick brown fox. jumps over',
    title: 'The Quick Brown Fox. Jumps Over',
    sentence: 'The quick brown fox. Jumps over',
    camel: 'theQuickBrownFoxJumpsOver',
    pascal: 'TheQuickBrownFoxJumpsOver',
    snake: 'the_quick_brown_fox_jumps_over',
    kebab: 'the-quick-brown-fox-jumps-over',
    constant: 'THE_QUICK_BROWN_FOX_JUMPS_OVER',
    dot: 'the.quick.brown.fox.jumps.over',
    path: 'the/quick/brown/fox/jumps/over',
    alternating: 'tHe QuIcK bRoWn FoX. jUmPs OvEr',
    inverse: 'THE QUICK bROWN FOX. JUMPS OVER',
  }
  it('has at least the thirteen cases the spec lists', () => {
    expect(CASES.map((c) => c.id)).toEqual(Object.keys(expected))
  })
  for (const [id, out] of Object.entries(expected)) {
    it(`converts to ${id}`, () => {
      expect(convertCase(input, id as never)).toBe(out)
    })
  }
  it('gives empty output for empty input', () => {
    for (const c of CASES) expect(c.convert('')).toBe('')
  })
  it('rejects an unknown case', () => {
    expect(() => convertCase('x', 'nope' as never)).toThrow()
  })
})

describe('Unicode', () => {
  it('upper-cases ß to SS and handles accents', () => {
    expect(convertCase('straße café', 'upper')).toBe('STRASSE CAFÉ')
    expect(convertCase('Crème Brûlée', 'snake')).toBe('crème_brûlée')
    expect(convertCase('élan vital', 'camel')).toBe('élanVital')
  })
  it('title case keeps apostrophes inside words', () => {
    expect(toTitleCase("don't STOP me now")).toBe("Don't Stop Me Now")
  })
  it('sentence case capitalises after . ! ? and new lines', () => {
    expect(toSentenceCase('HELLO. how ARE you? fine!\nnext line')).toBe('Hello. How are you? Fine!\nNext line')
  })
  it('alternating case ignores non-letters; inverse leaves digits and emoji', () => {
    expect(toAlternatingCase('ab cd')).toBe('aB cD')
    expect(toInverseCase('Hello 123 👋')).toBe('hELLO 123 👋')
  })
  it('programming cases drop emoji and punctuation', () => {
    expect(convertCase('Hello, 👋 World!', 'kebab')).toBe('hello-world')
    expect(convertCase('Hello, 👋 World!', 'constant')).toBe('HELLO_WORLD')
  })
})
