import { RotateCcw } from 'lucide-react'
import { CodeOutput, Panel, SplitLayout, Stack } from '../../kit'
import { CopyCssButton } from '../../kit/css-actions'
import { useLinkState } from '../../kit/link-state'
import { PresetGrid } from '../../kit/preset-grid'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  buildRadiusCss,
  buildRadiusValue,
  CORNER_FALLBACK,
  CORNER_LABELS,
  CORNERS,
  changeUnit,
  RADIUS_PRESETS,
  RADIUS_UNITS,
  type RadiusState,
  type RadiusUnit,
  radiusDefaults,
  sliderMax,
  sliderStep,
} from './border-radius'

const UNIT_OPTIONS = RADIUS_UNITS.map((u) => ({ value: u, label: u }))

const previewBox = css({
  bg: 'accent.solid',
  color: 'accent.onSolid',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'sm',
  fontWeight: 'medium',
  transition: 'border-radius 150ms',
  _motionReduce: { transition: 'none' },
})

export default function BorderRadiusView() {
  const [state, setState] = useLinkState<RadiusState>('radius', radiusDefaults)
  const radius = buildRadiusValue(state)
  const cssText = buildRadiusCss(state)
  const max = sliderMax(state.unit)

  return (
    <SplitLayout>
      <Stack>
        <Panel
          title="Corners"
          actions={
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              onClick={() => setState(radiusDefaults())}
            >
              <RotateCcw aria-hidden /> Reset
            </button>
          }
        >
          <div className={css({ maxW: '40' })}>
            <SelectField<RadiusUnit>
              label="Unit"
              value={state.unit}
              options={UNIT_OPTIONS}
              onChange={(unit) => setState((s) => changeUnit(s, unit))}
            />
          </div>
          {CORNERS.map((corner) => (
            <SliderNumberField
              key={corner}
              label={CORNER_LABELS[corner]}
              unit={state.unit}
              value={state.corners[corner]}
              onChange={(v) => setState((s) => ({ ...s, corners: { ...s.corners, [corner]: v } }))}
              min={0}
              max={max}
              step={sliderStep(state.unit)}
              fallback={CORNER_FALLBACK}
            />
          ))}
          <p className={looks.mutedSmall}>
            A blank box counts as 0. Sliders go up to {max}
            {state.unit}
            {state.unit === '%' ? ' (beyond 50% a corner stops growing)' : ''}.
          </p>
        </Panel>
        <Panel title="Presets">
          <PresetGrid
            presets={RADIUS_PRESETS.map((preset) => ({ ...preset, detail: buildRadiusValue(preset) }))}
            onPick={(preset) => setState({ unit: preset.unit, corners: { ...preset.corners } })}
          />
        </Panel>
      </Stack>
      <Stack>
        <Panel title="Preview">
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '6',
              py: '6',
              bg: 'bg.subtle',
              borderRadius: 'lg',
            })}
          >
            <div
              data-testid="radius-preview"
              className={previewBox}
              style={{ borderRadius: radius, width: 'min(200px, 70%)', aspectRatio: '1 / 1' }}
            >
              Card
            </div>
            <div className={previewBox} style={{ borderRadius: radius, width: 160, height: 48 }}>
              Button
            </div>
          </div>
        </Panel>
        <Panel title="CSS" actions={<CopyCssButton value={cssText} what="Border radius CSS" />}>
          <CodeOutput label="Generated CSS" value={cssText} />
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              rowGap: '1',
              columnGap: '3',
              fontSize: 'sm',
            })}
          >
            {CORNERS.map((c) => (
              <div key={c} className={css({ display: 'contents' })}>
                <dt className={looks.muted}>{CORNER_LABELS[c]}</dt>
                <dd className={looks.monoText}>
                  {state.corners[c]}
                  {state.unit}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
      </Stack>
    </SplitLayout>
  )
}
