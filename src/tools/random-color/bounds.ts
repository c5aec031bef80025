// The Random Colour options' bounds as fields and words (pure, unit-tested): the six sliders, the hue strip and the
// line under it.
import type { ColorBounds } from './random-color'

export interface BoundField {
  key: keyof ColorBounds
  label: string
  unit: '°' | '%'
  max: number
  /** The value an emptied field falls back to. */
  fallback: number
}

/** The sliders in order: hue from/to, then saturation and lightness min/max. */
export const BOUND_FIELDS: readonly BoundField[] = [
  { key: 'hueMin', label: 'Hue from', unit: '°', max: 359, fallback: 0 },
  { key: 'hueMax', label: 'Hue to', unit: '°', max: 359, fallback: 359 },
  { key: 'satMin', label: 'Saturation min', unit: '%', max: 100, fallback: 0 },
  { key: 'satMax', label: 'Saturation max', unit: '%', max: 100, fallback: 100 },
  { key: 'lightMin', label: 'Lightness min', unit: '%', max: 100, fallback: 0 },
  { key: 'lightMax', label: 'Lightness max', unit: '%', max: 100, fallback: 100 },
]

/** A strip of the allowed hues at mid saturation/lightness; the colours are the data. */
export function hueStrip(b: ColorBounds): string {
  const stops: string[] = []
  const span = b.hueMin <= b.hueMax ? b.hueMax - b.hueMin : 360 - b.hueMin + b.hueMax
  const s = Math.round((b.satMin + b.satMax) / 2)
  const l = Math.round((b.lightMin + b.lightMax) / 2)
  for (let i = 0; i <= 12; i++) stops.push(`hsl(${(b.hueMin + (span * i) / 12) % 360}, ${s}%, ${l}%)`)
  return `linear-gradient(to right, ${stops.join(', ')})`
}

/** The hue range in words, wrapping through red when the minimum is above the maximum. */
export function hueRangeText(b: Pick<ColorBounds, 'hueMin' | 'hueMax'>): string {
  return b.hueMin > b.hueMax
    ? `From ${b.hueMin}° through red (0°) to ${b.hueMax}°.`
    : `From ${b.hueMin}° to ${b.hueMax}°. Set the minimum above the maximum to wrap through red.`
}

/** The Colours panel's description: what Generate does with the locked colours. */
export function lockedText(lockedCount: number): string {
  return lockedCount
    ? `${lockedCount} locked: Generate keeps ${lockedCount === 1 ? 'it' : 'them'} and rerolls the rest.`
    : 'Lock the colours you like, then Generate rerolls the rest.'
}
