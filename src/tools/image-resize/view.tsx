import { FileDrop, NumberField, Panel } from '../../kit'
import { notifyBatchCancelled, useImageBatch } from '../../kit/image-batch'
import { BatchBar } from '../../kit/image-batch-bar'
import { ResultGrid } from '../../kit/image-batch-grid'
import {
  FolderTargetField,
  MoreSteps,
  namerFor,
  PresetBar,
  useBatchSteps,
  useFolderTarget,
} from '../../kit/image-batch-steps'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import type { BatchSettings } from '../../lib/image/batch-settings'
import { encodeSpecOf, OUTPUT_CHOICES } from '../../lib/image/formats'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { notify } from '../../ui/toaster'
import {
  batchResizeOf,
  DEFAULT_HEIGHT,
  DEFAULT_WIDTH,
  fieldsFromPreset,
  MAX_SIDE_INPUT,
  PRESETS,
  parseSide,
  RESIZE_PATTERN,
  RESIZE_QUALITY,
  RESIZE_ZIP,
  type ResizeFields,
  type ResizeMode,
  resizeSpecOf,
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
  // Off once a preset that never enlarges is loaded (and for the visitor to choose): a smaller image keeps its size.
  const [enlarge, setEnlarge] = useLinkState('enlarge', true)
  const batch = useImageBatch()
  // The other steps (format, metadata, names) from the shared batch model; the output fields under their own link
  // names ("outFormat" …), since this page's "mode" is the resize mode.
  const steps = useBatchSteps({
    output: { format: 'original', quality: Math.round(RESIZE_QUALITY * 100) },
    pattern: RESIZE_PATTERN,
    outputPrefix: 'out',
  })
  const folder = useFolderTarget()

  const w = parseSide(width, DEFAULT_WIDTH)
  const h = parseSide(height, DEFAULT_HEIGHT)
  const fields: ResizeFields = { width: w, height: h, keepAspect, mode, enlarge }
  // This page's size fields as the batch model says them (a preset of "longest side 1920" is 1920×1920, fit inside).
  const current: BatchSettings = { ...steps.settings, resize: batchResizeOf(fields) }
  const applyPreset = (s: BatchSettings) => {
    const f = fieldsFromPreset(s)
    if (!f) return
    setWidth(String(f.width))
    setHeight(String(f.height))
    setKeepAspect(f.keepAspect)
    setMode(f.mode)
    setEnlarge(f.enlarge)
  }

  const onFiles = async (files: File[]) => {
    const settings = steps.settings
    const spec = {
      resize: resizeSpecOf(fields),
      output: encodeSpecOf(settings.output),
      metadata: settings.metadata,
    }
    const jobs = files.map((file, i) => ({ file, spec, name: namerFor(settings, file, i + 1, files.length) }))
    const outcome = await batch.run(jobs, { sink: folder.sink })
    if (outcome.cancelled) {
      notifyBatchCancelled('Resize cancelled', outcome)
    } else if (outcome.failed) {
      const names = outcome.errors.map((e) => e.name).join(', ')
      notify({ type: 'error', title: 'Resize failed', description: `Failed to resize some images: ${names}` })
    } else {
      notify({ type: 'success', title: 'Images resized', description: `Successfully resized ${outcome.ok} image(s)` })
    }
  }

  const sizeRule = keepAspect
    ? mode === 'width'
      ? `Width ${w} px, height follows the image's proportions.`
      : mode === 'height'
        ? `Height ${h} px, width follows the image's proportions.`
        : `Fits inside ${w}×${h} px, keeping proportions.`
    : `Exactly ${w}×${h} px (may stretch).`
  const sizeHint = enlarge ? sizeRule : `${sizeRule} Smaller images keep their size.`

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
          <CheckboxField label="Enlarge smaller images" checked={enlarge} onChange={setEnlarge} />
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
        <PresetBar steps={steps} current={current} onApply={applyPreset} />
        <MoreSteps
          steps={steps}
          show={['output', 'metadata', 'naming']}
          outputProps={{ choices: OUTPUT_CHOICES, hasAlpha: null, many: true, formatLabel: 'Output format' }}
        />
        <FolderTargetField target={folder} disabled={batch.running} />
        <FileDrop
          multiple
          folders
          paste
          accept="image/*,.heic,.heif"
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
