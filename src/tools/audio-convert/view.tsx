import { probeAudio } from '../../jobs/media'
import { EmptyState, Panel, SplitLayout } from '../../kit'
import {
  MediaFilePanel,
  revokeMediaUrl,
  useMediaCapabilities,
  useMediaFile,
  useMediaPreview,
} from '../../kit/media-file-panel'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { notify } from '../../ui/toaster'
import { AudioFilePanel } from './audio-file-panel'
import { convertLimitProblem, runConvert } from './convert-job'
import { ConvertSettings } from './convert-settings'
import { FormatComparison } from './format-comparison'
import { ResultPanel } from './result-panel'
import { useConvertSettings } from './use-convert-settings'

export default function AudioConvertView() {
  const media = useMediaFile(probeAudio)
  const { caps } = useMediaCapabilities()
  const preview = useMediaPreview<HTMLAudioElement>()
  const settings = useConvertSettings(caps)
  const convertJob = useJob(runConvert, { dispose: revokeMediaUrl })

  const { file, url, info } = media
  const duration = info?.duration ?? preview.duration ?? 0

  // The limits, checked as soon as the probe has read the file (and again by the job before it reads it).
  const probed = media.probeJob.state.status === 'done' || media.probeJob.state.status === 'failed'
  const limitProblem =
    file && probed
      ? convertLimitProblem({
          file,
          target: settings.target,
          sourceRate: info?.sampleRate ?? null,
          declaredDuration: info?.duration ?? null,
          sourceChannels: info?.channels ?? null,
        })
      : null

  const choose = (f: File) => {
    convertJob.reset()
    preview.reset()
    void media.choose(f)
  }

  const onConvert = async () => {
    if (!file) {
      notify({ type: 'error', title: 'No audio file', description: 'Please upload an audio file first' })
      return
    }
    const { target, bitrate } = settings
    const state = await convertJob.start({
      file,
      target,
      bitrate,
      sourceRate: info?.sampleRate ?? null,
      declaredDuration: info?.duration ?? null,
      sourceChannels: info?.channels ?? null,
    })
    if (state.status === 'failed') {
      // The toast says what failed; the reason shows in the Convert panel.
      notify({ type: 'error', title: 'Conversion failed', description: 'Could not process the audio file' })
      return
    }
    if (state.status !== 'done')
      return notifyUnfinished(state, { failed: 'Conversion failed', cancelled: 'Conversion cancelled' })
    const r = state.result
    if (r.damaged) {
      notify({ type: 'warning', title: 'Converted what could be read', description: r.damaged })
      return
    }
    notify({
      type: 'success',
      title: 'Conversion complete',
      description: `${r.name}: ${formatBytes(r.originalSize)} → ${formatBytes(r.blob.size)}`,
    })
  }

  return (
    <div className={looks.stack}>
      <SplitLayout>
        <div className={looks.stackFill}>
          <MediaFilePanel
            kind="audio"
            title="Upload audio"
            description="MP3, WAV, OGG, FLAC, M4A … anything your browser can decode."
            chosen={Boolean(file)}
            label={{ empty: 'Drop an audio file here or click to choose', chosen: 'Choose another audio file' }}
            hint="The file stays on your device."
            rejectAll={{ title: 'Invalid file', description: 'Please select an audio file' }}
            onFile={choose}
          />
          {file && url ? (
            <AudioFilePanel file={file} url={url} info={info} duration={duration} preview={preview} />
          ) : (
            <EmptyState title="No audio file yet">Choose a file to see its details and convert it.</EmptyState>
          )}
        </div>

        <div className={looks.stackFill}>
          <ConvertSettings settings={settings} job={convertJob} limitProblem={limitProblem} onConvert={onConvert} />
          {convertJob.state.status === 'done' ? <ResultPanel result={convertJob.state.result} /> : null}
        </div>
      </SplitLayout>

      <FormatComparison />

      <Panel title="Notes">
        <ProseList muted>
          <li>
            A background worker decodes and encodes the file a piece at a time, so the page stays responsive; a file it
            cannot decode (a codec without a WebCodecs decoder, a damaged file) is decoded by the browser's Web Audio.
          </li>
          <li>
            The whole decoded audio is held in memory before encoding, so long files are checked first: their size and
            the decoded size their length means at the target's sample rate.
          </li>
          <li>WAV is 16-bit PCM at the source's sample rate with every channel kept.</li>
          <li>
            MP3 is encoded with LAME (lamejs) at the bitrate you choose; more than two channels are mixed to stereo.
          </li>
          <li>OGG is Opus at 48 kHz, encoded by the browser's WebCodecs where it supports Opus.</li>
          <li>Converting from one lossy format to another loses a little quality each time; keep your original.</li>
          <li>FLAC files can be read here but not written.</li>
        </ProseList>
      </Panel>
    </div>
  )
}
