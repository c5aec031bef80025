import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { switchRecipe } from '../styled-system/recipes'

const classes = switchRecipe()

export interface SwitchFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

export function SwitchField({ label, checked, onChange, disabled }: SwitchFieldProps) {
  return (
    <ArkSwitch.Root
      className={classes.root}
      checked={checked}
      disabled={disabled}
      onCheckedChange={(d) => onChange(d.checked)}
    >
      <ArkSwitch.Control className={classes.control}>
        <ArkSwitch.Thumb className={classes.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={classes.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput />
    </ArkSwitch.Root>
  )
}
