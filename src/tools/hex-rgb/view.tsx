import { useEffect, useId, useState } from 'react'
import { Panel, SplitLayout, Stack } from '../../kit'
import { INVALID_HEX_MESSAGE } from '../../kit/color-field'
import { ColorFormatList } from '../../kit/color-formats'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { colorFormats, readableTextColor } from '../../lib/color-extra'
import { css } from '../../styled-system/css'
import { input } from '../../styled-system/recipes'
import { SliderField } from '../../ui/slider'
import {
  COPY_FAILED,
  createState,
  editHex,
  editHsl,
  editRgb,
  HSL_MAX,
  type HslChannel,
  PRESETS,
  parseChannelText,
  RGB_MAX,
  type RgbChannel,
} from './hex-rgb'

const RGB_CHANNELS: { id: RgbChannel; label: string }[] = [
  { id: 'r', label: 'Red' },
  { id: 'g', label: 'Green' },
  { id: 'b', label: 'Blue' },
]
const HSL_CHANNELS: { id: HslChannel; label: string; unit: string }[] = [
  { id: 'h', label: 'Hue', unit: '°' },
  { id: 's', label: 'Saturation', unit: '%' },
  { id: 'l', label: 'Lightness', unit: '%' },
]

/** A slider with a number box; the box keeps what is typed until it is a number, then applies it. */
function ChannelRow({
  label,
  valueText,
  value,
  max,
  onChange,
  testId,
}: {
  label: string
  valueText: string
  value: number
  max: number
  onChange: (value: number) => void
  testId: string
}) {
  const [draft, setDraft] = useState<string | null>(null)
  // A value set elsewhere (slider, preset, hex) replaces a stale draft.
  useEffect(() => {
    setDraft((d) => (d !== null && parseChannelText(d) === value ? d : null))
  }, [value])
  return (
    <div data-testid={testId} className={css({ display: 'flex', alignItems: 'flex-end', gap: '3', minW: 0 })}>
      <div className={css({ flex: 1, minW: 0 })}>
        <SliderField
          label={label}
          value={value}
          // Ark reports programmatic value changes too: only a real move is an edit.
          onChange={(v) => v !== value && onChange(v)}
          min={0}
          max={max}
          step={1}
          valueText={valueText}
        />
      </div>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        aria-label={`${label} value`}
        value={draft ?? String(value)}
        onChange={(e) => {
          setDraft(e.target.value)
          const n = parseChannelText(e.target.value)
          if (n !== null) onChange(n)
        }}
        onBlur={() => setDraft(null)}
        className={`${input({ mono: true })} ${css({ w: '20!', flexShrink: 0, textAlign: 'right' })}`}
      />
    </div>
  )
}

export default function HexRgbView() {
  const [state, setState] = useLinkState('color', createState)
  const hexId = useId()
  const { rgb, hsl } = state
  const formats = colorFormats(rgb, hsl).filter((f) => f.id === 'hex' || f.id === 'rgb' || f.id === 'hsl')
  const hex = formats[0].value
  const textColor = readableTextColor(rgb)

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Color">
          <div
            data-testid="preview"
            role="img"
            aria-label={`Preview of ${hex}`}
            className={css({
              h: { base: '32', md: '44' },
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              p: '4',
              fontFamily: 'mono',
              fontSize: 'sm',
              fontWeight: 'semibold',
              transition: 'background 150ms',
            })}
            style={{ background: hex, color: textColor }}
          >
            <span>{hex}</span>
            <span>{formats[1].value}</span>
          </div>
          <div className={looks.fieldStack}>
            <label htmlFor={hexId} className={looks.labelText}>
              HEX
            </label>
            <input
              id={hexId}
              type="text"
              value={state.hexText}
              onChange={(e) => setState((s) => editHex(s, e.target.value))}
              onBlur={() => setState((s) => (s.hexValid ? { ...s, hexText: hex } : s))}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!state.hexValid || undefined}
              aria-describedby={state.hexValid ? undefined : `${hexId}-error`}
              className={input({ mono: true })}
            />
            {state.hexValid ? (
              <p className={looks.mutedSmall}>3 or 6 hex digits, with or without #.</p>
            ) : (
              <p id={`${hexId}-error`} role="alert" className={css({ fontSize: 'xs', color: 'danger.fg' })}>
                {INVALID_HEX_MESSAGE}. The other values are unchanged.
              </p>
            )}
          </div>
          <div>
            <h3 className={looks.labelAbove}>Presets</h3>
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
                gap: '2',
              })}
            >
              {PRESETS.map((p) => (
                <button
                  key={p.name}
                  type="button"
                  aria-label={`${p.name} ${p.hex}`}
                  aria-pressed={hex === p.hex}
                  onClick={() => setState((s) => editHex(s, p.hex))}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    h: '9',
                    px: '2',
                    borderWidth: '1px',
                    borderColor: 'border.default',
                    borderRadius: 'lg',
                    bg: 'bg.surface',
                    fontSize: 'sm',
                    cursor: 'pointer',
                    minW: 0,
                    _hover: { bg: 'bg.subtle' },
                    _pressed: { borderColor: 'accent.solid', bg: 'accent.subtle' },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
                  })}
                >
                  <span
                    aria-hidden
                    className={css({
                      w: '4',
                      h: '4',
                      borderRadius: 'full',
                      flexShrink: 0,
                      borderWidth: '1px',
                      borderColor: 'border.strong',
                    })}
                    style={{ background: p.hex }}
                  />
                  <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                    {p.name}
                  </span>
                </button>
              ))}
            </div>
          </div>
        </Panel>
        <Stack>
          <Panel title="RGB" description="Red, green and blue, 0–255.">
            {RGB_CHANNELS.map((c) => (
              <ChannelRow
                key={c.id}
                testId={`rgb-${c.id}`}
                label={c.label}
                valueText={`hex ${rgb[c.id].toString(16).padStart(2, '0')}`}
                value={rgb[c.id]}
                max={RGB_MAX}
                onChange={(v) => setState((s) => editRgb(s, c.id, v))}
              />
            ))}
          </Panel>
          <Panel title="HSL" description="Hue 0–360°, saturation and lightness 0–100%.">
            {HSL_CHANNELS.map((c) => (
              <ChannelRow
                key={c.id}
                testId={`hsl-${c.id}`}
                label={c.label}
                valueText={`${hsl[c.id]}${c.unit}`}
                value={hsl[c.id]}
                max={HSL_MAX[c.id]}
                onChange={(v) => setState((s) => editHsl(s, c.id, v))}
              />
            ))}
          </Panel>
        </Stack>
      </SplitLayout>
      <Panel title="Formats" description="Copy the color in the notation you need.">
        <ColorFormatList formats={formats} failure={COPY_FAILED} />
      </Panel>
    </Stack>
  )
}
