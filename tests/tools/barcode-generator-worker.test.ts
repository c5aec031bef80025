// The barcode worker's api (bwip-js, run in Node here: its SVG drawing needs no DOM) and what the page asks it to draw.
import { describe, expect, it } from 'vitest'
import {
  type BarcodeOk,
  libraryMessage,
  sizeSvg,
  symbologyById,
  validateBarcode,
} from '../../src/tools/barcode-generator/barcode-generator'
import { DEFAULTS, pngRequest, svgRequest } from '../../src/tools/barcode-generator/render'
import { barcodeApi } from '../../workers/barcode/barcode.api'

const look = DEFAULTS.look

function valid(id: Parameters<typeof symbologyById>[0], text: string, code39Check = false): BarcodeOk {
  const r = validateBarcode(id, text, { code39Check })
  if (!r.ok) throw new Error(r.message)
  return r
}

describe('barcode worker api', () => {
  it('draws an SVG a module per unit wide, sized in millimetres by the page', async () => {
    const sym = symbologyById('code39')
    const request = svgRequest(sym, valid('code39', 'ABC-1'), 0.5, 15, look)
    const raw = await barcodeApi.svg(request.options)
    expect(raw).toMatch(/^<svg viewBox="0 0 132 /)
    const { svg, widthMm } = sizeSvg(raw, request.mmPerUnit, request.title)
    expect(widthMm).toBeCloseTo(66, 6)
    expect(svg).toContain('<title>Code 39 barcode: ABC-1</title>')
    expect(request.fileName).toBe('code39-ABC-1.svg')
  })

  it("passes bwip-js's refusal on as an error the page words as a sentence", async () => {
    const bad = { ...svgRequest(symbologyById('ean13'), valid('ean13', '590123412345'), 0.33, 15, look).options }
    bad.text = '5901234123458'
    const error = await barcodeApi.svg(bad).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(libraryMessage(error)).toMatch(/^[A-Z].*check digit/i)
    await expect(barcodeApi.svg({ bcid: 'qrcode', text: 'x' })).rejects.toThrow(/Unknown barcode type qrcode/)
  })

  it('answers ready once loaded', async () => {
    await expect(barcodeApi.ready()).resolves.toBe(true)
  })
})

describe('what the page asks the worker to draw', () => {
  it('keys a PNG by everything that changes its pixels, the DPI included', () => {
    const sym = symbologyById('code128')
    const value = valid('code128', 'LK-1')
    const a = pngRequest(sym, value, 0.33, 300, 15, look)
    expect(pngRequest(sym, value, 0.33, 300, 15, { ...look })).toEqual(a)
    expect(pngRequest(sym, value, 0.33, 600, 15, look).key).not.toBe(a.key)
    expect(pngRequest(sym, value, 0.33, 300, 15, { ...look, bar: '#1e3a8a' }).key).not.toBe(a.key)
    expect(pngRequest(sym, value, 0.33, 300, 15, { ...look, caption: false }).key).not.toBe(a.key)
    expect(a).toMatchObject({ dpi: 300, fileName: 'code128-LK-1.png', plan: { pixelsPerModule: 4, scale: 4 } })
    expect(a.options).toMatchObject({ bcid: 'code128', text: 'LK-1', scale: 4, padding: 10, includetext: true })
  })

  it("adds Code 39's check character only when asked, and a 2-D symbol's caption as alternative text", () => {
    const code39 = symbologyById('code39')
    expect(pngRequest(code39, valid('code39', 'AB'), 0.33, 300, 15, look).options.includecheck).toBeUndefined()
    const checked = pngRequest(code39, valid('code39', 'AB', true), 0.33, 300, 15, { ...look, code39Check: true })
    expect(checked.options).toMatchObject({ includecheck: true, includecheckintext: true })
    const long = 'x'.repeat(70)
    const dm = pngRequest(symbologyById('datamatrix'), valid('datamatrix', long), 0.33, 300, 15, look)
    expect(dm.options.alttext).toBe(`${'x'.repeat(57)}…`)
    expect(dm.options.height).toBeUndefined()
    const utf8 = pngRequest(symbologyById('pdf417'), valid('pdf417', 'Grüße'), 0.33, 300, 15, look)
    expect(utf8.options.parse).toBe(true)
  })
})
