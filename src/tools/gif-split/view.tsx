import { Download, FileArchive } from 'lucide-react'
import { useEffect } from 'react'
import { type OpenGif, prewarmGif } from '../../jobs/gif'
import { FileDrop, JobStatus, Notice, Panel, Stats } from '../../kit'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { notifyUnfinished, useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { isGifLimitError } from '../../lib/gif/gif-limits'
import { baseName, frameFileName, isGifFile } from '../../lib/gif/gif-structure'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { FrameViewer } from './frame-viewer'
import { failureNotice, readReport } from './gif-split'
import { ThumbGrid } from './thumb-grid'
import { useFrameRequest, usePictures } from './use-frame-picture'
import { useGifReader } from './use-gif-reader'
import { usePlayback } from './use-playback'
import { zipFrames } from './zip-frames'

export default function GifSplitView() {
  const pictures = usePictures()
  const { job: read, loaded, frames, gif, stop } = useGifReader(pictures)
  const { current, frame, playing, togglePlay, select, step, rewind } = usePlayback(frames)
  useFrameRequest(gif, frame?.index, pictures)
  // Downloads ask the open GIF's worker for PNGs; a new GIF ends them with its session.
  const pngJob = useJob(({ source, index }: { source: OpenGif; index: number }) => source.png(index))
  const zipJob = useJob(zipFrames)

  useEffect(() => prewarmGif(), [])
  const count = frames.length
  const processing = read.running

  const open = async (file: File) => {
    zipJob.cancel()
    pictures.show(null)
    rewind()
    const outcome = await read.start(file)
    if (outcome.status === 'done') {
      const { toast } = readReport(outcome.result.summary)
      if (toast) notify(toast)
    } else if (outcome.status === 'failed') {
      const failed = 'Could not extract frames from this GIF'
      const description = isGifLimitError(outcome.cause) ? `${failed}. ${outcome.error}` : failed
      notify({ type: 'error', title: 'Processing failed', description })
    }
  }

  const downloadCurrent = async () => {
    if (!frame || !loaded || !gif) return
    const outcome = await pngJob.start({ source: gif, index: frame.index })
    if (outcome.status !== 'done') return notifyUnfinished(outcome, { failed: 'Download failed' })
    downloadBlob(outcome.result, `${baseName(loaded.name)}-${frameFileName(frame.index, loaded.frameCount)}`)
    notify({ type: 'success', title: 'Frame downloaded', description: `Frame ${frame.index + 1} saved as PNG` })
  }

  const downloadAll = async () => {
    if (!loaded || !count || !gif) return
    const all = read.state.status === 'done' ? read.state.result.frames : frames
    const outcome = await zipJob.start({ gif, frames: all, frameCount: loaded.frameCount })
    if (outcome.status === 'done') {
      downloadBlob(outcome.result, `${baseName(loaded.name)}-frames.zip`)
      notify({ type: 'success', title: 'All frames downloaded', description: 'ZIP file with all frames saved' })
    } else if (outcome.status === 'failed') {
      notify({ type: 'error', title: 'Download failed', description: 'Could not create ZIP file' })
    }
  }

  const damage =
    read.state.status === 'done'
      ? readReport(read.state.result.summary).notice
      : read.state.status === 'failed'
        ? isGifLimitError(read.state.cause)
          ? read.state.error
          : failureNotice(read.state.error)
        : null

  return (
    <div className={looks.stackFill}>
      <Panel title="Upload GIF">
        <FileDrop
          onFiles={(files) => open(files[0])}
          accept={isGifFile}
          pickerAccept="image/gif,.gif"
          paste
          label="Drop a GIF here or click to choose"
          hint="Animated GIFs up to 50 MP a frame and 10,000 frames; frames are extracted in your browser."
          rejectAll={{ title: 'Invalid file', description: 'Please select a GIF file' }}
        />
        {/* Cancel stops reading and keeps the session: the frames read so far stay viewable and downloadable. */}
        <JobStatus job={{ ...read, cancel: stop }} />
        {damage ? <Notice tone={read.state.status === 'failed' ? 'danger' : 'warning'}>{damage}</Notice> : null}
      </Panel>

      {loaded && (count > 0 || processing) ? (
        <>
          <Panel title="GIF information">
            <Stats
              items={[
                { label: 'Frames', value: loaded.frameCount || '…', testId: 'gif-frame-count' },
                { label: 'File size', value: formatBytes(loaded.size), testId: 'gif-file-size' },
                {
                  label: 'Dimensions',
                  value: loaded.width ? `${loaded.width} × ${loaded.height}` : '…',
                  testId: 'gif-dimensions',
                },
                { label: 'Current frame', value: count ? current + 1 : '…', testId: 'gif-current-frame' },
              ]}
            />
          </Panel>

          <Panel
            title="Frame viewer"
            actions={
              <>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  onClick={downloadCurrent}
                  disabled={!frame || !gif}
                >
                  <Download aria-hidden /> Download current frame
                </button>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'solid' })}
                  onClick={downloadAll}
                  disabled={!count || processing || zipJob.running || !gif}
                >
                  <FileArchive aria-hidden /> {zipJob.progress?.label ?? 'Download all frames'}
                </button>
              </>
            }
          >
            <FrameViewer
              picture={pictures.picture}
              frameCount={loaded.frameCount}
              count={count}
              current={current}
              delay={frame?.delay}
              playing={playing}
              onStep={step}
              onTogglePlay={togglePlay}
            />
          </Panel>

          {count > 1 ? (
            <Panel title="All frames" description={`${count} frame(s); select one to view it.`}>
              <ThumbGrid frames={frames} current={current} onSelect={select} />
            </Panel>
          ) : null}
        </>
      ) : null}

      <Panel title="How to use">
        <ProseList ordered muted>
          <li>Drop an animated GIF on the upload area, choose it, or paste it.</li>
          <li>Frames appear while the GIF is decoded; large GIFs keep the page responsive.</li>
          <li>Step through frames with previous and next, or press play to watch them at their own delays.</li>
          <li>Download the frame you are looking at as a PNG, or every frame at once as a ZIP.</li>
          <li>Each frame is fully composed (transparency and partial frames included), exactly as browsers show it.</li>
        </ProseList>
      </Panel>
    </div>
  )
}
