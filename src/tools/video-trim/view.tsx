import { Slider as ArkSlider } from '@ark-ui/react/slider'
import { useAtomValue, useSetAtom } from 'jotai'
import { Pause, Play, Scissors, Volume2, Zap } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isAbortError } from '../../jobs/errors'
import { jobAtom } from '../../jobs/job-atom'
import { getMediaCapabilities, type MediaCapabilities, probeVideo, trimVideo, type VideoInfo } from '../../jobs/media'
import { DownloadButton, EmptyState, FileDrop, Notice, Panel, ProgressBar, Stats } from '../../kit'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { formatClock, formatSeconds, outputName } from '../../lib/media/media-time'
import {
  alignedKeyframe,
  CODEC_LABEL,
  capabilityProblem,
  initialRange,
  nearestKeyframe,
  parseTime,
  planOutput,
  rangeDuration,
  rangeProblem,
  setEndToCurrent,
  setStartToCurrent,
  TIME_STEP,
  type TrimRange,
  withEnd,
  withStart,
} from '../../lib/media/video-trim'
import { css } from '../../styled-system/css'
import { button, input, slider } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

interface TrimArgs {
  file: File
  range: TrimRange
  caps: MediaCapabilities
}

interface TrimOutput {
  blob: Blob
  url: string
  name: string
  range: TrimRange
  container: string
  codec: string
  copied: boolean
  audio: string
  outputDuration: number
}

const trimJob = jobAtom<TrimArgs, TrimOutput>(
  async ({ file, range, caps }, { signal, onProgress }) => {
    const result = await trimVideo(file, { ...range, encode: caps.video }, signal, (fraction) =>
      onProgress({ fraction, label: 'Trimming…' }),
    )
    const blob = new Blob([result.buffer], { type: result.mime })
    return {
      blob,
      url: URL.createObjectURL(blob),
      name: outputName(file.name, result.container, 'trimmed_'),
      range,
      container: result.container.toUpperCase(),
      codec: CODEC_LABEL[result.plan.codec],
      copied: result.plan.copy,
      audio:
        result.audio === 'none'
          ? 'No audio track'
          : result.audio === 'dropped'
            ? 'Audio dropped (this browser cannot encode it)'
            : `${result.audio === 'copied' ? 'Copied' : 'Re-encoded'} (${(result.audioCodec ?? '').toUpperCase()})`,
      outputDuration: result.outputDuration,
    }
  },
  { dispose: (r) => URL.revokeObjectURL(r.url) },
)

const timeFieldRow = css({ display: 'flex', gap: '2', alignItems: 'flex-end', minW: 0 })
const labelClass = looks.labelText

function TimeField({
  label,
  what,
  value,
  max,
  disabled,
  onValue,
  onSetCurrent,
}: {
  label: string
  what: string
  value: number
  max: number
  disabled: boolean
  onValue: (v: number) => void
  onSetCurrent: () => void
}) {
  const [draft, setDraft] = useState(String(value))
  const id = `trim-${label.toLowerCase().replace(/\W+/g, '-')}`
  useEffect(() => setDraft(String(value)), [value])
  return (
    <div className={timeFieldRow}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', flex: 1, minW: 0 })}>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step={TIME_STEP}
          min={0}
          max={max}
          disabled={disabled}
          className={input({ mono: true })}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value)
            const n = parseTime(e.target.value)
            if (n !== null) onValue(n)
          }}
          onBlur={() => setDraft(String(value))}
        />
      </div>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'md' })}
        disabled={disabled}
        onClick={onSetCurrent}
        aria-label={`Use the current time as the ${what}`}
      >
        Set Current
      </button>
    </div>
  )
}

const sliderClasses = slider()

