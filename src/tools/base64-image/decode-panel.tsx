// Base64 or a data URL in, the image out: its facts, a preview, Copy data URL and Download.
import { useDeferredValue, useEffect, useMemo } from 'react'
import { inspectBase64InWorker } from '../../jobs/base64'
import { CopyButton, DownloadButton, EmptyState, Notice, Panel } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { button } from '../../styled-system/recipes'
import {
  Base64Error,
  downloadName,
  type ImageInfo,
  inspect,
  MAX_TEXT_CHARS,
  toDataUrl,
  WORKER_THRESHOLD,
} from './base64-image'
import { ImagePreview } from './image-preview'

export function DecodePanel() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const deferred = useDeferredValue(text)
  const tooLong = deferred.length > MAX_TEXT_CHARS
  const large = !tooLong && deferred.length > WORKER_THRESHOLD
  // A long paste is decoded in the worker (a new paste aborts the stale run); a short one at once.
  const job = useJob((t: string, { signal }) => inspectBase64InWorker(t, signal))
  const { start, reset } = job
  useEffect(() => {
    if (large) void start(deferred)
    else reset()
  }, [large, deferred, start, reset])
  const small = useMemo((): { info: ImageInfo | null; error: string | null } => {
    if (tooLong)
      return {
        info: null,
        error: `This text has ${deferred.length.toLocaleString('en-US')} characters: Base64 Image reads up to ${MAX_TEXT_CHARS.toLocaleString('en-US')}.`,
      }
    if (large || !deferred.trim()) return { info: null, error: null }
    try {
      return { info: inspect(deferred), error: null }
    } catch (e) {
      if (e instanceof Base64Error) return { info: null, error: e.message }
      return { info: null, error: 'This text could not be read as Base64.' }
    }
  }, [deferred, large, tooLong])
  const worked = job.state.status === 'done' ? job.state.result : null
  const result = large
    ? {
        info: worked?.ok ? worked.info : null,
        error: worked && !worked.ok ? worked.error : job.state.status === 'failed' ? job.state.error : null,
      }
    : small
  const busy = large && job.running
  const info = result.info
  return (
    <>
      <Panel
        title="Base64 or data URL"
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!text}
            onClick={() => setText('')}
          >
            Clear
          </button>
        }
      >
        <LargeTextField
          label="Base64 text or data URL"
          mono
          rows={6}
          placeholder="data:image/png;base64,iVBORw0KGgo… or just the Base64"
          value={text}
          onValueChange={setText}
        />
        <p className={looks.mutedSmall}>
          Whitespace, line breaks, URL-safe Base64 and missing padding are fine. SVG is shown as an image only.
        </p>
        {busy && (
          <p data-testid="decode-busy" role="status" className={looks.mutedText}>
            Decoding {formatBytes(deferred.length)} of Base64…
          </p>
        )}
        {result.error ? (
          <Notice tone="danger" title="Not an image">
            <span data-testid="decode-error">{result.error}</span>
          </Notice>
        ) : null}
        {info?.mismatch ? (
          <Notice tone="warning">
            <span data-testid="decode-mismatch">{info.mismatch}</span>
          </Notice>
        ) : null}
      </Panel>
      {info ? (
        <Panel
          title="Image"
          actions={
            <>
              <CopyButton label="Copy data URL" value={() => toDataUrl(info.bytes, info.mime)} what="Data URL" />
              <DownloadButton
                label={`Download .${info.ext}`}
                filename={downloadName(info.format)}
                mime={info.mime}
                data={() => new Blob([info.bytes as BlobPart], { type: info.mime })}
              />
            </>
          }
        >
          <ImagePreview info={info} label="Decoded image preview" />
        </Panel>
      ) : result.error || busy ? null : (
        <EmptyState title="No image yet">Paste Base64 or a data URL above to see the image.</EmptyState>
      )}
    </>
  )
}
