import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BYTES_PER_MP,
  describeEstimate,
  describeRun,
  estimateBatchMs,
  headerMegapixels,
  MAX_PACES,
  measuredPace,
  megapixelsOf,
  PACE_VERSION,
  paceFromProbe,
  paceKeyOf,
  readPaces,
  recordPace,
  remainingMs,
  writePaces,
} from '../../src/lib/image/batch-pace'

/** A PNG header of w×h (signature and IHDR). */
function pngHead(w: number, h: number): Uint8Array {
  const b = new Uint8Array(33)
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(b.buffer).setUint32(16, w)
  new DataView(b.buffer).setUint32(20, h)
  b[24] = 8
  b[25] = 6
  return b
}

describe('stored paces', () => {
  it('reads what it wrote, and ignores garbage, other versions and insane values', () => {
    const table = recordPace({}, 'webp:resized', 120, 1000)
    expect(readPaces(writePaces(table))).toEqual({ 'webp:resized': { msPerMp: 120, at: 1000 } })
    for (const bad of [null, '', 'not json', '[]', '{"v":2,"paces":{"webp":{"msPerMp":5,"at":1}}}', '{"v":1}', '42'])
      expect(readPaces(bad)).toEqual({})
    const mixed = JSON.stringify({
      v: PACE_VERSION,
      paces: { ok: { msPerMp: 50, at: 2 }, nan: { msPerMp: 'x' }, neg: { msPerMp: -3 }, huge: { msPerMp: 1e12 } },
    })
    expect(readPaces(mixed)).toEqual({ ok: { msPerMp: 50, at: 2 } })
  })

  it('averages a new pace with the last one, keeps at most MAX_PACES kinds (newest), refuses an insane pace', () => {
    expect(recordPace(recordPace({}, 'jpeg', 100, 1), 'jpeg', 200, 2).jpeg.msPerMp).toBe(150)
    let t = {}
    for (let i = 0; i < MAX_PACES + 3; i++) t = recordPace(t, `k${i}`, 10, i)
    expect(Object.keys(t)).toHaveLength(MAX_PACES)
    expect(t).not.toHaveProperty('k0')
    expect(recordPace(t, 'x', Number.NaN, 99)).toBe(t)
  })

  it('keys a pace by the encoder and whether the image is made smaller', () => {
    expect(paceKeyOf({ output: { format: 'webp' }, fit: { enabled: true } })).toBe('webp:resized')
    expect(paceKeyOf({ output: { format: 'webp' } })).toBe('webp')
    expect(paceKeyOf({ output: { format: 'jpeg' }, resize: { width: 10 } })).toBe('jpeg:resized')
  })
})

describe('megapixels', () => {
  it('reads a header, and counts a file without one by the batch’s bytes per megapixel', () => {
    expect(headerMegapixels(pngHead(4000, 3000))).toBe(12)
    expect(headerMegapixels(new Uint8Array([1, 2, 3]))).toBeNull()
    expect(
      megapixelsOf([
        { bytes: 4_000_000, mp: 12 },
        { bytes: 2_000_000, mp: null },
      ]),
    ).toEqual([12, 6])
    expect(megapixelsOf([{ bytes: DEFAULT_BYTES_PER_MP * 3, mp: null }])).toEqual([3])
  })
})

describe('estimate and time left', () => {
  it('estimates a batch from a pace, and a pace from one file timed alone across the lanes', () => {
    expect(estimateBatchMs(6000, 40)).toBe(240_000)
    expect(paceFromProbe(1200, 12, 2)).toBe(50)
    expect(paceFromProbe(0, 12, 2)).toBeNull()
    expect(paceFromProbe(1000, 0, 2)).toBeNull()
  })

  it('starts from the prior, then moves to the run’s own pace as files finish', () => {
    const run = { elapsedMs: 0, done: 0, total: 500, doneMp: 0, totalMp: 6000 }
    // Nothing known yet.
    expect(remainingMs(run, null)).toBeNull()
    // Before the first result: the prior's whole, less the time spent.
    expect(remainingMs(run, 40)).toBe(240_000)
    expect(remainingMs({ ...run, elapsedMs: 10_000 }, 40)).toBe(230_000)
    // One done: still the prior (one file of a pool says little).
    const one = { ...run, elapsedMs: 3000, done: 1, doneMp: 12 }
    expect(measuredPace(one)).toBeNull()
    expect(remainingMs(one, 40)).toBe(Math.round(5988 * 40))
    // 100 done at 60 ms/MP: the run's own pace weighs 100/104.
    const many = { ...run, elapsedMs: 72_000, done: 100, doneMp: 1200 }
    expect(measuredPace(many)).toBe(60)
    const w = 100 / 104
    expect(remainingMs(many, 40)).toBe(Math.round(4800 * (w * 60 + (1 - w) * 40)))
    expect(remainingMs(many, null)).toBe(4800 * 60)
    expect(remainingMs({ ...many, done: 500, doneMp: 6000 }, 40)).toBe(0)
  })

  it('says the estimate before the first result, then the time left', () => {
    expect(describeEstimate(240_000, 500, false)).toBe("About 4 min for 500 photos (estimated from this device's pace)")
    expect(describeEstimate(30_000, 1, true)).toBe(
      'About 30 s for 1 photo (estimated from one photo timed on this device)',
    )
    const run = { elapsedMs: 0, done: 0, total: 500, doneMp: 0, totalMp: 6000 }
    expect(describeRun(null, 40, false)).toBe('Reading the photos’ sizes…')
    expect(describeRun(run, null, false)).toBe('Timing the first photos…')
    expect(describeRun(run, 40, false)).toBe("About 4 min for 500 photos (estimated from this device's pace)")
    expect(describeRun({ ...run, elapsedMs: 60_000, done: 250, doneMp: 3000 }, null, false)).toBe(
      'About 1 min left · whole batch about 2 min',
    )
  })
})
