// Counts a long text's words, characters, sentences and paragraphs off the main thread (word-count).
import { computeWordStats, type WordStats } from '../../src/lib/text/word-stats'

export const textStatsApi = {
  /** A long text comes as a Blob (posting the string would copy it in one long main-thread task). */
  async stats(input: string | Blob): Promise<WordStats> {
    return computeWordStats(typeof input === 'string' ? input : await input.text())
  },
}

export type TextStatsApi = typeof textStatsApi
