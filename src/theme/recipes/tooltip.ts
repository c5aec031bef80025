// Ark UI Tooltip parts.
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: ['trigger', 'positioner', 'content'],
  base: {
    trigger: {},
    positioner: {},
    content: {
      bg: 'fg.default',
      color: 'fg.inverted',
      fontSize: 'xs',
      px: '2',
      py: '1',
      borderRadius: 'md',
      boxShadow: 'md',
      zIndex: 60,
    },
  },
})
