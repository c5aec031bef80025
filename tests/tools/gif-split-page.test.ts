import { describe, expect, it } from 'vitest'
import type { GifSplitSummary } from '../../src/jobs/gif'
import {
  failureNotice,
  readingLabel,
  readReport,
  viewerSize,
  ZIP_BATCH,
  zipBatches,
} from '../../src/tools/gif-split/gif-split'

const summary = (over: Partial<GifSplitSummary>): GifSplitSummary => ({
  decoded: 4,
  frameCount: 4,
  method: 'gifuct',
  error: null,
  truncated: false,
  stopped: false,
  ...over,
})

describe('gif-split page rules', () => {
  it('enlarges small GIFs by a whole factor and fits big ones in 384 px of height', () => {
    expect(viewerSize(32, 32)).toEqual({ width: 'min(100%, 224px)', pixelated: true })
    expect(viewerSize(160, 160)).toEqual({ width: 'min(100%, 160px)', pixelated: false })
    expect(viewerSize(800, 600)).toEqual({ width: 'min(100%, 512px)', pixelated: false })
  })
  it('says what reading is doing', () => {
    expect(readingLabel(0, 0)).toBe('Reading the GIF…')
    expect(readingLabel(12, 150)).toBe('Extracting frames: 12 of 150')
  })
  it('reports a full read, a damaged one and a stopped one', () => {
    expect(readReport(summary({}))).toEqual({
      notice: null,
      toast: { type: 'success', title: 'GIF processed', description: 'Extracted 4 frame(s)' },
    })
    expect(readReport(summary({ decoded: 3, error: 'cut short' }))).toEqual({
      notice: 'This GIF is damaged or cut short: 3 of 4 frame(s) could be read.',
      toast: { type: 'warning', title: 'GIF processed', description: 'Extracted 3 frame(s)' },
    })
    expect(readReport(summary({ decoded: 7, frameCount: 150, stopped: true }))).toEqual({
      notice: 'Stopped after 7 of 150 frame(s).',
      toast: null,
    })
    expect(failureNotice('bad header')).toBe('Could not extract frames from this GIF (bad header).')
  })
  it('asks for the ZIP in batches that cover every frame once', () => {
    expect(zipBatches(0)).toEqual([])
    expect(zipBatches(4)).toEqual([[0, 4]])
    expect(zipBatches(ZIP_BATCH * 2 + 3)).toEqual([
      [0, ZIP_BATCH],
      [ZIP_BATCH, ZIP_BATCH],
      [ZIP_BATCH * 2, 3],
    ])
  })
})
