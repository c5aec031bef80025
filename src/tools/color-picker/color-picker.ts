// What the colour picker shows for a hex text: an invalid hex counts as zero RGB (black), as the spec says;
// brightness uses the 0.299/0.587/0.114 weights and decides the Light/Dark label.
import {
  type Hsl,
  parseHex,
  perceivedBrightness,
  type Rgb,
  relativeLuminance,
  rgbToHex,
  rgbToHsl,
} from '../../lib/color'
import { type ColorFormat, colorFormats } from '../../lib/color-extra'

export const DEFAULT_HEX = '#3b82f6'

/** Brightness (0–255) at or above which a colour is labelled Light. */
export const LIGHT_THRESHOLD = 128

export interface PickerInfo {
  valid: boolean
  hex: string
  rgb: Rgb
  hsl: Hsl
  /** Perceived brightness 0–255, rounded. */
  brightness: number
  /** WCAG relative luminance 0–1. */
  luminance: number
  tone: 'Light' | 'Dark'
  formats: ColorFormat[]
}

export function describeColor(text: string): PickerInfo {
  const parsed = parseHex(text)
  const rgb = parsed ?? { r: 0, g: 0, b: 0 }
  // Rounded first, so the label agrees with the figure shown (#808080 is 127.99999… in floating point).
  const brightness = Math.round(perceivedBrightness(rgb))
  return {
    valid: parsed !== null,
    hex: rgbToHex(rgb),
    rgb,
    hsl: rgbToHsl(rgb),
    brightness,
    luminance: relativeLuminance(rgb),
    tone: brightness >= LIGHT_THRESHOLD ? 'Light' : 'Dark',
    formats: colorFormats(rgb),
  }
}

export const formatLuminance = (luminance: number) => luminance.toFixed(4)

/** The 30 preset swatches. */
export const PRESET_SWATCHES = [
  { name: 'Black', hex: '#000000' },
  { name: 'White', hex: '#ffffff' },
  { name: 'Slate', hex: '#64748b' },
  { name: 'Gray', hex: '#6b7280' },
  { name: 'Zinc', hex: '#71717a' },
  { name: 'Stone', hex: '#78716c' },
  { name: 'Red', hex: '#ef4444' },
  { name: 'Orange', hex: '#f97316' },
  { name: 'Amber', hex: '#f59e0b' },
  { name: 'Yellow', hex: '#eab308' },
  { name: 'Lime', hex: '#84cc16' },
  { name: 'Green', hex: '#22c55e' },
  { name: 'Emerald', hex: '#10b981' },
  { name: 'Teal', hex: '#14b8a6' },
  { name: 'Cyan', hex: '#06b6d4' },
  { name: 'Sky', hex: '#0ea5e9' },
  { name: 'Blue', hex: '#3b82f6' },
  { name: 'Indigo', hex: '#6366f1' },
  { name: 'Violet', hex: '#8b5cf6' },
  { name: 'Purple', hex: '#a855f7' },
  { name: 'Fuchsia', hex: '#d946ef' },
  { name: 'Pink', hex: '#ec4899' },
  { name: 'Rose', hex: '#f43f5e' },
  { name: 'Navy', hex: '#1e3a8a' },
  { name: 'Maroon', hex: '#7f1d1d' },
  { name: 'Forest', hex: '#14532d' },
  { name: 'Brown', hex: '#78350f' },
  { name: 'Lavender', hex: '#c4b5fd' },
  { name: 'Mint', hex: '#a7f3d0' },
  { name: 'Peach', hex: '#fed7aa' },
] as const

export const COPY_FAILED = { title: 'Copy failed', description: 'Could not copy the color format. Please try again.' }
