import { RotateCcw } from 'lucide-react'
import { CodeOutput, Panel, SplitLayout, Stack } from '../../kit'
import { CopyCssButton } from '../../kit/css-actions'
import { useLinkState } from '../../kit/link-state'
import { PresetGrid } from '../../kit/preset-grid'
import { SliderNumberField } from '../../kit/slider-number-field'
import { looks } from '../../kit/styles'
import { formatCssNumber } from '../../lib/number-input'
import { css, cx } from '../../styled-system/css'
import { badge, button, table } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import {
  buildClampCss,
  buildClampExpression,
  CHART_VIEWPORTS,
  CLAMP_DEFAULTS,
  CLAMP_FALLBACKS,
  CLAMP_PRESETS,
  CLAMP_UNITS,
  type ClampInput,
  type ClampUnit,
  type ClampZone,
  clampBounds,
  formatLength,
  normalizeClampInput,
  PREVIEW_DEFAULT,
  PREVIEW_RANGE,
  sizeAtViewport,
} from './css-clamp'

const UNIT_OPTIONS = CLAMP_UNITS.map((u) => ({ value: u, label: u }))
const tbl = table()
const ZONE_LABEL: Record<ClampZone, string> = { min: 'at min', fluid: 'fluid', max: 'at max' }

const describeSize = (px: number, unit: ClampUnit) =>
  unit === 'px' ? `${formatCssNumber(px, 2)}px` : `${formatCssNumber(px, 2)}px (${formatLength(px, unit)})`

export default function CssClampView() {
  const [input, setInput] = useLinkState<ClampInput>('clamp', CLAMP_DEFAULTS)
  const [preview, setPreview] = useLinkState('preview', PREVIEW_DEFAULT)
  const bounds = clampBounds(input)
  const update = (patch: Partial<ClampInput>) => setInput((i) => normalizeClampInput({ ...i, ...patch }))
  const cssText = buildClampCss(input)
  const at = sizeAtViewport(input, preview)

  return (
    <Stack>
      <SplitLayout>
        <Stack>
          <Panel
            title="Sizes and viewports"
            actions={
              <button
                type="button"
                className={button({ size: 'sm', variant: 'ghost' })}
                onClick={() => {
                  setInput(CLAMP_DEFAULTS)
                  setPreview(PREVIEW_DEFAULT)
                }}
              >
                <RotateCcw aria-hidden /> Reset
              </button>
            }
          >
            <p className={looks.mutedText}>
              Sizes are entered in px; the unit sets how the expression is written (rem and em over 16 px).
            </p>
            <div className={css({ maxW: '40' })}>
              <SelectField<ClampUnit>
                label="Unit"
                value={input.unit}
                options={UNIT_OPTIONS}
                onChange={(unit) => update({ unit })}
              />
            </div>
            <SliderNumberField
              label="Min value"
              unit="px"
              value={input.minValue}
              onChange={(minValue) => update({ minValue })}
              {...bounds.minValue}
              fallback={CLAMP_FALLBACKS.minValue}
            />
            <SliderNumberField
              label="Max value"
              unit="px"
              value={input.maxValue}
              onChange={(maxValue) => update({ maxValue })}
              {...bounds.maxValue}
              fallback={CLAMP_FALLBACKS.maxValue}
            />
            <SliderNumberField
              label="Min viewport"
              unit="px"
              value={input.minViewport}
              onChange={(minViewport) => update({ minViewport })}
              {...bounds.minViewport}
              fallback={CLAMP_FALLBACKS.minViewport}
            />
            <SliderNumberField
              label="Max viewport"
              unit="px"
              value={input.maxViewport}
              onChange={(maxViewport) => update({ maxViewport })}
              {...bounds.maxViewport}
              fallback={CLAMP_FALLBACKS.maxViewport}
            />
          </Panel>
          <Panel title="Typography presets">
            <PresetGrid
              presets={CLAMP_PRESETS.map((p) => ({ ...p, detail: `${p.min}–${p.max}px over ${p.minVp}–${p.maxVp}px` }))}
              onPick={(p) => update({ minValue: p.min, maxValue: p.max, minViewport: p.minVp, maxViewport: p.maxVp })}
            />
          </Panel>
        </Stack>
        <Stack>
          <Panel title="CSS" actions={<CopyCssButton value={cssText} what="Clamp CSS" />}>
            <CodeOutput label="Generated CSS" value={cssText} />
            <p className={looks.mutedSmall}>
              {formatLength(input.minValue, input.unit)} up to a {input.minViewport}px viewport, growing linearly to{' '}
              {formatLength(input.maxValue, input.unit)} at {input.maxViewport}px and staying there beyond.
            </p>
          </Panel>
          <Panel title="Preview viewport">
            <SliderNumberField
              label="Viewport width"
              unit="px"
              value={preview}
              onChange={setPreview}
              {...PREVIEW_RANGE}
              fallback={PREVIEW_DEFAULT}
            />
            <p className={css({ fontSize: 'sm' })} aria-live="polite">
              At {preview}px the size is{' '}
              <strong data-testid="clamp-preview-size" className={looks.monoText}>
                {describeSize(at.px, input.unit)}
              </strong>{' '}
              <span className={badge({ tone: at.zone === 'fluid' ? 'accent' : 'neutral' })}>{ZONE_LABEL[at.zone]}</span>
            </p>
            <div className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '2', overflow: 'hidden' })}>
              <div
                className={css({
                  bg: 'bg.surface',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'md',
                  p: '3',
                  overflow: 'hidden',
                  minW: '0',
                })}
                style={{ width: `${(preview / PREVIEW_RANGE.max) * 100}%` }}
              >
                <p style={{ fontSize: `${at.px}px`, lineHeight: 1.2 }} className={css({ overflowWrap: 'anywhere' })}>
                  Fluid type
                </p>
              </div>
            </div>
          </Panel>
          <Panel title="Scaling chart">
            <div className={tbl.scroller}>
              <table className={tbl.root}>
                <thead className={tbl.head}>
                  <tr>
                    <th className={tbl.headerCell}>Viewport</th>
                    <th className={tbl.headerCell}>Size</th>
                    <th className={cx(tbl.headerCell, css({ w: '40%' }))}>
                      <span className={looks.visuallyHidden}>Relative size</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {CHART_VIEWPORTS.map((vp) => {
                    const s = sizeAtViewport(input, vp)
                    return (
                      <tr key={vp} data-testid="clamp-chart-row" className={tbl.row}>
                        <td className={cx(tbl.cell, tbl.numeric, looks.monoText)}>{vp}px</td>
                        <td className={tbl.cell}>
                          <span className={looks.monoText}>{describeSize(s.px, input.unit)}</span>{' '}
                          <span className={looks.muted}>{ZONE_LABEL[s.zone]}</span>
                        </td>
                        <td className={tbl.cell}>
                          <div
                            aria-hidden
                            className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}
                          >
                            <div
                              className={css({ h: '100%', bg: 'accent.solid', borderRadius: 'full' })}
                              style={{ width: `${(s.px / Math.max(input.maxValue, 1)) * 100}%` }}
                            />
                          </div>
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </Panel>
        </Stack>
      </SplitLayout>
      <Panel title="Expression">
        <CodeOutput label="clamp() expression" value={buildClampExpression(input)} />
      </Panel>
    </Stack>
  )
}
