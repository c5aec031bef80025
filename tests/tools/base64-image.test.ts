import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  Base64Error,
  clipForDisplay,
  decodeBase64,
  decodeInput,
  detectFormat,
  downloadName,
  encodeBase64,
  encodedText,
  encodeFile,
  inspect,
  svgDimensions,
  textFileName,
  toDataUrl,
} from '../../src/tools/base64-image/base64-image'

const fixture = (name: string) => new Uint8Array(readFileSync(`e2e/fixtures/base64-image/${name}`))
const b64 = (name: string) => Buffer.from(fixture(name)).toString('base64')

describe('decodeBase64', () => {
  it('round-trips and accepts whitespace, base64url and missing padding', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255])
    const text = encodeBase64(bytes)
    expect(decodeBase64(text)).toEqual(bytes)
    expect(decodeBase64(`${text.slice(0, 4)}\n  ${text.slice(4)}`)).toEqual(bytes)
    expect(decodeBase64(text.replace(/\+/g, '-').replace(/\//g, '_'))).toEqual(bytes)
    expect(decodeBase64('YQ')).toEqual(new TextEncoder().encode('a'))
    expect(decodeBase64('YWI')).toEqual(new TextEncoder().encode('ab'))
    expect(decodeBase64('')).toEqual(new Uint8Array())
  })

  it('names the bad character, misplaced padding and impossible lengths', () => {
    expect(() => decodeBase64('abc$def')).toThrow('Invalid character “$” at position 4')
    expect(() => decodeBase64('ab=c')).toThrow(/padding may only appear at the end/)
    expect(() => decodeBase64('abcde')).toThrow(/one too many/)
    expect(() => decodeBase64('ab😀')).toThrow('Invalid character “😀” at position 3')
  })
})

describe('decodeInput', () => {
  it('reads base64 and percent-encoded data URLs', () => {
    const r = decodeInput('data:image/png;base64,iVBORw0KGgo=')
    expect(r.declaredMime).toBe('image/png')
    expect([...r.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
    const svg = decodeInput('data:image/svg+xml,%3Csvg%20width%3D%221%22%2F%3E')
    expect(new TextDecoder().decode(svg.bytes)).toBe('<svg width="1"/>')
  })

  it('explains broken data URLs', () => {
    expect(() => decodeInput('')).toThrow(Base64Error)
    expect(() => decodeInput('data:image/png;base64')).toThrow(/no comma/)
    expect(() => decodeInput('data:image/png;base64,')).toThrow(/no data/)
    expect(() => decodeInput('data:image/svg+xml,%E0%A4%A')).toThrow(/percent-escape/)
  })
})

describe('inspect: format from bytes and dimensions', () => {
  it.each([
    ['red-3x2.png', 'png', 3, 2],
    ['red-3x2.jpg', 'jpeg', 3, 2],
    ['red-3x2.gif', 'gif', 3, 2],
    ['red-3x2.webp', 'webp', 3, 2],
    ['lossless-5x4.webp', 'webp', 5, 4],
    ['alpha-7x6.webp', 'webp', 7, 6],
    ['red-3x2.bmp', 'bmp', 3, 2],
    ['red-3x2.ico', 'ico', 3, 2],
    ['red-3x2.avif', 'avif', 3, 2],
    ['green-40x20.svg', 'svg', 40, 20],
  ])('%s is %s %i×%i', (name, format, width, height) => {
    const info = inspect(b64(name))
    expect(info.format).toBe(format)
    expect(info.dimensions).toMatchObject({ width, height })
    expect(info.size).toBe(fixture(name).length)
  })

  it('trusts the bytes over the declared type', () => {
    const info = inspect(`data:image/jpeg;base64,${b64('red-3x2.png')}`)
    expect(info.format).toBe('png')
    expect(info.mismatch).toBe('The data URL says image/jpeg, but the bytes are PNG. The download uses .png.')
    expect(inspect(`data:image/png;base64,${b64('red-3x2.png')}`).mismatch).toBeNull()
  })

  it('rejects non-images with the first bytes, and empty data', () => {
    expect(() => inspect(encodeBase64(new TextEncoder().encode('hello world')))).toThrow(
      'The data is valid Base64 (11 bytes) but not a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF image. It starts with: 68 65 6c 6c 6f 20 77 6f.',
    )
    expect(() => inspect('data:image/png;base64,====')).toThrow()
  })

  it('has no dimensions for a truncated header but still detects the format', () => {
    const info = inspect(encodeBase64(fixture('red-3x2.png').subarray(0, 12)))
    expect(info.format).toBe('png')
    expect(info.dimensions).toBeNull()
  })

  it('detects SVG after an XML declaration, comments and a BOM, not HTML', () => {
    const enc = (s: string) => new TextEncoder().encode(s)
    expect(detectFormat(enc('\uFEFF<?xml version="1.0"?><!-- x --><svg/>'))).toBe('svg')
    expect(detectFormat(enc('<html><svg></svg></html>'))).toBeNull()
  })
})

describe('svgDimensions and names', () => {
  it('falls back to the viewBox', () => {
    expect(svgDimensions('<svg viewBox="0 0 24 16">')).toMatchObject({ width: 24, height: 16 })
    expect(svgDimensions('<svg width="100%">')).toBeNull()
  })
  it('builds data URLs and download names with the detected extension', () => {
    expect(toDataUrl(new Uint8Array([104, 105]), 'image/png')).toBe('data:image/png;base64,aGk=')
    expect(downloadName('jpeg')).toBe('image.jpg')
    expect(downloadName('png', 'photo.jpeg')).toBe('photo.png')
  })
})

describe('encoding a file', () => {
  it('gives Base64, a data URL and the facts, or why the bytes cannot be encoded', () => {
    const made = encodeFile('red.png', fixture('red-3x2.png'))
    if (!('encoded' in made)) throw new Error('not encoded')
    const { encoded } = made
    expect(encoded.dataUrl).toBe(`data:image/png;base64,${b64('red-3x2.png')}`)
    expect(encoded.info).toMatchObject({ format: 'png', dimensions: { width: 3, height: 2 }, mismatch: null })
    expect(encodeFile('empty.png', new Uint8Array())).toEqual({ error: '“empty.png” is empty (0 bytes).' })
    expect(encodeFile('notes.txt', new TextEncoder().encode('hello'))).toEqual({
      error: '“notes.txt” is not a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF image (checked from its bytes).',
    })
  })
  it('words each output, clips long text for display and names the .txt', () => {
    const made = encodeFile('red.png', fixture('red-3x2.png'))
    if (!('encoded' in made)) throw new Error('not encoded')
    const { encoded } = made
    expect(encodedText(encoded, 'base64')).toBe(encoded.base64)
    expect(encodedText(encoded, 'dataUrl')).toBe(encoded.dataUrl)
    expect(encodedText(encoded, 'css')).toBe(`background-image: url("${encoded.dataUrl}");`)
    expect(encodedText(encoded, 'html')).toBe(`<img src="${encoded.dataUrl}" alt="" width="3" height="2">`)
    expect(clipForDisplay('abcdef', 4)).toBe('abcd… (2 more characters: use Copy)')
    expect(clipForDisplay('abc', 4)).toBe('abc')
    expect(textFileName('photo.final.png')).toBe('photo.final.base64.txt')
    expect(textFileName('.png')).toBe('image.base64.txt')
  })
})
