// bwip-js draws the barcode generator's symbols here, off the page's thread: its encoders (about 110 KB gzip) load and
// run in this worker, so neither opening the page nor redrawing as the visitor types blocks the main thread.
import {
  code39,
  code128,
  type DrawingContext,
  datamatrix,
  drawingCanvas,
  drawingSVG,
  ean8,
  ean13,
  itf14,
  pdf417,
  type RenderOptions,
  rationalizedCodabar,
  upca,
  upce,
} from 'bwip-js/browser'

type Encoder = <T>(opts: RenderOptions, drawing: DrawingContext<T>) => T

/** The ten encoders the tool offers, by bwip-js name (imported one by one, so no other symbology ships). */
const ENCODERS: Record<string, Encoder> = {
  code128: code128 as Encoder,
  ean13: ean13 as Encoder,
  ean8: ean8 as Encoder,
  upca: upca as Encoder,
  upce: upce as Encoder,
  code39: code39 as Encoder,
  itf14: itf14 as Encoder,
  rationalizedCodabar: rationalizedCodabar as Encoder,
  datamatrix: datamatrix as Encoder,
  pdf417: pdf417 as Encoder,
}

/** Draws with the encoder `options.bcid` names onto any bwip-js drawing (the tests use it with a stand-in canvas). */
export function drawBarcode<T>(options: RenderOptions, drawing: DrawingContext<T>): T {
  const encoder = ENCODERS[options.bcid]
  if (!encoder) throw new Error(`bwip-js.unknownEncoder: Unknown barcode type ${options.bcid}`)
  return encoder(options, drawing)
}

export interface DrawnPng {
  /** The PNG as the browser's encoder wrote it (no resolution chunk: the page adds the DPI on download). */
  png: Blob
  width: number
  height: number
}

export const barcodeApi = {
  /** Resolves once the worker has loaded bwip-js (the module import did it). */
  async ready(): Promise<true> {
    return true
  },
  /** SVG text at the options' scale. */
  async svg(options: RenderOptions): Promise<string> {
    return drawBarcode(options, drawingSVG())
  },
  async png(options: RenderOptions): Promise<DrawnPng> {
    const canvas = drawBarcode(options, drawingCanvas(new OffscreenCanvas(1, 1))) as OffscreenCanvas
    const png = await canvas.convertToBlob({ type: 'image/png' })
    return { png, width: canvas.width, height: canvas.height }
  },
}

export type BarcodeApi = typeof barcodeApi
