// The preview of one entry: only what it shows is unpacked, in the worker (256 KB of text, or an image), as a job
// that a new preview, a new ZIP or Cancel ends. An image's object URL lives as long as its result.
import { previewZipEntry } from '../../jobs/unzip'
import { JobStatus, Notice, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { useJob, type ViewJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { baseName, revealControls, TEXT_PREVIEW_BYTES, type ZipEntryInfo } from '../../lib/zip/zip-extract'
import { css } from '../../styled-system/css'

interface PreviewArgs {
  file: File
  entry: ZipEntryInfo
}

interface Shown {
  url?: string
  text?: string
  truncated?: boolean
  error?: string
}

export type PreviewJob = ViewJob<PreviewArgs, Shown>

export function usePreviewJob(): PreviewJob {
  return useJob(
    async ({ file, entry }: PreviewArgs, { signal }): Promise<Shown> => {
      const shown = await previewZipEntry(file, entry, signal)
      if (shown.kind === 'image') return { url: URL.createObjectURL(shown.blob) }
      if (shown.kind === 'text') return { text: shown.text, truncated: shown.truncated }
      return { error: shown.reason }
    },
    { dispose: (shown) => (shown.url ? URL.revokeObjectURL(shown.url) : undefined) },
  )
}

const previewImage = css({
  maxW: '100%',
  maxH: '480px',
  objectFit: 'contain',
  alignSelf: 'flex-start',
  bg: 'bg.subtle',
  borderRadius: 'md',
})
const previewText = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  p: '3',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxH: '480px',
})

export function PreviewPanel({
  entry,
  problem,
  job,
  onClose,
}: {
  entry: ZipEntryInfo
  /** Why this entry cannot be unpacked (shown instead of a preview). */
  problem: string | null
  job: PreviewJob
  onClose: () => void
}) {
  const { state } = job
  const shown: Shown = problem
    ? { error: problem }
    : state.status === 'done'
      ? state.result
      : state.status === 'failed'
        ? { error: state.error }
        : {}
  const path = revealControls(entry.path)
  return (
    <Panel
      title={`Preview: ${revealControls(baseName(entry.path))}`}
      description={`${formatBytes(entry.size)} · ${path}`}
    >
      <JobStatus job={{ ...job, cancel: onClose }} label="Unpacking…" />
      {shown.error ? (
        <Notice tone="danger">
          <span data-testid="preview-error">{shown.error}</span>
        </Notice>
      ) : null}
      {shown.url ? <img src={shown.url} alt={path} data-testid="preview-image" className={previewImage} /> : null}
      {shown.text !== undefined ? (
        <>
          <pre
            data-testid="preview-text"
            role="region"
            tabIndex={0}
            aria-label={`Contents of ${path}`}
            className={previewText}
          >
            {shown.text}
          </pre>
          {shown.truncated ? (
            <p className={looks.mutedSmall}>
              Showing the first {formatBytes(TEXT_PREVIEW_BYTES)}; download the file for all of it.
            </p>
          ) : null}
        </>
      ) : null}
    </Panel>
  )
}
