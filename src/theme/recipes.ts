// Recipes for every component used more than once; Ark UI parts get slot recipes.
import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'

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
    _focusVisible: {
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

export const slider = defineSlotRecipe({
  className: 'slider',
  slots: ['root', 'label', 'control', 'track', 'range', 'thumb', 'valueText'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: '100%' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', h: '5' },
    track: { flex: 1, h: '1.5', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: { h: '100%', bg: 'accent.solid' },
    thumb: {
      w: '4',
      h: '4',
      borderRadius: 'full',
      bg: 'white',
      borderWidth: '2px',
      borderColor: 'accent.solid',
      boxShadow: 'sm',
      cursor: 'grab',
      _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
    },
    valueText: { fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
  },
})

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
      '& svg': { w: '3', h: '3' },
    },
    indicator: {},
    label: { color: 'fg.default' },
  },
})

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

export const select = defineSlotRecipe({
  className: 'select',
  slots: [
    'root',
    'label',
    'control',
    'trigger',
    'positioner',
    'content',
    'item',
    'itemText',
    'itemIndicator',
    'indicator',
    'valueText',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: 0 },
    label: { fontSize: 'sm', fontWeight: 'medium' },
    control: {},
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      w: '100%',
      h: '10',
      px: '3',
      fontSize: 'sm',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      cursor: 'pointer',
      '& svg': { w: '4', h: '4', color: 'fg.muted' },
    },
    positioner: {},
    content: {
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'lg',
      p: '1',
      zIndex: 60,
      maxH: '72',
      overflowY: 'auto',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      px: '2',
      h: '8',
      fontSize: 'sm',
      borderRadius: 'md',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.subtle' },
      _checked: { fontWeight: 'semibold' },
    },
    itemText: {},
    itemIndicator: { '& svg': { w: '4', h: '4' } },
    indicator: {},
    valueText: {},
  },
})
