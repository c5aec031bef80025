// The converted file: its download, a player, and its size against the original's, format and output.
import { Notice, Stats } from '../../kit'
import { MediaResultPanel } from '../../kit/media-file-panel'
import { formatBytes } from '../../lib/bytes'
import { TARGET_INFO } from '../../lib/media/audio-convert'
import { css } from '../../styled-system/css'
import { describeOutput } from './audio-facts'
import type { ConvertOutput } from './convert-job'

export function ResultPanel({ result }: { result: ConvertOutput }) {
  return (
    <MediaResultPanel title="Converted audio" result={result}>
      {result.damaged ? (
        <Notice tone="warning" title="Only part of the file could be read">
          <span data-testid="result-damaged">{result.damaged}</span> The converted file holds what was recovered.
        </Notice>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: converted copy of the user's own audio */}
      <audio
        src={result.url}
        controls
        data-testid="result-audio"
        aria-label="Converted audio"
        className={css({ w: '100%' })}
      />
      <Stats
        columns={2}
        items={[
          { label: 'Original', value: formatBytes(result.originalSize), testId: 'result-original' },
          { label: 'Converted', value: formatBytes(result.blob.size), testId: 'result-size' },
          { label: 'Format', value: TARGET_INFO[result.target].codec, testId: 'result-format' },
          {
            label: 'Output',
            value: describeOutput(result.sampleRate, result.channels),
            testId: 'result-output',
          },
        ]}
      />
    </MediaResultPanel>
  )
}
