import { describe, expect, it } from 'vitest'
import {
  countWords,
  DEFAULT_LOREM_OPTIONS,
  generateLorem,
  LOREM_WORDS,
  OPENING,
  PARAGRAPH_SENTENCES,
  PRESETS,
  parseCount,
  SENTENCE_WORDS,
} from '../../src/tools/lorem-ipsum/lorem-ipsum'

const sentencesOf = (text: string) => text.match(/[^.]+\./g)?.map((s) => s.trim()) ?? []

describe('parseCount', () => {
  it('keeps 1..100; non-numeric becomes 1', () => {
    expect(parseCount('5')).toBe(5)
    expect(parseCount('0')).toBe(1)
    expect(parseCount('-3')).toBe(1)
    expect(parseCount('101')).toBe(100)
    expect(parseCount('abc')).toBe(1)
    expect(parseCount('')).toBe(1)
    expect(parseCount('7.9')).toBe(7)
  })
})

describe('generateLorem', () => {
  it('defaults to 3 paragraphs with the opening on', () => {
    expect(DEFAULT_LOREM_OPTIONS).toEqual({ type: 'paragraphs', count: 3, startWithLorem: true })
    const text = generateLorem(DEFAULT_LOREM_OPTIONS)
    expect(text.split('\n\n')).toHaveLength(3)
    expect(text.startsWith(`${OPENING},`)).toBe(true)
  })
  it('words: exactly count words, opening optional', () => {
    const text = generateLorem({ type: 'words', count: 50, startWithLorem: true })
    expect(countWords(text)).toBe(50)
    expect(text.startsWith(OPENING)).toBe(true)
    expect(generateLorem({ type: 'words', count: 3, startWithLorem: true })).toBe('Lorem ipsum dolor')
    const plain = generateLorem({ type: 'words', count: 1, startWithLorem: false })
    expect(countWords(plain)).toBe(1)
  })
  it('sentences: count sentences of 8–22 words each', () => {
    for (let run = 0; run < 20; run++) {
      const text = generateLorem({ type: 'sentences', count: 5, startWithLorem: run % 2 === 0 })
      const sentences = sentencesOf(text)
      expect(sentences).toHaveLength(5)
      for (const s of sentences) {
        const n = countWords(s)
        expect(n).toBeGreaterThanOrEqual(SENTENCE_WORDS.min)
        expect(n).toBeLessThanOrEqual(SENTENCE_WORDS.max)
        expect(s[0]).toBe(s[0].toUpperCase())
      }
    }
  })
  it('paragraphs: 3–7 sentences each; without the opening it does not start with Lorem ipsum', () => {
    for (let run = 0; run < 10; run++) {
      const text = generateLorem({ type: 'paragraphs', count: 5, startWithLorem: false })
      const paragraphs = text.split('\n\n')
      expect(paragraphs).toHaveLength(5)
      for (const p of paragraphs) {
        const n = sentencesOf(p).length
        expect(n).toBeGreaterThanOrEqual(PARAGRAPH_SENTENCES.min)
        expect(n).toBeLessThanOrEqual(PARAGRAPH_SENTENCES.max)
      }
      expect(text.startsWith(OPENING)).toBe(false)
    }
  })
  it('reaches the extremes of the ranges with a controlled random source', () => {
    const low = (min: number) => min
    const high = (_: number, max: number) => max
    const minText = generateLorem({ type: 'paragraphs', count: 1, startWithLorem: false }, low)
    expect(sentencesOf(minText)).toHaveLength(3)
    for (const s of sentencesOf(minText)) expect(countWords(s)).toBe(8)
    const maxText = generateLorem({ type: 'paragraphs', count: 1, startWithLorem: true }, high)
    expect(sentencesOf(maxText)).toHaveLength(7)
    for (const s of sentencesOf(maxText)) expect(countWords(s)).toBe(22)
  })
  it('clamps count: 0 and non-numbers give 1, 500 gives 100', () => {
    expect(countWords(generateLorem({ type: 'words', count: 0, startWithLorem: false }))).toBe(1)
    expect(countWords(generateLorem({ type: 'words', count: Number.NaN, startWithLorem: false }))).toBe(1)
    expect(countWords(generateLorem({ type: 'words', count: 500, startWithLorem: false }))).toBe(100)
  })
  it('uses only Lorem words', () => {
    const text = generateLorem({ type: 'paragraphs', count: 3, startWithLorem: true })
    const words = text.toLowerCase().replace(/[.,]/g, '').split(/\s+/)
    for (const w of words) expect(LOREM_WORDS).toContain(w)
  })
  it('has the four presets', () => {
    expect(PRESETS.map((p) => p.label)).toEqual(['50 words', '5 sentences', '3 paragraphs', '5 paragraphs'])
  })
})
