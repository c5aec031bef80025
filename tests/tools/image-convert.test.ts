import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  convertedMessage,
  convertedName,
  convertZipName,
  isSameFormat,
  QUALITY,
  sourceFormat,
  usesQuality,
} from '../../src/tools/image-convert/image-convert'

describe('image-convert', () => {
  it('detects the real format from bytes, not the name or MIME', () => {
    const png = new Uint8Array(readFileSync('e2e/fixtures/images/sample.png'))
    expect(sourceFormat(png, 'image/jpeg')).toBe('png')
    // PNG → PNG is an OxiPNG optimisation now, not a skip; a lossy format to itself is still skipped.
    expect(isSameFormat(sourceFormat(png, ''), 'png')).toBe(false)
    const jpeg = new Uint8Array(readFileSync('e2e/fixtures/images/sample.jpg'))
    expect(isSameFormat(sourceFormat(jpeg, 'image/png'), 'jpeg')).toBe(true)
    expect(isSameFormat(sourceFormat(png, ''), 'webp')).toBe(false)
    expect(sourceFormat(new Uint8Array([1, 2, 3, 4]), 'image/webp')).toBe('webp')
  })
  it('uses quality for lossy targets only, 10..100 default 90', () => {
    expect(usesQuality('png')).toBe(false)
    expect(usesQuality('jpeg')).toBe(true)
    expect(QUALITY).toMatchObject({ min: 10, max: 100, default: 90 })
  })
  it('names files, the ZIP and the message', () => {
    expect(convertedName('shot.png', 'jpeg')).toBe('shot.jpg')
    expect(convertZipName('webp')).toBe('converted_images_WEBP.zip')
    expect(convertedMessage(3, 'png')).toBe('Successfully converted 3 image(s) to PNG')
  })
})
