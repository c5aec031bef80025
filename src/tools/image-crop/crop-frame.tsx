// The loaded image with the crop box over it: drag the box to move it, drag its corner handle to resize it, or use
// the arrow keys (Shift resizes, Alt moves by single pixels).
import { type PointerEvent as ReactPointerEvent, useRef } from 'react'
import type { Size } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { boxForKey, type CropBox, moveBox, resizeBox } from './image-crop'

type Drag = { kind: 'move' | 'resize'; startX: number; startY: number; box: CropBox; scale: number }

const pct = (n: number, of: number) => `${(n / of) * 100}%`

export function CropFrame({
  url,
  name,
  size,
  box,
  ratio,
  onBox,
}: {
  url: string
  name: string
  size: Size
  box: CropBox
  ratio: number | null
  onBox: (box: CropBox) => void
}) {
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)

  const startDrag = (kind: Drag['kind']) => (e: ReactPointerEvent<HTMLElement>) => {
    const rect = frame.current?.getBoundingClientRect()
    if (!rect) return
    e.preventDefault()
    e.stopPropagation()
    ;(e.currentTarget as HTMLElement).setPointerCapture(e.pointerId)
    drag.current = { kind, startX: e.clientX, startY: e.clientY, box, scale: size.width / rect.width }
  }
  const onDragMove = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d) return
    const dx = (e.clientX - d.startX) * d.scale
    const dy = (e.clientY - d.startY) * d.scale
    onBox(d.kind === 'move' ? moveBox(d.box, dx, dy, size) : resizeBox(d.box, dx, dy, size, ratio))
  }
  const endDrag = () => {
    drag.current = null
  }
  const dragHandlers = { onPointerMove: onDragMove, onPointerUp: endDrag, onPointerCancel: endDrag }

  const onBoxKey = (e: React.KeyboardEvent<HTMLElement>) => {
    const next = boxForKey(box, e, size, ratio)
    if (!next) return
    e.preventDefault()
    onBox(next)
  }

  return (
    <div className={css({ display: 'flex', justifyContent: 'center', bg: 'bg.subtle', borderRadius: 'lg', p: '2' })}>
      <div
        ref={frame}
        className={css({
          position: 'relative',
          lineHeight: 0,
          maxW: '100%',
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
        })}
        style={{
          // Small images are shown larger so the box is easy to grab; tall ones fit the screen height.
          width: `min(100%, ${((size.width / size.height) * 65).toFixed(3)}vh, ${Math.max(size.width, 320)}px)`,
        }}
      >
        <img
          src={url}
          alt={`To crop: ${name}`}
          draggable={false}
          className={css({ display: 'block', w: '100%', h: 'auto' })}
        />
        <div
          role="group"
          tabIndex={0}
          aria-label={`Crop area ${box.width}×${box.height} at ${box.x}, ${box.y}. Arrow keys move it, Shift+arrow keys resize it, Alt for single pixels.`}
          data-testid="crop-box"
          onPointerDown={startDrag('move')}
          {...dragHandlers}
          onKeyDown={onBoxKey}
          className={css({
            position: 'absolute',
            cursor: 'move',
            outline: '2px solid white',
            boxShadow: '0 0 0 9999px rgba(0,0,0,0.5)',
            _focusVisible: { outline: '3px solid', outlineColor: 'accent.focus' },
          })}
          style={{
            left: pct(box.x, size.width),
            top: pct(box.y, size.height),
            width: pct(box.width, size.width),
            height: pct(box.height, size.height),
          }}
        >
          <span
            aria-hidden
            data-testid="crop-handle"
            onPointerDown={startDrag('resize')}
            {...dragHandlers}
            className={css({
              position: 'absolute',
              right: '0',
              bottom: '0',
              w: '14px',
              h: '14px',
              bg: 'accent.solid',
              border: '2px solid white',
              borderRadius: 'sm',
              cursor: 'nwse-resize',
            })}
          />
        </div>
      </div>
    </div>
  )
}
