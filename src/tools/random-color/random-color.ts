// Random colours for the random-color tool: uniform HSL inside the user's bounds (the hue range may wrap through
// red), locked colours kept while the rest are rerolled, and exports in HEX/RGB/HSL, CSS variables and JSON.
import { formatHsl, formatRgb, type Hsl, hslToHex, hslToRgb, type Rgb } from '../../lib/color'
import { randomInt } from '../../lib/random'

/** Uniform integer in 0..maxExclusive-1. */
export type RandomSource = (maxExclusive: number) => number

export interface ColorBounds {
  /** 0–359; when hueMin > hueMax the range wraps through 0 (e.g. 330 → 30 is the reds). */
  hueMin: number
  hueMax: number
  satMin: number
  satMax: number
  lightMin: number
  lightMax: number
}

export interface GeneratedColor {
  id: number
  hsl: Hsl
  rgb: Rgb
  hex: string
  locked: boolean
}

export const MAX_COLORS = 50
export const DEFAULT_BOUNDS: ColorBounds = {
  hueMin: 0,
  hueMax: 359,
  satMin: 50,
  satMax: 90,
  lightMin: 35,
  lightMax: 70,
}

export const PRESETS: readonly { id: string; name: string; bounds: ColorBounds }[] = [
  {
    id: 'any',
    name: 'Anything',
    bounds: { hueMin: 0, hueMax: 359, satMin: 0, satMax: 100, lightMin: 0, lightMax: 100 },
  },
  { id: 'balanced', name: 'Balanced', bounds: DEFAULT_BOUNDS },
  {
    id: 'pastel',
    name: 'Pastel',
    bounds: { hueMin: 0, hueMax: 359, satMin: 45, satMax: 80, lightMin: 78, lightMax: 90 },
  },
  {
    id: 'vivid',
    name: 'Vivid',
    bounds: { hueMin: 0, hueMax: 359, satMin: 85, satMax: 100, lightMin: 45, lightMax: 58 },
  },
  {
    id: 'muted',
    name: 'Muted',
    bounds: { hueMin: 0, hueMax: 359, satMin: 10, satMax: 35, lightMin: 35, lightMax: 65 },
  },
  { id: 'dark', name: 'Dark', bounds: { hueMin: 0, hueMax: 359, satMin: 30, satMax: 80, lightMin: 10, lightMax: 28 } },
  { id: 'warm', name: 'Warm', bounds: { hueMin: 330, hueMax: 50, satMin: 60, satMax: 95, lightMin: 40, lightMax: 65 } },
  {
    id: 'cool',
    name: 'Cool',
    bounds: { hueMin: 170, hueMax: 260, satMin: 45, satMax: 90, lightMin: 35, lightMax: 65 },
  },
]

/** Why these bounds cannot be used, or null. */
export function boundsProblem(b: ColorBounds): string | null {
  const ints = Object.values(b).every((v) => Number.isInteger(v))
  if (!ints) return 'Bounds must be whole numbers.'
  if (b.hueMin < 0 || b.hueMin > 359 || b.hueMax < 0 || b.hueMax > 359) return 'Hue bounds must be between 0 and 359.'
  if ([b.satMin, b.satMax, b.lightMin, b.lightMax].some((v) => v < 0 || v > 100)) {
    return 'Saturation and lightness bounds must be between 0 and 100.'
  }
  if (b.satMin > b.satMax) return 'The minimum saturation must not be above the maximum.'
  if (b.lightMin > b.lightMax) return 'The minimum lightness must not be above the maximum.'
  return null
}

/** How many hues the range covers (1–360). */
export function hueSpan(b: Pick<ColorBounds, 'hueMin' | 'hueMax'>): number {
  return b.hueMin <= b.hueMax ? b.hueMax - b.hueMin + 1 : 360 - b.hueMin + b.hueMax + 1
}

