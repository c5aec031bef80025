// Semantic tokens: every colour a component uses, with its light and dark value.
import { categoryHues } from './categories'

const pair = (base: string, dark: string) => ({ value: { base, _dark: dark } })

const categoryTokens = Object.fromEntries(
  Object.entries(categoryHues).map(([id, hue]) => [
    id,
    {
      bg: pair(`{colors.${hue}.100}`, `color-mix(in srgb, {colors.${hue}.400} 16%, transparent)`),
      fg: pair(`{colors.${hue}.700}`, `{colors.${hue}.300}`),
      border: pair(`{colors.${hue}.200}`, `color-mix(in srgb, {colors.${hue}.400} 30%, transparent)`),
    },
  ]),
)

export const semanticColors = {
  bg: {
    canvas: pair('#f8fafc', '#09090b'),
    surface: pair('#ffffff', '#131316'),
    subtle: pair('{colors.slate.100}', '#1c1c21'),
    muted: pair('{colors.slate.200}', '#26262c'),
    overlay: pair('rgba(15, 23, 42, 0.45)', 'rgba(0, 0, 0, 0.6)'),
  },
  fg: {
    default: pair('{colors.slate.900}', '{colors.zinc.100}'),
    muted: pair('{colors.slate.600}', '{colors.zinc.400}'),
    subtle: pair('#586476', '{colors.zinc.400}'),
    inverted: pair('#ffffff', '{colors.zinc.900}'),
  },
  border: {
    default: pair('{colors.slate.200}', '#2a2a31'),
    strong: pair('{colors.slate.300}', '#3a3a42'),
  },
  accent: {
    solid: pair('{colors.blue.600}', '{colors.blue.600}'),
    hover: pair('{colors.blue.700}', '{colors.blue.700}'),
    fg: pair('{colors.blue.700}', '{colors.blue.300}'),
    onSolid: pair('#ffffff', '#ffffff'),
    subtle: pair('{colors.blue.50}', 'color-mix(in srgb, {colors.blue.400} 14%, transparent)'),
    focus: pair('{colors.blue.500}', '{colors.blue.400}'),
  },
  success: {
    fg: pair('{colors.green.700}', '{colors.green.400}'),
    subtle: pair('{colors.green.50}', 'color-mix(in srgb, {colors.green.400} 14%, transparent)'),
    border: pair('{colors.green.200}', 'color-mix(in srgb, {colors.green.400} 30%, transparent)'),
  },
  danger: {
    solid: pair('{colors.red.600}', '{colors.red.600}'),
    fg: pair('{colors.red.700}', '{colors.red.400}'),
    subtle: pair('{colors.red.50}', 'color-mix(in srgb, {colors.red.400} 14%, transparent)'),
    border: pair('{colors.red.200}', 'color-mix(in srgb, {colors.red.400} 30%, transparent)'),
  },
  warning: {
    fg: pair('{colors.amber.800}', '{colors.amber.300}'),
    subtle: pair('{colors.amber.50}', 'color-mix(in srgb, {colors.amber.400} 14%, transparent)'),
    border: pair('{colors.amber.200}', 'color-mix(in srgb, {colors.amber.400} 30%, transparent)'),
  },
  cat: categoryTokens,
}
