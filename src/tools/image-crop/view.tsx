import { Crop, RotateCcw } from 'lucide-react'
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react'
import { isAbortError } from '../../jobs/errors'
import { previewImage, transformImage } from '../../jobs/image'
import { EmptyState, FileDrop, NumberField, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import type { ImageFormat, Size } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import {
  CROP_QUALITY,
  type CropBox,
  clampBox,
  cropOutput,
  croppedName,
  defaultBox,
  moveBox,
  RATIOS,
  resizeBox,
} from './image-crop'

interface Loaded {
  file: File
  size: Size
  format: ImageFormat | null
  url: string
}

type Drag = { kind: 'move' | 'resize'; startX: number; startY: number; box: CropBox; scale: number }

export default function ImageCropView() {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [box, setBox] = useState<CropBox>({ x: 0, y: 0, width: 1, height: 1 })
  const [ratio, setRatio] = useState<number | null>(null)
  const [busy, setBusy] = useState<'loading' | 'cropping' | null>(null)
  const ctrl = useRef<AbortController | null>(null)
  const frame = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)

  useEffect(
    () => () => {
      ctrl.current?.abort()
    },
    [],
  )
  useEffect(() => {
    if (!loaded) return
    return () => URL.revokeObjectURL(loaded.url)
  }, [loaded])

  const onFiles = async ([file]: File[]) => {
    ctrl.current?.abort()
    const c = new AbortController()
    ctrl.current = c
    setBusy('loading')
    try {
      const preview = await previewImage(file, 1400, c.signal)
      const size = { width: preview.width, height: preview.height }
      setLoaded({ file, size, format: preview.format, url: URL.createObjectURL(preview.blob) })
      setBox(defaultBox(size))
      setRatio(null)
    } catch (error) {
      if (isAbortError(error)) return
      const big = (error as Error)?.name === 'TooLargeError'
      notify({ type: 'error', title: 'Error', description: big ? (error as Error).message : 'Failed to load image' })
    } finally {
      if (ctrl.current === c) setBusy(null)
    }
  }

  const size = loaded?.size ?? { width: 1, height: 1 }
  const update = (next: CropBox, r = ratio) => setBox(clampBox(next, size, r))

  const field = (key: keyof CropBox) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const n = e.target.valueAsNumber
    if (Number.isFinite(n)) update({ ...box, [key]: n })
  }

  const startDrag = (kind: Drag['kind']) => (e: ReactPointerEvent<HTMLElement>) => {
    const rect = frame.current?.getBoundingClientRect()
    if (!rect || !loaded) return
    e.preventDefault()
    e.stopPropagation()
    ;(e.currentTarget as HTMLElement).setPointerCapture(e.pointerId)
    drag.current = { kind, startX: e.clientX, startY: e.clientY, box, scale: size.width / rect.width }
  }
  const onDragMove = (e: ReactPointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d) return
    const dx = (e.clientX - d.startX) * d.scale
    const dy = (e.clientY - d.startY) * d.scale
    setBox(d.kind === 'move' ? moveBox(d.box, dx, dy, size) : resizeBox(d.box, dx, dy, size, ratio))
  }
  const endDrag = () => {
    drag.current = null
  }

  const step = (e: React.KeyboardEvent) =>
    e.altKey ? 1 : Math.max(1, Math.round(Math.max(size.width, size.height) / 100))
  const onBoxKey = (e: React.KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    }
    const dir = keys[e.key]
    if (!dir) return
    e.preventDefault()
    const s = step(e)
    setBox(
      e.shiftKey ? resizeBox(box, dir[0] * s, dir[1] * s, size, ratio) : moveBox(box, dir[0] * s, dir[1] * s, size),
    )
  }

  const cropAndDownload = async () => {
    if (!loaded) return
    ctrl.current?.abort()
    const c = new AbortController()
    ctrl.current = c
    setBusy('cropping')
    const format = cropOutput(loaded.format)
    try {
      const result = await transformImage(
        loaded.file,
        { crop: box, output: { format, quality: format === 'png' ? undefined : CROP_QUALITY } },
        c.signal,
      )
      const name = croppedName(loaded.file.name, format)
      downloadBlob(result.blob, name)
      notify({
        type: 'success',
        title: 'Image cropped',
        description: `${name} (${result.width}×${result.height}, ${formatBytes(result.blob.size)})`,
      })
    } catch (error) {
      if (isAbortError(error)) return
      notify({ type: 'error', title: 'Crop failed', description: (error as Error)?.message || 'Unknown error' })
    } finally {
      if (ctrl.current === c) setBusy(null)
    }
  }

  const reset = () => {
    setRatio(null)
    setBox(defaultBox(size))
  }

  const pct = (n: number, of: number) => `${(n / of) * 100}%`

  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <Panel title="Image" description={loaded ? `${loaded.file.name} · ${size.width}×${size.height}` : undefined}>
        <FileDrop
          compact={Boolean(loaded)}
          paste
          accept="image/*"
          onFiles={onFiles}
          label={loaded ? 'Choose another image' : 'Drop an image here or click to choose'}
          hint="PNG, JPEG, WebP, GIF, BMP or AVIF."
          rejectAll={{ title: 'Invalid file type', description: 'Please select an image file' }}
        />
        {busy === 'loading' ? <p className={looks.mutedText}>Loading image…</p> : null}
        {loaded ? (
          <div
            className={css({ display: 'flex', justifyContent: 'center', bg: 'bg.subtle', borderRadius: 'lg', p: '2' })}
          >
            <div
              ref={frame}
              className={css({
                position: 'relative',
                lineHeight: 0,
                maxW: '100%',
                overflow: 'hidden',
                touchAction: 'none',
                userSelect: 'none',
              })}
              style={{
                // Small images are shown larger so the box is easy to grab; tall ones fit the screen height.
                width: `min(100%, ${((size.width / size.height) * 65).toFixed(3)}vh, ${Math.max(size.width, 320)}px)`,
              }}
            >
              <img
                src={loaded.url}
                alt={`To crop: ${loaded.file.name}`}
                draggable={false}
                className={css({ display: 'block', w: '100%', h: 'auto' })}
              />
              <div
                role="group"
                tabIndex={0}
                aria-label={`Crop area ${box.width}×${box.height} at ${box.x}, ${box.y}. Arrow keys move it, Shift+arrow keys resize it, Alt for single pixels.`}
                data-testid="crop-box"
                onPointerDown={startDrag('move')}
                onPointerMove={onDragMove}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
                onKeyDown={onBoxKey}
                className={css({
                  position: 'absolute',
                  cursor: 'move',
                  outline: '2px solid white',
                  boxShadow: '0 0 0 9999px rgba(0,0,0,0.5)',
                  _focusVisible: { outline: '3px solid', outlineColor: 'accent.focus' },
                })}
                style={{
                  left: pct(box.x, size.width),
                  top: pct(box.y, size.height),
                  width: pct(box.width, size.width),
                  height: pct(box.height, size.height),
                }}
              >
                <span
                  aria-hidden
                  data-testid="crop-handle"
                  onPointerDown={startDrag('resize')}
                  onPointerMove={onDragMove}
                  onPointerUp={endDrag}
                  onPointerCancel={endDrag}
                  className={css({
                    position: 'absolute',
                    right: '0',
                    bottom: '0',
                    w: '14px',
                    h: '14px',
                    bg: 'accent.solid',
                    border: '2px solid white',
                    borderRadius: 'sm',
                    cursor: 'nwse-resize',
                  })}
                />
              </div>
            </div>
          </div>
        ) : busy !== 'loading' ? (
          <EmptyState title="No image yet">Choose an image to place the crop box.</EmptyState>
        ) : null}
      </Panel>
      <Panel title="Crop settings">
        {/* The box and ratio belong to the loaded image (each new image resets them): a link has nothing to carry. */}
        <fieldset data-link-ignore disabled={!loaded} className={looks.stackFill}>
          <div role="group" aria-label="Aspect ratio" className={looks.row}>
            {RATIOS.map((r) => (
              <button
                key={r.label}
                type="button"
                aria-pressed={ratio === r.value}
                className={button({ size: 'xs', variant: ratio === r.value ? 'solid' : 'outline' })}
                onClick={() => {
                  setRatio(r.value)
                  update(box, r.value)
                }}
              >
                {r.label}
              </button>
            ))}
          </div>
          <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' })}>
            <NumberField label="X" value={box.x} min={0} max={size.width - 1} onChange={field('x')} />
            <NumberField label="Y" value={box.y} min={0} max={size.height - 1} onChange={field('y')} />
            <NumberField label="Width" value={box.width} min={1} max={size.width} onChange={field('width')} />
            <NumberField
              label="Height"
              value={box.height}
              min={1}
              max={size.height}
              onChange={field('height')}
              disabled={ratio !== null}
              hint={ratio !== null ? 'Follows the width for the chosen ratio.' : undefined}
            />
          </div>
          <div className={looks.row}>
            <button
              type="button"
              className={button({ variant: 'solid' })}
              onClick={cropAndDownload}
              disabled={!loaded || busy === 'cropping'}
            >
              <Crop aria-hidden /> {busy === 'cropping' ? 'Cropping…' : 'Crop & Download'}
            </button>
            <button type="button" className={button({ variant: 'outline' })} onClick={reset} disabled={!loaded}>
              <RotateCcw aria-hidden /> Reset
            </button>
          </div>
          <p className={looks.mutedSmall}>
            The crop is taken from the full-resolution image in the original format (quality 90% for JPEG and WebP).
          </p>
        </fieldset>
      </Panel>
    </div>
  )
}
