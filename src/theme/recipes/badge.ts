// Small rounded labels in five tones.
import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    px: '2.5',
    py: '0.5',
    fontSize: 'xs',
    fontWeight: 'medium',
    borderWidth: '1px',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.default' },
      accent: { bg: 'accent.subtle', color: 'accent.fg', borderColor: 'transparent' },
      success: { bg: 'success.subtle', color: 'success.fg', borderColor: 'success.border' },
      danger: { bg: 'danger.subtle', color: 'danger.fg', borderColor: 'danger.border' },
      warning: { bg: 'warning.subtle', color: 'warning.fg', borderColor: 'warning.border' },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
