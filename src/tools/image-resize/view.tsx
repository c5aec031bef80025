import { FileDrop, NumberField, Panel } from '../../kit'
import { notifyBatchCancelled, useImageBatch } from '../../kit/image-batch'
import { BatchBar } from '../../kit/image-batch-bar'
import { ResultGrid } from '../../kit/image-batch-grid'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { detectImageFormat, formatFromMime } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { notify } from '../../ui/toaster'
import {
  DEFAULT_HEIGHT,
  DEFAULT_WIDTH,
  MAX_SIDE_INPUT,
  PRESETS,
  parseSide,
  RESIZE_QUALITY,
  RESIZE_ZIP,
  type ResizeMode,
  resizedName,
  resizeOutput,
} from './image-resize'

const modeOptions: { value: ResizeMode; label: string }[] = [
  { value: 'width', label: 'Fit to width' },
  { value: 'height', label: 'Fit to height' },
  { value: 'both', label: 'Fit inside width and height' },
]

export default function ImageResizeView() {
  const [width, setWidth] = useLinkState('width', String(DEFAULT_WIDTH))
  const [height, setHeight] = useLinkState('height', String(DEFAULT_HEIGHT))
  const [keepAspect, setKeepAspect] = useLinkState('keepAspect', true)
  const [mode, setMode] = useLinkState<ResizeMode>('mode', 'width')
  const batch = useImageBatch()

  const w = parseSide(width, DEFAULT_WIDTH)
  const h = parseSide(height, DEFAULT_HEIGHT)

  const onFiles = async (files: File[]) => {
    const jobs = await Promise.all(
      files.map(async (file) => {
        const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
        const format = resizeOutput(detectImageFormat(head) ?? formatFromMime(file.type))
        return {
          file,
          spec: {
            resize: { width: w, height: h, keepAspect, mode },
            output: { format, quality: format === 'png' ? undefined : RESIZE_QUALITY },
          },
          name: () => resizedName(file.name, format),
        }
      }),
    )
    const outcome = await batch.run(jobs)
    if (outcome.cancelled) {
      notifyBatchCancelled('Resize cancelled', outcome)
    } else if (outcome.failed) {
      const names = outcome.errors.map((e) => e.name).join(', ')
      notify({ type: 'error', title: 'Resize failed', description: `Failed to resize some images: ${names}` })
    } else {
      notify({ type: 'success', title: 'Images resized', description: `Successfully resized ${outcome.ok} image(s)` })
    }
  }

  const sizeHint = keepAspect
    ? mode === 'width'
      ? `Width ${w} px, height follows the image's proportions.`
      : mode === 'height'
        ? `Height ${h} px, width follows the image's proportions.`
        : `Fits inside ${w}×${h} px, keeping proportions.`
    : `Exactly ${w}×${h} px (may stretch).`

  return (
    <div className={looks.stack}>
      <Panel title="Size" description={sizeHint}>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' })}>
          <NumberField
            label="Width (px)"
            value={width}
            min={1}
            max={MAX_SIDE_INPUT}
            onChange={(e) => setWidth(e.target.value)}
            onBlur={() => setWidth(String(w))}
            disabled={keepAspect && mode === 'height'}
          />
          <NumberField
            label="Height (px)"
            value={height}
            min={1}
            max={MAX_SIDE_INPUT}
            onChange={(e) => setHeight(e.target.value)}
            onBlur={() => setHeight(String(h))}
            disabled={keepAspect && mode === 'width'}
          />
        </div>
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'end' })}>
          <CheckboxField label="Maintain aspect ratio" checked={keepAspect} onChange={setKeepAspect} />
          {keepAspect ? (
            <div className={css({ flex: '1 1 220px', minW: 0 })}>
              <SelectField label="Resize mode" value={mode} options={modeOptions} onChange={setMode} />
            </div>
          ) : null}
        </div>
        <fieldset className={looks.stackTight}>
          <legend className={looks.labelAbove}>Presets</legend>
          <div className={looks.row}>
            {PRESETS.map((p) => (
              <button
                key={p.name}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                aria-pressed={w === p.width && h === p.height}
                onClick={() => {
                  setWidth(String(p.width))
                  setHeight(String(p.height))
                }}
              >
                {p.name}{' '}
                <span className={looks.muted}>
                  {p.width}×{p.height}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
        <FileDrop
          multiple
          paste
          accept="image/*"
          onFiles={onFiles}
          disabled={batch.running}
          label={batch.running ? 'Processing...' : 'Drop images here or click to choose'}
          hint="Images are resized with the settings above as you add them."
          reject={(file) => ({ title: 'Invalid file', description: `${file.name} is not an image file` })}
        />
      </Panel>
      <BatchBar batch={batch} zipName={RESIZE_ZIP} />
      <ResultGrid batch={batch} />
    </div>
  )
}
