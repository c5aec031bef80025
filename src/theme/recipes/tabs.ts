// Ark UI Tabs parts.
import { defineSlotRecipe } from '@pandacss/dev'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'trigger', 'content', 'indicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minWidth: 0 },
    list: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      gap: '1',
      p: '1',
      bg: 'bg.subtle',
      borderRadius: 'lg',
      alignSelf: 'flex-start',
      maxWidth: '100%',
    },
    trigger: {
      px: '3',
      h: '8',
      borderRadius: 'md',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      _selected: { bg: 'bg.surface', color: 'fg.default', boxShadow: 'xs' },
      _hover: { color: 'fg.default' },
    },
    content: { minWidth: 0 },
    indicator: { display: 'none' },
  },
})