function Timeline({
  range,
  duration,
  current,
  keyframes,
  disabled,
  onChange,
}: {
  range: TrimRange
  duration: number
  current: number
  keyframes: number[]
  disabled: boolean
  onChange: (r: TrimRange) => void
}) {
  const ticks = useMemo(() => (duration > 0 ? keyframes.filter((k) => k > 0).slice(0, 200) : []), [keyframes, duration])
  return (
    <ArkSlider.Root
      className={sliderClasses.root}
      min={0}
      max={Math.max(duration, TIME_STEP)}
      step={TIME_STEP}
      value={[range.start, range.end]}
      disabled={disabled}
      minStepsBetweenThumbs={0}
      onValueChange={(d) => {
        const [s, e] = d.value
        onChange({ start: withStart(range, s, duration).start, end: withEnd(range, e, duration).end })
      }}
      aria-label={['Trim start', 'Trim end']}
      getAriaValueText={(d) => formatClock(d.value)}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
        <span className={sliderClasses.label}>Timeline</span>
        <span className={sliderClasses.valueText}>
          {formatClock(range.start)} – {formatClock(range.end)}
        </span>
      </div>
      <ArkSlider.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '8' })}>
        <ArkSlider.Track className={css({ flex: 1, h: '3', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
          <ArkSlider.Range className={sliderClasses.range} />
        </ArkSlider.Track>
        <div aria-hidden className={css({ position: 'absolute', inset: 0, pointerEvents: 'none' })}>
          {ticks.map((k) => (
            <span
              key={k}
              className={css({ position: 'absolute', bottom: '0', w: '1px', h: '1.5', bg: 'fg.muted' })}
              style={{ left: `${(k / duration) * 100}%` }}
            />
          ))}
          {duration > 0 ? (
            <span
              data-testid="playhead"
              className={css({
                position: 'absolute',
                top: '0',
                w: '2px',
                h: '2',
                bg: 'fg.default',
                borderRadius: 'sm',
              })}
              style={{ left: `${Math.min(100, (current / duration) * 100)}%` }}
            />
          ) : null}
        </div>
        <ArkSlider.Thumb index={0} className={sliderClasses.thumb}>
          <ArkSlider.HiddenInput />
        </ArkSlider.Thumb>
        <ArkSlider.Thumb index={1} className={sliderClasses.thumb}>
          <ArkSlider.HiddenInput />
        </ArkSlider.Thumb>
      </ArkSlider.Control>
      <p className={looks.mutedSmall}>
        Drag the handles or focus one and use the arrow keys. Ticks mark keyframes; the bar on top is the playhead.
      </p>
    </ArkSlider.Root>
  )
}

export default function VideoTrimView() {
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [info, setInfo] = useState<VideoInfo | null>(null)
  const [probeError, setProbeError] = useState<string | null>(null)
  const [elementDuration, setElementDuration] = useState(0)
  const [range, setRange] = useState<TrimRange>({ start: 0, end: 0 })
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [previewError, setPreviewError] = useState(false)
  const [caps, setCaps] = useState<MediaCapabilities | null>(null)
  const [capsError, setCapsError] = useState(false)
  const videoRef = useRef<HTMLVideoElement>(null)

  const job = useAtomValue(trimJob.stateAtom)
  const startTrim = useSetAtom(trimJob.startAtom)
  const cancelTrim = useSetAtom(trimJob.cancelAtom)
  const resetTrim = useSetAtom(trimJob.resetAtom)

  useEffect(() => {
    const controller = new AbortController()
    getMediaCapabilities(controller.signal).then(setCaps, (e) => {
      if (!isAbortError(e)) setCapsError(true)
    })
    return () => controller.abort()
  }, [])

  useEffect(() => () => resetTrim(), [resetTrim])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])

  useEffect(() => {
    if (!file) return
    const controller = new AbortController()
    probeVideo(file, controller.signal).then(
      (v) => {
        setInfo(v)
        setRange(initialRange(v.duration))
      },
      (e) => {
        if (isAbortError(e)) return
        setProbeError('The browser could not read this video file. It may be damaged or in a format it does not know.')
      },
    )
    return () => controller.abort()
  }, [file])

  const duration = info?.duration ?? elementDuration
  const capsProblem = caps ? capabilityProblem(caps.webCodecs, caps.video) : null
  const tolerance = info && info.frameRate > 0 ? 1 / info.frameRate : 1 / 30
  const aligned = info ? alignedKeyframe(info.keyframes, range.start, tolerance) : null
  const plan =
    info && caps
      ? planOutput({
          sourceCodec: info.codec,
          sourceIsWebm: info.isWebm,
          aligned: aligned !== null,
          canDecode: info.canDecode,
          encode: caps.video,
        })
      : null
  const problem = rangeProblem(range, duration)
  const running = job.status === 'running'
  const canTrim = Boolean(file && info && caps && !capsProblem && plan && !problem && !running)

  const choose = (f: File) => {
    resetTrim()
    setUrl(URL.createObjectURL(f))
    setFile(f)
    setInfo(null)
    setProbeError(null)
    setPreviewError(false)
    setElementDuration(0)
    setRange({ start: 0, end: 0 })
    setCurrent(0)
    setPlaying(false)
  }

  const togglePlay = () => {
    const v = videoRef.current
    if (!v) return
    if (v.paused) void v.play().catch(() => setPreviewError(true))
    else v.pause()
  }

  const seek = (t: number) => {
    const v = videoRef.current
    if (v) v.currentTime = t
    setCurrent(t)
  }

  const onTrim = async () => {
    if (!file || !caps) return
    const state = await startTrim({ file, range, caps })
    if (state.status === 'done') {
      const r = state.result
      notify({
        type: 'success',
        title: 'Trimming complete',
        description: `Video trimmed from ${formatClock(r.range.start)} to ${formatClock(r.range.end)} (${formatBytes(r.blob.size)})`,
      })
    } else if (state.status === 'failed') {
      notify({ type: 'error', title: 'Trimming failed', description: state.error })
    } else if (state.status === 'cancelled') {
      notify({ type: 'info', title: 'Trimming cancelled' })
    }
  }

  const snapTarget = info ? nearestKeyframe(info.keyframes, range.start) : null

  return (
    <div className={looks.stack}>
      {capsProblem ? (
        <Notice tone="warning" title="Trimming is not available in this browser">
          {capsProblem}
        </Notice>
      ) : capsError ? (
        <Notice tone="warning" title="Could not check this browser's video encoders">
          Trimming may not work here.
        </Notice>
      ) : null}

      <Panel title="Upload video" description="MP4, WebM, MOV or MKV. The file never leaves your device.">
        <FileDrop
          onFiles={(files) => choose(files[0])}
          accept={(f) => f.type.startsWith('video/')}
          pickerAccept="video/*"
          rejectAll={{ title: 'Invalid file type', description: 'Please select a video file' }}
          label={file ? 'Choose another video' : 'Drop a video here or click to choose'}
          hint="Any video your browser can read."
          compact={Boolean(file)}
        />
        {file ? (
          <p className={looks.mutedWrap} data-testid="video-name">
            {file.name} · {formatBytes(file.size)}
            {info
              ? ` · ${info.width}×${info.height} · ${info.codec ? CODEC_LABEL[info.codec] : 'unknown codec'} · ${info.container}`
              : ''}
          </p>
        ) : null}
        {probeError ? (
          <Notice tone="danger" title="Cannot read this video">
            {probeError}
          </Notice>
        ) : null}
      </Panel>

      {!file || !url ? (
        <EmptyState title="No video yet">Choose a video to preview it and pick the part to keep.</EmptyState>
      ) : (
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            gap: '4',
            alignItems: 'start',
          })}
        >
          <Panel title="Preview">
            {/* biome-ignore lint/a11y/useMediaCaption: the user's own video has no caption track */}
            <video
              ref={videoRef}
              src={url}
              playsInline
              preload="metadata"
              data-testid="preview-video"
              className={css({ w: '100%', maxH: '96', bg: 'black', borderRadius: 'lg', objectFit: 'contain' })}
              onLoadedMetadata={(e) => {
                const d = e.currentTarget.duration
                if (Number.isFinite(d)) setElementDuration(d)
              }}
              onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
              onSeeked={(e) => setCurrent(e.currentTarget.currentTime)}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onError={() => setPreviewError(true)}
              onClick={togglePlay}
            />
            {previewError ? (
              <Notice tone="warning">This browser cannot play this video for preview; trimming may still work.</Notice>
            ) : null}
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
              <button
                type="button"
                className={button({ variant: 'outline', size: 'md' })}
                onClick={togglePlay}
                disabled={previewError}
              >
                {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
                {playing ? 'Pause' : 'Play'}
              </button>
              <span
                data-testid="time-display"
                className={css({ fontFamily: 'mono', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' })}
              >
                {formatClock(current)} / {formatClock(duration)}
              </span>
              <div className={css({ display: 'flex', gap: '2', ml: 'auto' })}>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => seek(range.start)}
                  disabled={!duration}
                >
                  Go to start
                </button>
                <button
                  type="button"
                  className={button({ variant: 'ghost', size: 'sm' })}
                  onClick={() => seek(Math.max(range.start, range.end - 0.5))}
                  disabled={!duration}
                >
                  Go to end
                </button>
              </div>
            </div>
          </Panel>

          <Panel title="Trim settings">
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '3',
              })}
            >
              <TimeField
                label="Start (seconds)"
                what="start"
                value={range.start}
                max={duration}
                disabled={!duration || running}
                onValue={(v) => setRange((r) => withStart(r, v, duration))}
                onSetCurrent={() =>
                  setRange((r) => setStartToCurrent(r, videoRef.current?.currentTime ?? current, duration))
                }
              />
              <TimeField
                label="End (seconds)"
                what="end"
                value={range.end}
                max={duration}
                disabled={!duration || running}
                onValue={(v) => setRange((r) => withEnd(r, v, duration))}
                onSetCurrent={() =>
                  setRange((r) => setEndToCurrent(r, videoRef.current?.currentTime ?? current, duration))
                }
              />
            </div>
            <Timeline
              range={range}
              duration={duration}
              current={current}
              keyframes={info?.keyframes ?? []}
              disabled={!duration || running}
              onChange={setRange}
            />
            <Stats
              columns={3}
              items={[
                { label: 'Start', value: formatClock(range.start), testId: 'summary-start' },
                { label: 'Duration', value: formatClock(rangeDuration(range)), testId: 'summary-duration' },
                { label: 'End', value: formatClock(range.end), testId: 'summary-end' },
              ]}
            />
            <p className={css({ fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono' })} data-testid="summary-exact">
              {formatSeconds(range.start)} → {formatSeconds(range.end)} ({formatSeconds(rangeDuration(range))})
            </p>
            {problem === 'empty' && duration > 0 ? (
              <Notice tone="warning">The end must be after the start.</Notice>
            ) : null}
            {info && caps && !capsProblem && !problem ? (
              plan ? (
                plan.copy ? (
                  <Notice tone="success" title="Fast trim: no re-encoding">
                    The start is on a keyframe, so the video is copied as it is ({CODEC_LABEL[plan.codec]} in{' '}
                    {plan.container.toUpperCase()}).
                  </Notice>
                ) : (
                  <Notice
                    tone="info"
                    title={`Re-encodes to ${CODEC_LABEL[plan.codec]} in ${plan.container.toUpperCase()}`}
                  >
                    The start is between keyframes, so the video is decoded and encoded again (slower, exact cut).
                    {snapTarget !== null && Math.abs(snapTarget - range.start) > 0.001 ? (
                      <>
                        {' '}
                        <button
                          type="button"
                          className={button({ variant: 'ghost', size: 'xs' })}
                          onClick={() => setRange((r) => withStart(r, snapTarget, duration))}
                        >
                          <Zap aria-hidden /> Snap start to keyframe at {formatSeconds(snapTarget)}
                        </button>
                      </>
                    ) : null}
                  </Notice>
                )
              ) : (
                <Notice tone="warning" title="This browser cannot trim this video">
                  {info.canDecode
                    ? 'It cannot encode a format to write the trimmed video in.'
                    : `It cannot decode ${info.codec ? CODEC_LABEL[info.codec] : 'this'} video. Cuts on a keyframe would still work.`}
                </Notice>
              )
            ) : null}
            {running ? (
              <ProgressBar progress={job.progress} label="Trimming…" onCancel={() => cancelTrim()} />
            ) : (
              <button
                type="button"
                className={button({ variant: 'solid', size: 'md' })}
                disabled={!canTrim}
                onClick={onTrim}
              >
                <Scissors aria-hidden /> Trim Video
              </button>
            )}
            {job.status === 'failed' ? (
              <Notice tone="danger" title="Trimming failed">
                {job.error}
              </Notice>
            ) : null}
          </Panel>
        </div>
      )}

      {job.status === 'done' ? (
        <Panel
          title="Trimmed video"
          description={`${formatClock(job.result.range.start)} to ${formatClock(job.result.range.end)}`}
          actions={
            <DownloadButton
              filename={job.result.name}
              data={job.result.blob}
              label={`Download ${job.result.name}`}
              variant="solid"
            />
          }
        >
          {/* biome-ignore lint/a11y/useMediaCaption: the trimmed copy of the user's own video */}
          <video
            src={job.result.url}
            controls
            playsInline
            data-testid="result-video"
            className={css({ w: '100%', maxH: '96', bg: 'black', borderRadius: 'lg', objectFit: 'contain' })}
          />
          <Stats
            items={[
              { label: 'Size', value: formatBytes(job.result.blob.size), testId: 'result-size' },
              { label: 'Length', value: formatSeconds(job.result.outputDuration), testId: 'result-length' },
              { label: 'Video', value: `${job.result.codec} · ${job.result.container}`, testId: 'result-format' },
              {
                label: 'Method',
                value: job.result.copied ? 'Copied' : 'Re-encoded',
                testId: 'result-method',
              },
            ]}
          />
          <p className={looks.mutedText} data-testid="result-audio">
            <Volume2
              aria-hidden
              className={css({ display: 'inline', w: '4', h: '4', mr: '1', verticalAlign: 'text-bottom' })}
            />
            Audio: {job.result.audio}
          </p>
        </Panel>
      ) : null}

      <Panel title="How it works">
        <ul
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            pl: '5',
            listStyleType: 'disc',
            display: 'grid',
            gap: '1',
          })}
        >
          <li>Everything happens in your browser with WebCodecs; the video is never uploaded.</li>
          <li>
            When the start sits on a keyframe, the packets are copied without re-encoding: fast and lossless. Otherwise
            the part is re-encoded (H.264 in MP4, or VP9/VP8 in WebM where H.264 is not available) for an exact cut.
          </li>
          <li>Audio is kept: copied where possible, otherwise re-encoded (AAC or Opus).</li>
          <li>'Set Current' uses the preview's position; if the range would be empty, the other end moves by 10 s.</li>
        </ul>
      </Panel>
    </div>
  )
}
