// Corner rules for the border radius generator: units and their slider limits, the eight presets, and the
// shortest correct `border-radius` shorthand for four corners.
import { clampNumber, formatCssNumber, readNumber } from '../../lib/number-input'

export type RadiusUnit = 'px' | '%' | 'rem' | 'em'
export const RADIUS_UNITS: readonly RadiusUnit[] = ['px', '%', 'rem', 'em']

export type Corner = 'topLeft' | 'topRight' | 'bottomRight' | 'bottomLeft'
/** In shorthand order. */
export const CORNERS: readonly Corner[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft']
export const CORNER_LABELS: Record<Corner, string> = {
  topLeft: 'Top left',
  topRight: 'Top right',
  bottomRight: 'Bottom right',
  bottomLeft: 'Bottom left',
}

export type Corners = Record<Corner, number>

export interface RadiusState {
  unit: RadiusUnit
  corners: Corners
}

export const DEFAULT_RADIUS = 8
export const CORNER_FALLBACK = 0

export const radiusDefaults = (): RadiusState => ({
  unit: 'px',
  corners: { topLeft: 8, topRight: 8, bottomRight: 8, bottomLeft: 8 },
})

/** Slider maximum: 100, or 50 for percent (beyond 50 % corners stop growing). */
export const sliderMax = (unit: RadiusUnit) => (unit === '%' ? 50 : 100)
/** rem and em take quarter steps; px and % whole ones. */
export const sliderStep = (unit: RadiusUnit) => (unit === 'rem' || unit === 'em' ? 0.25 : 1)

/** A typed corner value: blank or non-numeric → 0, then kept within 0..slider max. */
export function parseCorner(raw: string | number, unit: RadiusUnit): number {
  return clampNumber(readNumber(raw, CORNER_FALLBACK), 0, sliderMax(unit))
}

export function changeUnit(state: RadiusState, unit: RadiusUnit): RadiusState {
  const max = sliderMax(unit)
  const corners = Object.fromEntries(CORNERS.map((c) => [c, clampNumber(state.corners[c], 0, max)])) as Corners
  return { unit, corners }
}

export interface RadiusPreset {
  name: string
  unit: RadiusUnit
  corners: Corners
}

const all = (n: number): Corners => ({ topLeft: n, topRight: n, bottomRight: n, bottomLeft: n })

export const RADIUS_PRESETS: readonly RadiusPreset[] = [
  { name: 'None', unit: 'px', corners: all(0) },
  { name: 'Small', unit: 'px', corners: all(4) },
  { name: 'Medium', unit: 'px', corners: all(8) },
  { name: 'Large', unit: 'px', corners: all(16) },
  { name: 'Circle', unit: '%', corners: all(50) },
  // 25 px turns the 48 px tall button preview into a full pill.
  { name: 'Pill', unit: 'px', corners: all(25) },
  { name: 'Uneven', unit: 'px', corners: { topLeft: 4, topRight: 16, bottomRight: 32, bottomLeft: 8 } },
  { name: 'Organic', unit: '%', corners: { topLeft: 40, topRight: 20, bottomRight: 45, bottomLeft: 25 } },
]

const length = (n: number, unit: RadiusUnit) => (n === 0 ? '0' : `${formatCssNumber(n)}${unit}`)

/** The shortest shorthand: 1 value when all corners match, then 2 or 3 values, else all 4 (TL TR BR BL). */
export function buildRadiusValue({ unit, corners }: RadiusState): string {
  const [tl, tr, br, bl] = CORNERS.map((c) => length(corners[c], unit))
  if (tl === tr && tl === br && tl === bl) return tl
  if (tl === br && tr === bl) return `${tl} ${tr}`
  if (tr === bl) return `${tl} ${tr} ${br}`
  return `${tl} ${tr} ${br} ${bl}`
}

export const buildRadiusCss = (state: RadiusState) => `border-radius: ${buildRadiusValue(state)};`
