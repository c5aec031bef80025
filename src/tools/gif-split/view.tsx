import { ChevronLeft, ChevronRight, Download, FileArchive, Pause, Play } from 'lucide-react'
import { memo, startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { type GifFrame, type GifPreview, gifFirstFrame, prewarmGif, splitGif } from '../../jobs/gif'
import { createZip } from '../../jobs/zip'
import { FileDrop, Notice, Panel, ProgressBar, Stats } from '../../kit'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { baseName, frameFileName, isGifFile, THUMB_WIDTH } from './gif-split'

interface ShownFrame {
  index: number
  delay: number
  png: Blob
  url: string
  thumbUrl: string
}

interface Loaded {
  name: string
  size: number
  width: number
  height: number
  frameCount: number
}

type Status = 'idle' | 'processing' | 'done' | 'failed'

const revokeAll = (frames: readonly ShownFrame[]) => {
  for (const f of frames) {
    URL.revokeObjectURL(f.url)
    URL.revokeObjectURL(f.thumbUrl)
  }
}

const viewerImage = css({ maxH: '96', maxW: '100%', h: 'auto', objectFit: 'contain' })

/** Frame 1 from its own early decode (gifFirstFrame): on screen before the worker has even parsed the file. */
function PreviewCanvas({ preview, label }: { preview: GifPreview; label: string }) {
  const draw = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      canvas?.getContext('2d')?.drawImage(preview.bitmap, 0, 0)
    },
    [preview],
  )
  return (
    <canvas
      ref={draw}
      width={preview.width}
      height={preview.height}
      role="img"
      aria-label={label}
      data-testid="gif-frame-image"
      className={viewerImage}
    />
  )
}

