// Ark UI Slider parts.
import { defineSlotRecipe } from '@pandacss/dev'

export const slider = defineSlotRecipe({
  className: 'slider',
  slots: ['root', 'label', 'control', 'track', 'range', 'thumb', 'valueText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', h: '5' },
    track: { flex: 1, h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: { h: '100%', bg: 'accent.solid' },
    thumb: {
      w: '4',
      h: '4',
      borderRadius: 'full',
      bg: 'white',
      borderWidth: '2px',
      borderColor: 'accent.solid',
      boxShadow: 'sm',
      cursor: 'grab',
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
    },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
  },
})
