// The bordered surface panels sit on.
import { defineRecipe } from '@pandacss/dev'

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    boxShadow: 'xs',
    minWidth: 0,
  },
  variants: {
    padding: { none: {}, md: { p: { base: '4', md: '5' } } },
  },
  defaultVariants: { padding: 'md' },
})
