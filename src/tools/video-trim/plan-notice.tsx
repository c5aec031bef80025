// How the chosen range will be written: copied (fast), re-encoded (with a snap to the nearest keyframe), or not
// at all in this browser.
import { Zap } from 'lucide-react'
import type { VideoInfo } from '../../jobs/media'
import { Notice } from '../../kit'
import { formatSeconds } from '../../lib/media/media-time'
import { CODEC_LABEL, type OutputPlan } from '../../lib/media/video-trim'
import { button } from '../../styled-system/recipes'

export function PlanNotice({
  info,
  plan,
  start,
  snapTarget,
  onSnap,
}: {
  info: VideoInfo
  plan: OutputPlan | null
  start: number
  snapTarget: number | null
  onSnap: (t: number) => void
}) {
  if (!plan) {
    return (
      <Notice tone="warning" title="This browser cannot trim this video">
        {info.canDecode
          ? 'It cannot encode a format to write the trimmed video in.'
          : `It cannot decode ${info.codec ? CODEC_LABEL[info.codec] : 'this'} video. Cuts on a keyframe would still work.`}
      </Notice>
    )
  }
  if (plan.copy) {
    return (
      <Notice tone="success" title="Fast trim: no re-encoding">
        The start is on a keyframe, so the video is copied as it is ({CODEC_LABEL[plan.codec]} in{' '}
        {plan.container.toUpperCase()}).
      </Notice>
    )
  }
  return (
    <Notice tone="info" title={`Re-encodes to ${CODEC_LABEL[plan.codec]} in ${plan.container.toUpperCase()}`}>
      The start is between keyframes, so the video is decoded and encoded again (slower, exact cut).
      {snapTarget !== null && Math.abs(snapTarget - start) > 0.001 ? (
        <>
          {' '}
          <button type="button" className={button({ variant: 'ghost', size: 'xs' })} onClick={() => onSnap(snapTarget)}>
            <Zap aria-hidden /> Snap start to keyframe at {formatSeconds(snapTarget)}
          </button>
        </>
      ) : null}
    </Notice>
  )
}
