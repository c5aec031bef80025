// The trimmed video: its download, a player, and what was written (size, length, codec, copied or re-encoded, audio).
import { Volume2 } from 'lucide-react'
import { Notice, Stats } from '../../kit'
import { MediaResultPanel } from '../../kit/media-file-panel'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { formatClock, formatSeconds } from '../../lib/media/media-time'
import { css } from '../../styled-system/css'
import { videoBox } from './preview-panel'
import type { TrimOutput } from './trim-job'

export function ResultPanel({ result }: { result: TrimOutput }) {
  return (
    <MediaResultPanel
      title="Trimmed video"
      description={`${formatClock(result.range.start)} to ${formatClock(result.range.end)}`}
      result={result}
    >
      {result.damaged ? (
        <Notice tone="warning" title="Only part of the range could be read">
          <span data-testid="result-damaged">{result.damaged}</span> The trimmed file holds what was recovered.
        </Notice>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: the trimmed copy of the user's own video */}
      <video src={result.url} controls playsInline data-testid="result-video" className={videoBox} />
      <Stats
        items={[
          { label: 'Size', value: formatBytes(result.blob.size), testId: 'result-size' },
          { label: 'Length', value: formatSeconds(result.outputDuration), testId: 'result-length' },
          { label: 'Video', value: `${result.codec} · ${result.container}`, testId: 'result-format' },
          { label: 'Method', value: result.copied ? 'Copied' : 'Re-encoded', testId: 'result-method' },
        ]}
      />
      <p className={looks.mutedText} data-testid="result-audio">
        <Volume2
          aria-hidden
          className={css({ display: 'inline', w: '4', h: '4', mr: '1', verticalAlign: 'text-bottom' })}
        />
        Audio: {result.audio}
      </p>
    </MediaResultPanel>
  )
}
