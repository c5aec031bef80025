import { ChevronLeft, ChevronRight, Download, FileArchive, Pause, Play } from 'lucide-react'
import { type CSSProperties, memo, startTransition, useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { type GifThumbStrip, gifFirstFrame, type OpenGif, openGif, prewarmGif } from '../../jobs/gif'
import { createZip } from '../../jobs/zip'
import { FileDrop, Notice, Panel, ProgressBar, Stats } from '../../kit'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { baseName, frameFileName, isGifFile, THUMB_WIDTH } from '../../lib/gif/gif-structure'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'

interface ShownFrame {
  index: number
  delay: number
  /** The thumbnail: a slice of a strip image (see GifThumbStrip). */
  stripUrl: string
  stripOffset: number
  thumbHeight: number
}

/** What the viewer's canvas shows: frame 1 from its early decode, then frames composed by the worker on request. */
interface Picture {
  index: number
  bitmap: ImageBitmap
}

interface Loaded {
  name: string
  size: number
  width: number
  height: number
  frameCount: number
}

type Status = 'idle' | 'processing' | 'done' | 'failed'

const revokeAll = (urls: string[]) => {
  for (const url of urls.splice(0)) URL.revokeObjectURL(url)
}

/** Resolves once the next frame has been painted. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/** PNGs asked of the worker at a time while building the ZIP (progress moves between batches). */
const ZIP_BATCH = 16

const viewerImage = css({ maxW: '100%', h: 'auto' })

/** On-screen width: small GIFs are enlarged by a whole factor (crisp pixels) to about 240 px high; big ones fit 384. */
function viewerStyle(width: number, height: number): CSSProperties {
  const factor = Math.max(1, Math.floor(240 / height))
  const scale = Math.min(factor, 384 / height)
  return { width: `min(100%, ${Math.round(width * scale)}px)`, imageRendering: scale > 1 ? 'pixelated' : undefined }
}

/** The frame being viewed, drawn from a bitmap (no PNG is made until a download asks for one). */
function FrameCanvas({ picture, label }: { picture: Picture; label: string }) {
  const draw = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      const ctx = canvas?.getContext('2d')
      if (!canvas || !ctx) return
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      ctx.drawImage(picture.bitmap, 0, 0)
    },
    [picture],
  )
  return (
    <canvas
      ref={draw}
      width={picture.bitmap.width}
      height={picture.bitmap.height}
      role="img"
      aria-label={label}
      data-testid="gif-frame-image"
      className={viewerImage}
      style={viewerStyle(picture.bitmap.width, picture.bitmap.height)}
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
          src={frame.stripUrl}
          alt=""
          width={THUMB_WIDTH}
          height={frame.thumbHeight}
          decoding="async"
          loading="lazy"
          style={{ objectPosition: `0 -${frame.stripOffset}px`, height: frame.thumbHeight }}
          className={css({ flexShrink: 0, maxW: 'none', objectFit: 'none' })}
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
  const [zipping, setZipping] = useState<string | null>(null)
  const [picture, setPicture] = useState<Picture | null>(null)
  const controller = useRef<AbortController | null>(null)
  const gif = useRef<OpenGif | null>(null)
  const framesRef = useRef<ShownFrame[]>([])
  const stripUrls = useRef<string[]>([])
  const pictureRef = useRef<Picture | null>(null)
  /** Thumbnails received but not yet rendered: React sees at most one batch per animation frame. */
  const incoming = useRef<ShownFrame[]>([])
  const flushHandle = useRef(0)

  const show = useCallback((next: Picture | null, sync = false) => {
    const previous = pictureRef.current
    pictureRef.current = next
    if (sync) flushSync(() => setPicture(next))
    else setPicture(next)
    if (previous && previous.bitmap !== next?.bitmap) previous.bitmap.close()
  }, [])

  const dropPending = useCallback(() => {
    cancelAnimationFrame(flushHandle.current)
    flushHandle.current = 0
    incoming.current = []
  }, [])

  useEffect(() => {
    prewarmGif()
    return () => {
      controller.current?.abort()
      dropPending()
      revokeAll(stripUrls.current)
      pictureRef.current?.bitmap.close()
    }
  }, [dropPending])

  const start = useCallback(
    (file: File) => {
      performance.mark('gif-split:start')
      controller.current?.abort()
      const ctrl = new AbortController()
      controller.current = ctrl
      dropPending()
      revokeAll(stripUrls.current)
      framesRef.current = []
      setFrames([])
      show(null)
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
      const opened = openGif(file, {
        // Reading starts once frame 1 is on screen (a few tens of ms), so the two do not compete for the CPU.
        startAfter: gifFirstFrame(file).then(async (p) => {
          if (!p) return
          performance.mark('gif-split:preview')
          if (ctrl.signal.aborted || pictureRef.current) {
            p.bitmap.close()
            return
          }
          // Committed (and the canvas drawn) in this task, so the next paint shows frame 1.
          show({ index: 0, bitmap: p.bitmap }, true)
          flushSync(() => setLoaded((l) => (l && !l.width ? { ...l, width: p.width, height: p.height } : l)))
          await afterPaint()
        }),
        signal: ctrl.signal,
        onInfo: (info) => {
          if (ctrl.signal.aborted) return
          setLoaded({ name: file.name, size: file.size, ...info })
        },
        onThumbs: ({ first, delays, strip, thumbHeight }: GifThumbStrip) => {
          if (ctrl.signal.aborted) return
          const stripUrl = URL.createObjectURL(strip)
          stripUrls.current.push(stripUrl)
          delays.forEach((delay, k) => {
            incoming.current.push({ index: first + k, delay, stripUrl, stripOffset: k * thumbHeight, thumbHeight })
          })
          flushHandle.current ||= requestAnimationFrame(flush)
        },
      })
      gif.current = opened
      opened.done.then(
        (summary) => {
          if (ctrl.signal.aborted) return
          cancelAnimationFrame(flushHandle.current)
          flush()
          setStatus(summary.decoded ? 'done' : 'idle')
          if (summary.stopped) {
            setDamage(`Stopped after ${summary.decoded} of ${summary.frameCount} frame(s).`)
            return
          }
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
          gif.current = null
          ctrl.abort()
          setStatus('failed')
          setDamage(`Could not extract frames from this GIF (${errorMessage(error)}).`)
          notify({ type: 'error', title: 'Processing failed', description: 'Could not extract frames from this GIF' })
        },
      )
    },
    [dropPending, show],
  )

  // Stopping keeps the session: the frames read so far stay viewable and downloadable.
  const cancel = () => {
    void gif.current?.stop().catch(() => {})
  }

  const count = frames.length
  const frame = frames[Math.min(current, Math.max(0, count - 1))]

  // The viewer asks the worker for the selected frame; an answer for a frame no longer selected is dropped.
  const wanted = frame?.index
  useEffect(() => {
    const source = gif.current
    if (wanted === undefined || !source || pictureRef.current?.index === wanted) return
    let stale = false
    source.frame(wanted).then(
      (bitmap) => {
        if (stale) bitmap.close()
        else show({ index: wanted, bitmap })
      },
      () => {},
    )
    return () => {
      stale = true
    }
  }, [wanted, show])

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

  const downloadCurrent = async () => {
    const source = gif.current
    if (!frame || !loaded || !source) return
    try {
      const png = await source.png(frame.index)
      downloadBlob(png, `${baseName(loaded.name)}-${frameFileName(frame.index, loaded.frameCount)}`)
      notify({ type: 'success', title: 'Frame downloaded', description: `Frame ${frame.index + 1} saved as PNG` })
    } catch (error) {
      if (!isAbortError(error)) notify({ type: 'error', title: 'Download failed', description: errorMessage(error) })
    }
  }

  const downloadAll = async () => {
    const source = gif.current
    if (!loaded || !count || !source) return
    const list = framesRef.current
    setZipping(`Preparing frames: 0 of ${list.length}`)
    try {
      const files: { name: string; data: Blob }[] = []
      for (let at = 0; at < list.length; at += ZIP_BATCH) {
        const pngs = await source.pngs(list[at].index, Math.min(ZIP_BATCH, list.length - at))
        pngs.forEach((data, k) => {
          files.push({ name: frameFileName(list[at + k].index, loaded.frameCount), data })
        })
        setZipping(`Preparing frames: ${files.length} of ${list.length}`)
      }
      setZipping('Creating ZIP…')
      const zip = await createZip(files)
      downloadBlob(zip, `${baseName(loaded.name)}-frames.zip`)
      notify({ type: 'success', title: 'All frames downloaded', description: 'ZIP file with all frames saved' })
    } catch (error) {
      if (!isAbortError(error)) {
        notify({ type: 'error', title: 'Download failed', description: 'Could not create ZIP file' })
      }
    } finally {
      setZipping(null)
    }
  }

  const processing = status === 'processing'

  return (
    <div className={looks.stackFill}>
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
                  disabled={!frame || !gif.current}
                >
                  <Download aria-hidden /> Download current frame
                </button>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'solid' })}
                  onClick={downloadAll}
                  disabled={!count || processing || zipping !== null || !gif.current}
                >
                  <FileArchive aria-hidden /> {zipping ?? 'Download all frames'}
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
              {picture ? (
                <FrameCanvas picture={picture} label={`Frame ${picture.index + 1} of ${loaded.frameCount || '…'}`} />
              ) : (
                <span className={looks.mutedText}>Decoding the first frame…</span>
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
        <ProseList ordered muted>
          <li>Drop an animated GIF on the upload area, choose it, or paste it.</li>
          <li>Frames appear while the GIF is decoded; large GIFs keep the page responsive.</li>
          <li>Step through frames with previous and next, or press play to watch them at their own delays.</li>
          <li>Download the frame you are looking at as a PNG, or every frame at once as a ZIP.</li>
          <li>Each frame is fully composed (transparency and partial frames included), exactly as browsers show it.</li>
        </ProseList>
      </Panel>
    </div>
  )
}
