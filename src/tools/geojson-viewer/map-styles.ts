// The map's looks: its box, the tooltip, the zoom buttons and the small overlays in its corners.
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'

export const mapBox = css({
  position: 'relative',
  w: '100%',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  touchAction: 'none',
  cursor: 'grab',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
  '&[data-dragging=true]': { cursor: 'grabbing' },
  '& canvas': { position: 'absolute', inset: 0, display: 'block' },
})
export const tooltip = css({
  position: 'absolute',
  pointerEvents: 'none',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  px: '2',
  py: '1',
  fontSize: 'xs',
  boxShadow: 'sm',
  maxW: '240px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const controls = css({
  position: 'absolute',
  top: '2',
  right: '2',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
})
export const iconButton = cx(button({ size: 'icon' }), css({ boxShadow: 'sm', h: '8', w: '8' }))
export const readout = css({
  position: 'absolute',
  left: '2',
  bottom: '2',
  pointerEvents: 'none',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'md',
  px: '1.5',
  py: '0.5',
  fontFamily: 'mono',
  fontSize: 'xs',
  fontVariantNumeric: 'tabular-nums',
  opacity: 0.9,
})
export const drawingNote = css({
  position: 'absolute',
  left: '2',
  top: '2',
  pointerEvents: 'none',
  bg: 'bg.surface',
  color: 'fg.muted',
  borderRadius: 'md',
  px: '2',
  py: '0.5',
  fontSize: 'xs',
})
