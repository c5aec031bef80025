// The crop's settings: aspect ratio, the box in pixels, and Crop & Download (its progress and Cancel while it runs).
import { Crop, RotateCcw } from 'lucide-react'
import { JobStatus, NumberField, Panel } from '../../kit'
import { looks } from '../../kit/styles'
import type { ViewJob } from '../../kit/use-job'
import type { Size } from '../../lib/image/image-core'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { type CropBox, RATIOS } from './image-crop'

export function CropSettings({
  enabled,
  size,
  box,
  ratio,
  cropJob,
  onBox,
  onRatio,
  onCrop,
  onReset,
}: {
  enabled: boolean
  size: Size
  box: CropBox
  ratio: number | null
  cropJob: Pick<ViewJob<never, unknown>, 'state' | 'progress' | 'cancel'>
  onBox: (box: CropBox) => void
  onRatio: (ratio: number | null) => void
  onCrop: () => void
  onReset: () => void
}) {
  const field = (key: keyof CropBox) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const n = e.target.valueAsNumber
    if (Number.isFinite(n)) onBox({ ...box, [key]: n })
  }
  return (
    <Panel title="Crop settings">
      {/* The box and ratio belong to the loaded image (each new image resets them): a link has nothing to carry. */}
      <fieldset data-link-ignore disabled={!enabled} className={looks.stackFill}>
        <div role="group" aria-label="Aspect ratio" className={looks.row}>
          {RATIOS.map((r) => (
            <button
              key={r.label}
              type="button"
              aria-pressed={ratio === r.value}
              className={button({ size: 'xs', variant: ratio === r.value ? 'solid' : 'outline' })}
              onClick={() => onRatio(r.value)}
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
        <JobStatus job={cropJob} label="Cropping…">
          <div className={looks.row}>
            <button type="button" className={button({ variant: 'solid' })} onClick={onCrop} disabled={!enabled}>
              <Crop aria-hidden /> Crop & Download
            </button>
            <button type="button" className={button({ variant: 'outline' })} onClick={onReset} disabled={!enabled}>
              <RotateCcw aria-hidden /> Reset
            </button>
          </div>
        </JobStatus>
        <p className={looks.mutedSmall}>
          The crop is taken from the full-resolution image in the original format (quality 90% for JPEG and WebP).
        </p>
      </fieldset>
    </Panel>
  )
}
