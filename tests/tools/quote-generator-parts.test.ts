import { describe, expect, it } from 'vitest'
import { ALL, authorOptions, themeOptions, toFilter } from '../../src/tools/quote-generator/quote-filters'
import { EMPTY_INPUT, inputFromQuote, THEMES, validateUserQuote } from '../../src/tools/quote-generator/quote-generator'

describe('the filters', () => {
  it('turns "All" into no filter', () => {
    expect(toFilter(ALL, ALL, true)).toEqual({ author: null, theme: null, includeMine: true })
    expect(toFilter('Jane Austen', 'humour', false)).toEqual({
      author: 'Jane Austen',
      theme: 'humour',
      includeMine: false,
    })
  })

  it('offers "All …" first, then each theme capitalised and each author with a count', () => {
    const themes = themeOptions()
    expect(themes[0]).toEqual({ value: ALL, label: 'All themes' })
    expect(themes).toHaveLength(THEMES.length + 1)
    expect(themes.find((t) => t.value === 'humour')?.label).toBe('Humour')
    expect(authorOptions([{ author: 'Jane Austen', count: 12 }])).toEqual([
      { value: ALL, label: 'All authors' },
      { value: 'Jane Austen', label: 'Jane Austen (12)' },
    ])
  })
})

describe('inputFromQuote', () => {
  it('fills the form from a stored quote, and the form validates back to the same quote', () => {
    const q = { id: 'ab', text: 'To be.', author: 'Me', work: 'Notes', year: 1999, themes: [THEMES[0]] }
    const input = inputFromQuote(q)
    expect(input).toEqual({ text: 'To be.', author: 'Me', work: 'Notes', year: '1999', themes: [THEMES[0]] })
    const back = validateUserQuote(input, 2026)
    expect(back).toEqual({
      ok: true,
      value: { text: 'To be.', author: 'Me', work: 'Notes', year: 1999, themes: [THEMES[0]] },
    })
  })

  it('leaves the optional fields empty when the quote has none', () => {
    expect(inputFromQuote({ id: 'x', text: 'Hi', author: 'A', themes: [] })).toEqual({
      ...EMPTY_INPUT,
      text: 'Hi',
      author: 'A',
    })
  })
})
