// The output controls the image tools share (image-compress, image-convert): the format (JPEG, WebP, AVIF, PNG
// lossless, PNG with fewer colours, same as the original, or automatic), the quality mode (fixed, each file at most
// N KB, smallest that looks the same) and, when JPEG will paint transparent pixels, the background colour. The
// settings live in the page's link state (useOutputSettings), so a shared link replays them.
import { type ReactNode, useEffect, useState } from 'react'
import { normalizeHex } from '../lib/color'
import {
  CHOICE_LABEL,
  colourName,
  DEFAULT_BACKGROUND,
  MAX_KB,
  type OutputChoice,
  type OutputSettings,
  QUALITY_MODE_LABEL,
  type QualityModeKind,
  SAME_LOOK_SCORE,
} from '../lib/image/formats'
import { css } from '../styled-system/css'
import { SelectField } from '../ui/select'
import { SliderField } from '../ui/slider'
import { ColorField } from './color-field'
import { NumberField } from './field'
import { useLinkState } from './link-state'
import { Notice } from './notice'
import { Segmented } from './segmented'
import { looks } from './styles'

export const QUALITY_RANGE = { min: 10, max: 100, step: 5 } as const

/** The page's output settings in its link state; `defaults` per tool (compress: automatic at 80 %). */
export function useOutputSettings(defaults: Pick<OutputSettings, 'format' | 'quality'>, prefix = '') {
  // A page whose own fields already use these names (image-resize's "mode") keeps these under a prefix.
  const key = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name)
  const [format, setFormat] = useLinkState<OutputChoice>(key('format'), defaults.format)
  const [mode, setMode] = useLinkState<QualityModeKind>(key('mode'), 'fixed')
  const [quality, setQuality] = useLinkState<number>(key('quality'), defaults.quality)
  const [maxKb, setMaxKb] = useLinkState<number>(key('maxKb'), MAX_KB.default)
  const [background, setBackground] = useLinkState<string>(key('background'), DEFAULT_BACKGROUND)
  const settings: OutputSettings = {
    format,
    mode,
    quality,
    maxKb,
    background: normalizeHex(background) ?? DEFAULT_BACKGROUND,
  }
  return { settings, rawBackground: background, setFormat, setMode, setQuality, setMaxKb, setBackground }
}

export type OutputSettingsState = ReturnType<typeof useOutputSettings>

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'end',
})

const modeOptions = (['fixed', 'max-bytes', 'same-look'] as const).map((value) => ({
  value,
  label: QUALITY_MODE_LABEL[value],
}))

export interface OutputFieldsProps {
  state: OutputSettingsState
  choices: readonly OutputChoice[]
  formatLabel?: string
  /** The one chosen image has transparent pixels (null: not known, or several images). */
  hasAlpha: boolean | null
  /** Several images chosen (the background field shows for JPEG, since some may be transparent). */
  many?: boolean
}

/** The fields, and the notes on transparency (which format keeps it, or the colour painted under JPEG). */
export function OutputFields({ state, choices, formatLabel = 'Output format', hasAlpha, many }: OutputFieldsProps) {
  const { settings, setFormat, setMode, setQuality, setMaxKb, setBackground, rawBackground } = state
  const [kbText, setKbText] = useState(String(settings.maxKb))
  // A preset or a link that sets the target shows it in the field.
  useEffect(() => {
    setKbText((t) => (Number(t) === settings.maxKb ? t : String(settings.maxKb)))
  }, [settings.maxKb])
  const lossless = settings.format === 'png' || settings.format === 'png-palette'
  const jpeg = settings.format === 'jpeg'
  const options = choices.map((value) => ({ value, label: CHOICE_LABEL[value] }))
  let note: ReactNode = null
  if (hasAlpha && (settings.format === 'auto' || settings.format === 'original'))
    note =
      settings.format === 'auto' ? (
        <Notice tone="info" title="This image has transparency">
          It will be saved as WebP, which keeps the transparent areas (JPEG would fill them with a colour).
        </Notice>
      ) : null
  else if (hasAlpha && jpeg)
    note = (
      <Notice tone="warning" title="JPEG has no transparency">
        The transparent areas will be painted {colourName(settings.background)}. Change the colour below, or pick PNG,
        WebP or AVIF to keep them.
      </Notice>
    )
  return (
    <div className={looks.stack}>
      <div className={grid}>
        <SelectField label={formatLabel} value={settings.format} options={options} onChange={setFormat} />
        {lossless ? (
          <p className={looks.mutedText} data-testid="quality-note">
            {settings.format === 'png'
              ? 'PNG is lossless: every pixel kept, the file optimised by OxiPNG.'
              : 'At most 256 colours (dithered), then OxiPNG: much smaller, close to the original.'}
          </p>
        ) : (
          <Segmented label="Quality" value={settings.mode} options={modeOptions} onChange={setMode} />
        )}
      </div>
      {lossless ? null : (
        <div className={grid}>
          {settings.mode === 'fixed' ? (
            <SliderField
              label="Quality value"
              value={settings.quality}
              onChange={setQuality}
              min={QUALITY_RANGE.min}
              max={QUALITY_RANGE.max}
              step={QUALITY_RANGE.step}
              valueText={`${settings.quality}%`}
            />
          ) : settings.mode === 'max-bytes' ? (
            <NumberField
              label="At most (KB per file)"
              min={MAX_KB.min}
              max={MAX_KB.max}
              value={kbText}
              onChange={(e) => {
                setKbText(e.target.value)
                const n = Number(e.target.value)
                if (Number.isFinite(n) && n >= MAX_KB.min && n <= MAX_KB.max) setMaxKb(n)
              }}
              hint={`${MAX_KB.min} to ${MAX_KB.max.toLocaleString('en-US')} KB. Each file gets the highest quality that fits (at most 7 tries).`}
            />
          ) : (
            <p className={looks.mutedText}>
              Each image gets the lowest quality whose SSIMULACRA2 score against the original is at least{' '}
              {SAME_LOOK_SCORE} (visually the same at a normal viewing distance).
            </p>
          )}
        </div>
      )}
      {jpeg && (hasAlpha || many) ? (
        <div className={grid}>
          <ColorField
            label="Background under transparent areas"
            value={rawBackground}
            onChange={setBackground}
            hint={`JPEG cannot keep transparency: transparent pixels are painted ${colourName(settings.background)}.`}
          />
        </div>
      ) : null}
      {note}
    </div>
  )
}
