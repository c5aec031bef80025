// Ark UI Switch parts.
import { defineSlotRecipe } from '@pandacss/dev'

export const switchRecipe = defineSlotRecipe({
  className: 'switch-field',
  slots: ['root', 'control', 'thumb', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      w: '9',
      h: '5',
      p: '0.5',
      borderRadius: 'full',
      bg: 'bg.muted',
      transition: 'background 150ms',
      _checked: { bg: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
    },
    thumb: {
      w: '4',
      h: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'transform 150ms',
      _checked: { transform: 'translateX(16px)' },
    },
    label: { fontSize: 'sm' },
  },
})
