// The looks of the diff's rows, shared by the unified, side-by-side and inline views and the legend.
import { css } from '../../styled-system/css'

export const ROW_HEIGHT = 20

export const rowBase = css({
  display: 'grid',
  fontFamily: 'mono',
  fontSize: 'xs',
  // Exactly the estimated row height, so unwrapped rows never make the virtualiser re-measure 200,000 rows.
  lineHeight: '20px',
  minW: 0,
})
export const numCell = css({
  color: 'fg.muted',
  textAlign: 'right',
  pr: '2',
  userSelect: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
export const textCell = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minW: 0, px: '1.5' })
export const addedBg = css({ bg: 'success.subtle' })
export const removedBg = css({ bg: 'danger.subtle' })
export const emptyCell = css({ bg: 'bg.subtle' })
export const addedWord = css({ bg: 'success.border', borderRadius: 'sm' })
export const removedWord = css({ bg: 'danger.border', borderRadius: 'sm', textDecoration: 'line-through' })
export const signCell = css({ userSelect: 'none', textAlign: 'center', color: 'fg.muted' })
export const scrollBox = css({
  maxH: '560px',
  overflowY: 'auto',
  overflowX: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
})
