import { describe, expect, it } from 'vitest'
import { factsOf } from '../../src/catalogue/tool-facts'
import { computeWordStats } from '../../src/tools/word-count/word-count'

describe('computeWordStats', () => {
  it('is all zero for empty text', () => {
    expect(computeWordStats('')).toEqual({
      characters: 0,
      charactersNoSpaces: 0,
      words: 0,
      sentences: 0,
      paragraphs: 0,
      readingTime: 0,
      speakingTime: 0,
    })
  })

  it('counts words, sentences and paragraphs', () => {
    const s = computeWordStats('Hello world. How are you?\n\nFine! Thanks')
    expect(s.words).toBe(7)
    expect(s.sentences).toBe(4)
    expect(s.paragraphs).toBe(2)
    expect(s.characters).toBe(39)
    expect(s.charactersNoSpaces).toBe(32)
  })

  it('counts an emoji as one character and accents sensibly', () => {
    expect(computeWordStats('👍🏽 café').characters).toBe(6)
    expect(computeWordStats('👨‍👩‍👧').characters).toBe(1)
    expect(computeWordStats('e\u0301').characters).toBe(1)
  })

  it('counts a Windows line break (CR LF) as one character, as the segmenter does', () => {
    const ascii = 'one\r\ntwo\rthree\n\r\n'
    expect(computeWordStats(ascii).characters).toBe(15)
    // The same text with one non-ASCII letter goes through Intl.Segmenter: the counts agree.
    expect(computeWordStats(`${ascii}é`).characters).toBe(16)
  })

  it('counts CJK words without spaces', () => {
    expect(computeWordStats('我喜欢读书').words).toBeGreaterThan(1)
  })

  it('rounds reading and speaking time up', () => {
    const text = Array.from({ length: 201 }, () => 'word').join(' ')
    const s = computeWordStats(text)
    expect(s.readingTime).toBe(2)
    expect(s.speakingTime).toBe(2)
    expect(computeWordStats('one').readingTime).toBe(1)
  })
})

describe('word-count limits', () => {
  it('names the limit past 128 million characters and states it on the page', async () => {
    const { WORD_COUNT_LIMITS, wordCountLimitProblem } = await import('../../src/tools/word-count/word-count')
    expect(wordCountLimitProblem(WORD_COUNT_LIMITS.maxChars)).toBeNull()
    expect(wordCountLimitProblem(200_000_000)).toBe(
      '200,000,000 characters: Word Count counts up to 134,217,728 (128 million).',
    )
    const stated = factsOf('word-count').limits ?? ''
    expect(stated).toContain(`${WORD_COUNT_LIMITS.workerChars.toLocaleString('en-US')} characters`)
    expect(stated).toContain('128 million characters')
  })
  it('counts a long text in the worker the same as on the page', async () => {
    const { textStatsApi } = await import('../../workers/text-stats/text-stats.api')
    const text = 'One two three. Four five!\n\nSix. '.repeat(20_000)
    expect(await textStatsApi.stats(new Blob([text]))).toEqual(computeWordStats(text))
  })
})
