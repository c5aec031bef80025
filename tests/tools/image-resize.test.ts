import { describe, expect, it } from 'vitest'
import { PRESETS, parseSide, resizedName, resizeOutput } from '../../src/tools/image-resize/image-resize'

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
