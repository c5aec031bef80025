// The regex worker's api: matches come back as transferred typed arrays (src/lib/regex.ts finds them).
import * as Comlink from 'comlink'
import { findMatches, type MatchResult, type RegexFlags } from '../../src/lib/regex'

export type { MatchResult, RegexFlags }

export const regexApi = {
  async match(pattern: string, flags: RegexFlags, text: string): Promise<MatchResult> {
    const result = findMatches(pattern, flags, text)
    return Comlink.transfer(result, [
      result.starts.buffer,
      result.ends.buffer,
      result.groupSpans.buffer,
    ] as ArrayBuffer[])
  },
  async ping(): Promise<true> {
    return true
  },
}

export type RegexApi = typeof regexApi
