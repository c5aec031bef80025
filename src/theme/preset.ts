// The Localkit Panda preset: fonts, semantic colour tokens (light and dark), keyframes, text and layer styles, and
// recipes.
import { definePreset } from '@pandacss/dev'
import { layerStyles, textStyles } from './compositions'
import {
  badge,
  button,
  card,
  checkbox,
  drawer,
  input,
  select,
  slider,
  switchRecipe,
  table,
  tabs,
  toast,
  tooltip,
} from './recipes'
import { semanticColors } from './semantic-tokens'

export const localkitPreset = definePreset({
  name: 'localkit',
  theme: {
    extend: {
      tokens: {
        fonts: {
          body: { value: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
          mono: {
            value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
          },
        },
      },
      semanticTokens: { colors: semanticColors },
      textStyles,
      layerStyles,
      keyframes: {
        slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
        spin: { to: { transform: 'rotate(360deg)' } },
      },
      recipes: { button, input, card, badge },
      slotRecipes: { table, tabs, slider, switchRecipe, checkbox, drawer, toast, tooltip, select },
    },
  },
})
