import { Pipette } from 'lucide-react'
import { useState } from 'react'
import { Panel, SplitLayout, Stack, Stats } from '../../kit'
import { ColorField } from '../../kit/color-field'
import { ColorFormatList } from '../../kit/color-formats'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { formatRgb, hexContrastRatio } from '../../lib/color'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { COPY_FAILED, DEFAULT_HEX, describeColor, formatLuminance, PRESET_SWATCHES } from './color-picker'

interface EyeDropperLike {
  open: () => Promise<{ sRGBHex: string }>
}
type EyeDropperCtor = new () => EyeDropperLike

const eyeDropper = (): EyeDropperCtor | null =>
  typeof window !== 'undefined' && 'EyeDropper' in window
    ? (window as unknown as { EyeDropper: EyeDropperCtor }).EyeDropper
    : null

const BACKGROUNDS = [
  { id: 'white', label: 'On white', bg: '#ffffff', fg: '#0f172a' },
  { id: 'dark', label: 'On dark', bg: '#0f172a', fg: '#f8fafc' },
] as const

/**
 * Not in the page's prerendered HTML: its first render shows whether the browser has an eyedropper, known only in the
 * browser.
 */
export const prerender = false

export default function ColorPickerView() {
  const [text, setText] = useLinkState('color', DEFAULT_HEX)
  const [dropper] = useState(eyeDropper)
  const info = describeColor(text)

  const pickFromScreen = async () => {
    if (!dropper) return
    try {
      const { sRGBHex } = await new dropper().open()
      setText(sRGBHex)
    } catch (error) {
      // Escape or a click away cancels the pick: nothing to report.
      if ((error as DOMException)?.name !== 'AbortError') {
        notify({ type: 'error', title: 'Eyedropper failed', description: 'The browser could not read that pixel.' })
      }
    }
  }

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Pick a color">
          <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
            <div className={css({ flex: '1 1 220px', minW: 0 })}>
              <ColorField label="Hex color" value={text} onChange={setText} />
            </div>
            {dropper ? (
              <button type="button" className={button({ size: 'md' })} onClick={pickFromScreen}>
                <Pipette aria-hidden /> Pick from screen
              </button>
            ) : null}
          </div>
          <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
            {BACKGROUNDS.map((b) => (
              <figure
                key={b.id}
                data-testid={`preview-${b.id}`}
                className={css({
                  borderRadius: 'xl',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  p: '4',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '3',
                  minW: 0,
                })}
                style={{ background: b.bg, color: b.fg }}
              >
                <figcaption className={css({ fontSize: 'xs', fontWeight: 'medium' })}>{b.label}</figcaption>
                <div aria-hidden className={css({ h: '16', borderRadius: 'lg' })} style={{ background: info.hex }} />
                {/* A visual sample in the user's colour: inert, so checkers do not read it as page text. */}
                <p inert className={css({ fontSize: 'lg', fontWeight: 'bold' })} style={{ color: info.hex }}>
                  Sample text
                </p>
                <p className={css({ fontSize: 'xs', fontFamily: 'mono' })}>
                  {hexContrastRatio(info.hex, b.bg).toFixed(2)}:1 contrast
                </p>
              </figure>
            ))}
          </div>
        </Panel>
        <Panel title="Formats">
          <ColorFormatList formats={info.formats} failure={COPY_FAILED} />
        </Panel>
      </SplitLayout>
      <SplitLayout>
        <Panel
          title="Color information"
          actions={
            <span data-testid="tone" className={badge({ tone: info.tone === 'Light' ? 'neutral' : 'accent' })}>
              {info.tone}
            </span>
          }
        >
          <Stats
            columns={2}
            items={[
              { label: 'RGB', value: `${info.rgb.r}, ${info.rgb.g}, ${info.rgb.b}`, testId: 'info-rgb' },
              { label: 'HSL', value: `${info.hsl.h}°, ${info.hsl.s}%, ${info.hsl.l}%`, testId: 'info-hsl' },
              { label: 'Brightness', value: `${info.brightness} / 255`, testId: 'info-brightness' },
              { label: 'Luminance', value: formatLuminance(info.luminance), testId: 'info-luminance' },
            ]}
          />
          <p className={looks.mutedSmall}>
            Brightness weighs red, green and blue by 0.299, 0.587 and 0.114; 128 or more reads as Light. Luminance is
            the WCAG relative luminance (0 black, 1 white).
            {info.valid ? null : ` An invalid hex counts as ${formatRgb(info.rgb)}.`}
          </p>
        </Panel>
        <Panel title="Presets" description="Click a swatch to use it.">
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(6, minmax(0, 1fr))', sm: 'repeat(10, minmax(0, 1fr))' },
              gap: '2',
            })}
          >
            {PRESET_SWATCHES.map((p) => (
              <button
                key={p.hex}
                type="button"
                aria-label={`${p.name} ${p.hex}`}
                title={`${p.name} ${p.hex}`}
                aria-pressed={info.valid && info.hex === p.hex}
                onClick={() => setText(p.hex)}
                className={css({
                  aspectRatio: '1',
                  borderRadius: 'lg',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  cursor: 'pointer',
                  transition: 'transform 150ms',
                  _hover: { transform: 'scale(1.08)' },
                  _pressed: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
                  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '2px' },
                  _motionReduce: { transition: 'none', _hover: { transform: 'none' } },
                })}
                style={{ background: p.hex }}
              />
            ))}
          </div>
        </Panel>
      </SplitLayout>
    </Stack>
  )
}
