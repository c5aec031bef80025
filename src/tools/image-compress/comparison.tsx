// One image compressed: the sizes, the original and compressed previews side by side, and the download.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Panel, Stats } from '../../kit'
import type { ImageItem } from '../../kit/image-batch-model'
import { Segmented } from '../../kit/segmented'
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

const SHOWN_BY_BROWSER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/bmp'])

/** The format a download name says ("photo.avif" → "AVIF"). */
const formatOfName = (name: string | undefined) => {
  const ext = name?.split('.').pop()?.toLowerCase() ?? ''
  return ext === 'jpg' ? 'JPEG' : ext === 'webp' ? 'WebP' : ext.toUpperCase()
}

const STEP = 2

/**
 * Before/after: the result drawn over the original, cut at a divider the user drags (mouse, touch) or moves with
 * the arrow keys (a slider: aria-valuenow is the percent of the width showing the original). "Fit" shows the whole
 * image; "1:1" shows it at its real pixels, scrollable.
 */
function BeforeAfter({
  originalUrl,
  resultUrl,
  width,
  height,
  originalLabel,
  resultLabel,
}: {
  originalUrl: string
  resultUrl: string
  width: number
  height: number
  originalLabel: string
  resultLabel: string
}) {
  const [split, setSplit] = useState(50)
  const [zoom, setZoom] = useState<'fit' | 'actual'>('fit')
  const box = useRef<HTMLDivElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  // At 1:1 the picture is usually wider than the window: bring the divider into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the zoom changes, not as the divider moves
  useEffect(() => {
    const el = scroller.current
    if (zoom !== 'actual' || !el) return
    el.scrollLeft = Math.max(0, (split / 100) * width - el.clientWidth / 2)
  }, [zoom])
  const dragging = useRef(false)
  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect()
    if (!rect || rect.width === 0) return
    setSplit(Math.round(Math.max(0, Math.min(100, ((clientX - rect.left) / rect.width) * 100))))
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = {
      ArrowLeft: split - STEP,
      ArrowDown: split - STEP,
      ArrowRight: split + STEP,
      ArrowUp: split + STEP,
      PageDown: split - 10,
      PageUp: split + 10,
      Home: 0,
      End: 100,
    }
    if (!(e.key in keys)) return
    e.preventDefault()
    setSplit(Math.max(0, Math.min(100, keys[e.key])))
  }
  const imgClass = css({ position: 'absolute', inset: 0, w: '100%', h: '100%', display: 'block' })
  const tag = css({
    position: 'absolute',
    top: '2',
    px: '2',
    py: '0.5',
    fontSize: 'xs',
    bg: 'bg.surface',
    color: 'fg.default',
    borderRadius: 'md',
    opacity: 0.92,
    pointerEvents: 'none',
    whiteSpace: 'nowrap',
  })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Segmented
        label="Zoom"
        value={zoom}
        onChange={setZoom}
        options={[
          { value: 'fit', label: 'Fit' },
          { value: 'actual', label: '1:1 (real pixels)' },
        ]}
      />
      <div
        className={css({
          overflow: 'auto',
          maxH: zoom === 'actual' ? '70vh' : undefined,
          bg: 'bg.subtle',
          borderRadius: 'lg',
          // A checkerboard shows transparent areas.
          backgroundImage:
            'linear-gradient(45deg, rgba(127,127,127,.25) 25%, transparent 25%, transparent 75%, rgba(127,127,127,.25) 75%), linear-gradient(45deg, rgba(127,127,127,.25) 25%, transparent 25%, transparent 75%, rgba(127,127,127,.25) 75%)',
          backgroundSize: '16px 16px',
          backgroundPosition: '0 0, 8px 8px',
        })}
        data-testid="before-after"
        ref={scroller}
      >
        <div
          ref={box}
          className={css({ position: 'relative', userSelect: 'none', mx: 'auto' })}
          style={
            zoom === 'actual'
              ? { width, height, touchAction: 'pan-x pan-y' }
              : {
                  // As wide as fits, never past its real size nor taller than 70 % of the window.
                  width: `min(100%, ${width}px, ${((70 * width) / height).toFixed(3)}vh)`,
                  aspectRatio: `${width} / ${height}`,
                  touchAction: 'pan-y',
                }
          }
          onPointerDown={(e) => {
            // At 1:1 a finger on the picture pans it; the divider moves from its handle (a mouse moves it anywhere).
            const onHandle = (e.target as Element).closest('[role=slider]')
            if (zoom === 'actual' && e.pointerType !== 'mouse' && !onHandle) return
            dragging.current = true
            e.currentTarget.setPointerCapture(e.pointerId)
            moveTo(e.clientX)
          }}
          onPointerMove={(e) => {
            if (dragging.current) moveTo(e.clientX)
          }}
          onPointerUp={() => {
            dragging.current = false
          }}
          onPointerCancel={() => {
            dragging.current = false
          }}
        >
          <img src={originalUrl} alt="Original preview" className={imgClass} draggable={false} />
          <img
            src={resultUrl}
            alt="Compressed preview"
            className={imgClass}
            draggable={false}
            style={{ clipPath: `inset(0 0 0 ${split}%)` }}
          />
          <span className={tag} style={{ left: 8 }}>
            {originalLabel}
          </span>
          <span className={tag} style={{ right: 8 }}>
            {resultLabel}
          </span>
          <div
            role="slider"
            tabIndex={0}
            aria-label="Before and after divider"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={split}
            aria-valuetext={`${split}% original, ${100 - split}% compressed`}
            aria-orientation="horizontal"
            onKeyDown={onKeyDown}
            className={css({
              position: 'absolute',
              top: 0,
              bottom: 0,
              w: '11',
              transform: 'translateX(-50%)',
              cursor: 'ew-resize',
              touchAction: 'none',
              display: 'flex',
              justifyContent: 'center',
              outline: 'none',
              '&:focus-visible > span': { outline: '2px solid', outlineColor: 'accent.default' },
            })}
            style={{ left: `${split}%` }}
          >
            <span
              className={css({
                w: '1',
                h: '100%',
                bg: 'white',
                boxShadow: '0 0 0 1px rgba(0,0,0,.5)',
                borderRadius: 'full',
              })}
            />
          </div>
        </div>
      </div>
    </div>
  )
}

