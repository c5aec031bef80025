import { describe, expect, it } from 'vitest'
import {
  checkContrast,
  code39CheckChar,
  crc32,
  describeChar,
  expandUpcE,
  gs1CheckDigit,
  libraryMessage,
  pixelsPerModule,
  planPng,
  planSvg,
  readPngDpi,
  SYMBOLOGIES,
  setPngDpi,
  sizeSvg,
  symbologyById,
  toEciText,
  validateBarcode,
} from '../../src/tools/barcode-generator/barcode-generator'

describe('check digits', () => {
  it('computes GS1 check digits for known numbers', () => {
    expect(gs1CheckDigit('590123412345')).toBe('7') // EAN-13 5901234123457
    expect(gs1CheckDigit('400638133393')).toBe('1') // 4006381333931
    expect(gs1CheckDigit('9638507')).toBe('4') // EAN-8 96385074
    expect(gs1CheckDigit('03600029145')).toBe('2') // UPC-A 036000291452
    expect(gs1CheckDigit('1540014128876')).toBe('3') // ITF-14 15400141288763
  })

  it('expands UPC-E to UPC-A by its last digit', () => {
    expect(expandUpcE('0', '123450')).toBe('01200000345')
    expect(expandUpcE('0', '123453')).toBe('01230000045')
    expect(expandUpcE('0', '123454')).toBe('01234000005')
    expect(expandUpcE('0', '123456')).toBe('01234500006')
    expect(expandUpcE('1', '654321')).toBe('16510000432')
  })

  it('computes the Code 39 modulo-43 character', () => {
    expect(code39CheckChar('CODE39')).toBe('W')
    expect(code39CheckChar('ABC')).toBe('X') // 10 + 11 + 12 = 33 → X
  })
})

describe('validateBarcode', () => {
  it('adds the EAN-13 check digit to 12 digits and accepts the right 13th', () => {
    const r = validateBarcode('ean13', '590123412345')
    expect(r).toMatchObject({ ok: true, text: '5901234123457', check: '7' })
    expect(validateBarcode('ean13', '5901234123457')).toMatchObject({ ok: true, value: '5901234123457' })
  })

  it('reports a wrong check digit with the correct one', () => {
    const r = validateBarcode('ean13', '5901234123458')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.kind).toBe('check')
    expect(r.message).toContain('ends in 7, not 8')
    expect(r.corrected).toBe('5901234123457')
    expect(validateBarcode('upca', '036000291453')).toMatchObject({
      ok: false,
      kind: 'check',
      corrected: '036000291452',
    })
    expect(validateBarcode('ean8', '96385075')).toMatchObject({ ok: false, corrected: '96385074' })
    expect(validateBarcode('itf14', '15400141288760')).toMatchObject({ ok: false, corrected: '15400141288763' })
  })

  it('names invalid characters and their positions', () => {
    const r = validateBarcode('ean13', '59012A41234-')
    expect(r).toMatchObject({ ok: false, kind: 'chars' })
    if (r.ok) return
    expect(r.message).toBe('EAN-13 takes digits only: "A" at position 6, "-" at position 12 is not allowed.')
    const c39 = validateBarcode('code39', 'abc*1')
    expect(c39.ok).toBe(false)
    if (!c39.ok) {
      expect(c39.message).toContain('"a" at position 1')
      expect(c39.message).toContain('upper case')
      expect(c39.message).toContain('"*" at position 4')
    }
    const c128 = validateBarcode('code128', 'naïve €')
    expect(c128.ok).toBe(false)
    if (!c128.ok) expect(c128.message).toContain('"ï" (U+00EF) at position 3, "€" (U+20AC) at position 7')
  })

  it('checks lengths', () => {
    expect(validateBarcode('ean8', '12345')).toMatchObject({ ok: false, kind: 'length' })
    expect(validateBarcode('upca', '1'.repeat(13))).toMatchObject({ ok: false, kind: 'length' })
    expect(validateBarcode('code128', 'x'.repeat(81))).toMatchObject({ ok: false, kind: 'length' })
    expect(validateBarcode('code128', '')).toMatchObject({ ok: false, kind: 'empty' })
  })

  it('ignores spaces in numeric codes', () => {
    expect(validateBarcode('ean13', '5 901234 12345')).toMatchObject({ ok: true, text: '5901234123457' })
  })

  it('handles UPC-E number system and check digit', () => {
    expect(validateBarcode('upce', '0123456')).toMatchObject({ ok: true, text: '01234565', check: '5' })
    expect(validateBarcode('upce', '123456')).toMatchObject({ ok: true, text: '01234565' })
    expect(validateBarcode('upce', '01234565')).toMatchObject({ ok: true })
    expect(validateBarcode('upce', '01234560')).toMatchObject({ ok: false, kind: 'check', corrected: '01234565' })
    expect(validateBarcode('upce', '2123456')).toMatchObject({ ok: false, kind: 'format' })
  })

  it('accepts the Code 128 ASCII range including control characters', () => {
    expect(validateBarcode('code128', 'Ab 12\t~')).toMatchObject({ ok: true, text: 'Ab 12\t~' })
    expect(validateBarcode('code128', 'a^065')).toMatchObject({ ok: true, text: 'a^065', parse: false })
  })

  it('Code 39 optional check character', () => {
    expect(validateBarcode('code39', 'CODE39', { code39Check: true })).toMatchObject({
      ok: true,
      text: 'CODE39',
      value: 'CODE39W',
      check: 'W',
    })
    expect(validateBarcode('code39', 'CODE 39-$/+%.')).toMatchObject({ ok: true })
  })

  it('Codabar start/stop letters', () => {
    expect(validateBarcode('codabar', 'A40156B')).toMatchObject({ ok: true, text: 'A40156B' })
    expect(validateBarcode('codabar', '40156')).toMatchObject({ ok: true, text: 'A40156A' })
    expect(validateBarcode('codabar', 'A40156')).toMatchObject({ ok: false, kind: 'format' })
    const mid = validateBarcode('codabar', 'A40C56B')
    expect(mid.ok).toBe(false)
    if (!mid.ok) expect(mid.message).toContain('"C" at position 4')
    expect(validateBarcode('codabar', 'AB')).toMatchObject({ ok: false, kind: 'length' })
  })

  it('2-D codes take any text; non-ASCII goes as UTF-8 with ECI 26', () => {
    expect(validateBarcode('datamatrix', 'Hello ^ world')).toMatchObject({ ok: true, parse: false })
    const r = validateBarcode('pdf417', 'Grüße ^')
    expect(r).toMatchObject({ ok: true, parse: true, value: 'Grüße ^' })
    expect(toEciText('ü^')).toBe('^ECI000026^195^188^094')
    expect(validateBarcode('datamatrix', 'x'.repeat(1557))).toMatchObject({ ok: false, kind: 'length' })
  })
})

