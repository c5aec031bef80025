// A single-choice select over a small list of options (Ark UI Select).
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import { select } from '../styled-system/recipes'

const classes = select()

export interface SelectOption<V extends string> {
  value: V
  label: string
  disabled?: boolean
}

export interface SelectFieldProps<V extends string> {
  label: ReactNode
  value: V
  options: readonly SelectOption<V>[]
  onChange: (value: V) => void
  disabled?: boolean
}

export function SelectField<V extends string>({ label, value, options, onChange, disabled }: SelectFieldProps<V>) {
  const collection = useMemo(
    () => createListCollection({ items: options as SelectOption<V>[], isItemDisabled: (i) => Boolean(i.disabled) }),
    [options],
  )
  return (
    <ArkSelect.Root
      className={classes.root}
      collection={collection}
      value={[value]}
      disabled={disabled}
      onValueChange={(d) => d.value[0] && onChange(d.value[0] as V)}
      positioning={{ sameWidth: true }}
      // The list is rendered when it opens, not with the page: in a prerendered page the Portal would otherwise
      // move every option to <body> right after hydration, in one blocking render per select.
      lazyMount
      unmountOnExit
    >
      <ArkSelect.Label className={classes.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control className={classes.control}>
        <ArkSelect.Trigger className={classes.trigger}>
          <ArkSelect.ValueText className={classes.valueText} />
          <ArkSelect.Indicator className={classes.indicator}>
            <ChevronDown />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner className={classes.positioner}>
          <ArkSelect.Content className={classes.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={classes.item}>
                <ArkSelect.ItemText className={classes.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={classes.itemIndicator}>
                  <Check />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
