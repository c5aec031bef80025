import { QrCode } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Panel, SplitLayout, Stack } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SliderField } from '../../ui/slider'
import { notify } from '../../ui/toaster'
import { HelpPanels } from './help-panels'
import { encodeHint } from './labels'
import { PresetFields } from './preset-fields'
import {
  DEFAULT_TEXT,
  EC_LEVELS,
  type EcLevel,
  makeQrMatrix,
  PRESETS,
  type Preset,
  type QrMatrix,
  SIZE_DEFAULT,
  SIZE_MAX,
  SIZE_MIN,
  SIZE_STEP,
  utf8Length,
} from './qr-generator'
import { QrPanel } from './qr-panel'

const AUTO_DELAY_MS = 300

export default function QrGeneratorView() {
  const [text, setText] = useLinkState('text', DEFAULT_TEXT, 'input')
  const [presetId, setPresetId] = useLinkState<string | null>('preset', null)
  // Null until a preset is chosen: a linked value is then taken with whatever keys it has (an empty {} would drop them).
  const [presetFields, setFields] = useLinkState<Record<string, string> | null>('fields', null, 'input')
  const fields = presetFields ?? {}
  const [size, setSize] = useLinkState('size', SIZE_DEFAULT)
  const [level, setLevel] = useLinkState<EcLevel>('level', 'M')
  const [matrix, setMatrix] = useState<QrMatrix | null>(null)
  const [error, setError] = useState<string | null>(null)

  const generate = useCallback(
    (announce: boolean) => {
      try {
        const m = makeQrMatrix(text, level)
        setMatrix(m)
        setError(null)
        return true
      } catch (e) {
        const message = e instanceof Error ? e.message : 'Could not generate the QR code'
        setMatrix(null)
        setError(message)
        if (announce) {
          notify({
            type: 'error',
            title: text.trim() ? 'Text too long' : 'No text',
            description: text.trim() ? message : 'Please enter text to generate a QR code',
          })
        }
        return false
      }
    },
    [text, level],
  )

  // Generated once about 300 ms after the page opens, then again 300 ms after each change.
  useEffect(() => {
    const timer = setTimeout(() => generate(false), AUTO_DELAY_MS)
    return () => clearTimeout(timer)
  }, [generate])

  const preset = PRESETS.find((p) => p.id === presetId) ?? null

  const choosePreset = (p: Preset | null) => {
    setPresetId(p?.id ?? null)
    if (p) {
      setFields(p.defaults)
      setText(p.build(p.defaults))
    }
  }

  const bytes = utf8Length(text)

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Content">
          <div role="group" aria-label="Presets" className={looks.row}>
            <button
              type="button"
              aria-pressed={presetId === null}
              className={button({ size: 'xs', variant: presetId === null ? 'solid' : 'outline' })}
              onClick={() => choosePreset(null)}
            >
              Text
            </button>
            {PRESETS.map((p) => (
              <button
                key={p.id}
                type="button"
                aria-pressed={presetId === p.id}
                className={button({ size: 'xs', variant: presetId === p.id ? 'solid' : 'outline' })}
                onClick={() => choosePreset(p)}
              >
                {p.label}
              </button>
            ))}
          </div>
          {preset ? (
            <PresetFields
              preset={preset}
              values={fields}
              onChange={(key, value) => {
                const next = { ...fields, [key]: value }
                setFields(next)
                setText(preset.build(next))
              }}
            />
          ) : null}
          <LargeTextField
            label="Text to encode"
            value={text}
            rows={4}
            onValueChange={(v) => {
              setPresetId(null)
              setText(v)
            }}
            hint={encodeHint(bytes, preset?.label ?? null)}
          />
          <div
            className={css({
              display: 'grid',
              gap: '4',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
              alignItems: 'end',
            })}
          >
            <SliderField
              label="Size"
              value={size}
              min={SIZE_MIN}
              max={SIZE_MAX}
              step={SIZE_STEP}
              onChange={setSize}
              valueText={`${size} × ${size} px`}
            />
            <SelectField label="Error correction" value={level} options={EC_LEVELS} onChange={setLevel} />
          </div>
          <button
            type="button"
            className={cx(button({ variant: 'solid' }), css({ alignSelf: 'flex-start' }))}
            onClick={() => {
              if (generate(true)) notify({ type: 'success', title: 'QR code generated' })
            }}
          >
            <QrCode aria-hidden /> Generate
          </button>
        </Panel>

        <QrPanel matrix={matrix} size={size} text={text} error={error} />
      </SplitLayout>

      <HelpPanels />
    </Stack>
  )
}
