// A single-value slider with its label and value text (Ark UI Slider).
import { Slider as ArkSlider } from '@ark-ui/react/slider'
import type { ReactNode } from 'react'
import { slider } from '../styled-system/recipes'

const classes = slider()

export interface SliderFieldProps {
  label: ReactNode
  value: number
  onChange: (value: number) => void
  min: number
  max: number
  step?: number
  disabled?: boolean
  valueText?: ReactNode
  'aria-label'?: string
}

export function SliderField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  disabled,
  valueText,
  ...rest
}: SliderFieldProps) {
  return (
    <ArkSlider.Root
      className={classes.root}
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(d) => onChange(d.value[0])}
      aria-label={rest['aria-label'] ? [rest['aria-label']] : undefined}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <ArkSlider.Label className={classes.label}>{label}</ArkSlider.Label>
        <ArkSlider.ValueText className={classes.valueText}>{valueText ?? value}</ArkSlider.ValueText>
      </div>
      <ArkSlider.Control className={classes.control}>
        <ArkSlider.Track className={classes.track}>
          <ArkSlider.Range className={classes.range} />
        </ArkSlider.Track>
        <ArkSlider.Thumb index={0} className={classes.thumb}>
          <ArkSlider.HiddenInput />
        </ArkSlider.Thumb>
      </ArkSlider.Control>
    </ArkSlider.Root>
  )
}
