// Box-shadow rules for the shadow generator: layer limits and defaults, the six presets, and the CSS text for one or
// many layers (an invalid hex colour becomes black at the chosen opacity).
import { formatRgba, parseHex } from '../../lib/color'
import { formatCssNumber } from '../../lib/number-input'

export interface ShadowLayer {
  id: string
  offsetX: number
  offsetY: number
  blurRadius: number
  spreadRadius: number
  color: string
  /** Percent 0–100. */
  opacity: number
  inset: boolean
}

export type ShadowValues = Omit<ShadowLayer, 'id'>

export const SHADOW_LIMITS = {
  offsetX: { min: -50, max: 50 },
  offsetY: { min: -50, max: 50 },
  blurRadius: { min: 0, max: 100 },
  spreadRadius: { min: -50, max: 50 },
  opacity: { min: 0, max: 100 },
} as const

export const SHADOW_DEFAULTS: ShadowValues = {
  offsetX: 0,
  offsetY: 4,
  blurRadius: 8,
  spreadRadius: 0,
  color: '#000000',
  opacity: 25,
  inset: false,
}

export const SHADOW_FILE = 'box-shadow.css'

export interface ShadowPreset extends ShadowValues {
  name: string
}

export const SHADOW_PRESETS: readonly ShadowPreset[] = [
  {
    name: 'Subtle',
    offsetX: 0,
    offsetY: 1,
    blurRadius: 3,
    spreadRadius: 0,
    color: '#000000',
    opacity: 12,
    inset: false,
  },
  {
    name: 'Medium',
    offsetX: 0,
    offsetY: 6,
    blurRadius: 12,
    spreadRadius: -2,
    color: '#000000',
    opacity: 20,
    inset: false,
  },
  {
    name: 'Large',
    offsetX: 0,
    offsetY: 12,
    blurRadius: 28,
    spreadRadius: -6,
    color: '#000000',
    opacity: 28,
    inset: false,
  },
  {
    name: 'Floating',
    offsetX: 0,
    offsetY: 24,
    blurRadius: 48,
    spreadRadius: -12,
    color: '#000000',
    opacity: 35,
    inset: false,
  },
  { name: 'Inset', offsetX: 0, offsetY: 2, blurRadius: 6, spreadRadius: 0, color: '#000000', opacity: 20, inset: true },
  {
    name: 'Glow',
    offsetX: 0,
    offsetY: 0,
    blurRadius: 20,
    spreadRadius: 4,
    color: '#3B82F6',
    opacity: 50,
    inset: false,
  },
]

let nextId = 0
export const newLayerId = () => `layer-${++nextId}`

export const newLayer = (values: ShadowValues = SHADOW_DEFAULTS): ShadowLayer => ({ id: newLayerId(), ...values })

/** rgba() of a hex colour at `opacity` percent; an invalid hex gives black at that opacity. */
export function shadowColor(hex: string, opacity: number): string {
  const rgb = parseHex(hex) ?? { r: 0, g: 0, b: 0 }
  const alpha = Math.min(100, Math.max(0, opacity)) / 100
  return formatRgba(rgb, Number(formatCssNumber(alpha, 2)))
}

const px = (n: number) => `${formatCssNumber(n, 2)}px`

/** One layer, e.g. `0px 4px 8px 0px rgba(0, 0, 0, 0.25)` or `inset 0px 2px 6px 0px rgba(0, 0, 0, 0.2)`. */
export function buildLayer(layer: ShadowValues): string {
  const parts = [px(layer.offsetX), px(layer.offsetY), px(layer.blurRadius), px(layer.spreadRadius)]
  return `${layer.inset ? 'inset ' : ''}${parts.join(' ')} ${shadowColor(layer.color, layer.opacity)}`
}

/** The value for `box-shadow`: layers in order, the first painted on top. */
export function buildShadowValue(layers: readonly ShadowValues[]): string {
  return layers.length ? layers.map(buildLayer).join(', ') : 'none'
}

/** What Copy CSS copies: one line for one layer, one layer per line for several. */
export function buildShadowCss(layers: readonly ShadowValues[], indent = ''): string {
  if (layers.length <= 1) return `${indent}box-shadow: ${buildShadowValue(layers)};`
  return `${indent}box-shadow:\n${layers.map((l) => `${indent}  ${buildLayer(l)}`).join(',\n')};`
}

/** The downloaded box-shadow.css: a ready-to-use rule. */
export const buildShadowFile = (layers: readonly ShadowValues[]) =>
  `.box-shadow {\n${buildShadowCss(layers, '  ')}\n}\n`

export function shadowUsageExamples(layers: readonly ShadowValues[]): { title: string; code: string }[] {
  const value = buildShadowValue(layers)
  return [
    {
      title: 'Card that lifts on hover',
      code: `.card {\n  transition: box-shadow 150ms ease, transform 150ms ease;\n}\n.card:hover {\n  box-shadow: ${value};\n  transform: translateY(-2px);\n}`,
    },
    {
      title: 'Design token',
      code: `:root {\n  --shadow-elevated: ${value};\n}\n.panel {\n  box-shadow: var(--shadow-elevated);\n}`,
    },
    { title: 'Tailwind arbitrary value', code: `<div class="shadow-[${value.replaceAll(' ', '_')}]"></div>` },
  ]
}