const Thumb = memo(function Thumb({
  frame,
  position,
  selected,
  onSelect,
}: {
  frame: ShownFrame
  position: number
  selected: boolean
  onSelect: (position: number) => void
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={`Frame ${frame.index + 1}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(position)}
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '1',
          w: '100%',
          p: '1',
          borderWidth: '2px',
          borderColor: 'transparent',
          borderRadius: 'md',
          bg: 'bg.subtle',
          cursor: 'pointer',
          fontSize: 'xs',
          color: 'fg.muted',
          fontVariantNumeric: 'tabular-nums',
          _hover: { borderColor: 'border.strong' },
          '&[aria-current=true]': { borderColor: 'accent.solid', color: 'fg.default' },
        })}
      >
        <img
          src={frame.thumbUrl}
          alt=""
          width={THUMB_WIDTH}
          decoding="async"
          loading="lazy"
          className={css({ flexShrink: 0, maxW: 'none' })}
        />
        {frame.index + 1}
      </button>
    </li>
  )
})

export default function GifSplitView() {
  const [status, setStatus] = useState<Status>('idle')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [frames, setFrames] = useState<ShownFrame[]>([])
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [damage, setDamage] = useState<string | null>(null)
  const [zipping, setZipping] = useState(false)
  const [preview, setPreview] = useState<GifPreview | null>(null)
  const controller = useRef<AbortController | null>(null)
  const framesRef = useRef<ShownFrame[]>([])
  const previewRef = useRef<GifPreview | null>(null)
  /** Frames received but not yet rendered: React sees at most one batch per animation frame. */
  const incoming = useRef<ShownFrame[]>([])
  const flushHandle = useRef(0)

  const dropPending = useCallback(() => {
    cancelAnimationFrame(flushHandle.current)
    flushHandle.current = 0
    revokeAll(incoming.current)
    incoming.current = []
    previewRef.current?.bitmap.close()
    previewRef.current = null
  }, [])

  useEffect(() => {
    prewarmGif()
    return () => {
      controller.current?.abort()
      dropPending()
      revokeAll(framesRef.current)
    }
  }, [dropPending])

  const start = useCallback(
    (file: File) => {
      performance.mark('gif-split:start')
      controller.current?.abort()
      const ctrl = new AbortController()
      controller.current = ctrl
      dropPending()
      revokeAll(framesRef.current)
      framesRef.current = []
      setFrames([])
      setPreview(null)
      setCurrent(0)
      setPlaying(false)
      setDamage(null)
      setStatus('processing')
      setLoaded({ name: file.name, size: file.size, width: 0, height: 0, frameCount: 0 })
      const flush = () => {
        flushHandle.current = 0
        const shown = incoming.current
        incoming.current = []
        if (ctrl.signal.aborted || !shown.length) return
        framesRef.current = [...framesRef.current, ...shown]
        startTransition(() => setFrames((prev) => [...prev, ...shown]))
      }
      void gifFirstFrame(file).then((p) => {
        if (!p) return
        performance.mark('gif-split:preview')
        if (ctrl.signal.aborted) {
          p.bitmap.close()
          return
        }
        previewRef.current = p
        // Committed (and the canvas drawn) in this task, so the next paint shows frame 1.
        flushSync(() => {
          setPreview(p)
          setLoaded((l) => (l && !l.width ? { ...l, width: p.width, height: p.height } : l))
        })
      })
      splitGif(file, {
        signal: ctrl.signal,
        onInfo: (info) => {
          if (ctrl.signal.aborted) return
          setLoaded({ name: file.name, size: file.size, ...info })
        },
        onFrames: (batch: GifFrame[]) => {
          if (ctrl.signal.aborted) return
          for (const f of batch) {
            incoming.current.push({
              index: f.index,
              delay: f.delay,
              png: f.png,
              url: URL.createObjectURL(f.png),
              thumbUrl: URL.createObjectURL(f.thumb),
            })
          }
          flushHandle.current ||= requestAnimationFrame(flush)
        },
      }).then(
        (summary) => {
          if (ctrl.signal.aborted) return
          cancelAnimationFrame(flushHandle.current)
          flush()
          controller.current = null
          setStatus('done')
          if (summary.error) {
            setDamage(
              `This GIF is damaged or cut short: ${summary.decoded} of ${summary.frameCount} frame(s) could be read.`,
            )
          }
          notify({
            type: summary.error ? 'warning' : 'success',
            title: 'GIF processed',
            description: `Extracted ${summary.decoded} frame(s)`,
          })
        },
        (error: unknown) => {
          if (ctrl.signal.aborted || isAbortError(error)) return
          controller.current = null
          setStatus('failed')
          setDamage(`Could not extract frames from this GIF (${errorMessage(error)}).`)
          notify({ type: 'error', title: 'Processing failed', description: 'Could not extract frames from this GIF' })
        },
      )
    },
    [dropPending],
  )

  const cancel = () => {
    cancelAnimationFrame(flushHandle.current)
    flushHandle.current = 0
    if (incoming.current.length) {
      framesRef.current = [...framesRef.current, ...incoming.current]
      incoming.current = []
      setFrames(framesRef.current)
    }
    controller.current?.abort()
    controller.current = null
    setStatus(framesRef.current.length ? 'done' : 'idle')
    if (framesRef.current.length) setDamage(`Stopped after ${framesRef.current.length} frame(s).`)
  }

  const count = frames.length
  const frame = frames[Math.min(current, Math.max(0, count - 1))]

  useEffect(() => {
    if (!playing || count < 2 || !frame) return
    const timer = setTimeout(() => setCurrent((c) => (c + 1) % count), frame.delay)
    return () => clearTimeout(timer)
  }, [playing, count, frame])

  const select = useCallback((position: number) => {
    setPlaying(false)
    setCurrent(position)
  }, [])

  const step = (delta: number) => {
    if (!count) return
    setCurrent((c) => (c + delta + count) % count)
  }

  const downloadCurrent = () => {
    if (!frame || !loaded) return
    downloadBlob(frame.png, `${baseName(loaded.name)}-${frameFileName(frame.index, loaded.frameCount)}`)
    notify({ type: 'success', title: 'Frame downloaded', description: `Frame ${frame.index + 1} saved as PNG` })
  }

  const downloadAll = async () => {
    if (!loaded || !count) return
    setZipping(true)
    try {
      const zip = await createZip(
        framesRef.current.map((f) => ({ name: frameFileName(f.index, loaded.frameCount), data: f.png })),
      )
      downloadBlob(zip, `${baseName(loaded.name)}-frames.zip`)
      notify({ type: 'success', title: 'All frames downloaded', description: 'ZIP file with all frames saved' })
    } catch {
      notify({ type: 'error', title: 'Download failed', description: 'Could not create ZIP file' })
    } finally {
      setZipping(false)
    }
  }

  const processing = status === 'processing'

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
      <Panel title="Upload GIF">
        <FileDrop
          onFiles={(files) => start(files[0])}
          accept={isGifFile}
          pickerAccept="image/gif,.gif"
          paste
          label="Drop a GIF here or click to choose"
          hint="Animated GIFs of any size; frames are extracted in your browser."
          rejectAll={{ title: 'Invalid file', description: 'Please select a GIF file' }}
        />
        {processing ? (
          <ProgressBar
            progress={{ done: count, total: loaded?.frameCount || undefined }}
            label={loaded?.frameCount ? `Extracting frames: ${count} of ${loaded.frameCount}` : 'Reading the GIF…'}
            onCancel={cancel}
          />
        ) : null}
        {damage ? <Notice tone={status === 'failed' ? 'danger' : 'warning'}>{damage}</Notice> : null}
      </Panel>

      {loaded && (count > 0 || processing) ? (
        <>
          <Panel title="GIF information">
            <Stats
              items={[
                { label: 'Frames', value: loaded.frameCount || '…', testId: 'gif-frame-count' },
                { label: 'File size', value: formatBytes(loaded.size), testId: 'gif-file-size' },
                {
                  label: 'Dimensions',
                  value: loaded.width ? `${loaded.width} × ${loaded.height}` : '…',
                  testId: 'gif-dimensions',
                },
                { label: 'Current frame', value: count ? current + 1 : '…', testId: 'gif-current-frame' },
              ]}
            />
          </Panel>

          <Panel
            title="Frame viewer"
            actions={
              <>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  onClick={downloadCurrent}
                  disabled={!frame}
                >
                  <Download aria-hidden /> Download current frame
                </button>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'solid' })}
                  onClick={downloadAll}
                  disabled={!count || processing || zipping}
                >
                  <FileArchive aria-hidden /> {zipping ? 'Creating ZIP…' : 'Download all frames'}
                </button>
              </>
            }
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bg: 'bg.subtle',
                borderRadius: 'lg',
                p: '3',
                minH: '32',
                backgroundImage:
                  'linear-gradient(45deg, token(colors.bg.muted) 25%, transparent 25%, transparent 75%, token(colors.bg.muted) 75%), linear-gradient(45deg, token(colors.bg.muted) 25%, transparent 25%, transparent 75%, token(colors.bg.muted) 75%)',
                backgroundSize: '16px 16px',
                backgroundPosition: '0 0, 8px 8px',
              })}
            >
              {preview && (!frame || frame.index === 0) ? (
                <PreviewCanvas preview={preview} label={`Frame 1 of ${loaded.frameCount || '…'}`} />
              ) : frame ? (
                <img
                  src={frame.url}
                  alt={`Frame ${frame.index + 1} of ${loaded.frameCount}`}
                  data-testid="gif-frame-image"
                  className={viewerImage}
                />
              ) : (
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>Decoding the first frame…</span>
              )}
            </div>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2' })}>
              <button
                type="button"
                className={button({ size: 'icon', variant: 'outline' })}
                aria-label="Previous frame"
                onClick={() => step(-1)}
                disabled={count < 2}
              >
                <ChevronLeft aria-hidden />
              </button>
              <button
                type="button"
                className={button({ size: 'icon', variant: 'solid' })}
                aria-label={playing ? 'Pause' : 'Play'}
                onClick={() => setPlaying((p) => !p)}
                disabled={count < 2}
              >
                {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
              </button>
              <button
                type="button"
                className={button({ size: 'icon', variant: 'outline' })}
                aria-label="Next frame"
                onClick={() => step(1)}
                disabled={count < 2}
              >
                <ChevronRight aria-hidden />
              </button>
              <span
                data-testid="gif-frame-counter"
                aria-live="polite"
                className={css({ fontVariantNumeric: 'tabular-nums', fontSize: 'sm', color: 'fg.muted', ml: '2' })}
              >
                {count ? current + 1 : 0} / {loaded.frameCount || count}
              </span>
            </div>
            {frame ? (
              <p className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: 'center' })}>Delay {frame.delay} ms</p>
            ) : null}
          </Panel>

          {count > 1 ? (
            <Panel title="All frames" description={`${count} frame(s); select one to view it.`}>
              <ul
                data-testid="gif-thumbnails"
                className={css({
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
                  gap: '2',
                  maxH: '96',
                  overflowY: 'auto',
                  p: '1',
                })}
              >
                {frames.map((f, i) => (
                  <Thumb key={f.index} frame={f} position={i} selected={i === current} onSelect={select} />
                ))}
              </ul>
            </Panel>
          ) : null}
        </>
      ) : null}

      <Panel title="How to use">
        <ol
          className={css({
            listStyleType: 'decimal',
            pl: '5',
            display: 'flex',
            flexDirection: 'column',
            gap: '1.5',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <li>Drop an animated GIF on the upload area, choose it, or paste it.</li>
          <li>Frames appear while the GIF is decoded; large GIFs keep the page responsive.</li>
          <li>Step through frames with previous and next, or press play to watch them at their own delays.</li>
          <li>Download the frame you are looking at as a PNG, or every frame at once as a ZIP.</li>
          <li>Each frame is fully composed (transparency and partial frames included), exactly as browsers show it.</li>
        </ol>
      </Panel>
    </div>
  )
}
