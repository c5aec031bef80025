// What bwip-js is asked to draw for a validated value: the options for the PNG (pixel-exact modules at the DPI) and
// for the SVG (exact millimetres). The drawing itself runs in the barcode worker (src/jobs/barcode.ts); this file
// only describes it, so bwip-js never loads on the page's own thread.
import type { RenderOptions } from 'bwip-js/browser'
import {
  type BarcodeOk,
  barcodeFileName,
  bwipColor,
  HEIGHT_MM,
  MODULE_MM,
  planPng,
  planSvg,
  type RenderPlan,
  type Symbology,
  type SymbologyId,
} from './barcode-generator'

export interface Look {
  caption: boolean
  bar: string
  background: string
  code39Check: boolean
}

/** The page as it opens (and as its prerendered HTML shows it). */
export const DEFAULTS: { symbology: SymbologyId; moduleMm: number; dpi: number; heightMm: number; look: Look } = {
  symbology: 'code128',
  moduleMm: MODULE_MM.default,
  dpi: 300,
  heightMm: HEIGHT_MM.default,
  look: { caption: true, bar: '#000000', background: '#ffffff', code39Check: false },
}

export function drawOptions(sym: Symbology, value: BarcodeOk, plan: RenderPlan, look: Look): RenderOptions {
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

export interface PngRequest {
  /** Says which drawing this is: equal keys, equal pixels. */
  key: string
  options: RenderOptions
  plan: RenderPlan
  dpi: number
  fileName: string
}

export function pngRequest(
  sym: Symbology,
  value: BarcodeOk,
  moduleMm: number,
  dpi: number,
  heightMm: number,
  look: Look,
): PngRequest {
  const plan = planPng(sym, moduleMm, dpi, heightMm)
  const options = drawOptions(sym, value, plan, look)
  return {
    key: JSON.stringify([dpi, options]),
    options,
    plan,
    dpi,
    fileName: barcodeFileName(sym.id, value.value, 'png'),
  }
}

export interface SvgRequest {
  options: RenderOptions
  /** Millimetres per SVG unit, which sizeSvg turns into the file's physical width and height. */
  mmPerUnit: number
  title: string
  fileName: string
}

export function svgRequest(
  sym: Symbology,
  value: BarcodeOk,
  moduleMm: number,
  heightMm: number,
  look: Look,
): SvgRequest {
  return {
    options: drawOptions(sym, value, planSvg(sym, moduleMm, heightMm), look),
    mmPerUnit: moduleMm / sym.unitsPerModule,
    title: `${sym.label} barcode: ${value.value}`,
    fileName: barcodeFileName(sym.id, value.value, 'svg'),
  }
}
