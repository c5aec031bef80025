// The video trimmer's rules: clamping the range, the 'Set Current' 10 s push/pull, whether a cut can copy packets
// (keyframe-aligned fast path) and which container and codec the output uses. Pure; the worker and view share it.

import { formatBytes } from '../bytes'
import { minOf } from '../math/extent'

export const TIME_STEP = 0.1
/** 'Set Current' pushes the end (or pulls the start) this far when the range would otherwise be empty. */
export const AUTO_OFFSET = 10

export interface TrimRange {
  start: number
  end: number
}

const round = (t: number) => Math.round(t * 1000) / 1000

export function clampTime(value: number, duration: number): number {
  if (!Number.isFinite(value)) return 0
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0
  return round(Math.min(Math.max(value, 0), max))
}

/** Parses a typed number ("", "abc" → null) so the field can keep the previous value. */
export function parseTime(raw: string): number | null {
  if (raw.trim() === '') return null
  const n = Number(raw)
  return Number.isFinite(n) ? n : null
}

/** The whole video selected. */
export function initialRange(duration: number): TrimRange {
  return { start: 0, end: clampTime(duration, duration) }
}

/** Start typed or dragged: clamped to 0..duration; the end is left alone (the summary flags start ≥ end). */
export function withStart(range: TrimRange, start: number, duration: number): TrimRange {
  return { ...range, start: clampTime(start, duration) }
}

export function withEnd(range: TrimRange, end: number, duration: number): TrimRange {
  return { ...range, end: clampTime(end, duration) }
}

/** 'Set Current' for the start: start = now; if the end is not after it, end = now + 10 s (capped at the duration). */
export function setStartToCurrent(range: TrimRange, current: number, duration: number): TrimRange {
  const start = clampTime(current, duration)
  const end = range.end > start ? range.end : clampTime(start + AUTO_OFFSET, duration)
  return { start, end }
}

/** 'Set Current' for the end: end = now; if the start is not before it, start = now − 10 s (floor 0). */
export function setEndToCurrent(range: TrimRange, current: number, duration: number): TrimRange {
  const end = clampTime(current, duration)
  const start = range.start < end ? range.start : clampTime(end - AUTO_OFFSET, duration)
  return { start, end }
}

export type RangeProblem = 'no-duration' | 'empty'

/** Why Trim cannot run for this range, or null when it can. */
export function rangeProblem(range: TrimRange, duration: number): RangeProblem | null {
  if (!(duration > 0)) return 'no-duration'
  if (!(range.end > range.start)) return 'empty'
  return null
}

export function rangeDuration(range: TrimRange): number {
  return round(Math.max(0, range.end - range.start))
}

/**
 * The latest keyframe at or before `start` when it lies within `tolerance` (about one frame), else null; the first
 * keyframe when `start` is before every keyframe.
 * A cut there can copy the encoded packets without re-encoding.
 */
export function alignedKeyframe(keyframes: readonly number[], start: number, tolerance: number): number | null {
  let best: number | null = null
  for (const k of keyframes) {
    if (k <= start + 1e-6 && (best === null || k > best)) best = k
  }
  // Nothing plays before the first keyframe, so a start before it cuts there.
  if (best === null) return keyframes.length ? minOf(keyframes) : null
  return start - best <= tolerance + 1e-6 ? best : null
}

/** The keyframe nearest to `time` (for a "snap to keyframe" action), or null without keyframes. */
export function nearestKeyframe(keyframes: readonly number[], time: number): number | null {
  let best: number | null = null
  for (const k of keyframes) if (best === null || Math.abs(k - time) < Math.abs(best - time)) best = k
  return best
}

export type VideoCodecName = 'avc' | 'hevc' | 'vp8' | 'vp9' | 'av1'
export type Container = 'mp4' | 'webm'

export interface EncodeSupport {
  avc: boolean
  vp9: boolean
  vp8: boolean
  av1: boolean
}

/** Codecs each output container can hold (as Mediabunny writes them and Chromium plays them). */
export const CONTAINER_VIDEO_CODECS: Record<Container, readonly VideoCodecName[]> = {
  mp4: ['avc', 'hevc', 'vp9', 'av1'],
  webm: ['vp8', 'vp9', 'av1'],
}

/** What to re-encode to, in order of preference, per container. */
const ENCODE_PREFERENCE: Record<Container, readonly (keyof EncodeSupport)[]> = {
  mp4: ['avc'],
  webm: ['vp9', 'vp8'],
}

