// Diffs big JSON documents off the main thread, so parsing and walking megabytes never freezes the page.
import { type CompareResult, compareJsonTexts } from '../../src/lib/json/json-diff'

export const jsonDiffApi = {
  async compare(left: string, right: string): Promise<CompareResult> {
    return compareJsonTexts(left, right)
  },
}

export type JsonDiffApi = typeof jsonDiffApi
