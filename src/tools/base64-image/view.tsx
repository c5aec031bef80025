import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import {
  CodeOutput,
  CopyButton,
  DownloadButton,
  EmptyState,
  FileDrop,
  Notice,
  Panel,
  Stats,
  TextAreaField,
} from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  Base64Error,
  detectFormat,
  downloadName,
  encodeBase64,
  FORMATS,
  type ImageInfo,
  inspect,
  readDimensions,
  toDataUrl,
} from './base64-image'

type Mode = 'decode' | 'encode'
const MODES = [
  { value: 'decode', label: 'Base64 to image' },
  { value: 'encode', label: 'Image to Base64' },
] as const

/** Shows shown text up to a cap so a multi-megabyte data URL does not stall layout; Copy gets it all. */
const SHOW_CHARS = 20_000
const clip = (s: string) =>
  s.length > SHOW_CHARS ? `${s.slice(0, SHOW_CHARS)}… (${s.length - SHOW_CHARS} more characters: use Copy)` : s

/** A blob URL for the bytes, revoked when they change or the view goes away. */
function useBlobUrl(bytes: Uint8Array | null, mime: string): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!bytes) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(new Blob([bytes as BlobPart], { type: mime }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [bytes, mime])
  return url
}

function Preview({ info, label }: { info: ImageInfo; label: string }) {
  const url = useBlobUrl(info.bytes, info.mime)
  const [state, setState] = useState<{ url: string | null; error: boolean; natural: string | null }>({
    url: null,
    error: false,
    natural: null,
  })
  const current = state.url === url ? state : { url, error: false, natural: null }
  // Tiny images (icons, 1×1 pixels) are enlarged with sharp pixels so they can be seen.
  const dims = info.dimensions
  const zoom =
    dims && dims.width > 0 && Math.max(dims.width, dims.height) < 96
      ? Math.floor(96 / Math.max(dims.width, dims.height))
      : 1
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
      <Stats
        items={[
          { label: 'Format', value: info.name, testId: 'stat-format' },
          {
            label: 'Dimensions',
            value: info.dimensions
              ? `${info.dimensions.width} × ${info.dimensions.height}`
              : (current.natural ?? 'Unknown'),
            testId: 'stat-dimensions',
          },
          { label: 'Size', value: formatBytes(info.size), testId: 'stat-size' },
          {
            label: 'Base64 length',
            value: info.base64Length ? info.base64Length.toLocaleString('en-US') : '—',
            testId: 'stat-base64-length',
          },
        ]}
      />
      <p className={looks.mutedSmall} data-testid="size-bytes">
        {info.size.toLocaleString('en-US')} bytes, {info.mime}
        {info.dimensions?.detail ? ` · ${info.dimensions.detail}` : ''}
      </p>
      {current.error ? (
        <Notice tone="danger" title="The browser could not display this image">
          The data is recognised as {info.name} but cannot be decoded: it may be damaged or truncated.
        </Notice>
      ) : null}
      {zoom > 1 && !current.error ? <p className={looks.mutedSmall}>Shown enlarged {zoom}×.</p> : null}
      {url ? (
        <div
          className={css({
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'center',
            p: '4',
            minH: '32',
            bg: 'bg.subtle',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'border.default',
            overflow: 'auto',
          })}
        >
          <img
            key={url}
            src={url}
            alt={label}
            className={css({ maxW: '100%', maxH: '96', objectFit: 'contain', imageRendering: 'auto' })}
            style={
              current.error
                ? { display: 'none' }
                : zoom > 1 && dims
                  ? { width: dims.width * zoom, height: dims.height * zoom, imageRendering: 'pixelated' }
                  : undefined
            }
            onLoad={(e) =>
              setState({
                url,
                error: false,
                natural: `${e.currentTarget.naturalWidth} × ${e.currentTarget.naturalHeight}`,
              })
            }
            onError={() => setState({ url, error: true, natural: null })}
          />
        </div>
      ) : null}
    </div>
  )
}

function DecodePanel() {
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
          <Preview info={info} label="Decoded image preview" />
        </Panel>
      ) : result.error ? null : (
        <EmptyState title="No image yet">Paste Base64 or a data URL above to see the image.</EmptyState>
      )}
    </>
  )
}

