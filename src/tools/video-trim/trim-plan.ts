// What the trim settings show and allow, worked out from the probed video, the browser's encoders and the range:
// pure, so the view only renders it.
import type { MediaCapabilities, TrimResult, VideoInfo } from '../../jobs/media'
import { formatBytes } from '../../lib/bytes'
import {
  alignedKeyframe,
  CODEC_LABEL,
  capabilityProblem,
  estimateTrimBytes,
  nearestKeyframe,
  type OutputPlan,
  planOutput,
  type RangeProblem,
  rangeProblem,
  type TrimRange,
  trimSizeProblem,
} from '../../lib/media/video-trim'

export interface TrimAssessment {
  /** Why this browser cannot trim at all (no WebCodecs, no encoder), or null. */
  capsProblem: string | null
  /** How the range would be written (copied or re-encoded), or null when it cannot be (or is not known yet). */
  plan: OutputPlan | null
  problem: RangeProblem | null
  /** The keyframe nearest the start, to snap to. */
  snapTarget: number | null
  /** The video and the encoders are known and the range is valid: say how it would be written (or that it cannot). */
  showPlan: boolean
  /** The estimated output is over the in-memory limit ("About 1.5 GB to write: …"), or null. */
  sizeProblem: string | null
  /** Everything is known and the range can be trimmed. */
  ready: boolean
}

export function assessTrim(
  info: VideoInfo | null,
  caps: MediaCapabilities | null,
  range: TrimRange,
  duration: number,
  fileBytes = 0,
): TrimAssessment {
  const capsProblem = caps ? capabilityProblem(caps.webCodecs, caps.video) : null
  const tolerance = info && info.frameRate > 0 ? 1 / info.frameRate : 1 / 30
  const aligned = info ? alignedKeyframe(info.keyframes, range.start, tolerance) : null
  const plan =
    info && caps
      ? planOutput({
          sourceCodec: info.codec,
          sourceIsWebm: info.isWebm,
          aligned: aligned !== null,
          canDecode: info.canDecode,
          encode: caps.video,
        })
      : null
  const problem = rangeProblem(range, duration)
  const snapTarget = info ? nearestKeyframe(info.keyframes, range.start) : null
  const showPlan = Boolean(info && caps && !capsProblem && !problem)
  const sizeProblem =
    info && plan && showPlan
      ? trimSizeProblem(
          estimateTrimBytes({
            fileBytes,
            duration,
            range,
            copy: plan.copy,
            width: info.width,
            height: info.height,
            frameRate: info.frameRate,
          }),
        )
      : null
  return {
    capsProblem,
    plan,
    problem,
    snapTarget,
    showPlan,
    sizeProblem,
    ready: showPlan && plan !== null && !sizeProblem,
  }
}

/** The chosen file's line: name and size, then size in pixels, codec and container once probed. */
export function describeVideoFile(name: string, size: number, info: VideoInfo | null): string {
  const base = `${name} · ${formatBytes(size)}`
  if (!info) return base
  return `${base} · ${info.width}×${info.height} · ${info.codec ? CODEC_LABEL[info.codec] : 'unknown codec'} · ${info.container}`
}

/** What happened to the audio track in a trim. */
export function describeTrimAudio(audio: TrimResult['audio'], codec: string | null): string {
  if (audio === 'none') return 'No audio track'
  if (audio === 'dropped') return 'Audio dropped (this browser cannot encode it)'
  return `${audio === 'copied' ? 'Copied' : 'Re-encoded'} (${(codec ?? '').toUpperCase()})`
}
