import { Plus, RotateCcw, Trash2 } from 'lucide-react'
import { CodeOutput, Panel, SplitLayout, Stack } from '../../kit'
import { CopyCssButton, DownloadCssButton, UsageExamples } from '../../kit/css-actions'
import { HexColorField } from '../../kit/hex-color-field'
import { useLinkState } from '../../kit/link-state'
import { PresetGrid } from '../../kit/preset-grid'
import { Segmented } from '../../kit/segmented'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import {
  addStop,
  buildGradient,
  buildGradientCss,
  buildGradientFile,
  canRemoveStop,
  defaultGradient,
  GRADIENT_FILE,
  GRADIENT_PRESETS,
  type Gradient,
  type GradientType,
  gradientFromPreset,
  gradientUsageExamples,
  removeStop,
  updateStop,
} from './gradient-maker'

const TYPES = [
  { value: 'linear', label: 'Linear' },
  { value: 'radial', label: 'Radial' },
] as const

export default function GradientMakerView() {
  const [gradient, setGradient] = useLinkState<Gradient>('gradient', defaultGradient)
  const value = buildGradient(gradient)
  const cssText = buildGradientCss(gradient)
  const removable = canRemoveStop(gradient.stops)

  return (
    <Stack>
      <SplitLayout>
        <Stack>
          <Panel
            title="Gradient"
            actions={
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                onClick={() => setGradient(defaultGradient())}
              >
                <RotateCcw aria-hidden /> Reset
              </button>
            }
          >
            <Segmented<GradientType>
              label="Type"
              value={gradient.type}
              options={TYPES}
              onChange={(type) => setGradient((g) => ({ ...g, type }))}
            />
            {gradient.type === 'linear' ? (
              <SliderNumberField
                label="Angle"
                unit="deg"
                value={gradient.angle}
                onChange={(angle) => setGradient((g) => ({ ...g, angle }))}
                min={0}
                max={360}
                fallback={0}
              />
            ) : (
              <p className={looks.mutedText}>
                Radial gradients spread in a circle from the centre; the angle applies to linear gradients only.
              </p>
            )}
          </Panel>
          <Panel
            title="Colour stops"
            description="The CSS lists stops by position, whatever their order here."
            actions={
              <button
                type="button"
                className={button({ size: 'sm' })}
                onClick={() => setGradient((g) => ({ ...g, stops: addStop(g.stops) }))}
              >
                <Plus aria-hidden /> Add stop
              </button>
            }
          >
            <ol className={looks.stackSnug}>
              {gradient.stops.map((stop, i) => (
                <li
                  key={stop.id}
                  data-testid="gradient-stop"
                  className={css({
                    display: 'grid',
                    gridTemplateColumns: 'minmax(0, 1fr) auto',
                    gap: '3',
                    alignItems: 'end',
                    p: '3',
                    bg: 'bg.subtle',
                    borderRadius: 'lg',
                  })}
                >
                  <HexColorField
                    label={`Stop ${i + 1} colour`}
                    value={stop.color}
                    onChange={(color) => setGradient((g) => ({ ...g, stops: updateStop(g.stops, stop.id, { color }) }))}
                  />
                  <div className={css({ gridColumn: '1 / -1', gridRow: 2 })}>
                    <SliderNumberField
                      label={`Stop ${i + 1} position`}
                      unit="%"
                      value={stop.position}
                      onChange={(position) =>
                        setGradient((g) => ({ ...g, stops: updateStop(g.stops, stop.id, { position }) }))
                      }
                      min={0}
                      max={100}
                      fallback={0}
                    />
                  </div>
                  <button
                    type="button"
                    className={button({ size: 'icon', variant: 'ghost' })}
                    aria-label={`Remove stop ${i + 1}`}
                    title={removable ? `Remove stop ${i + 1}` : 'A gradient needs at least two stops'}
                    disabled={!removable}
                    onClick={() => setGradient((g) => ({ ...g, stops: removeStop(g.stops, stop.id) }))}
                  >
                    <Trash2 aria-hidden />
                  </button>
                </li>
              ))}
            </ol>
          </Panel>
          <Panel title="Presets">
            <PresetGrid
              presets={GRADIENT_PRESETS.map((preset) => ({
                ...preset,
                swatch: { background: buildGradient(gradientFromPreset(preset)) },
              }))}
              onPick={(preset) => setGradient(gradientFromPreset(preset))}
            />
          </Panel>
        </Stack>
        <Stack>
          <Panel title="Preview">
            <div
              data-testid="gradient-preview"
              role="img"
              aria-label={`Preview of ${value}`}
              className={css({
                h: { base: '48', md: '72' },
                borderRadius: 'xl',
                borderWidth: '1px',
                borderColor: 'border.default',
              })}
              style={{ background: value }}
            />
          </Panel>
          <Panel
            title="CSS"
            actions={
              <>
                <CopyCssButton value={cssText} what="Gradient CSS" />
                <DownloadCssButton value={buildGradientFile(gradient)} filename={GRADIENT_FILE} />
              </>
            }
          >
            <CodeOutput label="Generated CSS" value={cssText} />
          </Panel>
          <UsageExamples examples={gradientUsageExamples(gradient)} />
        </Stack>
      </SplitLayout>
    </Stack>
  )
}
