// The chart's options: its type, the X field and the numeric Y fields to plot.
import { Panel } from '../../kit'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import type { ChartType } from '../../lib/chart/json-chart'
import { css } from '../../styled-system/css'
import { CheckboxField } from '../../ui/checkbox'
import { SelectField } from '../../ui/select'
import { fieldLabel, toggleField } from './json-plot'

const typeOptions = [
  { value: 'line' as const, label: 'Line' },
  { value: 'bar' as const, label: 'Bar' },
  { value: 'pie' as const, label: 'Pie' },
  { value: 'scatter' as const, label: 'Scatter' },
]

export interface ChartOptionsProps {
  data: { fields: string[]; numeric: string[] }
  type: ChartType
  onType: (type: ChartType) => void
  x: string
  onX: (x: string) => void
  ys: readonly string[]
  onYs: (update: (ys: string[]) => string[]) => void
}

export function ChartOptions({ data, type, onType, x: shownX, onX, ys: shownYs, onYs }: ChartOptionsProps) {
  return (
    <Panel title="Chart options">
      <Segmented label="Chart type" value={type} options={typeOptions} onChange={onType} />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <SelectField
          label="X field (labels)"
          value={data.fields.includes(shownX) ? shownX : data.fields[0]}
          options={data.fields.map((f) => ({ value: f, label: fieldLabel(f) }))}
          onChange={onX}
        />
        <fieldset className={looks.shrinkable}>
          <legend className={looks.labelAbove}>
            Y fields (numbers{type === 'pie' ? ', choose one for a pie' : ''})
          </legend>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            {data.numeric.length ? (
              data.numeric.map((f) => (
                <CheckboxField
                  key={f}
                  label={fieldLabel(f)}
                  checked={shownYs.includes(f)}
                  onChange={(on) => onYs((cur) => toggleField(cur, f, on))}
                />
              ))
            ) : (
              <span className={looks.mutedText}>No field holds numbers.</span>
            )}
          </div>
        </fieldset>
      </div>
    </Panel>
  )
}
