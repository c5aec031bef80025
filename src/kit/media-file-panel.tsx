// The pieces the media tools (video-trim, audio-convert) share: the chosen file with its object URL and probe job,
// the browser's encoders, the preview element's state, the upload panel, the settings panel whose button a job's
// progress replaces, and the result panel with its download.
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { getMediaCapabilities } from '../jobs/media'
import { css } from '../styled-system/css'
import { DownloadButton } from './download-button'
import { FileDrop } from './file-drop'
import { JobStatus } from './job-status'
import { useRevokeWhenReplaced } from './object-url'
import { Panel } from './panel'
import { useJob, type ViewJob } from './use-job'

export type MediaKind = 'audio' | 'video'

/** The chosen file, an object URL for its preview (revoked when replaced), and the job that probes it. */
export function useMediaFile<I>(probe: (file: File, signal: AbortSignal) => Promise<I>) {
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState<string | null>(null)
  const probeJob = useJob((chosen: File, { signal }) => probe(chosen, signal))
  useRevokeWhenReplaced(url)
  const choose = (chosen: File) => {
    setUrl(URL.createObjectURL(chosen))
    setFile(chosen)
    return probeJob.start(chosen)
  }
  const info = probeJob.state.status === 'done' ? probeJob.state.result : null
  return { file, url, info, probeJob, choose }
}

/** What this browser can encode, asked once when the page opens (null until known, or when the question failed). */
export function useMediaCapabilities() {
  const job = useJob((_: undefined, { signal }) => getMediaCapabilities(signal))
  const { start } = job
  useEffect(() => void start(undefined), [start])
  return { caps: job.state.status === 'done' ? job.state.result : null, failed: job.state.status === 'failed' }
}

/** A preview <audio> or <video>: play state, position, the element's own duration, and whether it cannot play. */
export function useMediaPreview<E extends HTMLMediaElement>() {
  const ref = useRef<E>(null)
  const [duration, setDuration] = useState<number | null>(null)
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [failed, setFailed] = useState(false)

  const reset = () => {
    setDuration(null)
    setCurrent(0)
    setPlaying(false)
    setFailed(false)
  }
  const toggle = () => {
    const media = ref.current
    if (!media) return
    if (media.paused) void media.play().catch(() => setFailed(true))
    else media.pause()
  }
  const seek = (t: number) => {
    if (ref.current) ref.current.currentTime = t
    setCurrent(t)
  }
  /** The element's position now (it runs ahead of `current` while playing). */
  const position = () => ref.current?.currentTime ?? current

  const elementProps = {
    ref: ref as RefObject<E>,
    onLoadedMetadata: (e: { currentTarget: E }) => {
      const d = e.currentTarget.duration
      if (Number.isFinite(d)) setDuration(d)
    },
    onTimeUpdate: (e: { currentTarget: E }) => setCurrent(e.currentTarget.currentTime),
    onSeeked: (e: { currentTarget: E }) => setCurrent(e.currentTarget.currentTime),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setPlaying(false),
    onError: () => setFailed(true),
  }
  return { duration, current, playing, failed, reset, toggle, seek, position, elementProps }
}

export type MediaPreview<E extends HTMLMediaElement> = ReturnType<typeof useMediaPreview<E>>

/** The upload panel: a drop zone for one file of the kind, "Choose another …" once one is chosen. */
export function MediaFilePanel({
  kind,
  title,
  description,
  chosen,
  label,
  hint,
  rejectAll,
  onFile,
  children,
}: {
  kind: MediaKind
  title: string
  description: string
  chosen: boolean
  label: { empty: string; chosen: string }
  hint: string
  rejectAll: { title: string; description: string }
  onFile: (file: File) => void
  children?: ReactNode
}) {
  return (
    <Panel title={title} description={description}>
      <FileDrop
        onFiles={(files) => onFile(files[0])}
        accept={(f) => f.type.startsWith(`${kind}/`)}
        pickerAccept={`${kind}/*`}
        rejectAll={rejectAll}
        label={chosen ? label.chosen : label.empty}
        hint={hint}
        compact={chosen}
      />
      {children}
    </Panel>
  )
}

const fieldGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
})

/** The settings panel of a media job: its fields two by two, notes under them, then the button that starts the
 * job (its progress and Cancel while it runs, its failure under `failedTitle`). */
export function MediaSettingsPanel({
  title,
  fields,
  job,
  runningLabel,
  failedTitle,
  action,
  children,
}: {
  title: string
  fields: ReactNode
  job: Pick<ViewJob<never, unknown>, 'state' | 'progress' | 'cancel'>
  runningLabel?: string
  failedTitle: string
  action: ReactNode
  children?: ReactNode
}) {
  return (
    <Panel title={title}>
      <div className={fieldGrid}>{fields}</div>
      {children}
      <JobStatus job={job} label={runningLabel} failedTitle={failedTitle}>
        {action}
      </JobStatus>
    </Panel>
  )
}

/** The finished file: a panel whose action downloads it, over the tool's preview and facts. */
export function MediaResultPanel({
  title,
  description,
  result,
  children,
}: {
  title: string
  description?: string
  result: { name: string; blob: Blob }
  children: ReactNode
}) {
  return (
    <Panel
      title={title}
      description={description}
      actions={
        <DownloadButton filename={result.name} data={result.blob} label={`Download ${result.name}`} variant="solid" />
      }
    >
      {children}
    </Panel>
  )
}

/** A result held as a Blob and the object URL its preview plays (revoke it with `revokeMediaUrl`). */
export function mediaBlob(buffer: ArrayBuffer, mime: string): { blob: Blob; url: string } {
  const blob = new Blob([buffer], { type: mime })
  return { blob, url: URL.createObjectURL(blob) }
}

export const revokeMediaUrl = (result: { url: string }) => URL.revokeObjectURL(result.url)
