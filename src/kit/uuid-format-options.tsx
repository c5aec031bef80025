// The case / hyphens / braces switches, shared by the UUID generator and the name-based UUID page.

import type { FormatOptions } from '../lib/uuid/uuid'
import { css } from '../styled-system/css'
import { SwitchField } from '../ui/switch'

export function UuidFormatOptions({ value, onChange }: { value: FormatOptions; onChange: (v: FormatOptions) => void }) {
  return (
    <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', border: 'none', p: 0, m: 0 })}>
      <legend className={css({ srOnly: true })}>Format</legend>
      <SwitchField
        label="Uppercase"
        checked={value.uppercase}
        onChange={(uppercase) => onChange({ ...value, uppercase })}
      />
      <SwitchField label="Hyphens" checked={value.hyphens} onChange={(hyphens) => onChange({ ...value, hyphens })} />
      <SwitchField label="Braces { }" checked={value.braces} onChange={(braces) => onChange({ ...value, braces })} />
    </fieldset>
  )
}
