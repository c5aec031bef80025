// Buttons: solid, outline, ghost and danger, in four sizes.
import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'lg',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background 150ms, border-color 150ms, color 150ms',
    borderWidth: '1px',
    borderColor: 'transparent',
    userSelect: 'none',
    '& svg': { width: '4', height: '4', flexShrink: 0 },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.solid',
        color: 'accent.onSolid',
        _hover: { _enabled: { bg: 'accent.hover' } },
      },
      outline: {
        bg: 'bg.surface',
        borderColor: 'border.strong',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      danger: {
        bg: 'danger.solid',
        color: 'white',
        _hover: { _enabled: { opacity: 0.9 } },
      },
    },
    size: {
      xs: { h: '7', px: '2', fontSize: 'xs' },
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      icon: { h: '9', w: '9', p: '0' },
    },
  },
  defaultVariants: { variant: 'outline', size: 'md' },
})
