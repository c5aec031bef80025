// Colour harmonies for the palette generator: hue rotations (complementary, triadic, analogous, tetradic) and
// lightness steps (monochromatic) of one base colour, computed from its exact HSL so nothing drifts by rounding.
import { type Hsl, hslToHex, normalizeHex, parseHex, rgbToHslExact } from '../../lib/color'
import { randomFloat } from '../../lib/random'

export type Harmony = 'complementary' | 'triadic' | 'analogous' | 'tetradic' | 'monochromatic'

export const DEFAULT_HEX = '#3b82f6'
export const DEFAULT_HARMONY: Harmony = 'complementary'
/** The palette regenerates this long after Random Color picks a new base. */
export const RANDOM_REGENERATE_MS = 100

/** Hue offsets in degrees, in display order (0 is the base colour). */
export const HUE_OFFSETS: Record<Exclude<Harmony, 'monochromatic'>, readonly number[]> = {
  complementary: [0, 180],
  triadic: [0, 120, 240],
  analogous: [-60, -30, 0, 30, 60],
  tetradic: [0, 90, 180, 270],
}

/** Monochromatic lightness offsets in percentage points (−0.4 … +0.4 of the 0–1 scale), darkest first. */
export const LIGHTNESS_OFFSETS: readonly number[] = [-40, -20, 0, 20, 40]

export const HARMONIES: readonly { id: Harmony; label: string; guide: string }[] = [
  {
    id: 'complementary',
    label: 'Complementary',
    guide: 'The base and the hue opposite it on the wheel (+180°). Strong contrast: use one for accents.',
  },
  {
    id: 'triadic',
    label: 'Triadic',
    guide: 'Three hues evenly spaced (+120°, +240°). Vibrant yet balanced; let one colour dominate.',
  },
  {
    id: 'analogous',
    label: 'Analogous',
    guide: 'Neighbouring hues (±30°, ±60°). Calm and harmonious, common in nature.',
  },
  {
    id: 'tetradic',
    label: 'Tetradic',
    guide: 'Four hues in two complementary pairs (+90°, +180°, +270°). Rich; balance warm and cool.',
  },
  {
    id: 'monochromatic',
    label: 'Monochromatic',
    guide: 'One hue in lighter and darker shades (lightness −40, −20, +20, +40 points, clamped to 0–100).',
  },
]

export interface Swatch {
  hex: string
  /** How the swatch relates to the base: 'Base', '+180°', 'Lightness −20' … */
  role: string
  isBase: boolean
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** The palette of a harmony, or null when the base is not a valid hex. */
export function generatePalette(baseHex: string, harmony: Harmony): Swatch[] | null {
  const base = normalizeHex(baseHex)
  const rgb = parseHex(baseHex)
  if (!base || !rgb) return null
  const hsl: Hsl = rgbToHslExact(rgb)
  if (harmony === 'monochromatic') {
    return LIGHTNESS_OFFSETS.map((offset) =>
      offset === 0
        ? { hex: base, role: 'Base', isBase: true }
        : {
            hex: hslToHex({ ...hsl, l: Math.max(0, Math.min(100, hsl.l + offset)) }),
            role: `Lightness ${signed(offset)}`,
            isBase: false,
          },
    )
  }
  return HUE_OFFSETS[harmony].map((offset) =>
    offset === 0
      ? { hex: base, role: 'Base', isBase: true }
      : {
          hex: hslToHex({ ...hsl, h: (((hsl.h + offset) % 360) + 360) % 360 }),
          role: `${signed(offset)}°`,
          isBase: false,
        },
  )
}

/** A random base colour: hue 0–360, saturation 40–80 %, lightness 30–70 %, from crypto randomness. */
export function randomBaseColor(random: () => number = randomFloat): string {
  return hslToHex({ h: random() * 360, s: 40 + random() * 40, l: 30 + random() * 40 })
}

/** Copy All: the hex values, comma separated. */
export function paletteText(swatches: readonly Swatch[]): string {
  return swatches.map((s) => s.hex).join(', ')
}

export function harmonyLabel(harmony: Harmony): string {
  return HARMONIES.find((h) => h.id === harmony)?.label ?? harmony
}

/** The palette as CSS custom properties on :root. */
export function paletteCss(swatches: readonly Swatch[], harmony: Harmony): string {
  const base = swatches.find((s) => s.isBase)?.hex ?? swatches[0]?.hex ?? ''
  const lines = swatches.map((s, i) => `  --palette-${i + 1}: ${s.hex}; /* ${s.role} */`)
  return `/* ${harmonyLabel(harmony)} palette from ${base} */\n:root {\n${lines.join('\n')}\n}\n`
}

export const CSS_FILENAME = 'palette.css'

export const COPY_FAILED = { title: 'Copy failed', description: 'Could not copy the palette. Please try again.' }