interface Encoded {
  fileName: string
  info: ImageInfo
  base64: string
  dataUrl: string
}

function EncodePanel() {
  const [encoded, setEncoded] = useState<Encoded | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [output, setOutput] = useLinkState<'dataUrl' | 'base64' | 'css' | 'html'>('output', 'dataUrl')

  const onFiles = async (files: File[]) => {
    const file = files[0]
    if (!file) return
    setError(null)
    try {
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (!bytes.length) {
        setEncoded(null)
        setError(`“${file.name}” is empty (0 bytes).`)
        return
      }
      const format = detectFormat(bytes)
      if (!format) {
        setEncoded(null)
        setError(`“${file.name}” is not a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF image (checked from its bytes).`)
        return
      }
      const f = FORMATS[format]
      const base64 = encodeBase64(bytes)
      setEncoded({
        fileName: file.name,
        base64,
        dataUrl: `data:${f.mime};base64,${base64}`,
        info: {
          bytes,
          format,
          mime: f.mime,
          ext: f.ext,
          name: f.name,
          dimensions: readDimensions(bytes, format),
          size: bytes.length,
          base64Length: base64.length,
          mismatch: null,
        },
      })
    } catch {
      setEncoded(null)
      setError(`“${file.name}” could not be read.`)
    }
  }

  const text = !encoded
    ? ''
    : output === 'base64'
      ? encoded.base64
      : output === 'css'
        ? `background-image: url("${encoded.dataUrl}");`
        : output === 'html'
          ? `<img src="${encoded.dataUrl}" alt="" width="${encoded.info.dimensions?.width ?? ''}" height="${encoded.info.dimensions?.height ?? ''}">`
          : encoded.dataUrl
  const what = { dataUrl: 'Data URL', base64: 'Base64', css: 'CSS', html: 'HTML' }[output]

  return (
    <>
      <Panel title="Image file">
        <FileDrop
          onFiles={onFiles}
          accept="image/*,.svg,.ico,.avif,.bmp,.webp"
          paste
          label="Drop an image here or click to choose"
          hint="PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF. Nothing is uploaded."
          rejectAll={{
            title: 'Not an image',
            description: 'Choose a PNG, JPEG, GIF, WebP, SVG, BMP, ICO or AVIF file',
          }}
        />
        {error ? (
          <Notice tone="danger" title="Cannot encode this file">
            <span data-testid="encode-error">{error}</span>
          </Notice>
        ) : null}
      </Panel>
      {encoded ? (
        <>
          <Panel
            title="Base64"
            description={`${encoded.fileName}: ${formatBytes(encoded.info.size)} becomes ${encoded.base64.length.toLocaleString('en-US')} characters of Base64 (+${Math.round((encoded.base64.length / encoded.info.size - 1) * 100)}%).`}
            actions={
              <>
                <CopyButton label={`Copy ${what}`} value={text} what={what} />
                <DownloadButton
                  label="Download .txt"
                  filename={`${encoded.fileName.replace(/\.[^.]*$/, '') || 'image'}.base64.txt`}
                  data={text}
                />
              </>
            }
          >
            <Segmented
              label="Output"
              value={output}
              onChange={setOutput}
              options={[
                { value: 'dataUrl', label: 'Data URL' },
                { value: 'base64', label: 'Base64 only' },
                { value: 'css', label: 'CSS' },
                { value: 'html', label: 'HTML <img>' },
              ]}
            />
            <CodeOutput label="Encoded output" value={clip(text)} maxHeight="240px" />
          </Panel>
          <Panel title="Image">
            <Preview info={encoded.info} label={`Preview of ${encoded.fileName}`} />
          </Panel>
        </>
      ) : null}
    </>
  )
}

export default function Base64ImageView() {
  const [mode, setMode] = useLinkState<Mode>('mode', 'decode')
  return (
    <div className={looks.stack}>
      <Segmented label="Direction" value={mode} options={MODES} onChange={setMode} />
      {mode === 'decode' ? <DecodePanel /> : <EncodePanel />}
    </div>
  )
}
