// Gradient rules for the CSS gradient generator: the stop list (add, remove, at least two), stops sorted by
// position when the CSS is built, and the linear/radial CSS text itself.

import { normalizeHex } from '../../lib/color'
import { clampNumber, formatCssNumber } from '../../lib/number-input'

export type GradientType = 'linear' | 'radial'

export interface GradientStop {
  id: string
  /** Hex colour as stored (already valid). */
  color: string
  /** Percent 0–100. */
  position: number
}

export interface Gradient {
  type: GradientType
  /** Degrees 0–360, used by linear gradients only. */
  angle: number
  stops: GradientStop[]
}

export interface GradientPreset {
  name: string
  type: GradientType
  angle: number
  stops: { color: string; position: number }[]
}

export const MIN_STOPS = 2
export const NEW_STOP_COLOR = '#FF5733'
export const GRADIENT_FILE = 'gradient.css'

let nextId = 0
export const newStopId = () => `stop-${++nextId}`

const withIds = (stops: { color: string; position: number }[]): GradientStop[] =>
  stops.map((s) => ({ id: newStopId(), color: s.color, position: s.position }))

export function defaultGradient(): Gradient {
  return {
    type: 'linear',
    angle: 90,
    stops: withIds([
      { color: '#3B82F6', position: 0 },
      { color: '#8B5CF6', position: 100 },
    ]),
  }
}

export const GRADIENT_PRESETS: readonly GradientPreset[] = [
  {
    name: 'Sunset',
    type: 'linear',
    angle: 90,
    stops: [
      { color: '#FF7E5F', position: 0 },
      { color: '#FEB47B', position: 100 },
    ],
  },
  {
    name: 'Ocean',
    type: 'linear',
    angle: 135,
    stops: [
      { color: '#2E3192', position: 0 },
      { color: '#1BFFFF', position: 100 },
    ],
  },
  {
    name: 'Forest',
    type: 'linear',
    angle: 45,
    stops: [
      { color: '#134E5E', position: 0 },
      { color: '#71B280', position: 100 },
    ],
  },
  {
    name: 'Fire',
    type: 'radial',
    angle: 90,
    stops: [
      { color: '#F5AF19', position: 0 },
      { color: '#F12711', position: 60 },
      { color: '#8E0E00', position: 100 },
    ],
  },
]

export function gradientFromPreset(preset: GradientPreset): Gradient {
  return { type: preset.type, angle: preset.angle, stops: withIds(preset.stops) }
}

/** A new stop at (highest position + 20), capped at 100, coloured #FF5733. */
export function addStop(stops: readonly GradientStop[]): GradientStop[] {
  const top = stops.reduce((m, s) => Math.max(m, s.position), 0)
  // Stops opened from a link carry ids made on another page: never reuse one.
  let id = newStopId()
  while (stops.some((s) => s.id === id)) id = newStopId()
  return [...stops, { id, color: NEW_STOP_COLOR, position: Math.min(100, top + 20) }]
}

export const canRemoveStop = (stops: readonly GradientStop[]) => stops.length > MIN_STOPS

export function removeStop(stops: readonly GradientStop[], id: string): GradientStop[] {
  if (!canRemoveStop(stops)) return [...stops]
  return stops.filter((s) => s.id !== id)
}

export function updateStop(
  stops: readonly GradientStop[],
  id: string,
  patch: Partial<Pick<GradientStop, 'color' | 'position'>>,
): GradientStop[] {
  return stops.map((s) => (s.id === id ? { ...s, ...patch } : s))
}

/** Stable sort by position: equal positions keep the order the user made them in. */
export function sortStops(stops: readonly GradientStop[]): GradientStop[] {
  return stops
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.position - b.s.position || a.i - b.i)
    .map(({ s }) => s)
}

/** The gradient value, e.g. `linear-gradient(90deg, #3b82f6 0%, #8b5cf6 100%)`. */
export function buildGradient(gradient: Gradient): string {
  const stops = sortStops(gradient.stops)
    .map((s) => `${normalizeHex(s.color) ?? '#000000'} ${formatCssNumber(clampNumber(s.position, 0, 100), 2)}%`)
    .join(', ')
  if (gradient.type === 'radial') return `radial-gradient(circle, ${stops})`
  return `linear-gradient(${formatCssNumber(clampNumber(gradient.angle, 0, 360), 2)}deg, ${stops})`
}

/** What Copy CSS copies. */
export const buildGradientCss = (gradient: Gradient) => `background: ${buildGradient(gradient)};`

/** The downloaded gradient.css: a ready-to-use rule. */
export const buildGradientFile = (gradient: Gradient) => `.gradient {\n  background: ${buildGradient(gradient)};\n}\n`

export interface UsageExample {
  title: string
  code: string
}

export function gradientUsageExamples(gradient: Gradient): UsageExample[] {
  const value = buildGradient(gradient)
  const first = normalizeHex(sortStops(gradient.stops)[0]?.color ?? '') ?? '#000000'
  return [
    {
      title: 'Section background with a solid fallback',
      code: `.hero {\n  background-color: ${first};\n  background-image: ${value};\n}`,
    },
    {
      title: 'Gradient text',
      code: `.gradient-text {\n  background: ${value};\n  -webkit-background-clip: text;\n  background-clip: text;\n  color: transparent;\n}`,
    },
    {
      title: 'Gradient border',
      code: `.gradient-border {\n  border: 4px solid transparent;\n  border-image: ${value} 1;\n}`,
    },
    {
      title: 'Tailwind arbitrary value',
      code: `<div class="bg-[${value.replaceAll(' ', '_')}]"></div>`,
    },
  ]
}
