// Base64 or a data URL in, the image out: its facts, a preview, Copy data URL and Download.
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, DownloadButton, EmptyState, Notice, Panel, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { button } from '../../styled-system/recipes'
import { Base64Error, downloadName, type ImageInfo, inspect, toDataUrl } from './base64-image'
import { ImagePreview } from './image-preview'

export function DecodePanel() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const deferred = useDeferredValue(text)
  const result = useMemo((): { info: ImageInfo | null; error: string | null } => {
    if (!deferred.trim()) return { info: null, error: null }
    try {
      return { info: inspect(deferred), error: null }
    } catch (e) {
      if (e instanceof Base64Error) return { info: null, error: e.message }
      return { info: null, error: 'This text could not be read as Base64.' }
    }
  }, [deferred])
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
        <TextAreaField
          label="Base64 text or data URL"
          mono
          rows={6}
          placeholder="data:image/png;base64,iVBORw0KGgo… or just the Base64"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint="Whitespace, line breaks, URL-safe Base64 and missing padding are fine. SVG is shown as an image only."
        />
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
      ) : result.error ? null : (
        <EmptyState title="No image yet">Paste Base64 or a data URL above to see the image.</EmptyState>
      )}
    </>
  )
}
