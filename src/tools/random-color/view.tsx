import { Copy, Lock, LockOpen, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { CopyButton, DownloadButton, Panel, Stack } from '../../kit'
import { copyWithNotice } from '../../kit/copy-notify'
import { useLinkState } from '../../kit/link-state'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { readableTextColor } from '../../lib/color-extra'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  boundsProblem,
  type ColorBounds,
  DEFAULT_BOUNDS,
  EXPORT_FILES,
  type ExportFormat,
  exportColors,
  formatColor,
  type GeneratedColor,
  MAX_COLORS,
  PRESETS,
  rerollPalette,
  resizePalette,
  toggleLock,
} from './random-color'

const EXPORTS: { value: ExportFormat; label: string }[] = [
  { value: 'hex', label: 'HEX' },
  { value: 'rgb', label: 'RGB' },
  { value: 'hsl', label: 'HSL' },
  { value: 'css', label: 'CSS variables' },
  { value: 'json', label: 'JSON' },
]
const FORMATS = [
  { id: 'hex', label: 'HEX' },
  { id: 'rgb', label: 'RGB' },
  { id: 'hsl', label: 'HSL' },
] as const

/** A strip of the allowed hues at mid saturation/lightness; the colours are the data. */
function hueStrip(b: ColorBounds): string {
  const stops: string[] = []
  const span = b.hueMin <= b.hueMax ? b.hueMax - b.hueMin : 360 - b.hueMin + b.hueMax
  const s = Math.round((b.satMin + b.satMax) / 2)
  const l = Math.round((b.lightMin + b.lightMax) / 2)
  for (let i = 0; i <= 12; i++) stops.push(`hsl(${(b.hueMin + (span * i) / 12) % 360}, ${s}%, ${l}%)`)
  return `linear-gradient(to right, ${stops.join(', ')})`
}

