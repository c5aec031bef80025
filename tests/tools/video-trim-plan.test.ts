import { describe, expect, it } from 'vitest'
import type { MediaCapabilities, VideoInfo } from '../../src/jobs/media'
import { assessTrim, describeTrimAudio, describeVideoFile } from '../../src/tools/video-trim/trim-plan'

const info: VideoInfo = {
  duration: 4,
  width: 160,
  height: 120,
  codec: 'avc',
  container: 'MP4',
  isWebm: false,
  canDecode: true,
  frameRate: 25,
  keyframes: [0, 1, 2, 3],
  audioCodec: 'aac',
}
const caps: MediaCapabilities = {
  webCodecs: true,
  video: { avc: true, vp9: true, vp8: true, av1: false },
  opus: true,
}

describe('assessTrim', () => {
  it('copies when the start is on a keyframe, and is ready', () => {
    const a = assessTrim(info, caps, { start: 1, end: 3 }, 4)
    expect(a.plan?.copy).toBe(true)
    expect(a.showPlan).toBe(true)
    expect(a.ready).toBe(true)
    expect(a.capsProblem).toBeNull()
  })

  it('re-encodes between keyframes and offers the nearest keyframe to snap to', () => {
    const a = assessTrim(info, caps, { start: 1.4, end: 3 }, 4)
    expect(a.plan?.copy).toBe(false)
    expect(a.snapTarget).toBe(1)
    expect(a.ready).toBe(true)
  })

  it('is not ready before the video or the encoders are known, nor for an empty range', () => {
    expect(assessTrim(null, caps, { start: 0, end: 0 }, 0)).toMatchObject({ plan: null, showPlan: false, ready: false })
    expect(assessTrim(info, null, { start: 1, end: 3 }, 4)).toMatchObject({ plan: null, showPlan: false, ready: false })
    const empty = assessTrim(info, caps, { start: 3, end: 2 }, 4)
    expect(empty.problem).toBe('empty')
    expect(empty.ready).toBe(false)
  })

  it('shows the plan notice but is not ready when this browser cannot write the video', () => {
    const noEncode = { ...caps, video: { avc: false, vp9: false, vp8: false, av1: false } }
    const a = assessTrim({ ...info, canDecode: false }, noEncode, { start: 1.4, end: 3 }, 4)
    expect(a.capsProblem).not.toBeNull()
    expect(a.ready).toBe(false)
  })
})

describe('describeVideoFile', () => {
  it('names the file and its size, then its picture, codec and container once probed', () => {
    expect(describeVideoFile('clip.mp4', 2048, null)).toBe('clip.mp4 · 2 KB')
    expect(describeVideoFile('clip.mp4', 2048, info)).toBe('clip.mp4 · 2 KB · 160×120 · H.264 · MP4')
    expect(describeVideoFile('x.mkv', 2048, { ...info, codec: null })).toContain('unknown codec')
  })
})

describe('describeTrimAudio', () => {
  it('says what happened to the audio track', () => {
    expect(describeTrimAudio('none', null)).toBe('No audio track')
    expect(describeTrimAudio('dropped', null)).toBe('Audio dropped (this browser cannot encode it)')
    expect(describeTrimAudio('copied', 'aac')).toBe('Copied (AAC)')
    expect(describeTrimAudio('encoded', 'opus')).toBe('Re-encoded (OPUS)')
  })
})

describe('assessTrim: the output size limit', () => {
  it('is not ready when the range would write more than the limit, and says so', () => {
    const big = 3 * 1024 ** 3
    const a = assessTrim(info, caps, { start: 0, end: 4 }, 4, big)
    expect(a.sizeProblem).toBe(
      'About 3 GB to write: Video Trimmer builds files up to 1 GB in memory. Choose a shorter range.',
    )
    expect(a.ready).toBe(false)
    // A quarter of it fits.
    const b = assessTrim(info, caps, { start: 0, end: 1 }, 4, big / 4)
    expect(b.sizeProblem).toBeNull()
    expect(b.ready).toBe(true)
  })
})
