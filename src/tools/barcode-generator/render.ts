// Draws a validated barcode with bwip-js (imported per encoder, so only these ten symbologies ship, and only on this
// page): SVG text for the preview and the SVG download, a canvas for the PNG.
import {
  code39,
  code128,
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
import {
  type BarcodeOk,
  bwipColor,
  planPng,
  planSvg,
  type RenderPlan,
  type Symbology,
  type SymbologyId,
  sizeSvg,
} from './barcode-generator'

type Encoder = <T>(opts: RenderOptions, drawing: import('bwip-js/browser').DrawingContext<T>) => T

const ENCODERS: Record<SymbologyId, Encoder> = {
  code128: code128 as Encoder,
  ean13: ean13 as Encoder,
  ean8: ean8 as Encoder,
  upca: upca as Encoder,
  upce: upce as Encoder,
  code39: code39 as Encoder,
  itf14: itf14 as Encoder,
  codabar: rationalizedCodabar as Encoder,
  datamatrix: datamatrix as Encoder,
  pdf417: pdf417 as Encoder,
}

export interface Look {
  caption: boolean
  bar: string
  background: string
  code39Check: boolean
}

function options(sym: Symbology, value: BarcodeOk, plan: RenderPlan, look: Look): RenderOptions {
  const opts: RenderOptions = {
    bcid: sym.bcid,
    text: value.text,
    scale: plan.scale,
    padding: plan.padding,
    barcolor: bwipColor(look.bar),
    textcolor: bwipColor(look.bar),
    backgroundcolor: bwipColor(look.background),
  }
  if (value.parse) opts.parse = true
  if (sym.dimension === '1d') {
    opts.height = plan.height
    opts.includetext = look.caption
    if (look.caption) opts.textxalign = 'center'
    if (sym.id === 'code39' && look.code39Check) {
      opts.includecheck = true
      opts.includecheckintext = true
    }
  } else if (look.caption) {
    opts.includetext = true
    opts.alttext = value.value.length > 60 ? `${value.value.slice(0, 57)}…` : value.value
    opts.textxalign = 'center'
  }
  return opts
}

export function renderSvg(sym: Symbology, value: BarcodeOk, moduleMm: number, heightMm: number, look: Look) {
  const plan = planSvg(sym, moduleMm, heightMm)
  const raw = ENCODERS[sym.id](options(sym, value, plan, look), drawingSVG())
  return sizeSvg(raw, moduleMm / sym.unitsPerModule, `${sym.label} barcode: ${value.value}`)
}

export function renderPng(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  sym: Symbology,
  value: BarcodeOk,
  moduleMm: number,
  dpi: number,
  heightMm: number,
  look: Look,
): RenderPlan {
  const plan = planPng(sym, moduleMm, dpi, heightMm)
  ENCODERS[sym.id](options(sym, value, plan, look), drawingCanvas(canvas))
  return plan
}
