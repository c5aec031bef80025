// Colour rules shared by several colour tools on top of color.ts: the copyable CSS formats of a colour and the
// nearest foreground (same hue and saturation, minimal lightness change) that reaches a contrast target.
import {
  contrastRatio,
  formatHsl,
  formatHsla,
  formatRgb,
  formatRgba,
  type Hsl,
  hexLuminance,
  hslToHex,
  parseHex,
  type Rgb,
  rgbToHex,
  rgbToHsl,
  rgbToHslExact,
} from './color'

export type ColorFormatId = 'hex' | 'rgb' | 'rgba' | 'hsl' | 'hsla' | 'css'

export interface ColorFormat {
  id: ColorFormatId
  label: string
  value: string
}

/** The CSS notations of one colour, in the order the tools list them; `hsl` defaults to the rounded HSL of `rgb`. */
export function colorFormats(rgb: Rgb, hsl: Hsl = rgbToHsl(rgb), variableName = '--color-primary'): ColorFormat[] {
  const hex = rgbToHex(rgb)
  return [
    { id: 'hex', label: 'HEX', value: hex },
    { id: 'rgb', label: 'RGB', value: formatRgb(rgb) },
    { id: 'rgba', label: 'RGBA', value: formatRgba(rgb) },
    { id: 'hsl', label: 'HSL', value: formatHsl(hsl) },
    { id: 'hsla', label: 'HSLA', value: formatHsla(hsl) },
    { id: 'css', label: 'CSS Variable', value: `${variableName}: ${hex};` },
  ]
}

/** Contrast ratios are compared with this tolerance so float noise never flips an exact 4.5:1 to a fail. */
export const RATIO_EPSILON = 1e-9

export function meetsRatio(ratio: number, target: number): boolean {
  return ratio + RATIO_EPSILON >= target
}

export interface PassingColor {
  hex: string
  ratio: number
  /** Lightness change in percentage points (negative = darker). */
  lightnessDelta: number
}

const LIGHTNESS_STEP = 0.1

/**
 * The foreground closest to `foreground` (same hue and saturation, smallest lightness change) whose contrast
 * against `background` reaches `target`. Returns the foreground itself when it already passes, null when the
 * foreground is not a valid hex or no lightness of that hue reaches the target. An invalid background counts as
 * luminance 0, as everywhere in the contrast checker.
 */
export function nearestPassingForeground(foreground: string, background: string, target: number): PassingColor | null {
  const rgb = parseHex(foreground)
  if (!rgb) return null
  const hex = rgbToHex(rgb)
  const bgLum = hexLuminance(background)
  const ratioOf = (candidate: string) => contrastRatio(hexLuminance(candidate), bgLum)
  const current = ratioOf(hex)
  if (meetsRatio(current, target)) return { hex, ratio: current, lightnessDelta: 0 }
  const { h, s, l } = rgbToHslExact(rgb)
  const search = (direction: 1 | -1): PassingColor | null => {
    // Lightness moves the luminance monotonically, so the first passing step in a direction is the nearest one.
    for (let i = 1; ; i++) {
      const next = Math.max(0, Math.min(100, l + direction * i * LIGHTNESS_STEP))
      const candidate = hslToHex({ h, s, l: next })
      const ratio = ratioOf(candidate)
      if (meetsRatio(ratio, target)) return { hex: candidate, ratio, lightnessDelta: next - l }
      if (next === 0 || next === 100) return null
    }
  }
  const darker = search(-1)
  const lighter = search(1)
  if (!darker) return lighter
  if (!lighter) return darker
  return Math.abs(lighter.lightnessDelta) < Math.abs(darker.lightnessDelta) ? lighter : darker
}

/** Black or white, whichever has the higher WCAG contrast on `background` (labels drawn on a swatch). */
export function readableTextColor(background: Rgb): '#000000' | '#ffffff' {
  const lum = contrastRatio(background, 0) // ratio against black
  const onWhite = contrastRatio(background, 1)
  return lum >= onWhite ? '#000000' : '#ffffff'
}
