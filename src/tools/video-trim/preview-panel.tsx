// The chosen video with Play/Pause, its position, and jumps to the range's two ends.
import { Pause, Play } from 'lucide-react'
import { Notice, Panel } from '../../kit'
import type { MediaPreview } from '../../kit/media-file-panel'
import { formatClock } from '../../lib/media/media-time'
import type { TrimRange } from '../../lib/media/video-trim'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'

export const videoBox = css({ w: '100%', maxH: '96', bg: 'black', borderRadius: 'lg', objectFit: 'contain' })

export function PreviewPanel({
  url,
  preview,
  duration,
  range,
}: {
  url: string
  preview: MediaPreview<HTMLVideoElement>
  duration: number
  range: TrimRange
}) {
  return (
    <Panel title="Preview">
      <video
        {...preview.elementProps}
        src={url}
        playsInline
        preload="metadata"
        data-testid="preview-video"
        className={videoBox}
        onClick={preview.toggle}
      />
      {preview.failed ? (
        <Notice tone="warning">This browser cannot play this video for preview; trimming may still work.</Notice>
      ) : null}
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'md' })}
          onClick={preview.toggle}
          disabled={preview.failed}
        >
          {preview.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {preview.playing ? 'Pause' : 'Play'}
        </button>
        <span
          data-testid="time-display"
          className={css({ fontFamily: 'mono', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' })}
        >
          {formatClock(preview.current)} / {formatClock(duration)}
        </span>
        <div className={css({ display: 'flex', gap: '2', ml: 'auto' })}>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => preview.seek(range.start)}
            disabled={!duration}
          >
            Go to start
          </button>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={() => preview.seek(Math.max(range.start, range.end - 0.5))}
            disabled={!duration}
          >
            Go to end
          </button>
        </div>
      </div>
    </Panel>
  )
}
