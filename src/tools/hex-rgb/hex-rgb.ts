// Sync rules of the HEX/RGB/HSL converter: the representation the user edits last is the source of truth and the
// others are derived from it, never the other way round, so a slider never jitters its neighbours.
import { type Hsl, hslToRgb, parseHex, type Rgb, rgbToHex, rgbToHsl } from '../../lib/color'

export const DEFAULT_HEX = '#3b82f6'

export const PRESETS = [
  { name: 'Red', hex: '#ff0000' },
  { name: 'Green', hex: '#00ff00' },
  { name: 'Blue', hex: '#0000ff' },
  { name: 'Yellow', hex: '#ffff00' },
  { name: 'Purple', hex: '#800080' },
  { name: 'Orange', hex: '#ffa500' },
  { name: 'Pink', hex: '#ffc0cb' },
  { name: 'Cyan', hex: '#00ffff' },
] as const

export type RgbChannel = keyof Rgb
export type HslChannel = keyof Hsl

export const RGB_MAX = 255
export const HSL_MAX: Record<HslChannel, number> = { h: 360, s: 100, l: 100 }

export interface ConverterState {
  /** The hex text as typed (it may be invalid while the user types). */
  hexText: string
  hexValid: boolean
  rgb: Rgb
  /** Integer HSL as the sliders show it. */
  hsl: Hsl
  /** The last colour set as hex or RGB with its HSL: HSL sliders moved back to these values restore it exactly. */
  anchor: { rgb: Rgb; hsl: Hsl }
}

/** HSL for new RGB values; an undefined hue (grey) or saturation (black, white) keeps its previous value. */
export function deriveHsl(rgb: Rgb, previous?: Hsl): Hsl {
  const next = rgbToHsl(rgb)
  if (!previous) return next
  if (next.l === 0 || next.l === 100) return { h: previous.h, s: previous.s, l: next.l }
  if (next.s === 0) return { ...next, h: previous.h }
  return next
}

export function createState(hex: string = DEFAULT_HEX): ConverterState {
  const rgb = parseHex(hex) ?? (parseHex(DEFAULT_HEX) as Rgb)
  const hsl = rgbToHsl(rgb)
  return { hexText: rgbToHex(rgb), hexValid: true, rgb, hsl, anchor: { rgb, hsl } }
}

/** Typed hex: a valid value (3 or 6 digits, optional #) drives RGB and HSL; an invalid one leaves them unchanged. */
export function editHex(state: ConverterState, text: string): ConverterState {
  const rgb = parseHex(text)
  if (!rgb) return { ...state, hexText: text, hexValid: false }
  const hsl = deriveHsl(rgb, state.hsl)
  return { hexText: text, hexValid: true, rgb, hsl, anchor: { rgb, hsl } }
}

const clampInt = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)))

export function editRgb(state: ConverterState, channel: RgbChannel, value: number): ConverterState {
  if (!Number.isFinite(value)) return state
  const rgb = { ...state.rgb, [channel]: clampInt(value, RGB_MAX) }
  const hsl = deriveHsl(rgb, state.hsl)
  return { hexText: rgbToHex(rgb), hexValid: true, rgb, hsl, anchor: { rgb, hsl } }
}

/**
 * An HSL edit keeps the other two HSL values exactly as they were; RGB and hex follow. Integer HSL cannot name
 * every RGB colour, so sliders returned to where they started give back the starting colour itself (no drift).
 */
export function editHsl(state: ConverterState, channel: HslChannel, value: number): ConverterState {
  if (!Number.isFinite(value)) return state
  const hsl = { ...state.hsl, [channel]: clampInt(value, HSL_MAX[channel]) }
  const { anchor } = state
  const back = hsl.h === anchor.hsl.h && hsl.s === anchor.hsl.s && hsl.l === anchor.hsl.l
  const rgb = back ? anchor.rgb : hslToRgb(hsl)
  return { hexText: rgbToHex(rgb), hexValid: true, rgb, hsl, anchor }
}

/** A number typed into a channel box: blank or non-numeric gives null (nothing applied yet). */
export function parseChannelText(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) ? n : null
}

export const COPY_FAILED = { title: 'Copy failed', description: 'Could not copy the color value. Please try again.' }
