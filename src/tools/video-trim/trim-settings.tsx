// The "Trim settings" panel: start and end, the timeline, the range's summary, how it will be written, and the
// Trim button (the job's progress and Cancel while it runs).
import { Scissors } from 'lucide-react'
import type { Dispatch, SetStateAction } from 'react'
import type { VideoInfo } from '../../jobs/media'
import { Notice, Stats } from '../../kit'
import { MediaSettingsPanel } from '../../kit/media-file-panel'
import type { ViewJob } from '../../kit/use-job'
import { formatClock, formatSeconds } from '../../lib/media/media-time'
import {
  rangeDuration,
  setEndToCurrent,
  setStartToCurrent,
  type TrimRange,
  withEnd,
  withStart,
} from '../../lib/media/video-trim'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { PlanNotice } from './plan-notice'
import { TimeField } from './time-field'
import { Timeline } from './timeline'
import type { TrimArgs, TrimOutput } from './trim-job'
import type { TrimAssessment } from './trim-plan'

export function TrimSettings({
  range,
  setRange,
  duration,
  current,
  position,
  info,
  assessment,
  job,
  canTrim,
  onTrim,
}: {
  range: TrimRange
  setRange: Dispatch<SetStateAction<TrimRange>>
  duration: number
  current: number
  /** The preview's position now, for "Set Current". */
  position: () => number
  info: VideoInfo | null
  assessment: TrimAssessment
  job: ViewJob<TrimArgs, TrimOutput>
  canTrim: boolean
  onTrim: () => void
}) {
  const disabled = !duration || job.running
  const { plan, problem, snapTarget } = assessment
  return (
    <MediaSettingsPanel
      title="Trim settings"
      fields={
        <>
          <TimeField
            label="Start (seconds)"
            what="start"
            value={range.start}
            max={duration}
            disabled={disabled}
            onValue={(v) => setRange((r) => withStart(r, v, duration))}
            onSetCurrent={() => setRange((r) => setStartToCurrent(r, position(), duration))}
          />
          <TimeField
            label="End (seconds)"
            what="end"
            value={range.end}
            max={duration}
            disabled={disabled}
            onValue={(v) => setRange((r) => withEnd(r, v, duration))}
            onSetCurrent={() => setRange((r) => setEndToCurrent(r, position(), duration))}
          />
        </>
      }
      job={job}
      runningLabel="Trimming…"
      failedTitle="Trimming failed"
      action={
        <button type="button" className={button({ variant: 'solid', size: 'md' })} disabled={!canTrim} onClick={onTrim}>
          <Scissors aria-hidden /> Trim Video
        </button>
      }
    >
      <Timeline
        range={range}
        duration={duration}
        current={current}
        keyframes={info?.keyframes ?? []}
        disabled={disabled}
        onChange={setRange}
      />
      <Stats
        columns={3}
        items={[
          { label: 'Start', value: formatClock(range.start), testId: 'summary-start' },
          { label: 'Duration', value: formatClock(rangeDuration(range)), testId: 'summary-duration' },
          { label: 'End', value: formatClock(range.end), testId: 'summary-end' },
        ]}
      />
      <p className={css({ fontSize: 'xs', color: 'fg.muted', fontFamily: 'mono' })} data-testid="summary-exact">
        {formatSeconds(range.start)} → {formatSeconds(range.end)} ({formatSeconds(rangeDuration(range))})
      </p>
      {problem === 'empty' && duration > 0 ? <Notice tone="warning">The end must be after the start.</Notice> : null}
      {info && assessment.showPlan ? (
        <PlanNotice
          info={info}
          plan={plan}
          start={range.start}
          snapTarget={snapTarget}
          onSnap={(t) => setRange((r) => withStart(r, t, duration))}
        />
      ) : null}
      {assessment.sizeProblem ? (
        <Notice tone="danger" title="Too large to trim in memory">
          <span data-testid="trim-size-limit">{assessment.sizeProblem}</span>
        </Notice>
      ) : null}
    </MediaSettingsPanel>
  )
}
