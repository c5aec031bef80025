// The thumbnails of every frame read so far, each a slice of a strip image; selecting one shows that frame.
import { memo } from 'react'
import { THUMB_WIDTH } from '../../lib/gif/gif-structure'
import { css } from '../../styled-system/css'
import type { ShownFrame } from './gif-session'

const thumbButton = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  w: '100%',
  p: '1',
  borderWidth: '2px',
  borderColor: 'transparent',
  borderRadius: 'md',
  bg: 'bg.subtle',
  cursor: 'pointer',
  fontSize: 'xs',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  _hover: { borderColor: 'border.strong' },
  '&[aria-current=true]': { borderColor: 'accent.solid', color: 'fg.default' },
})
const thumbGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: '2',
  maxH: '96',
  overflowY: 'auto',
  p: '1',
})

const Thumb = memo(function Thumb({
  frame,
  position,
  selected,
  onSelect,
}: {
  frame: ShownFrame
  position: number
  selected: boolean
  onSelect: (position: number) => void
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={`Frame ${frame.index + 1}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(position)}
        className={thumbButton}
      >
        <img
          src={frame.stripUrl}
          alt=""
          width={THUMB_WIDTH}
          height={frame.thumbHeight}
          decoding="async"
          loading="lazy"
          style={{ objectPosition: `0 -${frame.stripOffset}px`, height: frame.thumbHeight }}
          className={css({ flexShrink: 0, maxW: 'none', objectFit: 'none' })}
        />
        {frame.index + 1}
      </button>
    </li>
  )
})

export function ThumbGrid({
  frames,
  current,
  onSelect,
}: {
  frames: ShownFrame[]
  current: number
  onSelect: (position: number) => void
}) {
  return (
    <ul data-testid="gif-thumbnails" className={thumbGrid}>
      {frames.map((f, i) => (
        <Thumb key={f.index} frame={f} position={i} selected={i === current} onSelect={onSelect} />
      ))}
    </ul>
  )
}