export interface OutputPlan {
  container: Container
  /** The output video codec. */
  codec: VideoCodecName
  /** True when the video packets are copied (keyframe-aligned start), false when re-encoded. */
  copy: boolean
}

/**
 * Picks the output: WebM for WebM/Matroska input of a WebM codec, MP4 otherwise. A keyframe-aligned start copies
 * the packets when that container holds the source codec; otherwise the video is re-encoded to the first codec the
 * browser can encode (H.264 for MP4, VP9 then VP8 for WebM), falling back to the other container. Null: impossible.
 */
export function planOutput(options: {
  sourceCodec: VideoCodecName | null
  sourceIsWebm: boolean
  aligned: boolean
  canDecode: boolean
  encode: EncodeSupport
}): OutputPlan | null {
  const { sourceCodec, sourceIsWebm, aligned, canDecode, encode } = options
  const preferred: Container =
    sourceIsWebm && sourceCodec && CONTAINER_VIDEO_CODECS.webm.includes(sourceCodec) ? 'webm' : 'mp4'
  const order: Container[] = preferred === 'mp4' ? ['mp4', 'webm'] : ['webm', 'mp4']
  if (aligned && sourceCodec) {
    for (const container of order)
      if (CONTAINER_VIDEO_CODECS[container].includes(sourceCodec)) return { container, codec: sourceCodec, copy: true }
  }
  if (!canDecode) return null
  for (const container of order)
    for (const codec of ENCODE_PREFERENCE[container]) if (encode[codec]) return { container, codec, copy: false }
  return null
}

/** Why the browser cannot trim at all (no WebCodecs, or no usable encoder), or null. */
export function capabilityProblem(hasWebCodecs: boolean, encode: EncodeSupport): string | null {
  if (!hasWebCodecs)
    return 'This browser does not support WebCodecs, which trimming needs. Try a recent Chrome, Edge or Firefox.'
  if (!encode.avc && !encode.vp9 && !encode.vp8)
    return 'This browser cannot encode H.264, VP9 or VP8 video, so it cannot write a trimmed file.'
  return null
}

export const CONTAINER_MIME: Record<Container, string> = { mp4: 'video/mp4', webm: 'video/webm' }

export const CODEC_LABEL: Record<VideoCodecName, string> = {
  avc: 'H.264',
  hevc: 'H.265',
  vp8: 'VP8',
  vp9: 'VP9',
  av1: 'AV1',
}

/**
 * The trimmed file is built in memory (then handed to the page as one Blob): the estimated output must stay at or
 * under this, checked before the trim starts.
 */
export const MAX_TRIM_OUTPUT_BYTES = 1024 ** 3
/** A re-encoded range is counted at this many bits a pixel a frame (H.264 at 'high' quality writes about 0.1 at 1080p30). */
export const REENCODE_BITS_PER_PIXEL = 0.1

/**
 * The bytes a trim would write, estimated before it runs: the range's share of the file's bytes (the packets a copy
 * keeps), or for a re-encode the larger of that and the range at REENCODE_BITS_PER_PIXEL.
 */
export function estimateTrimBytes(options: {
  fileBytes: number
  duration: number
  range: TrimRange
  copy: boolean
  width: number
  height: number
  frameRate: number
}): number {
  const { fileBytes, duration, range, copy, width, height, frameRate } = options
  const seconds = Math.max(0, Math.min(range.end, duration) - Math.max(0, range.start))
  const share = duration > 0 && Number.isFinite(duration) ? fileBytes * Math.min(1, seconds / duration) : fileBytes
  if (copy) return Math.ceil(share)
  const fps = frameRate > 0 && Number.isFinite(frameRate) ? frameRate : 30
  const encoded = (width * height * fps * REENCODE_BITS_PER_PIXEL * seconds) / 8
  return Math.ceil(Math.max(share, encoded))
}

/** Why the range cannot be written in memory ("About 1.5 GB to write: …"), or null when it fits. */
export function trimSizeProblem(estimate: number): string | null {
  if (estimate <= MAX_TRIM_OUTPUT_BYTES) return null
  return `About ${formatBytes(estimate)} to write: Video Trimmer builds files up to ${formatBytes(MAX_TRIM_OUTPUT_BYTES)} in memory. Choose a shorter range.`
}
