// Ark UI Checkbox parts.
import { defineSlotRecipe } from '@pandacss/dev'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: ['root', 'control', 'indicator', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm' },
    control: {
      w: '4',
      h: '4',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderWidth: '1.5px',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'accent.onSolid',
      _checked: { bg: 'accent.solid', borderColor: 'accent.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
      '& svg': { w: '3', h: '3' },
    },
    indicator: {},
    label: { color: 'fg.default' },
  },
})
