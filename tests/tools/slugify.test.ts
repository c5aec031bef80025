import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SLUG_OPTIONS,
  displaySlug,
  parseMaxLength,
  type SlugOptions,
  slugify,
  transliterate,
  urlPreview,
} from '../../src/tools/slugify/slugify'

const opts = (o: Partial<SlugOptions>): SlugOptions => ({ ...DEFAULT_SLUG_OPTIONS, ...o })

describe('slugify with the defaults', () => {
  it('lowercases, joins words with hyphens and removes special characters', () => {
    expect(slugify('Hello World!')).toBe('hello-world')
    expect(slugify('  My First   Blog Post  ')).toBe('my-first-blog-post')
    expect(slugify("Don't Panic: it's 100% fine")).toBe('dont-panic-its-100-fine')
    expect(slugify('Tom & Jerry')).toBe('tom-and-jerry')
    expect(slugify('Node.js — the good parts')).toBe('node-js-the-good-parts')
  })
  it('has the spec defaults', () => {
    expect(DEFAULT_SLUG_OPTIONS).toEqual({
      lowercase: true,
      removeSpaces: true,
      removeSpecialChars: true,
      maxLength: 50,
      separator: '-',
    })
  })
  it('transliterates accented letters instead of dropping them', () => {
    expect(slugify('Crème Brûlée à la carte')).toBe('creme-brulee-a-la-carte')
    expect(slugify('Straße')).toBe('strasse')
    expect(slugify('Ærøskøbing Łódź')).toBe('aeroskobing-lodz')
    expect(slugify('Привет мир')).toBe('privet-mir')
    expect(transliterate('é')).toBe('e')
    expect(transliterate('ß')).toBe('ss')
  })
  it('keeps letters of scripts it cannot transliterate', () => {
    expect(slugify('東京 タワー')).toBe('東京-タワー')
  })
  it('gives an empty slug for empty or symbol-only input', () => {
    expect(slugify('')).toBe('')
    expect(slugify('!!! ??? ***')).toBe('')
    expect(slugify('🎉🎉')).toBe('')
  })
})

describe('options', () => {
  it('separators: hyphen, underscore, dot, none', () => {
    expect(slugify('Hello big World', opts({ separator: '_' }))).toBe('hello_big_world')
    expect(slugify('Hello big World', opts({ separator: '.' }))).toBe('hello.big.world')
    expect(slugify('Hello big World', opts({ separator: '' }))).toBe('hellobigworld')
    expect(slugify('well-known_fact', opts({ separator: '_' }))).toBe('well_known_fact')
  })
  it('lowercase off keeps the case', () => {
    expect(slugify('Hello World', opts({ lowercase: false }))).toBe('Hello-World')
  })
  it('removeSpaces off keeps single spaces', () => {
    expect(slugify('Hello   World!', opts({ removeSpaces: false }))).toBe('hello world')
  })
  it('removeSpecialChars off keeps punctuation', () => {
    expect(slugify('Hello, World!', opts({ removeSpecialChars: false }))).toBe('hello,-world!')
  })
  it('truncates to maxLength and trims a trailing separator after truncation', () => {
    expect(slugify('hello world again', opts({ maxLength: 6 }))).toBe('hello')
    expect(slugify('hello world again', opts({ maxLength: 11 }))).toBe('hello-world')
    expect(slugify('hello world again', opts({ maxLength: 12 }))).toBe('hello-world')
    expect(slugify('hello world again', opts({ maxLength: 6, separator: '_' }))).toBe('hello')
    expect(slugify('a'.repeat(300), opts({ maxLength: 0 }))).toHaveLength(300)
    expect(slugify('a'.repeat(300))).toHaveLength(50)
  })
  it('counts maxLength in characters, not UTF-16 units', () => {
    expect(slugify('東京東京東京', opts({ maxLength: 3 }))).toBe('東京東')
  })
})

describe('parseMaxLength', () => {
  it('keeps 0..200, non-numeric becomes 0', () => {
    expect(parseMaxLength('50')).toBe(50)
    expect(parseMaxLength('0')).toBe(0)
    expect(parseMaxLength('250')).toBe(200)
    expect(parseMaxLength('-5')).toBe(0)
    expect(parseMaxLength('abc')).toBe(0)
    expect(parseMaxLength('')).toBe(0)
    expect(parseMaxLength('12.7')).toBe(12)
    expect(parseMaxLength(Number.NaN)).toBe(0)
  })
})

describe('display', () => {
  it("shows '(empty)' for an empty slug and a /blog/ preview", () => {
    expect(displaySlug('')).toBe('(empty)')
    expect(displaySlug('a-b')).toBe('a-b')
    expect(urlPreview('a-b')).toBe('/blog/a-b')
  })
})
