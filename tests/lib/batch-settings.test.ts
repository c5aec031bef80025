import { describe, expect, it } from 'vitest'
import {
  applyPattern,
  BUILT_IN_PRESETS,
  DEFAULT_RESIZE,
  defaultSettings,
  formatDuration,
  isPlainScale,
  NameRegistry,
  normaliseSettings,
  planResize,
  readPresets,
  sameSettings,
  splitPath,
  upsertPreset,
  writePresets,
} from '../../src/lib/image/batch-settings'

const photo = { width: 4000, height: 3000 }

describe('planResize', () => {
  it('keeps the size when resize is off', () => {
    const p = planResize(photo, DEFAULT_RESIZE)
    expect(p.canvas).toEqual(photo)
    expect(isPlainScale(p, photo)).toBe(true)
  })
  it('longest side: landscape and portrait, never enlarged', () => {
    const r = { ...DEFAULT_RESIZE, enabled: true, longest: 1920 }
    expect(planResize(photo, r).canvas).toEqual({ width: 1920, height: 1440 })
    expect(planResize({ width: 3000, height: 4000 }, r).canvas).toEqual({ width: 1440, height: 1920 })
    expect(planResize({ width: 800, height: 600 }, r).canvas).toEqual({ width: 800, height: 600 })
    expect(planResize({ width: 800, height: 600 }, { ...r, enlarge: true }).canvas).toEqual({
      width: 1920,
      height: 1440,
    })
    expect(isPlainScale(planResize(photo, r), photo)).toBe(true)
  })
  it('exact box: fit, fill (centre crop), contain (padded)', () => {
    const r = { ...DEFAULT_RESIZE, enabled: true, by: 'exact' as const, width: 1000, height: 1000 }
    expect(planResize(photo, { ...r, fit: 'fit' }).canvas).toEqual({ width: 1000, height: 750 })
    const fill = planResize(photo, { ...r, fit: 'fill' })
    expect(fill.canvas).toEqual({ width: 1000, height: 1000 })
    expect(fill.source).toEqual({ x: 500, y: 0, width: 3000, height: 3000 })
    expect(isPlainScale(fill, photo)).toBe(false)
    const contain = planResize(photo, { ...r, fit: 'contain' })
    expect(contain.canvas).toEqual({ width: 1000, height: 1000 })
    expect(contain.drawn).toEqual({ width: 1000, height: 750 })
    expect(contain.offset).toEqual({ x: 0, y: 125 })
  })
  it('fill without enlarging keeps the box shape at the size the image can give', () => {
    const r = {
      ...DEFAULT_RESIZE,
      enabled: true,
      by: 'exact' as const,
      width: 2000,
      height: 2000,
      fit: 'fill' as const,
    }
    const p = planResize({ width: 1200, height: 800 }, r)
    expect(p.canvas).toEqual({ width: 800, height: 800 })
    expect(p.source).toEqual({ x: 200, y: 0, width: 800, height: 800 })
  })
  it('clamps absurd sides', () => {
    const p = planResize(photo, { ...DEFAULT_RESIZE, enabled: true, longest: 1e9, enlarge: true })
    expect(Math.max(p.canvas.width, p.canvas.height)).toBe(16_384)
  })
})

describe('names', () => {
  it('splits paths', () => {
    expect(splitPath('trip/day 1/IMG_1.JPG')).toEqual({ dir: 'trip/day 1/', base: 'IMG_1', ext: 'JPG' })
    expect(splitPath('.hidden')).toEqual({ dir: '', base: '.hidden', ext: '' })
  })
  it('applies the pattern, keeps the folder, pads {n}', () => {
    const f = { path: 'trip/sub/IMG_1.JPG', width: 1920, height: 1280, format: 'webp' as const, n: 7, count: 120 }
    expect(applyPattern('{name}-{width}x{height}', f)).toBe('trip/sub/IMG_1-1920x1280.webp')
    expect(applyPattern('{n}_{format}', f)).toBe('trip/sub/007_webp.webp')
    expect(applyPattern('', f)).toBe('trip/sub/IMG_1.webp')
    expect(applyPattern('a/b:{name}', f)).toBe('trip/sub/a_b_IMG_1.webp')
    expect(applyPattern('..', f)).toBe('trip/sub/IMG_1.webp')
  })
  it('never gives the same name twice (case-insensitive)', () => {
    const reg = new NameRegistry()
    reg.reserve('a.webp')
    expect(reg.claim('A.webp')).toBe('A (2).webp')
    expect(reg.claim('a.webp')).toBe('a (3).webp')
    expect(reg.claim('d/a.webp')).toBe('d/a.webp')
    expect(reg.claim('noext')).toBe('noext')
    expect(reg.claim('noext')).toBe('noext (2)')
  })
})

describe('settings and presets', () => {
  it('normalises garbage to defaults and keeps what is valid', () => {
    const s = normaliseSettings({
      resize: { enabled: true, longest: 'x', fit: 'weird', width: -5 },
      output: { format: 'gif', quality: 500, background: 'red' },
      metadata: { keep: 'all', removeGps: 'yes' },
      naming: { pattern: 42 },
    })
    expect(s.resize).toMatchObject({ enabled: true, longest: 1920, fit: 'fit', width: 1 })
    expect(s.output).toMatchObject({ format: 'auto', quality: 100, background: '#ffffff' })
    expect(s.metadata).toEqual({ keep: 'all', removeGps: true })
    expect(s.naming.pattern).toBe('{name}')
    expect(normaliseSettings(null)).toEqual(defaultSettings())
  })
  it('saves presets versioned and ignores garbage', () => {
    const saved = upsertPreset([], ' Mine ', BUILT_IN_PRESETS[0].settings)
    const text = writePresets(saved)
    const back = readPresets(text)
    expect(back).toHaveLength(1)
    expect(back[0].name).toBe('Mine')
    expect(sameSettings(back[0].settings, BUILT_IN_PRESETS[0].settings)).toBe(true)
    expect(readPresets('{not json')).toEqual([])
    expect(readPresets(JSON.stringify({ v: 99, presets: saved }))).toEqual([])
    expect(
      readPresets(JSON.stringify({ v: 1, presets: [null, 5, { name: '' }, { name: 'ok', settings: 'x' }] })),
    ).toEqual([{ name: 'ok', settings: defaultSettings() }])
    expect(upsertPreset(saved, 'Mine', defaultSettings())).toHaveLength(1)
  })
  it('built-in presets are one pass each', () => {
    const web = BUILT_IN_PRESETS.find((p) => p.name === 'Web 1920 WebP')
    expect(web?.settings.resize).toMatchObject({ enabled: true, longest: 1920 })
    expect(web?.settings.output.format).toBe('webp')
    expect(BUILT_IN_PRESETS.find((p) => p.name.startsWith('Email'))?.settings.output).toMatchObject({
      mode: 'max-bytes',
      maxKb: 500,
    })
  })
})

describe('durations', () => {
  it('says a duration as people read it', () => {
    expect(formatDuration(2000)).toBe('a few seconds')
    expect(formatDuration(45_000)).toBe('about 45 s')
    expect(formatDuration(200_000)).toBe('about 3 min 20 s')
  })
})
