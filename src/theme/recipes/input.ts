// Text inputs, selects and textareas (optionally monospace).
import { defineRecipe } from '@pandacss/dev'

export const input = defineRecipe({
  className: 'input',
  base: {
    width: '100%',
    minWidth: 0,
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'lg',
    px: '3',
    fontSize: 'sm',
    transition: 'border-color 150ms',
    _placeholder: { color: 'fg.subtle' },
    _focus: {
      outline: '2px solid',
      outlineColor: 'accent.focus',
      outlineOffset: '0',
      borderColor: 'accent.focus',
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid=true]': { borderColor: 'danger.fg' },
  },
  variants: {
    kind: {
      input: { h: '10' },
      select: { h: '10', pr: '8', appearance: 'auto' },
      textarea: { py: '2', minH: '40', resize: 'vertical', lineHeight: '1.5' },
    },
    mono: { true: { fontFamily: 'mono', fontSize: 'sm' } },
  },
  defaultVariants: { kind: 'input' },
})
