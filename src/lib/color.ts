// The one colour module: hex/RGB/HSL parsing and conversion, WCAG relative luminance and contrast.
// Every colour tool uses it; no tool re-implements these rules.
export interface Rgb {
  r: number
  g: number
  b: number
}

/** h 0–360, s and l 0–100. */
export interface Hsl {
  h: number
  s: number
  l: number
}

const HEX6 = /^#?([0-9a-f]{6})$/i
const HEX3 = /^#?([0-9a-f]{3})$/i

/** Optional '#', then 6 (or 3) hex digits, case-insensitive. Returns null when invalid. */
export function parseHex(input: string): Rgb | null {
  const text = input.trim()
  const six = HEX6.exec(text)
  const digits = six ? six[1] : HEX3.exec(text)?.[1].replace(/./g, (c) => c + c)
  if (!digits) return null
  const n = Number.parseInt(digits, 16)
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }
}

export function isValidHex(input: string): boolean {
  return parseHex(input) !== null
}

/** Normalised '#rrggbb' (lower case) or null. */
export function normalizeHex(input: string): string | null {
  const rgb = parseHex(input)
  return rgb ? rgbToHex(rgb) : null
}

const clampByte = (n: number) => Math.max(0, Math.min(255, Math.round(n)))

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, '0')).join('')}`
}

/** Exact (unrounded) HSL; use roundHsl for display. */
export function rgbToHslExact({ r, g, b }: Rgb): Hsl {
  const rn = r / 255
  const gn = g / 255
  const bn = b / 255
  const max = Math.max(rn, gn, bn)
  const min = Math.min(rn, gn, bn)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l: l * 100 }
  const s = d / (1 - Math.abs(2 * l - 1))
  let h: number
  if (max === rn) h = ((gn - bn) / d) % 6
  else if (max === gn) h = (bn - rn) / d + 2
  else h = (rn - gn) / d + 4
  h *= 60
  if (h < 0) h += 360
  return { h, s: s * 100, l: l * 100 }
}

export function roundHsl({ h, s, l }: Hsl): Hsl {
  return { h: Math.round(h) % 360, s: Math.round(s), l: Math.round(l) }
}

export function rgbToHsl(rgb: Rgb): Hsl {
  return roundHsl(rgbToHslExact(rgb))
}

/** Unrounded RGB channels (0–255) for an HSL value. */
export function hslToRgbExact({ h, s, l }: Hsl): Rgb {
  const sn = Math.max(0, Math.min(100, s)) / 100
  const ln = Math.max(0, Math.min(100, l)) / 100
  const hn = (((h % 360) + 360) % 360) / 60
  const c = (1 - Math.abs(2 * ln - 1)) * sn
  const x = c * (1 - Math.abs((hn % 2) - 1))
  const m = ln - c / 2
  const [r1, g1, b1] =
    hn < 1 ? [c, x, 0] : hn < 2 ? [x, c, 0] : hn < 3 ? [0, c, x] : hn < 4 ? [0, x, c] : hn < 5 ? [x, 0, c] : [c, 0, x]
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 }
}

export function hslToRgb(hsl: Hsl): Rgb {
  const { r, g, b } = hslToRgbExact(hsl)
  return { r: clampByte(r), g: clampByte(g), b: clampByte(b) }
}

export function hslToHex(hsl: Hsl): string {
  return rgbToHex(hslToRgb(hsl))
}

export function hexToHsl(hex: string): Hsl | null {
  const rgb = parseHex(hex)
  return rgb ? rgbToHsl(rgb) : null
}

export const formatRgb = ({ r, g, b }: Rgb) => `rgb(${r}, ${g}, ${b})`
export const formatRgba = ({ r, g, b }: Rgb, alpha = 1) => `rgba(${r}, ${g}, ${b}, ${alpha})`
export const formatHsl = ({ h, s, l }: Hsl) => `hsl(${h}, ${s}%, ${l}%)`
export const formatHsla = ({ h, s, l }: Hsl, alpha = 1) => `hsla(${h}, ${s}%, ${l}%, ${alpha})`

/** Perceived brightness 0–255 with the 0.299/0.587/0.114 weights (the colour picker's Light/Dark label). */
export function perceivedBrightness({ r, g, b }: Rgb): number {
  return r * 0.299 + g * 0.587 + b * 0.114
}

const linearise = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG 2.x relative luminance, 0–1 (sRGB linearised). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearise(r) + 0.7152 * linearise(g) + 0.0722 * linearise(b)
}

/** Relative luminance of a hex string; an invalid hex counts as luminance 0. */
export function hexLuminance(hex: string): number {
  const rgb = parseHex(hex)
  return rgb ? relativeLuminance(rgb) : 0
}

/** WCAG contrast ratio (1–21) between two luminances or colours. */
export function contrastRatio(a: Rgb | number, b: Rgb | number): number {
  const la = typeof a === 'number' ? a : relativeLuminance(a)
  const lb = typeof b === 'number' ? b : relativeLuminance(b)
  const [hi, lo] = la > lb ? [la, lb] : [lb, la]
  return (hi + 0.05) / (lo + 0.05)
}

export function hexContrastRatio(foreground: string, background: string): number {
  return contrastRatio(hexLuminance(foreground), hexLuminance(background))
}

/** Rotates the hue of an HSL value, wrapping into 0–360. */
export function rotateHue(hsl: Hsl, degrees: number): Hsl {
  return { ...hsl, h: (((hsl.h + degrees) % 360) + 360) % 360 }
}
