// Ark UI Toast parts.
import { defineSlotRecipe } from '@pandacss/dev'

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: ['root', 'title', 'description', 'closeTrigger', 'actionTrigger'],
  base: {
    root: {
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      boxShadow: 'lg',
      p: '4',
      pr: '10',
      width: 'calc(100vw - 2rem)',
      maxWidth: { md: '420px' },
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
      '&[data-type=error]': { borderColor: 'danger.border', bg: 'danger.subtle' },
      '&[data-type=success]': { borderColor: 'success.border' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm' },
    description: { fontSize: 'sm', color: 'fg.muted', mt: '0.5' },
    closeTrigger: { position: 'absolute', top: '2', right: '2' },
    actionTrigger: { mt: '2' },
  },
})
