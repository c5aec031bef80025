import { describe, expect, it } from 'vitest'
import {
  base64ToBytes,
  bytesToBase64,
  bytesToText,
  EXAMPLES,
  encodeText,
  normaliseBase64,
  sniffType,
} from '../../src/lib/base64'
import {
  base64Length,
  fileLimitProblem,
  MAX_STRING_CHARS,
  maxFileBytes,
  TEXT_MAX_CHARS,
  textLimitProblemB64,
} from '../../src/tools/base64-encode/base64-limits'
import { base64Api } from '../../workers/base64/base64.api'

const decodeText = (b64: string) => bytesToText(base64ToBytes(b64).bytes)

describe('text round trips', () => {
  it('matches known vectors (RFC 4648)', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ]
    for (const [plain, b64] of vectors) {
      expect(encodeText(plain)).toBe(b64)
      expect(decodeText(b64)).toBe(plain)
    }
  })
  it('encodes UTF-8 and round-trips emoji and accents', () => {
    expect(encodeText('é')).toBe('w6k=')
    expect(encodeText('😀')).toBe('8J+YgA==')
    for (const s of ['Grüße 👋🏽 東京', '👨‍👩‍👧‍👦', 'a\u0000b', ...EXAMPLES.map((e) => e.text)]) {
      expect(decodeText(encodeText(s))).toBe(s)
      expect(decodeText(encodeText(s, true))).toBe(s)
    }
  })
  it('URL-safe uses - and _ without padding, and decodes either alphabet', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0xfe])
    expect(bytesToBase64(bytes)).toBe('+/+//g==')
    expect(bytesToBase64(bytes, true)).toBe('-_-__g')
    expect(base64ToBytes('-_-__g').bytes).toEqual(bytes)
    expect(base64ToBytes('+/+//g==').bytes).toEqual(bytes)
    expect(encodeText('subjects?_d', true)).toBe('c3ViamVjdHM_X2Q')
  })
  it('refuses text with a lone surrogate', () => {
    expect(() => encodeText('a\uD800b')).toThrow('Failed to encode text to Base64')
    expect(() => encodeText('\uDC00')).toThrow('Failed to encode text to Base64')
  })
  it('encodes large byte arrays in chunks exactly like one pass', () => {
    const big = new Uint8Array(300_001).map((_, i) => (i * 7) % 256)
    const b64 = bytesToBase64(big)
    expect(b64).toBe(Buffer.from(big).toString('base64'))
    expect(base64ToBytes(b64).bytes).toEqual(big)
  })
})

describe('decoding input', () => {
  it('ignores whitespace and data: URL prefixes, restores padding', () => {
    expect(decodeText('Zm9v\nYmFy ')).toBe('foobar')
    expect(decodeText('Zm9vYg')).toBe('foob')
    expect(normaliseBase64('data:text/plain;charset=utf-8;base64,Zm9v')).toEqual({ base64: 'Zm9v', mime: 'text/plain' })
  })
  it('rejects invalid Base64', () => {
    for (const bad of ['Zm9v!', 'Z', 'Zm9vY', 'Zg===', '=Zg', 'Zm=9v', 'héllo']) {
      expect(() => base64ToBytes(bad), bad).toThrow('Invalid Base64 input')
    }
  })
  it('returns null text for bytes that are not UTF-8', () => {
    expect(bytesToText(new Uint8Array([0xff, 0xfe, 0x00]))).toBeNull()
  })
})

describe('sniffType', () => {
  it('recognises images by magic bytes', () => {
    const png = base64ToBytes(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    ).bytes
    expect(sniffType(png)).toEqual({ mime: 'image/png', ext: 'png', image: true })
    expect(sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg')
    expect(sniffType(new TextEncoder().encode('GIF89a....'))?.mime).toBe('image/gif')
    expect(sniffType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.mime).toBe('image/webp')
    expect(sniffType(new TextEncoder().encode('%PDF-1.7'))).toEqual({
      mime: 'application/pdf',
      ext: 'pdf',
      image: false,
    })
    expect(sniffType(new TextEncoder().encode('hello'))).toBeNull()
  })
})

describe('worker api', () => {
  it('encodes file bytes, URL-safe and as a data URL', async () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0xfe])
    expect(await base64Api.encodeBytes(bytes.slice().buffer, { urlSafe: false, dataUrl: false, mime: '' })).toBe(
      '+/+//g==',
    )
    expect(await base64Api.encodeBytes(bytes.slice().buffer, { urlSafe: true, dataUrl: false, mime: '' })).toBe(
      '-_-__g',
    )
    expect(
      await base64Api.encodeBytes(bytes.slice().buffer, { urlSafe: false, dataUrl: true, mime: 'image/png' }),
    ).toBe('data:image/png;base64,+/+//g==')
    const seen: number[] = []
    await base64Api.encodeBytes(new Uint8Array(3 << 20).buffer, { urlSafe: false, dataUrl: false, mime: '' }, (d) =>
      seen.push(d),
    )
    expect(seen.at(-1)).toBe(3 << 20)
  })
})

describe('encode limits (issue 35)', () => {
  it('refuses a file whose Base64 would pass the longest string, before reading, naming the limit and the size', () => {
    expect(MAX_STRING_CHARS).toBe(536_870_888)
    const plain = { urlSafe: false, dataUrl: false, mime: '' }
    const max = maxFileBytes(false, '')
    expect(max).toBe(402_653_166)
    expect(base64Length(max, false)).toBeLessThanOrEqual(MAX_STRING_CHARS)
    expect(fileLimitProblem(max, plain)).toBeNull()
    expect(fileLimitProblem(max + 1, plain)).not.toBeNull()
    expect(fileLimitProblem(450 * 2 ** 20, plain)).toBe(
      '450 MB (471,859,200 bytes) gives 629,145,600 Base64 characters: a browser string holds up to 536,870,888, so Base64 Encoder/Decoder encodes files up to 384 MB (402,653,166 bytes).',
    )
  })
  it('counts the data-URL prefix and the unpadded URL-safe form', () => {
    const dataUrl = { urlSafe: false, dataUrl: true, mime: 'image/png' }
    expect(maxFileBytes(true, 'image/png')).toBeLessThan(maxFileBytes(false, ''))
    expect(fileLimitProblem(maxFileBytes(true, 'image/png'), dataUrl)).toBeNull()
    expect(fileLimitProblem(maxFileBytes(false, ''), dataUrl)).toContain('536,870,888')
    expect(base64Length(4, true)).toBe(bytesToBase64(new Uint8Array(4), true).length)
    expect(base64Length(4, false)).toBe(bytesToBase64(new Uint8Array(4)).length)
  })
  it('refuses typed text over 10,000,000 characters', () => {
    expect(TEXT_MAX_CHARS).toBe(10_000_000)
    expect(textLimitProblemB64(10_000_000)).toBeNull()
    expect(textLimitProblemB64(12_000_000)).toBe(
      '12,000,000 characters: Base64 Encoder/Decoder encodes up to 10,000,000.',
    )
  })
})
