import { describe, expect, it } from 'vitest'
import { BUILT_IN_PRESETS } from '../../src/lib/image/batch-settings'
import {
  batchResizeOf,
  computeResize,
  fieldsFromPreset,
  PRESETS,
  parseSide,
  type ResizeFields,
  resizedName,
  resizeOutput,
  resizeSpecOf,
} from '../../src/tools/image-resize/image-resize'

describe('image-resize', () => {
  it('falls back to the defaults on blank or non-numeric input and keeps 1..10000', () => {
    expect(parseSide('', 800)).toBe(800)
    expect(parseSide('abc', 600)).toBe(600)
    expect(parseSide('0', 800)).toBe(1)
    expect(parseSide('-20', 800)).toBe(1)
    expect(parseSide('99999', 800)).toBe(10000)
    expect(parseSide('1919.6', 800)).toBe(1920)
  })
  it('has the eight presets', () => {
    expect(PRESETS.map((p) => `${p.name} ${p.width}x${p.height}`)).toEqual([
      'HD 1280x720',
      'Full HD 1920x1080',
      '4K 3840x2160',
      'Instagram Square 1080x1080',
      'Instagram Story 1080x1920',
      'Facebook Cover 851x315',
      'Twitter Header 1500x500',
      'Web Thumbnail 300x200',
    ])
  })
  it('keeps the format where it can and prefixes resized_', () => {
    expect(resizeOutput('jpeg')).toBe('jpeg')
    expect(resizeOutput('gif')).toBe('png')
    expect(resizeOutput(null)).toBe('png')
    expect(resizedName('a.gif', 'png')).toBe('resized_a.png')
  })
})

describe('image-resize: batch presets and "never enlarge"', () => {
  const small = { width: 300, height: 200 }
  const preset = (name: string) => {
    const p = BUILT_IN_PRESETS.find((x) => x.name === name)
    if (!p) throw new Error(`no preset ${name}`)
    return p.settings
  }

  it('a preset that never enlarges leaves a 300×200 image at 300×200', () => {
    for (const name of ['Thumbnails 400 px', 'Web 1920 WebP']) {
      const fields = fieldsFromPreset(preset(name))
      expect(fields?.enlarge).toBe(false)
      expect(computeResize(small, resizeSpecOf(fields as ResizeFields))).toEqual(small)
    }
  })

  it('still shrinks a larger image to the preset, and enlarges when the visitor asks', () => {
    const fields = fieldsFromPreset(preset('Thumbnails 400 px')) as ResizeFields
    expect(computeResize({ width: 4000, height: 3000 }, resizeSpecOf(fields))).toEqual({ width: 400, height: 300 })
    expect(computeResize(small, resizeSpecOf({ ...fields, enlarge: true }))).toEqual({ width: 400, height: 267 })
  })

  it('never enlarging holds for each mode and for a stretch to an exact size', () => {
    const base: ResizeFields = { width: 800, height: 600, keepAspect: true, mode: 'width', enlarge: false }
    expect(computeResize(small, resizeSpecOf(base))).toEqual(small)
    expect(computeResize(small, resizeSpecOf({ ...base, mode: 'height' }))).toEqual(small)
    expect(computeResize(small, resizeSpecOf({ ...base, keepAspect: false, height: 100 }))).toEqual({
      width: 300,
      height: 100,
    })
    // The page's own default is as it always was: the size asked.
    expect(computeResize(small, resizeSpecOf({ ...base, enlarge: true }))).toEqual({ width: 800, height: 533 })
  })

  it('a preset saved from the page keeps its "enlarge" choice and comes back the same', () => {
    const fields: ResizeFields = { width: 400, height: 400, keepAspect: true, mode: 'both', enlarge: false }
    const saved = { ...preset('Thumbnails 400 px'), resize: batchResizeOf(fields) }
    expect(saved.resize).toMatchObject({ enabled: true, by: 'longest', longest: 400, enlarge: false })
    expect(fieldsFromPreset(saved)).toEqual(fields)
    expect(batchResizeOf({ ...fields, enlarge: true }).enlarge).toBe(true)
    expect(fieldsFromPreset({ ...saved, resize: { ...saved.resize, enabled: false } })).toBeNull()
  })
})
