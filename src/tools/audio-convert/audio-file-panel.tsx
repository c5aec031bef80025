// The chosen audio file: format, size, duration and name, what the probe found, and a player with a seek slider.
import { Pause, Play } from 'lucide-react'
import type { AudioInfo } from '../../jobs/media'
import { Notice, Panel, Stats } from '../../kit'
import type { MediaPreview } from '../../kit/media-file-panel'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { formatLabel } from '../../lib/media/audio-convert'
import { formatClock } from '../../lib/media/media-time'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SliderField } from '../../ui/slider'
import { describeSource } from './audio-facts'

export function AudioFilePanel({
  file,
  url,
  info,
  duration,
  preview,
}: {
  file: File
  url: string
  info: AudioInfo | null
  duration: number
  preview: MediaPreview<HTMLAudioElement>
}) {
  return (
    <Panel title="Audio file">
      <Stats
        columns={2}
        items={[
          { label: 'Format', value: formatLabel(file.type, file.name), testId: 'info-format' },
          { label: 'Size', value: formatBytes(file.size), testId: 'info-size' },
          { label: 'Duration', value: duration ? formatClock(duration) : 'Unknown', testId: 'info-duration' },
          { label: 'Filename', value: <span className={looks.labelText}>{file.name}</span>, testId: 'info-name' },
        ]}
      />
      {info?.sampleRate ? (
        <p className={looks.mutedSmall} data-testid="info-detail">
          {describeSource(info)}
        </p>
      ) : null}
      <audio {...preview.elementProps} src={url} preload="metadata" />
      {preview.failed ? (
        <Notice tone="warning">This browser cannot play this file for preview.</Notice>
      ) : (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'icon' })}
            onClick={preview.toggle}
            aria-label={preview.playing ? 'Pause' : 'Play'}
          >
            {preview.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </button>
          <div className={css({ flex: 1, minW: 0 })}>
            <SliderField
              label="Seek"
              value={Math.min(preview.current, duration || 0)}
              min={0}
              max={Math.max(duration, 0.1)}
              step={0.1}
              disabled={!duration}
              onChange={preview.seek}
              valueText={
                <span data-testid="audio-time">
                  {formatClock(preview.current)} / {formatClock(duration)}
                </span>
              }
            />
          </div>
        </div>
      )}
    </Panel>
  )
}
