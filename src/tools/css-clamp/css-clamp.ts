// Fluid sizing maths for the CSS clamp calculator: a size that grows linearly from a minimum at one viewport width
// to a maximum at another, written as clamp(min, calc(intercept + slope·vw), max) in px, rem or em.
import { clampNumber, formatCssNumber, readNumber } from '../../lib/number-input'

export type ClampUnit = 'px' | 'rem' | 'em'
export const CLAMP_UNITS: readonly ClampUnit[] = ['px', 'rem', 'em']
export const REM_BASE = 16

/** All sizes and viewports are in px; the unit only changes how the expression is written. */
export interface ClampInput {
  unit: ClampUnit
  minValue: number
  maxValue: number
  minViewport: number
  maxViewport: number
}

export const CLAMP_DEFAULTS: ClampInput = {
  unit: 'px',
  minValue: 16,
  maxValue: 32,
  minViewport: 320,
  maxViewport: 1200,
}
/** What a blank or non-numeric box falls back to. */
export const CLAMP_FALLBACKS = { minValue: 8, maxValue: 32, minViewport: 320, maxViewport: 1200 } as const
export const PREVIEW_DEFAULT = 768
export const PREVIEW_RANGE = { min: 200, max: 2000 } as const
export const CHART_VIEWPORTS = [320, 480, 768, 1024, 1200, 1440, 1920] as const

/** Slider and box bounds; the upper ones depend on the lower values. */
export const clampBounds = (input: Pick<ClampInput, 'minValue' | 'minViewport'>) => ({
  minValue: { min: 8, max: 100 },
  maxValue: { min: input.minValue, max: 200 },
  minViewport: { min: 200, max: 800 },
  maxViewport: { min: input.minViewport + 100, max: 2000 },
})

export interface ClampPreset {
  name: string
  min: number
  max: number
  minVp: number
  maxVp: number
}

export const CLAMP_PRESETS: readonly ClampPreset[] = [
  { name: 'Body Text', min: 16, max: 18, minVp: 320, maxVp: 1200 },
  { name: 'Heading 1', min: 24, max: 48, minVp: 320, maxVp: 1200 },
  { name: 'Heading 2', min: 20, max: 32, minVp: 320, maxVp: 1200 },
  { name: 'Large Display', min: 32, max: 72, minVp: 320, maxVp: 1600 },
]

/** Applies the fallbacks and bounds in order, so max ≥ min and maxViewport ≥ minViewport + 100 always hold. */
export function normalizeClampInput(raw: {
  unit: ClampUnit
  minValue: number | string
  maxValue: number | string
  minViewport: number | string
  maxViewport: number | string
}): ClampInput {
  const minValue = clampNumber(readNumber(raw.minValue, CLAMP_FALLBACKS.minValue), 8, 100)
  const maxValue = clampNumber(readNumber(raw.maxValue, CLAMP_FALLBACKS.maxValue), minValue, 200)
  const minViewport = clampNumber(readNumber(raw.minViewport, CLAMP_FALLBACKS.minViewport), 200, 800)
  const maxViewport = clampNumber(readNumber(raw.maxViewport, CLAMP_FALLBACKS.maxViewport), minViewport + 100, 2000)
  return { unit: raw.unit, minValue, maxValue, minViewport, maxViewport }
}

export interface FluidLine {
  /** px of size per px of viewport. */
  slope: number
  /** Size in px at a zero-width viewport. */
  interceptPx: number
}

export function fluidLine({ minValue, maxValue, minViewport, maxViewport }: ClampInput): FluidLine {
  const slope = maxViewport === minViewport ? 0 : (maxValue - minValue) / (maxViewport - minViewport)
  return { slope, interceptPx: minValue - slope * minViewport }
}

/** A px length written in the chosen unit (rem and em over a 16 px base). */
export function formatLength(px: number, unit: ClampUnit): string {
  const value = unit === 'px' ? px : px / REM_BASE
  return `${formatCssNumber(value)}${unit}`
}

/** clamp(min, calc(intercept + slope·vw), max). */
export function buildClampExpression(input: ClampInput): string {
  const { slope, interceptPx } = fluidLine(input)
  const intercept = formatLength(interceptPx, input.unit)
  const vw = `${formatCssNumber(slope * 100)}vw`
  return `clamp(${formatLength(input.minValue, input.unit)}, calc(${intercept} + ${vw}), ${formatLength(input.maxValue, input.unit)})`
}

export function buildClampCss(input: ClampInput, property = 'font-size'): string {
  return `${property}: ${buildClampExpression(input)};`
}

export type ClampZone = 'min' | 'fluid' | 'max'

/** The size in px the browser computes at a viewport width, and whether the min or max bound holds it. */
export function sizeAtViewport(input: ClampInput, viewport: number): { px: number; zone: ClampZone } {
  const { slope, interceptPx } = fluidLine(input)
  const px = clampNumber(interceptPx + slope * viewport, input.minValue, input.maxValue)
  const zone = viewport <= input.minViewport ? 'min' : viewport >= input.maxViewport ? 'max' : 'fluid'
  return { px, zone }
}

/**
 * Evaluates a clamp() expression the way a browser would, for checking what we print: lengths in px, rem or em
 * (16 px base) and vw against the given viewport. Returns null when the text is not of that shape.
 */
export function evaluateClampExpression(expression: string, viewport: number): number | null {
  const len = String.raw`(-?\d+(?:\.\d+)?)(px|rem|em)`
  const re = new RegExp(String.raw`^clamp\(${len}, calc\(${len} \+ (-?\d+(?:\.\d+)?)vw\), ${len}\)$`)
  const m = re.exec(expression.trim())
  if (!m) return null
  const toPx = (n: string, unit: string) => (unit === 'px' ? Number(n) : Number(n) * REM_BASE)
  const min = toPx(m[1], m[2])
  const preferred = toPx(m[3], m[4]) + (Number(m[5]) * viewport) / 100
  const max = toPx(m[6], m[7])
  return Math.max(min, Math.min(preferred, max))
}
