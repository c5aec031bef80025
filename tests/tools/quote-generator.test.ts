import { describe, expect, it } from 'vitest'
import {
  AUTHOR_DEATHS,
  attribution,
  BUNDLED,
  cardLayout,
  filterQuotes,
  fitText,
  MY_QUOTES_KEY,
  parseMyQuotes,
  pickNext,
  QUOTES,
  serializeMyQuotes,
  THEMES,
  toMarkdown,
  toPlainText,
  validateUserQuote,
  wrapText,
} from '../../src/tools/quote-generator/quote-generator'
import { CO_AUTHORS } from '../../src/tools/quote-generator/quotes-data'

describe('the bundled quotes', () => {
  it('has at least 200, each with text, author, work, year and themes', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(200)
    for (const q of QUOTES) {
      expect(q.text.trim(), JSON.stringify(q)).not.toBe('')
      expect(q.text, JSON.stringify(q)).toBe(q.text.trim())
      expect(q.author.trim(), JSON.stringify(q)).not.toBe('')
      expect(q.work.trim(), JSON.stringify(q)).not.toBe('')
      expect(Number.isInteger(q.year), JSON.stringify(q)).toBe(true)
      expect(q.themes.length, JSON.stringify(q)).toBeGreaterThan(0)
      for (const t of q.themes) expect(THEMES, q.text).toContain(t)
    }
  })
  it('takes only works first published before 1930', () => {
    for (const q of QUOTES) expect(q.year, `${q.work}: ${q.text}`).toBeLessThan(1930)
  })
  it('takes only authors (and translators, reporters) who died before 1955', () => {
    for (const q of QUOTES) {
      const died = AUTHOR_DEATHS[q.author]
      expect(died, `death year of ${q.author}`).toBeTypeOf('number')
      expect(died, q.author).toBeLessThan(1955)
      // A work is not published after its author's death by more than it could be (posthumous works are allowed).
      expect(q.year, `${q.work}`).toBeGreaterThan(-1000)
    }
    for (const [work, person] of Object.entries(CO_AUTHORS)) {
      expect(
        QUOTES.some((q) => q.work === work),
        work,
      ).toBe(true)
      expect(AUTHOR_DEATHS[person], person).toBeLessThan(1955)
    }
  })
  it('has no duplicate text', () => {
    const norm = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
    const seen = new Map<string, string>()
    for (const q of QUOTES) {
      const key = norm(q.text)
      expect(seen.has(key), `duplicate: ${q.text}`).toBe(false)
      seen.set(key, q.text)
    }
  })
  it('uses every theme', () => {
    for (const t of THEMES)
      expect(
        QUOTES.some((q) => q.themes.includes(t)),
        t,
      ).toBe(true)
  })
})

describe('drawing and filtering', () => {
  it('never repeats the current quote when there is another', () => {
    const pool = BUNDLED.slice(0, 3)
    for (let r = 0; r < 2; r++) {
      const next = pickNext(pool, pool[0].key, () => r)
      expect(next?.key).not.toBe(pool[0].key)
    }
    expect(pickNext(pool.slice(0, 1), pool[0].key, () => 0)?.key).toBe(pool[0].key)
    expect(pickNext([], null, () => 0)).toBeNull()
  })
  it('filters by author and theme, with or without my quotes', () => {
    const mine = [{ id: 'a', text: 'Mine', author: 'Me', themes: ['hope' as const] }]
    const byAuthor = filterQuotes(BUNDLED, mine, { author: 'Jane Austen', theme: null, includeMine: true })
    expect(byAuthor.length).toBeGreaterThan(5)
    expect(byAuthor.every((q) => q.author === 'Jane Austen')).toBe(true)
    const hope = filterQuotes(BUNDLED, mine, { author: null, theme: 'hope', includeMine: true })
    expect(hope.every((q) => q.themes.includes('hope'))).toBe(true)
    expect(hope.some((q) => q.mine)).toBe(true)
    expect(filterQuotes(BUNDLED, mine, { author: null, theme: 'hope', includeMine: false }).some((q) => q.mine)).toBe(
      false,
    )
  })
})

describe('text and Markdown', () => {
  const q = { ...BUNDLED[0], text: 'Line one\nLine *two*', author: 'A. Writer', work: 'My_Work', year: 1900 }
  it('copies plain text with the attribution', () => {
    expect(toPlainText(q)).toBe('“Line one\nLine *two*”\n— A. Writer, My_Work (1900)')
  })
  it('copies Markdown: a blockquote, then — Author, *Work* (year)', () => {
    expect(toMarkdown(q)).toBe('> Line one\n> Line \\*two\\*\n>\n> — A. Writer, *My\\_Work* (1900)')
    expect(toMarkdown({ ...q, work: undefined, year: undefined })).toBe(
      '> Line one\n> Line \\*two\\*\n>\n> — A. Writer',
    )
  })
  it('builds the attribution from the parts that exist', () => {
    expect(attribution({ author: 'X' })).toBe('X')
    expect(attribution({ author: 'X', year: 1900 })).toBe('X (1900)')
    expect(attribution({ author: 'X', work: 'W' })).toBe('X, W')
  })
})

