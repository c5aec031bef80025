// An image's facts (format, dimensions, size, Base64 length) and the image itself; tiny images are enlarged with
// sharp pixels, and bytes the browser cannot draw get a notice instead.
import { useEffect, useState } from 'react'
import { Notice, Stats } from '../../kit'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { css } from '../../styled-system/css'
import type { ImageInfo } from './base64-image'

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

const frame = css({
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
})

export function ImagePreview({ info, label }: { info: ImageInfo; label: string }) {
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
            value: dims ? `${dims.width} × ${dims.height}` : (current.natural ?? 'Unknown'),
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
        {dims?.detail ? ` · ${dims.detail}` : ''}
      </p>
      {current.error ? (
        <Notice tone="danger" title="The browser could not display this image">
          The data is recognised as {info.name} but cannot be decoded: it may be damaged or truncated.
        </Notice>
      ) : null}
      {zoom > 1 && !current.error ? <p className={looks.mutedSmall}>Shown enlarged {zoom}×.</p> : null}
      {url ? (
        <div className={frame}>
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
