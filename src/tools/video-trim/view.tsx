import { useState } from 'react'
import { probeVideo } from '../../jobs/media'
import { EmptyState, Notice, Panel, SplitLayout } from '../../kit'
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
import { formatClock } from '../../lib/media/media-time'
import { initialRange, type TrimRange } from '../../lib/media/video-trim'
import { notify } from '../../ui/toaster'
import { PreviewPanel } from './preview-panel'
import { ResultPanel } from './result-panel'
import { runTrim } from './trim-job'
import { assessTrim, describeVideoFile } from './trim-plan'
import { TrimSettings } from './trim-settings'

export default function VideoTrimView() {
  const media = useMediaFile(probeVideo)
  const { caps, failed: capsFailed } = useMediaCapabilities()
  const preview = useMediaPreview<HTMLVideoElement>()
  const [range, setRange] = useState<TrimRange>({ start: 0, end: 0 })
  const trimJob = useJob(runTrim, { dispose: revokeMediaUrl })

  const { file, url, info } = media
  const duration = info?.duration ?? preview.duration ?? 0
  const assessment = assessTrim(info, caps, range, duration, file?.size ?? 0)
  const { capsProblem } = assessment
  const probeFailed = media.probeJob.state.status === 'failed'

  const choose = async (f: File) => {
    trimJob.reset()
    preview.reset()
    setRange({ start: 0, end: 0 })
    const probed = await media.choose(f)
    if (probed.status === 'done') setRange(initialRange(probed.result.duration))
  }

  const onTrim = async () => {
    if (!file || !caps) return
    const state = await trimJob.start({ file, range, caps })
    if (state.status !== 'done')
      return notifyUnfinished(state, { failed: 'Trimming failed', cancelled: 'Trimming cancelled' })
    const r = state.result
    if (r.damaged) {
      notify({ type: 'warning', title: 'Trimmed what could be read', description: r.damaged })
      return
    }
    notify({
      type: 'success',
      title: 'Trimming complete',
      description: `Video trimmed from ${formatClock(r.range.start)} to ${formatClock(r.range.end)} (${formatBytes(r.blob.size)})`,
    })
  }

  return (
    <div className={looks.stack}>
      {capsProblem ? (
        <Notice tone="warning" title="Trimming is not available in this browser">
          {capsProblem}
        </Notice>
      ) : capsFailed ? (
        <Notice tone="warning" title="Could not check this browser's video encoders">
          Trimming may not work here.
        </Notice>
      ) : null}

      <MediaFilePanel
        kind="video"
        title="Upload video"
        description="MP4, WebM, MOV or MKV. The file never leaves your device."
        chosen={Boolean(file)}
        label={{ empty: 'Drop a video here or click to choose', chosen: 'Choose another video' }}
        hint="Any video your browser can read."
        rejectAll={{ title: 'Invalid file type', description: 'Please select a video file' }}
        onFile={choose}
      >
        {file ? (
          <p className={looks.mutedWrap} data-testid="video-name">
            {describeVideoFile(file.name, file.size, info)}
          </p>
        ) : null}
        {probeFailed ? (
          <Notice tone="danger" title="Cannot read this video">
            The browser could not read this video file. It may be damaged or in a format it does not know.
          </Notice>
        ) : null}
      </MediaFilePanel>

      {!file || !url ? (
        <EmptyState title="No video yet">Choose a video to preview it and pick the part to keep.</EmptyState>
      ) : (
        <SplitLayout>
          <PreviewPanel url={url} preview={preview} duration={duration} range={range} />
          <TrimSettings
            range={range}
            setRange={setRange}
            duration={duration}
            current={preview.current}
            position={preview.position}
            info={info}
            assessment={assessment}
            job={trimJob}
            canTrim={Boolean(file) && assessment.ready && !trimJob.running}
            onTrim={onTrim}
          />
        </SplitLayout>
      )}

      {trimJob.state.status === 'done' ? <ResultPanel result={trimJob.state.result} /> : null}

      <Panel title="How it works">
        <ProseList muted>
          <li>Everything happens in your browser with WebCodecs; the video is never uploaded.</li>
          <li>
            When the start sits on a keyframe, the packets are copied without re-encoding: fast and lossless. Otherwise
            the part is re-encoded (H.264 in MP4, or VP9/VP8 in WebM where H.264 is not available) for an exact cut.
          </li>
          <li>Audio is kept: copied where possible, otherwise re-encoded (AAC or Opus).</li>
          <li>'Set Current' uses the preview's position; if the range would be empty, the other end moves by 10 s.</li>
        </ProseList>
      </Panel>
    </div>
  )
}
