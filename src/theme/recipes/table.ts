// Data tables: a scrolling box, the table, its caption, header cells, body rows and cells (numeric cells line
// their digits up). The `layout: fixed` variant shares the width out evenly (a calendar grid).
import { defineSlotRecipe } from '@pandacss/dev'

export const table = defineSlotRecipe({
  className: 'table',
  slots: ['scroller', 'root', 'caption', 'head', 'headerCell', 'row', 'cell', 'numeric'],
  base: {
    scroller: { overflowX: 'auto', minW: 0 },
    root: { w: '100%', fontSize: 'sm', borderCollapse: 'collapse' },
    caption: { captionSide: 'top', textAlign: 'left', fontSize: 'xs', color: 'fg.muted', pb: '2' },
    head: { color: 'fg.muted', textAlign: 'left' },
    headerCell: { fontWeight: 'medium', textAlign: 'left', py: '1.5', pr: '3', _last: { pr: '0' } },
    row: { borderTopWidth: '1px', borderColor: 'border.default' },
    cell: { py: '1.5', pr: '3', _last: { pr: '0' } },
    numeric: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  },
  variants: {
    layout: { auto: {}, fixed: { root: { tableLayout: 'fixed' } } },
  },
  defaultVariants: { layout: 'auto' },
})