describe('names and messages', () => {
  it('describes characters', () => {
    expect(describeChar('\t')).toBe('tab (U+0009)')
    expect(describeChar('\u0001')).toBe('control character U+0001')
    expect(describeChar('é')).toBe('"é" (U+00E9)')
  })
  it('strips library prefixes', () => {
    expect(libraryMessage(new Error('bwipp.pdf417inputTooLong#22902: The input data is too long'))).toBe(
      'The input data is too long',
    )
  })
})

describe('sizes', () => {
  it('rounds module widths to whole pixels', () => {
    expect(pixelsPerModule(0.33, 300)).toBe(4)
    expect(pixelsPerModule(0.33, 72)).toBe(1)
    expect(pixelsPerModule(0.1, 72)).toBe(1)
    const plan = planPng(symbologyById('ean13'), 0.33, 300, 15)
    expect(plan.scale).toBe(4)
    expect(plan.moduleMm).toBeCloseTo(0.3387, 3)
    // bar height in pixels = height * 72/25.4 * scale
    expect(((plan.height * 72) / 25.4) * plan.scale).toBeCloseTo((15 / 25.4) * 300, 6)
    const dm = planPng(symbologyById('datamatrix'), 0.5, 300, 15)
    expect(dm.scale * 2).toBe(dm.pixelsPerModule)
  })

  it('sizes the SVG in millimetres', () => {
    const plan = planSvg(symbologyById('code128'), 0.5, 20)
    expect(((plan.height * 72) / 25.4) * 0.5).toBeCloseTo(20, 6)
    const out = sizeSvg('<svg viewBox="0 0 100 40" xmlns="http://www.w3.org/2000/svg">\n</svg>', 0.5, 'A <b>')
    expect(out.svg).toContain('width="50mm" height="20mm"')
    expect(out.svg).toContain('<title>A &lt;b&gt;</title>')
  })

  it('every symbology has a valid example', () => {
    for (const s of SYMBOLOGIES) expect(validateBarcode(s.id, s.example).ok, s.id).toBe(true)
  })
})

describe('contrast', () => {
  it('accepts black on white and warns on low or inverted contrast', () => {
    expect(checkContrast('#000000', '#ffffff').warning).toBeNull()
    expect(checkContrast('#777777', '#ffffff').warning).toMatch(/Low contrast/)
    expect(checkContrast('#ffffff', '#000000').warning).toMatch(/not darker/)
    expect(checkContrast('#zzz', '#ffffff').warning).toMatch(/hex/)
  })
})

describe('PNG resolution', () => {
  it('computes CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
  })
  it('writes and replaces the pHYs chunk', () => {
    // A 1×1 PNG.
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    )
    expect(readPngDpi(png)).toBeNull()
    const at300 = setPngDpi(png, 300)
    expect(at300.length).toBe(png.length + 21)
    expect(readPngDpi(at300)).toBe(300)
    const at600 = setPngDpi(at300, 600)
    expect(at600.length).toBe(png.length + 21)
    expect(readPngDpi(at600)).toBe(600)
    expect(() => setPngDpi(new Uint8Array(40), 300)).toThrow('Not a PNG')
  })
})
