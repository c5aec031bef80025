// The looks tool views repeat, named once (Panda extracts each at build time): `className={looks.mutedText}`
// instead of spelling the same css({...}) out in every view. Text looks use the theme's textStyles and panels its
// layerStyles (src/theme/compositions.ts); tables use the `table` slot recipe.
import { css } from '../styled-system/css'

export const looks = {
  /** Secondary text: small and muted (hints, captions, empty lines). */
  mutedText: css({ textStyle: 'muted' }),
  /** Fine print: extra small and muted (units, counts, notes under a field). */
  mutedSmall: css({ textStyle: 'mutedSmall' }),
  /** Muted colour at the surrounding size. */
  muted: css({ color: 'fg.muted' }),
  /** Secondary text that may hold long unbroken values (file names, URLs). */
  mutedWrap: css({ textStyle: 'muted', overflowWrap: 'anywhere' }),
  /** An inline error line. */
  dangerText: css({ textStyle: 'danger' }),
  /** A box of generated text (LongText or a code block's frame): subtle background, room for a line or two. */
  outputBox: css({ fontSize: 'sm', bg: 'bg.subtle', borderRadius: 'lg', p: '3', minH: '12', color: 'fg.default' }),
  /** A row of a list of things (a label and its actions on one line), on a subtle card. */
  listRow: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    bg: 'bg.subtle',
    borderRadius: 'lg',
    px: '3',
    py: '2',
    minW: 0,
  }),
  /** A column of sections. */
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  /** A column of sections that may shrink inside a grid or flex row. */
  stackFill: css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 }),
  /** A column of closely related lines. */
  stackTight: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  /** A column between stack and stackTight. */
  stackSnug: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  /** A label over its control. */
  fieldStack: css({ display: 'flex', flexDirection: 'column', gap: '1.5' }),
  /** The well a drawn result (a QR code, a barcode) sits in, centred and scrolling when wider than the panel. */
  previewWell: css({
    display: 'flex',
    justifyContent: 'center',
    bg: 'bg.subtle',
    borderRadius: 'lg',
    p: '3',
    overflow: 'auto',
  }),
  /** A wrapping row of buttons or chips. */
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  /** A wrapping row whose items line up on their centres. */
  rowCentered: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' }),
  /** A wrapping row of fields. */
  rowWide: css({ display: 'flex', flexWrap: 'wrap', gap: '4' }),
  /** A small heading or label. */
  labelText: css({ textStyle: 'label' }),
  /** A small heading over its content. */
  labelAbove: css({ textStyle: 'label', mb: '2' }),
  /** Code and values in the monospace face. */
  monoText: css({ textStyle: 'mono' }),
  /** Read by screen readers, not shown. */
  visuallyHidden: css({ srOnly: true }),
  /** Lets a flex or grid child shrink below its content's width. */
  shrinkable: css({ minW: 0 }),
  /** A horizontally scrolling box (wide tables) that may shrink. */
  scrollX: css({ overflowX: 'auto', minW: 0 }),
  /** A raised panel (the card look without the recipe's padding). */
  card: css({ layerStyle: 'card', minW: 0 }),
  /** A recessed section inside a panel (a summary, a preview, a group of values). */
  section: css({ layerStyle: 'section', minW: 0 }),
  /** A full-width table of small text. */
  dataTable: css({ w: '100%', fontSize: 'sm', borderCollapse: 'collapse' }),
} as const