export function Comparison({
  file,
  original,
  sourceFormat,
  result,
  running,
}: {
  /** The chosen file (shown at full size when the browser can show its format). */
  file: File | null
  /** The original's preview, once made. */
  original: Blob | null
  sourceFormat: string | null
  result: ImageItem | null
  running: boolean
}) {
  const fullOriginal = file && SHOWN_BY_BROWSER.has(file.type) ? file : null
  const originalUrl = useObjectUrl(fullOriginal ?? original)
  const resultUrl = useObjectUrl(result?.blob)
  const done = result?.blob && originalUrl && resultUrl && result.width && result.height
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
      {result?.note ? (
        <p className={looks.mutedWrap} data-testid="result-note">
          {result.note}
        </p>
      ) : null}
      {done ? (
        <BeforeAfter
          originalUrl={originalUrl}
          resultUrl={resultUrl}
          width={result.width as number}
          height={result.height as number}
          originalLabel={`Original · ${sourceFormat?.toUpperCase() ?? ''} · ${formatBytes(result.originalSize)}`}
          resultLabel={`${formatOfName(result.outName)} · ${formatBytes(result.blob?.size ?? 0)}`}
        />
      ) : (
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
              <span className={css({ fontSize: 'sm', color: 'fg.muted', p: '4', textAlign: 'center' })}>
                {running ? 'Compressing...' : 'Press Compress Image to see the result'}
              </span>
            </div>
          </figure>
        </div>
      )}
    </Panel>
  )
}
