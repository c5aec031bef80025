import { useAtomValue, useSetAtom } from 'jotai'
import { Pause, Play, RefreshCw } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { isAbortError } from '../../jobs/errors'
import { jobAtom } from '../../jobs/job-atom'
import { type AudioInfo, encodeAudio, getMediaCapabilities, type MediaCapabilities, probeAudio } from '../../jobs/media'
import { DownloadButton, EmptyState, FileDrop, Notice, Panel, ProgressBar, Stats } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import {
  type AudioTarget,
  DEFAULT_MP3_BITRATE,
  DEFAULT_OPUS_BITRATE,
  decodeSampleRate,
  downmix,
  FORMAT_COMPARISON,
  formatLabel,
  MP3_BITRATES,
  OPUS_BITRATES,
  outputChannels,
  TARGET_INFO,
} from '../../lib/media/audio-convert'
import { formatClock, outputName } from '../../lib/media/media-time'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField, type SelectOption } from '../../ui/select'
import { SliderField } from '../../ui/slider'
import { notify } from '../../ui/toaster'

class DecodeError extends Error {}

interface ConvertArgs {
  file: File
  target: AudioTarget
  bitrate: number
  sourceRate: number | null
}

interface ConvertOutput {
  blob: Blob
  url: string
  name: string
  target: AudioTarget
  originalSize: number
  duration: number
  sampleRate: number
  channels: number
}

const convertJob = jobAtom<ConvertArgs, ConvertOutput>(
  async ({ file, target, bitrate, sourceRate }, { signal, onProgress }) => {
    onProgress({ label: 'Decoding…' })
    const data = await file.arrayBuffer()
    if (signal.aborted) throw new DOMException('Cancelled', 'AbortError')
    const sampleRate = decodeSampleRate(target, sourceRate)
    let decoded: AudioBuffer
    try {
      decoded = await new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(data)
    } catch {
      throw new DecodeError('The browser could not decode this file')
    }
    if (signal.aborted) throw new DOMException('Cancelled', 'AbortError')
    if (!decoded.length) throw new DecodeError('The file has no audio samples')
    const planar = Array.from({ length: decoded.numberOfChannels }, (_, c) => {
      const copy = new Float32Array(decoded.length)
      decoded.copyFromChannel(copy, c)
      return copy
    })
    const channels = downmix(planar, outputChannels(target, planar.length))
    const label = `Encoding ${TARGET_INFO[target].label}…`
    onProgress({ fraction: 0, label })
    const encoded = await encodeAudio({ channels, sampleRate, target, bitrate }, signal, (fraction) =>
      onProgress({ fraction, label }),
    )
    const blob = new Blob([encoded.buffer], { type: encoded.mime })
    return {
      blob,
      url: URL.createObjectURL(blob),
      name: outputName(file.name, target),
      target,
      originalSize: file.size,
      duration: decoded.duration,
      sampleRate,
      channels: channels.length,
    }
  },
  { dispose: (r) => URL.revokeObjectURL(r.url) },
)

const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default' })

