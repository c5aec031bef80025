import { describe, expect, it } from 'vitest'
import {
  autoFontSize,
  defaultLabel,
  escapeXml,
  fileName,
  readFontSize,
  readSize,
  svgDataUrl,
  svgMarkup,
} from '../../src/tools/lorem-image/lorem-image'

describe('readSize', () => {
  it('accepts whole pixels from 1 to 4000', () => {
    expect(readSize('1', 'Width')).toEqual({ value: 1 })
    expect(readSize(' 4000 ', 'Height')).toEqual({ value: 4000 })
  })
  it('explains what is allowed otherwise', () => {
    const msg = 'Width must be a whole number of pixels from 1 to 4000.'
    for (const raw of ['', '0', '4001', '12.5', 'abc', '-3']) expect(readSize(raw, 'Width')).toEqual({ error: msg })
    expect(readSize('0', 'Height')).toEqual({ error: 'Height must be a whole number of pixels from 1 to 4000.' })
  })
  it('reads font sizes', () => {
    expect(readFontSize('18.5')).toEqual({ value: 18.5 })
    expect(readFontSize('0')).toHaveProperty('error')
    expect(readFontSize('')).toHaveProperty('error')
  })
})

describe('labels and font size', () => {
  it('defaults to "W × H"', () => {
    expect(defaultLabel(600, 400)).toBe('600 × 400')
  })
  it('fits the label by width and height, never below 1 px', () => {
    expect(autoFontSize(600, 400, '600 × 400')).toBe(88)
    expect(autoFontSize(2000, 100, 'x')).toBe(25)
    expect(autoFontSize(1, 1, 'long text')).toBe(1)
    expect(autoFontSize(300, 300, '')).toBe(75)
    // Emoji count as one character.
    expect(autoFontSize(120, 1000, '🙂🙂')).toBe(autoFontSize(120, 1000, 'ab'))
  })
  it('names files with the size and extension', () => {
    expect(fileName(600, 400, 'png')).toBe('placeholder-600x400.png')
    expect(fileName(1, 4000, 'jpeg')).toBe('placeholder-1x4000.jpg')
    expect(fileName(32, 32, 'webp')).toBe('placeholder-32x32.webp')
    expect(fileName(32, 32, 'svg')).toBe('placeholder-32x32.svg')
  })
})

describe('svgMarkup', () => {
  const spec = { width: 300, height: 150, background: '#ABC', color: '112233', text: '300 × 150', fontSize: 40 }
  it('writes the size, colours and centred text', () => {
    const svg = svgMarkup(spec)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="150" viewBox="0 0 300 150">/)
    expect(svg).toContain('<rect width="100%" height="100%" fill="#aabbcc"/>')
    expect(svg).toContain('fill="#112233"')
    expect(svg).toContain('font-size="40"')
    expect(svg).toContain('text-anchor="middle" dominant-baseline="central">300 × 150</text>')
  })
  it('escapes hostile text and leaves out an empty label', () => {
    const svg = svgMarkup({ ...spec, text: '<script>alert("x")</script> & \'q\'' })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;q&apos;')
    expect(svgMarkup({ ...spec, text: '' })).not.toContain('<text')
    expect(escapeXml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&apos;')
  })
  it('encodes a data URL that decodes back', () => {
    const svg = svgMarkup(spec)
    const url = svgDataUrl(svg)
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(svg)
  })
})
