// Text and layer styles: the looks tool views repeat (src/kit/styles.ts `looks` names them for views), defined once
// as Panda compositions so css({ textStyle: 'muted' }) or css({ layerStyle: 'card' }) reads as what it is.
import { defineLayerStyles, defineTextStyles } from '@pandacss/dev'

export const textStyles = defineTextStyles({
  /** Secondary text: small and muted (hints, captions, empty lines). */
  muted: { value: { fontSize: 'sm', color: 'fg.muted' } },
  /** Fine print: extra small and muted (units, counts, notes under a field). */
  mutedSmall: { value: { fontSize: 'xs', color: 'fg.muted' } },
  /** An inline error line. */
  danger: { value: { fontSize: 'sm', color: 'danger.fg' } },
  /** A small heading or label. */
  label: { value: { fontSize: 'sm', fontWeight: 'medium' } },
  /** Code and values in the monospace face. */
  mono: { value: { fontFamily: 'mono' } },
})

export const layerStyles = defineLayerStyles({
  /** A raised panel: the surface colour, a hairline border and rounded corners. */
  card: {
    value: {
      backgroundColor: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      boxShadow: 'xs',
    },
  },
  /** A recessed section inside a panel (a summary, a preview, a group of values). */
  section: { value: { backgroundColor: 'bg.subtle', borderRadius: 'lg', padding: '3' } },
})
