// The "Convert" panel: target format and bitrate, why OGG may be off, and the Convert button (the job's progress
// and Cancel while it runs, its failure under it).
import { RefreshCw } from 'lucide-react'
import { Notice } from '../../kit'
import { MediaSettingsPanel } from '../../kit/media-file-panel'
import type { ViewJob } from '../../kit/use-job'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { MP3_BITRATE_OPTIONS, OPUS_BITRATE_OPTIONS } from './audio-facts'
import type { ConvertArgs, ConvertOutput } from './convert-job'
import type { ConvertSettings as Settings } from './use-convert-settings'

export function ConvertSettings({
  settings,
  job,
  limitProblem,
  onConvert,
}: {
  settings: Settings
  job: ViewJob<ConvertArgs, ConvertOutput>
  /** Why the chosen file is not converted (a limit, with what was found), or null. */
  limitProblem: string | null
  onConvert: () => void
}) {
  const { target, oggReason } = settings
  return (
    <MediaSettingsPanel
      title="Convert"
      fields={
        <>
          <SelectField
            label="Target format"
            value={target}
            options={settings.targetOptions}
            onChange={settings.setTarget}
            disabled={job.running}
          />
          {target === 'mp3' ? (
            <SelectField
              label="MP3 bitrate"
              value={settings.mp3Bitrate}
              options={MP3_BITRATE_OPTIONS}
              onChange={settings.setMp3Bitrate}
              disabled={job.running}
            />
          ) : target === 'ogg' ? (
            <SelectField
              label="Opus bitrate"
              value={settings.opusBitrate}
              options={OPUS_BITRATE_OPTIONS}
              onChange={settings.setOpusBitrate}
              disabled={job.running}
            />
          ) : (
            <p className={css({ fontSize: 'sm', color: 'fg.muted', alignSelf: 'end' })}>
              Lossless: 16-bit PCM at the source's sample rate.
            </p>
          )}
        </>
      }
      job={job}
      failedTitle="Could not process the audio file"
      action={
        <button
          type="button"
          className={button({ variant: 'solid', size: 'md' })}
          disabled={Boolean(limitProblem)}
          onClick={onConvert}
        >
          <RefreshCw aria-hidden /> Convert
        </button>
      }
    >
      {limitProblem ? (
        <Notice tone="danger" title="Too large to convert here">
          <span data-testid="audio-limit">{limitProblem}</span>
        </Notice>
      ) : null}
      {oggReason ? (
        <Notice tone="info" title="OGG is not available">
          OGG output is off because {oggReason}.
        </Notice>
      ) : null}
    </MediaSettingsPanel>
  )
}
