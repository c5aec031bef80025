// Word statistics (word-count tool, and its worker for long texts); counts user-perceived characters (an emoji is one).

import { lazy } from '../lazy'

export interface WordStats {
  characters: number
  charactersNoSpaces: number
  words: number
  sentences: number
  paragraphs: number
  /** Minutes at 200 words per minute, rounded up. */
  readingTime: number
  /** Minutes at 150 words per minute, rounded up. */
  speakingTime: number
}

export const READING_WPM = 200
export const SPEAKING_WPM = 150

// Made on first use (lib/lazy.ts says why): a page of ASCII text never needs them.
const segmenters = lazy(() =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? {
        grapheme: new Intl.Segmenter(undefined, { granularity: 'grapheme' }),
        word: new Intl.Segmenter(undefined, { granularity: 'word' }),
      }
    : null,
)

export function countGraphemes(text: string): number {
  // ASCII text needs no segmenter: its only cluster of two code points is CR LF (Unicode's rule GB3).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range, control characters included
  if (/^[\x00-\x7f]*$/.test(text)) return text.length - (text.match(/\r\n/g)?.length ?? 0)
  const graphemes = segmenters()?.grapheme
  if (!graphemes) return Array.from(text).length
  let n = 0
  for (const _ of graphemes.segment(text)) n++
  return n
}

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** Words: whitespace-separated runs, except CJK text (no spaces) counts each word-like segment. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  if (!trimmed) return 0
  const wordSegmenter = cjk.test(trimmed) ? segmenters()?.word : undefined
  if (!wordSegmenter) return trimmed.split(/\s+/u).filter(Boolean).length
  let n = 0
  for (const part of trimmed.split(/\s+/u)) {
    if (!cjk.test(part)) {
      n++
      continue
    }
    for (const seg of wordSegmenter.segment(part)) if (seg.isWordLike) n++
  }
  return n
}

export function countSentences(text: string): number {
  return text
    .split(/[.!?。！？]+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s)).length
}

export function countParagraphs(text: string): number {
  return text
    .split(/\n\s*\n/u)
    .map((p) => p.trim())
    .filter(Boolean).length
}

export function computeWordStats(text: string): WordStats {
  const words = countWords(text)
  return {
    characters: countGraphemes(text),
    charactersNoSpaces: countGraphemes(text.replace(/\s+/gu, '')),
    words,
    sentences: countSentences(text),
    paragraphs: countParagraphs(text),
    readingTime: Math.ceil(words / READING_WPM),
    speakingTime: Math.ceil(words / SPEAKING_WPM),
  }
}

export const WORD_COUNT_LIMITS = {
  /** Texts longer than this are counted in a worker (a 20 MB paste took 7.9 s on the page's thread). */
  workerChars: 100_000,
  /** The longest text counted: 128 million characters (a JavaScript string holds about 512 million). */
  maxChars: 128 * 2 ** 20,
} as const

/** The message for a text over the limit, or null. */
export function wordCountLimitProblem(length: number): string | null {
  if (length <= WORD_COUNT_LIMITS.maxChars) return null
  const n = (x: number) => x.toLocaleString('en-US')
  return `${n(length)} characters: Word Count counts up to ${n(WORD_COUNT_LIMITS.maxChars)} (128 million).`
}
