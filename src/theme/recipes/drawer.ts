// Ark UI Dialog parts shown as a right-hand drawer.
import { defineSlotRecipe } from '@pandacss/dev'

export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: ['backdrop', 'positioner', 'content', 'title', 'closeTrigger'],
  base: {
    backdrop: { position: 'fixed', inset: 0, bg: 'bg.overlay', zIndex: 50 },
    positioner: { position: 'fixed', top: 0, right: 0, bottom: 0, zIndex: 51, display: 'flex' },
    content: {
      w: { base: '300px', sm: '400px' },
      maxW: '100vw',
      h: '100%',
      bg: 'bg.surface',
      borderLeftWidth: '1px',
      borderColor: 'border.default',
      p: '5',
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      boxShadow: 'xl',
      _open: { animation: 'slideInRight 200ms ease-out' },
    },
    title: { fontWeight: 'semibold', fontSize: 'lg' },
    closeTrigger: {},
  },
})