export function randomHsl(b: ColorBounds, random: RandomSource = randomInt): Hsl {
  const h = (b.hueMin + random(hueSpan(b))) % 360
  const s = b.satMin + random(b.satMax - b.satMin + 1)
  const l = b.lightMin + random(b.lightMax - b.lightMin + 1)
  return { h, s, l }
}

let nextId = 1

export function makeColor(hsl: Hsl, locked = false): GeneratedColor {
  return { id: nextId++, hsl, rgb: hslToRgb(hsl), hex: hslToHex(hsl), locked }
}

/**
 * A new palette of `count` colours: locked colours stay where they are, every other slot gets a fresh colour.
 * When the count shrinks, unlocked slots are removed from the end first; it never goes below the locked count.
 */
export function rerollPalette(
  previous: readonly GeneratedColor[],
  count: number,
  bounds: ColorBounds,
  random: RandomSource = randomInt,
): GeneratedColor[] {
  const lockedCount = previous.filter((c) => c.locked).length
  const target = Math.max(lockedCount, Math.min(MAX_COLORS, Math.max(1, Math.floor(count))))
  let slots: (GeneratedColor | null)[] = previous.map((c) => (c.locked ? c : null))
  // Shrink: drop unlocked slots from the end.
  for (let i = slots.length - 1; i >= 0 && slots.length > target; i--) {
    if (slots[i] === null) slots = [...slots.slice(0, i), ...slots.slice(i + 1)]
  }
  while (slots.length < target) slots.push(null)
  return slots.map((c) => c ?? makeColor(randomHsl(bounds, random)))
}

/** Changes only the number of colours: existing ones stay, new ones are added at the end, unlocked ones leave from the end. */
export function resizePalette(
  previous: readonly GeneratedColor[],
  count: number,
  bounds: ColorBounds,
  random: RandomSource = randomInt,
): GeneratedColor[] {
  const lockedCount = previous.filter((c) => c.locked).length
  const target = Math.max(lockedCount, Math.min(MAX_COLORS, Math.max(1, Math.floor(count))))
  const out = [...previous]
  for (let i = out.length - 1; i >= 0 && out.length > target; i--) if (!out[i].locked) out.splice(i, 1)
  while (out.length < target) out.push(makeColor(randomHsl(bounds, random)))
  return out
}

export function toggleLock(colors: readonly GeneratedColor[], id: number): GeneratedColor[] {
  return colors.map((c) => (c.id === id ? { ...c, locked: !c.locked } : c))
}

export type ColorFormatName = 'hex' | 'rgb' | 'hsl'

export function formatColor(c: GeneratedColor, format: ColorFormatName): string {
  if (format === 'hex') return c.hex
  if (format === 'rgb') return formatRgb(c.rgb)
  return formatHsl(c.hsl)
}

export type ExportFormat = ColorFormatName | 'css' | 'json'

export function exportColors(colors: readonly GeneratedColor[], format: ExportFormat): string {
  if (format === 'css') {
    return `:root {\n${colors.map((c, i) => `  --color-${i + 1}: ${c.hex};`).join('\n')}\n}\n`
  }
  if (format === 'json') {
    return `${JSON.stringify(
      colors.map((c) => ({ hex: c.hex, rgb: { ...c.rgb }, hsl: { ...c.hsl } })),
      null,
      2,
    )}\n`
  }
  return `${colors.map((c) => formatColor(c, format)).join('\n')}\n`
}

export const EXPORT_FILES: Record<ExportFormat, { filename: string; mime: string }> = {
  hex: { filename: 'colors-hex.txt', mime: 'text/plain;charset=utf-8' },
  rgb: { filename: 'colors-rgb.txt', mime: 'text/plain;charset=utf-8' },
  hsl: { filename: 'colors-hsl.txt', mime: 'text/plain;charset=utf-8' },
  css: { filename: 'colors.css', mime: 'text/css;charset=utf-8' },
  json: { filename: 'colors.json', mime: 'application/json' },
}
