// The look of the tool's two kinds of tables (common amounts, rates in use): right-aligned figures in mono.
import { css } from '../../styled-system/css'

export const tableClass = css({
  w: '100%',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  borderCollapse: 'collapse',
  '& th, & td': { py: '1.5', px: '2', textAlign: 'right', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& th': { color: 'fg.muted', fontWeight: 'medium', fontSize: 'xs' },
  '& td': { fontFamily: 'mono' },
  '& th:first-child, & td:first-child': { textAlign: 'left' },
  '& caption': { textAlign: 'left', fontSize: 'xs', color: 'fg.muted', pb: '1' },
})
