// WCAG 2.x contrast rules for the contrast checker: the four AA/AAA levels, the rating words, the N.NN:1 text and
// the nearest passing foreground for each failing level. An invalid hex counts as luminance 0 (black).
import { contrastRatio, hexLuminance, normalizeHex } from '../../lib/color'
import { meetsRatio, nearestPassingForeground, type PassingColor, RATIO_EPSILON } from '../../lib/color-extra'

export const DEFAULT_FOREGROUND = '#000000'
export const DEFAULT_BACKGROUND = '#ffffff'

export type Level = 'AA_normal' | 'AA_large' | 'AAA_normal' | 'AAA_large'

export const WCAG_THRESHOLDS: Record<Level, number> = {
  AA_normal: 4.5,
  AA_large: 3,
  AAA_normal: 7,
  AAA_large: 4.5,
}

export const LEVELS: readonly { id: Level; level: 'AA' | 'AAA'; text: string; label: string }[] = [
  { id: 'AA_normal', level: 'AA', text: 'Normal text', label: 'AA normal text' },
  { id: 'AA_large', level: 'AA', text: 'Large text', label: 'AA large text' },
  { id: 'AAA_normal', level: 'AAA', text: 'Normal text', label: 'AAA normal text' },
  { id: 'AAA_large', level: 'AAA', text: 'Large text', label: 'AAA large text' },
]

export type ContrastFlags = Record<Level, boolean>
export type Rating = 'Excellent' | 'Good' | 'Fair' | 'Poor'

export function contrastFlags(ratio: number): ContrastFlags {
  return {
    AA_normal: meetsRatio(ratio, WCAG_THRESHOLDS.AA_normal),
    AA_large: meetsRatio(ratio, WCAG_THRESHOLDS.AA_large),
    AAA_normal: meetsRatio(ratio, WCAG_THRESHOLDS.AAA_normal),
    AAA_large: meetsRatio(ratio, WCAG_THRESHOLDS.AAA_large),
  }
}

export function contrastRating(ratio: number): Rating {
  if (meetsRatio(ratio, 7)) return 'Excellent'
  if (meetsRatio(ratio, 4.5)) return 'Good'
  if (meetsRatio(ratio, 3)) return 'Fair'
  return 'Poor'
}

/** 'N.NN:1', truncated (not rounded) so a failing 4.499 never reads as a passing 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100 + RATIO_EPSILON * 100) / 100).toFixed(2)}:1`
}

export interface ContrastResult {
  ratio: number
  rating: Rating
  flags: ContrastFlags
  foregroundValid: boolean
  backgroundValid: boolean
}

export function checkContrast(foreground: string, background: string): ContrastResult {
  const ratio = contrastRatio(hexLuminance(foreground), hexLuminance(background))
  return {
    ratio,
    rating: contrastRating(ratio),
    flags: contrastFlags(ratio),
    foregroundValid: normalizeHex(foreground) !== null,
    backgroundValid: normalizeHex(background) !== null,
  }
}

export interface Suggestion {
  target: number
  /** The failing levels this target fixes, e.g. ['AA normal text', 'AAA large text']. */
  levels: string[]
  result: PassingColor | null
}

/** One suggestion per distinct failing threshold (3, 4.5, 7), lowest first. */
export function suggestFixes(foreground: string, background: string, flags: ContrastFlags): Suggestion[] {
  const byTarget = new Map<number, string[]>()
  for (const l of LEVELS) {
    if (flags[l.id]) continue
    const target = WCAG_THRESHOLDS[l.id]
    byTarget.set(target, [...(byTarget.get(target) ?? []), l.label])
  }
  return [...byTarget.entries()]
    .sort(([a], [b]) => a - b)
    .map(([target, levels]) => ({ target, levels, result: nearestPassingForeground(foreground, background, target) }))
}

export const COMMON_COMBINATIONS = [
  { name: 'Black on white', foreground: '#000000', background: '#ffffff' },
  { name: 'White on black', foreground: '#ffffff', background: '#000000' },
  { name: 'Dark gray on white', foreground: '#333333', background: '#ffffff' },
  { name: 'Gray on white', foreground: '#767676', background: '#ffffff' },
  { name: 'White on blue', foreground: '#ffffff', background: '#3b82f6' },
  { name: 'Navy on cream', foreground: '#1e3a8a', background: '#fef3c7' },
] as const

/** Copy colours: the pair as CSS declarations. */
export function colorsCss(foreground: string, background: string): string {
  const fg = normalizeHex(foreground) ?? foreground.trim()
  const bg = normalizeHex(background) ?? background.trim()
  return `color: ${fg};\nbackground-color: ${bg};`
}

export const COPY_FAILED = { title: 'Copy failed', description: 'Could not copy to the clipboard. Please try again.' }

/** A suggestion's change of lightness in points, signed with a true minus: "+12.5" or "−3.0". */
export function lightnessChange(delta: number): string {
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)}`
}