describe('my quotes', () => {
  it('validates what the user types', () => {
    expect(validateUserQuote({ text: ' ', author: '', work: '', year: 'abc', themes: [] })).toEqual({
      ok: false,
      errors: {
        text: 'Enter the quote.',
        author: 'Enter who said or wrote it.',
        year: 'A year such as 1854 (or leave it empty).',
      },
    })
    expect(validateUserQuote({ text: 'x', author: 'y', work: '', year: '2999', themes: [] }, 2026)).toMatchObject({
      ok: false,
    })
    expect(
      validateUserQuote({ text: ' Hi\r\nthere ', author: ' Me ', work: '', year: '1999', themes: ['hope'] }),
    ).toEqual({
      ok: true,
      value: { text: 'Hi\nthere', author: 'Me', year: 1999, themes: ['hope'] },
    })
  })
  it('round-trips through storage under one versioned key', () => {
    expect(MY_QUOTES_KEY).toMatch(/:v1$/)
    const list = [{ id: 'a1', text: 'Hello', author: 'Me', work: 'Diary', year: 2001, themes: ['life' as const] }]
    expect(parseMyQuotes(serializeMyQuotes(list))).toEqual(list)
  })
  it('reads garbage as an empty list and skips malformed items, never throwing', () => {
    for (const raw of [null, '', 'not json', '42', '[]', '{"version":2,"quotes":[]}', '{"version":1,"quotes":"x"}']) {
      expect(parseMyQuotes(raw)).toEqual([])
    }
    const mixed = JSON.stringify({
      version: 1,
      quotes: [
        { id: 'ok', text: 'Fine', author: 'Me', themes: ['nope', 'love'] },
        { id: 'ok', text: 'Duplicate id', author: 'Me' },
        { id: 'no-author', text: 'x' },
        null,
        { id: 'long', text: 'x'.repeat(5000), author: 'Me' },
      ],
    })
    expect(parseMyQuotes(mixed)).toEqual([{ id: 'ok', text: 'Fine', author: 'Me', themes: ['love'] }])
  })
})

describe('card fitting', () => {
  // A monospace-like measure: each character is 0.5 em wide.
  const measure = (t: string, size: number) => t.length * size * 0.5
  it('wraps on words, keeps line breaks and splits a word too wide for the box', () => {
    expect(wrapText('aa bb cc\ndd', 10, 20, measure)).toEqual(['aa', 'bb', 'cc', 'dd'])
    expect(wrapText('aa bb', 10, 100, measure)).toEqual(['aa bb'])
    expect(wrapText('abcdefgh', 10, 20, measure)).toEqual(['abcd', 'efgh'])
  })
  it('finds the largest size at which the text fits the box', () => {
    const box = { width: 500, height: 300 }
    const r = fitText('To be, or not to be: that is the question.', box, measure, {
      min: 10,
      max: 200,
      lineHeight: 1.25,
    })
    expect(r.fits).toBe(true)
    const fits = (size: number) =>
      wrapText('To be, or not to be: that is the question.', size, box.width, measure).length * size * 1.25 <=
      box.height
    expect(fits(r.fontSize)).toBe(true)
    expect(fits(r.fontSize + 1)).toBe(false)
    for (const line of r.lines) expect(measure(line, r.fontSize)).toBeLessThanOrEqual(box.width)
  })
  it('is capped at max for short text, and cut with an ellipsis when even min overflows', () => {
    expect(fitText('Hi', { width: 1000, height: 1000 }, measure, { min: 10, max: 80, lineHeight: 1.3 }).fontSize).toBe(
      80,
    )
    const r = fitText('word '.repeat(500), { width: 100, height: 40 }, measure, { min: 10, max: 80, lineHeight: 1.3 })
    expect(r.fits).toBe(false)
    expect(r.lines.length).toBe(3)
    expect(r.lines.at(-1)).toMatch(/…$/)
  })
  it('lays the card out inside its size', () => {
    for (const [w, h] of [
      [1080, 1080],
      [1200, 630],
      [1080, 1920],
    ]) {
      const l = cardLayout(w, h)
      expect(l.quoteBox.x + l.quoteBox.width).toBeLessThanOrEqual(w)
      expect(l.attributionBox.y + l.attributionBox.height).toBeLessThanOrEqual(h)
      expect(l.quoteBox.y + l.quoteBox.height).toBeLessThanOrEqual(l.attributionBox.y)
      expect(l.quoteBox.height).toBeGreaterThan(h / 3)
    }
  })
})