export default function AudioConvertView() {
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState<string | null>(null)
  const [info, setInfo] = useState<AudioInfo | null>(null)
  const [elementDuration, setElementDuration] = useState<number | null>(null)
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [previewError, setPreviewError] = useState(false)
  const [target, setTarget] = useLinkState<AudioTarget>('format', 'mp3')
  const [mp3Bitrate, setMp3Bitrate] = useLinkState('mp3Bitrate', String(DEFAULT_MP3_BITRATE))
  const [opusBitrate, setOpusBitrate] = useLinkState('opusBitrate', String(DEFAULT_OPUS_BITRATE))
  const [caps, setCaps] = useState<MediaCapabilities | null>(null)
  const audioRef = useRef<HTMLAudioElement>(null)

  const job = useAtomValue(convertJob.stateAtom)
  const startConvert = useSetAtom(convertJob.startAtom)
  const cancelConvert = useSetAtom(convertJob.cancelAtom)
  const resetConvert = useSetAtom(convertJob.resetAtom)

  useEffect(() => {
    const controller = new AbortController()
    getMediaCapabilities(controller.signal).then(setCaps, () => undefined)
    return () => controller.abort()
  }, [])
  useEffect(() => () => resetConvert(), [resetConvert])
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url])

  useEffect(() => {
    if (!file) return
    const controller = new AbortController()
    probeAudio(file, controller.signal).then(setInfo, (e) => {
      if (!isAbortError(e)) setInfo({ duration: null, sampleRate: null, channels: null, codec: null, container: null })
    })
    return () => controller.abort()
  }, [file])

  const oggReason = caps && !caps.opus ? 'this browser cannot encode Opus audio' : null
  const targetOptions = useMemo<SelectOption<AudioTarget>[]>(
    () => [
      { value: 'mp3', label: 'MP3' },
      { value: 'wav', label: 'WAV (16-bit PCM)' },
      { value: 'ogg', label: oggReason ? 'OGG (Opus): not available' : 'OGG (Opus)', disabled: Boolean(oggReason) },
    ],
    [oggReason],
  )
  useEffect(() => {
    if (oggReason && target === 'ogg') setTarget('mp3')
  }, [oggReason, target, setTarget])

  const duration = info?.duration ?? elementDuration ?? 0
  const running = job.status === 'running'

  const choose = (f: File) => {
    resetConvert()
    setUrl(URL.createObjectURL(f))
    setFile(f)
    setInfo(null)
    setElementDuration(null)
    setCurrent(0)
    setPlaying(false)
    setPreviewError(false)
  }

  const togglePlay = () => {
    const a = audioRef.current
    if (!a) return
    if (a.paused) void a.play().catch(() => setPreviewError(true))
    else a.pause()
  }

  const onConvert = async () => {
    if (!file) {
      notify({ type: 'error', title: 'No audio file', description: 'Please upload an audio file first' })
      return
    }
    const bitrate = Number(target === 'ogg' ? opusBitrate : mp3Bitrate)
    const state = await startConvert({ file, target, bitrate, sourceRate: info?.sampleRate ?? null })
    if (state.status === 'done') {
      const r = state.result
      notify({
        type: 'success',
        title: 'Conversion complete',
        description: `${r.name}: ${formatBytes(r.originalSize)} → ${formatBytes(r.blob.size)}`,
      })
    } else if (state.status === 'failed') {
      notify({ type: 'error', title: 'Conversion failed', description: 'Could not process the audio file' })
    } else if (state.status === 'cancelled') {
      notify({ type: 'info', title: 'Conversion cancelled' })
    }
  }

  const failedReason =
    job.status === 'failed' ? (job.cause instanceof DecodeError ? job.cause.message : job.error) : null

  return (
    <div className={looks.stack}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <div className={looks.stackFill}>
          <Panel title="Upload audio" description="MP3, WAV, OGG, FLAC, M4A … anything your browser can decode.">
            <FileDrop
              onFiles={(files) => choose(files[0])}
              accept={(f) => f.type.startsWith('audio/')}
              pickerAccept="audio/*"
              rejectAll={{ title: 'Invalid file', description: 'Please select an audio file' }}
              label={file ? 'Choose another audio file' : 'Drop an audio file here or click to choose'}
              hint="The file stays on your device."
              compact={Boolean(file)}
            />
          </Panel>

          {file && url ? (
            <Panel title="Audio file">
              <Stats
                columns={2}
                items={[
                  {
                    label: 'Format',
                    value: formatLabel(file.type, file.name),
                    testId: 'info-format',
                  },
                  { label: 'Size', value: formatBytes(file.size), testId: 'info-size' },
                  {
                    label: 'Duration',
                    value: duration ? formatClock(duration) : 'Unknown',
                    testId: 'info-duration',
                  },
                  {
                    label: 'Filename',
                    value: <span className={looks.labelText}>{file.name}</span>,
                    testId: 'info-name',
                  },
                ]}
              />
              {info?.sampleRate ? (
                <p className={looks.mutedSmall} data-testid="info-detail">
                  {info.codec ? `${info.codec.toUpperCase()} · ` : ''}
                  {info.sampleRate} Hz ·{' '}
                  {info.channels === 1 ? 'mono' : info.channels === 2 ? 'stereo' : `${info.channels} channels`}
                </p>
              ) : null}
              {/* biome-ignore lint/a11y/useMediaCaption: the user's own audio file */}
              <audio
                ref={audioRef}
                src={url}
                preload="metadata"
                onLoadedMetadata={(e) => {
                  const d = e.currentTarget.duration
                  if (Number.isFinite(d)) setElementDuration(d)
                }}
                onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
                onPlay={() => setPlaying(true)}
                onPause={() => setPlaying(false)}
                onEnded={() => setPlaying(false)}
                onError={() => setPreviewError(true)}
              />
              {previewError ? (
                <Notice tone="warning">This browser cannot play this file for preview.</Notice>
              ) : (
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'icon' })}
                    onClick={togglePlay}
                    aria-label={playing ? 'Pause' : 'Play'}
                  >
                    {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
                  </button>
                  <div className={css({ flex: 1, minW: 0 })}>
                    <SliderField
                      label="Seek"
                      value={Math.min(current, duration || 0)}
                      min={0}
                      max={Math.max(duration, 0.1)}
                      step={0.1}
                      disabled={!duration}
                      onChange={(t) => {
                        if (audioRef.current) audioRef.current.currentTime = t
                        setCurrent(t)
                      }}
                      valueText={
                        <span data-testid="audio-time">
                          {formatClock(current)} / {formatClock(duration)}
                        </span>
                      }
                    />
                  </div>
                </div>
              )}
            </Panel>
          ) : (
            <EmptyState title="No audio file yet">Choose a file to see its details and convert it.</EmptyState>
          )}
        </div>

        <div className={looks.stackFill}>
          <Panel title="Convert">
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '3',
              })}
            >
              <SelectField
                label="Target format"
                value={target}
                options={targetOptions}
                onChange={setTarget}
                disabled={running}
              />
              {target === 'mp3' ? (
                <SelectField
                  label="MP3 bitrate"
                  value={mp3Bitrate}
                  options={MP3_BITRATES.map((b) => ({ value: String(b), label: `${b} kbps` }))}
                  onChange={setMp3Bitrate}
                  disabled={running}
                />
              ) : target === 'ogg' ? (
                <SelectField
                  label="Opus bitrate"
                  value={opusBitrate}
                  options={OPUS_BITRATES.map((b) => ({ value: String(b), label: `${b} kbps` }))}
                  onChange={setOpusBitrate}
                  disabled={running}
                />
              ) : (
                <p className={css({ fontSize: 'sm', color: 'fg.muted', alignSelf: 'end' })}>
                  Lossless: 16-bit PCM at the source's sample rate.
                </p>
              )}
            </div>
            {oggReason ? (
              <Notice tone="info" title="OGG is not available">
                OGG output is off because {oggReason}.
              </Notice>
            ) : null}
            {running ? (
              <ProgressBar progress={job.progress} onCancel={() => cancelConvert()} />
            ) : (
              <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={onConvert}>
                <RefreshCw aria-hidden /> Convert
              </button>
            )}
            {failedReason ? (
              <Notice tone="danger" title="Could not process the audio file">
                {failedReason}
              </Notice>
            ) : null}
          </Panel>

          {job.status === 'done' ? (
            <Panel
              title="Converted audio"
              actions={
                <DownloadButton
                  filename={job.result.name}
                  data={job.result.blob}
                  label={`Download ${job.result.name}`}
                  variant="solid"
                />
              }
            >
              {/* biome-ignore lint/a11y/useMediaCaption: converted copy of the user's own audio */}
              <audio
                src={job.result.url}
                controls
                data-testid="result-audio"
                aria-label="Converted audio"
                className={css({ w: '100%' })}
              />
              <Stats
                columns={2}
                items={[
                  { label: 'Original', value: formatBytes(job.result.originalSize), testId: 'result-original' },
                  { label: 'Converted', value: formatBytes(job.result.blob.size), testId: 'result-size' },
                  { label: 'Format', value: TARGET_INFO[job.result.target].codec, testId: 'result-format' },
                  {
                    label: 'Output',
                    value: `${job.result.sampleRate / 1000} kHz · ${job.result.channels === 1 ? 'mono' : job.result.channels === 2 ? 'stereo' : `${job.result.channels} ch`}`,
                    testId: 'result-output',
                  },
                ]}
              />
            </Panel>
          ) : null}
        </div>
      </div>

      <Panel title="Format comparison">
        <div className={looks.scrollX} role="region" aria-label="Format comparison table" tabIndex={0}>
          <table className={css({ w: '100%', borderCollapse: 'collapse', fontSize: 'sm', minW: '40rem' })}>
            <thead>
              <tr className={looks.muted}>
                <th scope="col" className={cell}>
                  Format
                </th>
                <th scope="col" className={cell}>
                  Compression
                </th>
                <th scope="col" className={cell}>
                  Quality
                </th>
                <th scope="col" className={cell}>
                  File size
                </th>
                <th scope="col" className={cell}>
                  Best for
                </th>
              </tr>
            </thead>
            <tbody>
              {FORMAT_COMPARISON.map((row) => (
                <tr key={row.format}>
                  <th scope="row" className={cell}>
                    {row.format}
                  </th>
                  <td className={cell}>{row.compression}</td>
                  <td className={cell}>{row.quality}</td>
                  <td className={cell}>{row.size}</td>
                  <td className={cell}>{row.bestFor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>

      <Panel title="Notes">
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
          <li>Your browser decodes the file; encoding runs in a background worker, so the page stays responsive.</li>
          <li>WAV is 16-bit PCM at the source's sample rate with every channel kept.</li>
          <li>
            MP3 is encoded with LAME (lamejs) at the bitrate you choose; more than two channels are mixed to stereo.
          </li>
          <li>OGG is Opus at 48 kHz, encoded by the browser's WebCodecs where it supports Opus.</li>
          <li>Converting from one lossy format to another loses a little quality each time; keep your original.</li>
          <li>FLAC files can be read here but not written.</li>
        </ul>
      </Panel>
    </div>
  )
}
