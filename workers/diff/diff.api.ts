// The diff worker: line diffs of large texts off the main thread; results are transferred typed arrays.
import * as Comlink from 'comlink'
import { diffTexts, type LineDiff, type LineDiffOptions, lineDiffBuffers } from './line-diff'

export type { LineDiff, LineDiffOptions }

export const diffApi = {
  async diffLines(oldText: string, newText: string, options: LineDiffOptions = {}): Promise<LineDiff> {
    const diff = diffTexts(oldText, newText, options)
    return Comlink.transfer(diff, lineDiffBuffers(diff))
  },
}

export type DiffApi = typeof diffApi
