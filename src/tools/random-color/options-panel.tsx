// The palette's options: how many colours, the hue, saturation and lightness they are drawn from, and presets.
import { Panel } from '../../kit'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { BOUND_FIELDS, hueRangeText, hueStrip } from './bounds'
import { type ColorBounds, MAX_COLORS, PRESETS } from './random-color'

export interface OptionsPanelProps {
  count: number
  onCount: (count: number) => void
  bounds: ColorBounds
  onBounds: (patch: Partial<ColorBounds>) => void
  problem: string | null
  onPreset: (bounds: ColorBounds) => void
}

export function OptionsPanel({ count, onCount, bounds, onBounds, problem, onPreset }: OptionsPanelProps) {
  return (
    <Panel title="Options">
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <SliderNumberField
          label="Number of colours"
          value={count}
          min={1}
          max={MAX_COLORS}
          fallback={5}
          onChange={onCount}
        />
        <div className={looks.fieldStack}>
          <span className={looks.labelText}>Hue range</span>
          <div
            data-testid="hue-strip"
            className={css({ h: '9', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' })}
            style={{ background: problem ? undefined : hueStrip(bounds) }}
          />
          <p className={looks.mutedSmall}>{hueRangeText(bounds)}</p>
        </div>
        {BOUND_FIELDS.map((f) => (
          <SliderNumberField
            key={f.key}
            label={f.label}
            unit={f.unit}
            value={bounds[f.key]}
            min={0}
            max={f.max}
            fallback={f.fallback}
            onChange={(v) => onBounds({ [f.key]: v })}
          />
        ))}
      </div>
      {problem ? (
        <p role="alert" className={looks.dangerText}>
          {problem}
        </p>
      ) : null}
      <div>
        <p className={looks.labelAbove}>Presets</p>
        <div className={looks.row}>
          {PRESETS.map((p) => (
            <button
              key={p.id}
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => onPreset(p.bounds)}
            >
              {p.name}
            </button>
          ))}
        </div>
      </div>
    </Panel>
  )
}
