// The default barcode the page shows before its worker has loaded (src/tools/barcode-generator/default-preview.ts) is
// the very PNG the worker draws for the page's defaults, pixel for pixel. bwip-js computes every pixel itself (a canvas
// only receives them through putImageData), so a stand-in canvas in Node gets the browser's pixels; the e2e spec
// compares the two in Chromium too. After changing the defaults or the drawing options, rewrite the file with
//   UPDATE_BARCODE_PREVIEW=1 npx vitest run tests/tools/barcode-generator-preview.test.ts
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { deflateSync, inflateSync } from 'node:zlib'
import { drawingCanvas, type RenderOptions } from 'bwip-js/browser'
import { describe, expect, it } from 'vitest'
import { symbologyById, validateBarcode } from '../../src/tools/barcode-generator/barcode-generator'
import { DEFAULT_PREVIEW } from '../../src/tools/barcode-generator/default-preview'
import { DEFAULTS, pngRequest } from '../../src/tools/barcode-generator/render'
import { drawBarcode } from '../../workers/barcode/barcode.api'

interface Pixels {
  width: number
  height: number
  /** RGBA, row by row. */
  rgba: Uint8ClampedArray
}

/** What bwip-js's canvas drawing puts into a canvas: the background filled in, then its own pixels on top. */
function drawPixels(options: RenderOptions): Pixels {
  const out: Pixels = { width: 0, height: 0, rgba: new Uint8ClampedArray() }
  let background: number[] | null = null
  const ctx = {
    fillStyle: '',
    setTransform() {},
    fillRect() {
      const hex = ctx.fillStyle.slice(1)
      background = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
    },
    clearRect() {
      background = null
    },
    getImageData(_x: number, _y: number, width: number, height: number) {
      const data = new Uint8ClampedArray(width * height * 4)
      if (background) for (let i = 0; i < data.length; i += 4) data.set([...background, 255], i)
      return { data, width, height }
    },
    putImageData(image: { data: Uint8ClampedArray }) {
      out.rgba = image.data
    },
  }
  const canvas = {
    getContext: () => ctx,
    set width(w: number) {
      out.width = w
    },
    set height(h: number) {
      out.height = h
    },
  }
  drawBarcode(options, drawingCanvas(canvas as unknown as OffscreenCanvas))
  return out
}

const PNG_SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const b of bytes) {
    crc ^= b
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const out = Buffer.alloc(body.length + 8)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body), body.length + 4)
  return out
}

/** An 8-bit greyscale PNG (the default is black on white: greys only, all opaque), every row filtered "up". */
function encodeGrey({ width, height, rgba }: Pixels): Buffer {
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 2
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const above = y > 0 ? rgba[i - width * 4] : 0
      rows[y * (width + 1) + 1 + x] = (rgba[i] - above) & 0xff
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ])
}

/** Decodes the greyscale PNG encodeGrey writes (any of the five row filters) to RGBA. */
function decodeGrey(png: Buffer): Pixels {
  expect(png.subarray(0, 8)).toEqual(Buffer.from(PNG_SIGNATURE))
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  expect([png[24], png[25]]).toEqual([8, 0])
  const idat: Buffer[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length))
    at += length + 12
  }
  const rows = inflateSync(Buffer.concat(idat))
  const grey = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (width + 1)]
    for (let x = 0; x < width; x++) {
      const raw = rows[y * (width + 1) + 1 + x]
      const a = x > 0 ? grey[y * width + x - 1] : 0
      const b = y > 0 ? grey[(y - 1) * width + x] : 0
      const c = x > 0 && y > 0 ? grey[(y - 1) * width + x - 1] : 0
      const p = a + b - c
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter]
      grey[y * width + x] = (raw + predicted) & 0xff
    }
  }
  const rgba = new Uint8ClampedArray(width * height * 4)
  for (let i = 0; i < grey.length; i++) rgba.set([grey[i], grey[i], grey[i], 255], i * 4)
  return { width, height, rgba }
}

function defaultRequest() {
  const sym = symbologyById(DEFAULTS.symbology)
  const value = validateBarcode(sym.id, sym.example, { code39Check: DEFAULTS.look.code39Check })
  if (!value.ok) throw new Error(value.message)
  return pngRequest(sym, value, DEFAULTS.moduleMm, DEFAULTS.dpi, DEFAULTS.heightMm, DEFAULTS.look)
}

const DATA_URL = 'data:image/png;base64,'

describe('the built-in default preview', () => {
  const request = defaultRequest()
  const drawn = drawPixels(request.options)

  if (process.env.UPDATE_BARCODE_PREVIEW) {
    it('is written again', () => {
      const src = DATA_URL + encodeGrey(drawn).toString('base64')
      const file = resolve(__dirname, '../../src/tools/barcode-generator/default-preview.ts')
      writeFileSync(
        file,
        `// Generated by tests/tools/barcode-generator-preview.test.ts (UPDATE_BARCODE_PREVIEW=1): the page's default barcode
// as the worker draws it, so the prerendered page shows it before the worker has loaded bwip-js. Do not edit.
export const DEFAULT_PREVIEW = {
  key: '${request.key}',
  width: ${drawn.width},
  height: ${drawn.height},
  src: '${src}',
}
`,
      )
    })
    return
  }

  it("is for the page's defaults as they are now", () => {
    expect(DEFAULT_PREVIEW.key).toBe(request.key)
    expect([DEFAULT_PREVIEW.width, DEFAULT_PREVIEW.height]).toEqual([drawn.width, drawn.height])
  })

  it('has exactly the pixels bwip-js draws for them', () => {
    expect(DEFAULT_PREVIEW.src.startsWith(DATA_URL)).toBe(true)
    const stored = decodeGrey(Buffer.from(DEFAULT_PREVIEW.src.slice(DATA_URL.length), 'base64'))
    expect([stored.width, stored.height]).toEqual([drawn.width, drawn.height])
    let differing = 0
    for (let i = 0; i < drawn.rgba.length; i++) if (stored.rgba[i] !== drawn.rgba[i]) differing++
    expect(differing).toBe(0)
  })

  it('is small enough for the page HTML (a few KB)', () => {
    expect(DEFAULT_PREVIEW.src.length).toBeLessThan(6000)
  })
})
