// One image compressed: the sizes, the original and compressed previews side by side, and the download.
import { useEffect, useState } from 'react'
import { Panel, Stats } from '../../kit'
import type { ImageItem } from '../../kit/image-batch-model'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { reductionPercent } from './image-compress'

/** An object URL that lives as long as its blob is shown. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) {
      setUrl(null)
      return
    }
    const u = URL.createObjectURL(blob)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [blob])
  return url
}

const previewBox = css({
  bg: 'bg.subtle',
  borderRadius: 'lg',
  minH: '40',
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  '& img': { maxW: '100%', maxH: '80', objectFit: 'contain' },
})
const figure = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })

function DownloadResult({ result }: { result: ImageItem }) {
  return (
    <button
      type="button"
      className={button({ size: 'sm', variant: 'solid' })}
      onClick={() => {
        if (!result.blob || !result.outName) return
        downloadBlob(result.blob, result.outName)
        notify({ type: 'success', title: 'Downloaded!', description: result.outName })
      }}
    >
      Download {result.outName}
    </button>
  )
}

export function Comparison({
  original,
  result,
  running,
}: {
  /** The original's preview, once made. */
  original: Blob | null
  result: ImageItem | null
  running: boolean
}) {
  const originalUrl = useObjectUrl(original)
  const resultUrl = useObjectUrl(result?.blob)
  return (
    <Panel title="Comparison" actions={result?.blob ? <DownloadResult result={result} /> : null}>
      {result?.blob ? (
        <Stats
          columns={3}
          items={[
            { label: 'Original size', value: formatBytes(result.originalSize), testId: 'original-size' },
            { label: 'Compressed size', value: formatBytes(result.blob.size), testId: 'compressed-size' },
            {
              label: 'Reduction',
              value: `${reductionPercent(result.originalSize, result.blob.size)}%`,
              testId: 'reduction',
            },
          ]}
        />
      ) : null}
      <div
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <figure className={figure}>
          <figcaption className={looks.mutedText}>Original</figcaption>
          <div className={previewBox}>
            {originalUrl ? (
              <img src={originalUrl} alt="Original preview" />
            ) : (
              <span className={looks.mutedText}>Loading preview…</span>
            )}
          </div>
        </figure>
        <figure className={figure}>
          <figcaption className={looks.mutedText}>Compressed</figcaption>
          <div className={previewBox}>
            {resultUrl ? (
              <img src={resultUrl} alt="Compressed preview" />
            ) : (
              <span className={css({ fontSize: 'sm', color: 'fg.muted', p: '4', textAlign: 'center' })}>
                {running ? 'Compressing...' : 'Press Compress Image to see the result'}
              </span>
            )}
          </div>
        </figure>
      </div>
    </Panel>
  )
}
