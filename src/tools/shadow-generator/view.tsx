import { Plus, RotateCcw, Trash2 } from 'lucide-react'
import { CodeOutput, Panel, SplitLayout, Stack } from '../../kit'
import { CopyCssButton, DownloadCssButton, UsageExamples } from '../../kit/css-actions'
import { HexColorField } from '../../kit/hex-color-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import {
  buildLayer,
  buildShadowCss,
  buildShadowFile,
  buildShadowValue,
  newLayer,
  SHADOW_DEFAULTS,
  SHADOW_FILE,
  SHADOW_LIMITS,
  SHADOW_PRESETS,
  type ShadowLayer,
  type ShadowValues,
  shadowUsageExamples,
} from './shadow-generator'

type Backdrop = 'light' | 'dark'
const BACKDROPS = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const
// The preview's backdrop and box are data (what the shadow is shown on), so they are plain colours.
const BACKDROP_COLOURS: Record<Backdrop, { page: string; box: string }> = {
  light: { page: '#f1f5f9', box: '#ffffff' },
  dark: { page: '#18181b', box: '#3f3f46' },
}

const initialLayers = () => [newLayer()]

export default function ShadowGeneratorView() {
  const [layers, setLayers] = useLinkState<ShadowLayer[]>('layers', initialLayers)
  const [selectedId, setSelectedId] = useLinkState('selected', () => layers[0].id)
  const [backdrop, setBackdrop] = useLinkState<Backdrop>('backdrop', 'light')
  const selectedIndex = Math.max(
    0,
    layers.findIndex((l) => l.id === selectedId),
  )
  const layer = layers[selectedIndex]
  const cssText = buildShadowCss(layers)

  const patch = (values: Partial<ShadowValues>) =>
    setLayers((ls) => ls.map((l) => (l.id === layer.id ? { ...l, ...values } : l)))
  const addLayer = () => {
    // Layers opened from a link carry ids made on another page: never reuse one.
    let fresh = newLayer()
    while (layers.some((l) => l.id === fresh.id)) fresh = newLayer()
    setLayers((ls) => [...ls, fresh])
    setSelectedId(fresh.id)
  }
  const removeLayer = (id: string) => {
    if (layers.length <= 1) return
    const index = layers.findIndex((l) => l.id === id)
    const rest = layers.filter((l) => l.id !== id)
    setLayers(rest)
    if (id === layer.id) setSelectedId(rest[Math.max(0, index - 1)].id)
  }
  const reset = () => {
    const fresh = initialLayers()
    setLayers(fresh)
    setSelectedId(fresh[0].id)
  }
  const colours = BACKDROP_COLOURS[backdrop]

  return (
    <Stack>
      <SplitLayout>
        <Stack>
          <Panel
            title="Layers"
            actions={
              <>
                <button type="button" className={button({ size: 'sm' })} onClick={addLayer}>
                  <Plus aria-hidden /> Add layer
                </button>
                <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={reset}>
                  <RotateCcw aria-hidden /> Reset
                </button>
              </>
            }
          >
            <p className={looks.mutedText}>The first layer is painted on top. Select a layer to edit it.</p>
            <ul className={looks.stackTight}>
              {layers.map((l, i) => (
                <li key={l.id} className={css({ display: 'flex', gap: '2', alignItems: 'center', minW: 0 })}>
                  <button
                    type="button"
                    aria-pressed={l.id === layer.id}
                    onClick={() => setSelectedId(l.id)}
                    className={cx(
                      css({
                        flex: 1,
                        minW: 0,
                        display: 'flex',
                        alignItems: 'center',
                        gap: '2',
                        textAlign: 'left',
                        px: '3',
                        py: '2',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        borderRadius: 'lg',
                        bg: 'bg.surface',
                        cursor: 'pointer',
                        fontSize: 'sm',
                        _hover: { bg: 'bg.subtle' },
                        '&[aria-pressed=true]': { borderColor: 'accent.solid', bg: 'accent.subtle' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus', outlineOffset: '1px' },
                      }),
                    )}
                  >
                    <span className={css({ fontWeight: 'medium', flexShrink: 0 })}>Layer {i + 1}</span>
                    <span
                      className={css({
                        fontFamily: 'mono',
                        fontSize: 'xs',
                        color: 'fg.muted',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        minW: 0,
                      })}
                    >
                      {buildLayer(l)}
                    </span>
                  </button>
                  <button
                    type="button"
                    className={button({ size: 'icon', variant: 'ghost' })}
                    aria-label={`Remove layer ${i + 1}`}
                    disabled={layers.length <= 1}
                    onClick={() => removeLayer(l.id)}
                  >
                    <Trash2 aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title={`Layer ${selectedIndex + 1}`}>
            <SliderNumberField
              label="Horizontal offset"
              unit="px"
              value={layer.offsetX}
              onChange={(offsetX) => patch({ offsetX })}
              {...SHADOW_LIMITS.offsetX}
              fallback={SHADOW_DEFAULTS.offsetX}
            />
            <SliderNumberField
              label="Vertical offset"
              unit="px"
              value={layer.offsetY}
              onChange={(offsetY) => patch({ offsetY })}
              {...SHADOW_LIMITS.offsetY}
              fallback={SHADOW_DEFAULTS.offsetY}
            />
            <SliderNumberField
              label="Blur radius"
              unit="px"
              value={layer.blurRadius}
              onChange={(blurRadius) => patch({ blurRadius })}
              {...SHADOW_LIMITS.blurRadius}
              fallback={SHADOW_DEFAULTS.blurRadius}
            />
            <SliderNumberField
              label="Spread radius"
              unit="px"
              value={layer.spreadRadius}
              onChange={(spreadRadius) => patch({ spreadRadius })}
              {...SHADOW_LIMITS.spreadRadius}
              fallback={SHADOW_DEFAULTS.spreadRadius}
            />
            <HexColorField
              key={layer.id}
              label="Shadow colour"
              value={layer.color}
              loose
              invalidMessage="Not a hex colour: the shadow uses black at the chosen opacity."
              onChange={(color) => patch({ color })}
            />
            <SliderNumberField
              label="Opacity"
              unit="%"
              value={layer.opacity}
              onChange={(opacity) => patch({ opacity })}
              {...SHADOW_LIMITS.opacity}
              fallback={SHADOW_DEFAULTS.opacity}
            />
            <CheckboxField label="Inset" checked={layer.inset} onChange={(inset) => patch({ inset })} />
          </Panel>
          <Panel title="Presets" description="A preset replaces the selected layer.">
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
                gap: '2',
              })}
            >
              {SHADOW_PRESETS.map(({ name, ...values }) => (
                <button key={name} type="button" className={button({ size: 'sm' })} onClick={() => patch(values)}>
                  {name}
                </button>
              ))}
            </div>
          </Panel>
        </Stack>
        <Stack>
          <Panel
            title="Preview"
            actions={
              <Segmented<Backdrop> label="Background" value={backdrop} options={BACKDROPS} onChange={setBackdrop} />
            }
          >
            <div
              className={css({
                display: 'grid',
                placeItems: 'center',
                h: { base: '56', md: '72' },
                borderRadius: 'lg',
              })}
              style={{ background: colours.page }}
            >
              <div
                data-testid="shadow-preview"
                className={css({ w: '40', h: '28', borderRadius: 'xl' })}
                style={{ background: colours.box, boxShadow: buildShadowValue(layers) }}
              />
            </div>
          </Panel>
          <Panel
            title="CSS"
            actions={
              <>
                <CopyCssButton value={cssText} what="Box shadow CSS" />
                <DownloadCssButton value={buildShadowFile(layers)} filename={SHADOW_FILE} />
              </>
            }
          >
            <CodeOutput label="Generated CSS" value={cssText} />
          </Panel>
          <UsageExamples examples={shadowUsageExamples(layers)} />
        </Stack>
      </SplitLayout>
    </Stack>
  )
}
