// The frame being viewed, drawn from a bitmap on a checkerboard (no PNG is made until a download asks for one),
// with previous, play/pause and next under it.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useCallback } from 'react'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { viewerSize } from './gif-split'
import type { Picture } from './use-frame-picture'

const stage = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  p: '3',
  minH: '32',
  backgroundImage:
    'linear-gradient(45deg, token(colors.bg.muted) 25%, transparent 25%, transparent 75%, token(colors.bg.muted) 75%), linear-gradient(45deg, token(colors.bg.muted) 25%, transparent 25%, transparent 75%, token(colors.bg.muted) 75%)',
  backgroundSize: '16px 16px',
  backgroundPosition: '0 0, 8px 8px',
})
const viewerImage = css({ maxW: '100%', h: 'auto' })

function FrameCanvas({ picture, label }: { picture: Picture; label: string }) {
  const draw = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      const ctx = canvas?.getContext('2d')
      if (!canvas || !ctx) return
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      ctx.drawImage(picture.bitmap, 0, 0)
    },
    [picture],
  )
  const { width, height } = picture.bitmap
  const size = viewerSize(width, height)
  return (
    <canvas
      ref={draw}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid="gif-frame-image"
      className={viewerImage}
      style={{ width: size.width, imageRendering: size.pixelated ? 'pixelated' : undefined }}
    />
  )
}

export function FrameViewer({
  picture,
  frameCount,
  count,
  current,
  delay,
  playing,
  onStep,
  onTogglePlay,
}: {
  picture: Picture | null
  /** Frames in the GIF (0 until known). */
  frameCount: number
  /** Frames read so far. */
  count: number
  current: number
  delay: number | undefined
  playing: boolean
  onStep: (delta: number) => void
  onTogglePlay: () => void
}) {
  return (
    <>
      <div className={stage}>
        {picture ? (
          <FrameCanvas picture={picture} label={`Frame ${picture.index + 1} of ${frameCount || '…'}`} />
        ) : (
          <span className={looks.mutedText}>Decoding the first frame…</span>
        )}
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2' })}>
        <button
          type="button"
          className={button({ size: 'icon', variant: 'outline' })}
          aria-label="Previous frame"
          onClick={() => onStep(-1)}
          disabled={count < 2}
        >
          <ChevronLeft aria-hidden />
        </button>
        <button
          type="button"
          className={button({ size: 'icon', variant: 'solid' })}
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={onTogglePlay}
          disabled={count < 2}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </button>
        <button
          type="button"
          className={button({ size: 'icon', variant: 'outline' })}
          aria-label="Next frame"
          onClick={() => onStep(1)}
          disabled={count < 2}
        >
          <ChevronRight aria-hidden />
        </button>
        <span
          data-testid="gif-frame-counter"
          aria-live="polite"
          className={css({ fontVariantNumeric: 'tabular-nums', fontSize: 'sm', color: 'fg.muted', ml: '2' })}
        >
          {count ? current + 1 : 0} / {frameCount || count}
        </span>
      </div>
      {delay !== undefined ? (
        <p className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>Delay {delay} ms</p>
      ) : null}
    </>
  )
}
