import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import {
  buildEmail,
  buildPhone,
  buildSms,
  buildVCard,
  buildWifi,
  type EcLevel,
  escapeWifi,
  layoutQr,
  MAX_BYTES,
  makeQrMatrix,
  qrFileName,
  qrToSvg,
  renderQrRgba,
} from '../../src/tools/qr-generator/qr-generator'

const decode = (text: string, level: EcLevel, px = 256) => {
  const m = makeQrMatrix(text, level)
  const img = renderQrRgba(m, px)
  return jsQR(img.data, img.width, img.height)
}

describe('QR round trip (qrcode → pixels → jsQR)', () => {
  const samples = [
    'https://example.com',
    'Grüße aus Köln — 東京 🚀👩‍💻',
    'WIFI:T:WPA;S:My\\;Net;P:pa\\:ss;;',
    'line one\nline two\ttab',
  ]
  for (const level of ['L', 'M', 'Q', 'H'] as const) {
    it(`decodes back to the exact input at level ${level}`, () => {
      for (const text of samples) {
        const result = decode(text, level)
        expect(result?.data).toBe(text)
      }
    })
  }

  it('really applies the error-correction level (higher level → larger symbol for the same data)', () => {
    const text = 'The quick brown fox jumps over the lazy dog 0123456789'
    const versions = (['L', 'M', 'Q', 'H'] as const).map((l) => makeQrMatrix(text, l).version)
    expect(versions[0]).toBeLessThan(versions[3])
    for (let i = 1; i < 4; i++) expect(versions[i]).toBeGreaterThanOrEqual(versions[i - 1])
    // jsQR reads the format information: the decoded version matches ours.
    const m = makeQrMatrix(text, 'H')
    const img = renderQrRgba(m, 512)
    expect(jsQR(img.data, img.width, img.height)?.version).toBe(m.version)
  })

  it('grows the version with the data and decodes a long text', () => {
    const long = 'A long line of text, with UTF-8: é ü ß ✓. '.repeat(20)
    const m = makeQrMatrix(long, 'L')
    expect(m.version).toBeGreaterThan(10)
    const img = renderQrRgba(m, 512)
    expect(jsQR(img.data, img.width, img.height)?.data).toBe(long)
  })

  it('refuses blank text and text too long for the level', () => {
    expect(() => makeQrMatrix('   ', 'M')).toThrow('Enter some text to encode')
    expect(() => makeQrMatrix('x'.repeat(MAX_BYTES.H + 1), 'H')).toThrow(
      /Too long for a QR code at level H: 1,274 bytes, at most 1,273 fit/,
    )
    expect(makeQrMatrix('x'.repeat(MAX_BYTES.H), 'H').version).toBe(40)
    expect(makeQrMatrix('x'.repeat(MAX_BYTES.L), 'L').version).toBe(40)
    // Emoji count as their UTF-8 bytes (4 each).
    expect(() => makeQrMatrix('😀'.repeat(319), 'H')).toThrow(/1,276 bytes/)
  })
})

describe('layout and SVG', () => {
  it('uses whole pixels per module with a 4-module quiet zone', () => {
    expect(layoutQr(21, 256)).toEqual({ modulePx: 8, canvasPx: 256, offset: 44 })
    expect(layoutQr(177, 128)).toEqual({ modulePx: 1, canvasPx: 185, offset: 4 })
    const m = makeQrMatrix('hi', 'M')
    const img = renderQrRgba(m, 128)
    const { offset, modulePx } = layoutQr(m.size, 128)
    expect(offset).toBeGreaterThanOrEqual(4 * modulePx)
    // Top-left pixel is quiet-zone white; the finder pattern corner is black.
    expect(img.data[0]).toBe(255)
    expect(img.data[(offset * img.width + offset) * 4]).toBe(0)
  })
  it('writes an SVG with the quiet zone in its viewBox', () => {
    const m = makeQrMatrix('hi', 'M')
    const svg = qrToSvg(m, 256)
    expect(svg).toContain(`viewBox="0 0 ${m.size + 8} ${m.size + 8}"`)
    expect(svg).toContain('M4 4h1v1h-1z')
    expect(svg.match(/h1v1h-1z/g)?.length).toBe(m.modules.reduce((a, b) => a + b, 0))
  })
  it('names downloads with a timestamp', () => {
    expect(qrFileName('png', new Date(2024, 2, 1, 14, 5, 9))).toBe('qr-code-20240301-140509.png')
  })
})

describe('payload builders', () => {
  it('escapes WiFi special characters', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f')
    expect(buildWifi({ ssid: 'Home;Net', password: 'p:a,s"s\\', security: 'WPA', hidden: false })).toBe(
      'WIFI:T:WPA;S:Home\\;Net;P:p\\:a\\,s\\"s\\\\;;',
    )
    expect(buildWifi({ ssid: 'Cafe', password: 'ignored', security: 'nopass', hidden: true })).toBe(
      'WIFI:T:nopass;S:Cafe;H:true;;',
    )
  })
  it('builds a vCard 3.0 with escaped values', () => {
    const v = buildVCard({
      firstName: 'Ada',
      lastName: 'Lovelace, Countess',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      organization: 'Analytical; Engines',
      url: '',
    })
    expect(v.split('\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Lovelace\\, Countess;Ada;;;',
      'FN:Ada Lovelace\\, Countess',
      'ORG:Analytical\\; Engines',
      'TEL;TYPE=CELL:+44 20 7946 0000',
      'EMAIL:ada@example.com',
      'END:VCARD',
    ])
    expect(decode(v, 'Q')?.data).toBe(v)
  })
  it('builds mailto, tel and SMS payloads', () => {
    expect(buildEmail({ to: 'a@b.co', subject: 'Hi & bye', body: 'Line 1\nLine 2' })).toBe(
      'mailto:a@b.co?subject=Hi%20%26%20bye&body=Line%201%0ALine%202',
    )
    expect(buildEmail({ to: 'a@b.co', subject: '', body: '' })).toBe('mailto:a@b.co')
    expect(buildPhone({ phone: '+1 (555) 555-0123' })).toBe('tel:+15555550123')
    expect(buildSms({ phone: '+1 555 555 0123', message: 'On my way: 5 min' })).toBe(
      'SMSTO:+15555550123:On my way: 5 min',
    )
  })
})