export default function RandomColorView() {
  const [count, setCount] = useLinkState('count', 5)
  const [bounds, setBounds] = useLinkState<ColorBounds>('bounds', DEFAULT_BOUNDS)
  const [colors, setColors] = useState<GeneratedColor[]>(() =>
    rerollPalette([], count, boundsProblem(bounds) ? DEFAULT_BOUNDS : bounds),
  )
  const [exportFormat, setExportFormat] = useLinkState<ExportFormat>('export', 'hex')

  const problem = boundsProblem(bounds)
  const lockedCount = colors.filter((c) => c.locked).length
  const allLocked = lockedCount === colors.length

  const updateBounds = (patch: Partial<ColorBounds>) => {
    const next = { ...bounds, ...patch }
    setBounds(next)
    if (!boundsProblem(next)) setColors((c) => rerollPalette(c, count, next))
  }
  const reroll = () => {
    if (!problem) setColors((c) => rerollPalette(c, count, bounds))
  }
  const exported = exportColors(colors, exportFormat)
  const file = EXPORT_FILES[exportFormat]

  return (
    <Stack>
      <Panel
        title="Colours"
        description={
          lockedCount
            ? `${lockedCount} locked: Generate keeps ${lockedCount === 1 ? 'it' : 'them'} and rerolls the rest.`
            : 'Lock the colours you like, then Generate rerolls the rest.'
        }
        actions={
          <button
            type="button"
            className={button({ variant: 'solid', size: 'sm' })}
            onClick={reroll}
            disabled={Boolean(problem) || allLocked}
          >
            <RefreshCw aria-hidden /> Generate
          </button>
        }
      >
        <ul
          aria-label="Generated colours"
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: {
              base: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
              md: 'repeat(auto-fill, minmax(13rem, 1fr))',
            },
          })}
        >
          {colors.map((c, i) => (
            <li
              key={c.id}
              data-testid="color-card"
              data-locked={c.locked}
              className={css({
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'lg',
                overflow: 'hidden',
                bg: 'bg.surface',
                minW: 0,
              })}
            >
              <div
                className={css({
                  h: '24',
                  p: '2',
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'space-between',
                })}
                style={{ background: c.hex, color: readableTextColor(c.rgb) }}
              >
                <span
                  data-testid="color-hex"
                  className={css({ fontFamily: 'mono', fontWeight: 'semibold', fontSize: 'sm' })}
                >
                  {c.hex}
                </span>
                <button
                  type="button"
                  aria-pressed={c.locked}
                  aria-label={`${c.locked ? 'Unlock' : 'Lock'} colour ${i + 1} (${c.hex})`}
                  onClick={() => setColors((cs) => toggleLock(cs, c.id))}
                  className={css({
                    w: '8',
                    h: '8',
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    borderRadius: 'md',
                    cursor: 'pointer',
                    color: 'inherit',
                    bg: 'transparent',
                    '&[aria-pressed=true]': { bg: 'bg.surface', color: 'fg.default', boxShadow: 'sm' },
                    _hover: { outline: '1px solid currentColor' },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
                    '& svg': { w: '4', h: '4' },
                  })}
                >
                  {c.locked ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
                </button>
              </div>
              <div className={css({ display: 'flex', flexDirection: 'column', p: '1.5', gap: '0.5' })}>
                {FORMATS.map((f) => {
                  const value = formatColor(c, f.id)
                  return (
                    <button
                      key={f.id}
                      type="button"
                      aria-label={`Copy ${f.label} ${value}`}
                      title={`Copy ${value}`}
                      onClick={() =>
                        copyWithNotice(
                          value,
                          { title: 'Copied!', description: `${f.label} copied to clipboard` },
                          { title: 'Failed to copy', description: 'Please try again' },
                        )
                      }
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        gap: '2',
                        px: '1.5',
                        h: '7',
                        borderRadius: 'md',
                        cursor: 'pointer',
                        textAlign: 'left',
                        minW: 0,
                        color: 'fg.default',
                        _hover: { bg: 'bg.subtle' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '0' },
                        '& svg': { w: '3.5', h: '3.5', flexShrink: 0, color: 'fg.muted' },
                      })}
                    >
                      <span
                        className={css({
                          fontFamily: 'mono',
                          fontSize: 'xs',
                          flex: '1',
                          minW: 0,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        })}
                      >
                        {value}
                      </span>
                      <Copy aria-hidden />
                    </button>
                  )
                })}
              </div>
            </li>
          ))}
        </ul>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            gap: '3',
            pt: '2',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <div className={css({ w: '44' })}>
            <SelectField label="Export as" value={exportFormat} options={EXPORTS} onChange={setExportFormat} />
          </div>
          <CopyButton value={exported} label="Copy all" what="Colours" />
          <DownloadButton filename={file.filename} mime={file.mime} data={exported} />
        </div>
      </Panel>

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
            onChange={(n) => {
              setCount(n)
              setColors((c) => resizePalette(c, n, bounds))
            }}
          />
          <div className={looks.fieldStack}>
            <span className={looks.labelText}>Hue range</span>
            <div
              data-testid="hue-strip"
              className={css({ h: '9', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' })}
              style={{ background: problem ? undefined : hueStrip(bounds) }}
            />
            <p className={looks.mutedSmall}>
              {bounds.hueMin > bounds.hueMax
                ? `From ${bounds.hueMin}° through red (0°) to ${bounds.hueMax}°.`
                : `From ${bounds.hueMin}° to ${bounds.hueMax}°. Set the minimum above the maximum to wrap through red.`}
            </p>
          </div>
          <SliderNumberField
            label="Hue from"
            unit="°"
            value={bounds.hueMin}
            min={0}
            max={359}
            fallback={0}
            onChange={(hueMin) => updateBounds({ hueMin })}
          />
          <SliderNumberField
            label="Hue to"
            unit="°"
            value={bounds.hueMax}
            min={0}
            max={359}
            fallback={359}
            onChange={(hueMax) => updateBounds({ hueMax })}
          />
          <SliderNumberField
            label="Saturation min"
            unit="%"
            value={bounds.satMin}
            min={0}
            max={100}
            fallback={0}
            onChange={(satMin) => updateBounds({ satMin })}
          />
          <SliderNumberField
            label="Saturation max"
            unit="%"
            value={bounds.satMax}
            min={0}
            max={100}
            fallback={100}
            onChange={(satMax) => updateBounds({ satMax })}
          />
          <SliderNumberField
            label="Lightness min"
            unit="%"
            value={bounds.lightMin}
            min={0}
            max={100}
            fallback={0}
            onChange={(lightMin) => updateBounds({ lightMin })}
          />
          <SliderNumberField
            label="Lightness max"
            unit="%"
            value={bounds.lightMax}
            min={0}
            max={100}
            fallback={100}
            onChange={(lightMax) => updateBounds({ lightMax })}
          />
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
                className={cx(button({ variant: 'outline', size: 'sm' }))}
                onClick={() => {
                  setBounds(p.bounds)
                  setColors((c) => rerollPalette(c, count, p.bounds))
                }}
              >
                {p.name}
              </button>
            ))}
          </div>
        </div>
      </Panel>
    </Stack>
  )
}
