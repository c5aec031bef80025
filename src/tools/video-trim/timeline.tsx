// The range as two handles on one track, with ticks at the keyframes and a mark at the playhead.
import { Slider as ArkSlider } from '@ark-ui/react/slider'
import { useMemo } from 'react'
import { looks } from '../../kit/styles'
import { formatClock } from '../../lib/media/media-time'
import { TIME_STEP, type TrimRange, withEnd, withStart } from '../../lib/media/video-trim'
import { css } from '../../styled-system/css'
import { slider } from '../../styled-system/recipes'

const sliderClasses = slider()

export function Timeline({
  range,
  duration,
  current,
  keyframes,
  disabled,
  onChange,
}: {
  range: TrimRange
  duration: number
  current: number
  keyframes: number[]
  disabled: boolean
  onChange: (r: TrimRange) => void
}) {
  const ticks = useMemo(() => (duration > 0 ? keyframes.filter((k) => k > 0).slice(0, 200) : []), [keyframes, duration])
  return (
    <ArkSlider.Root
      className={sliderClasses.root}
      min={0}
      max={Math.max(duration, TIME_STEP)}
      step={TIME_STEP}
      value={[range.start, range.end]}
      disabled={disabled}
      minStepsBetweenThumbs={0}
      onValueChange={(d) => {
        const [s, e] = d.value
        onChange({ start: withStart(range, s, duration).start, end: withEnd(range, e, duration).end })
      }}
      aria-label={['Trim start', 'Trim end']}
      getAriaValueText={(d) => formatClock(d.value)}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
        <span className={sliderClasses.label}>Timeline</span>
        <span className={sliderClasses.valueText}>
          {formatClock(range.start)} – {formatClock(range.end)}
        </span>
      </div>
      <ArkSlider.Control className={css({ position: 'relative', display: 'flex', alignItems: 'center', h: '8' })}>
        <ArkSlider.Track className={css({ flex: 1, h: '3', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
          <ArkSlider.Range className={sliderClasses.range} />
        </ArkSlider.Track>
        <div aria-hidden className={css({ position: 'absolute', inset: 0, pointerEvents: 'none' })}>
          {ticks.map((k) => (
            <span
              key={k}
              className={css({ position: 'absolute', bottom: '0', w: '1px', h: '1.5', bg: 'fg.muted' })}
              style={{ left: `${(k / duration) * 100}%` }}
            />
          ))}
          {duration > 0 ? (
            <span
              data-testid="playhead"
              className={css({
                position: 'absolute',
                top: '0',
                w: '2px',
                h: '2',
                bg: 'fg.default',
                borderRadius: 'sm',
              })}
              style={{ left: `${Math.min(100, (current / duration) * 100)}%` }}
            />
          ) : null}
        </div>
        <ArkSlider.Thumb index={0} className={sliderClasses.thumb}>
          <ArkSlider.HiddenInput />
        </ArkSlider.Thumb>
        <ArkSlider.Thumb index={1} className={sliderClasses.thumb}>
          <ArkSlider.HiddenInput />
        </ArkSlider.Thumb>
      </ArkSlider.Control>
      <p className={looks.mutedSmall}>
        Drag the handles or focus one and use the arrow keys. Ticks mark keyframes; the bar on top is the playhead.
      </p>
    </ArkSlider.Root>
  )
}
