import { describe, expect, it } from 'vitest'
import { baseName, formatClock, formatSeconds, outputName } from '../../src/lib/media/media-time'
import {
  alignedKeyframe,
  capabilityProblem,
  clampTime,
  initialRange,
  nearestKeyframe,
  parseTime,
  planOutput,
  rangeDuration,
  rangeProblem,
  setEndToCurrent,
  setStartToCurrent,
  withEnd,
  withStart,
} from '../../src/lib/media/video-trim'

const all = { avc: true, vp9: true, vp8: true, av1: true }
const none = { avc: false, vp9: false, vp8: false, av1: false }

describe('formatClock', () => {
  it('shows mm:ss, flooring fractions', () => {
    expect(formatClock(0)).toBe('00:00')
    expect(formatClock(3.99)).toBe('00:03')
    expect(formatClock(65)).toBe('01:05')
    expect(formatClock(59 * 60 + 59.9)).toBe('59:59')
  })
  it('adds hours from one hour and treats bad input as zero', () => {
    expect(formatClock(3600)).toBe('1:00:00')
    expect(formatClock(3723)).toBe('1:02:03')
    expect(formatClock(-5)).toBe('00:00')
    expect(formatClock(Number.NaN)).toBe('00:00')
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00')
  })
  it('does not lose a second to float error', () => {
    expect(formatClock(0.1 + 0.2 + 2.7)).toBe('00:03')
  })
  it('formats exact seconds', () => {
    expect(formatSeconds(1.5)).toBe('1.5 s')
    expect(formatSeconds(3.007)).toBe('3.01 s')
    expect(formatSeconds(-1)).toBe('0 s')
  })
})

describe('output naming', () => {
  it('prefixes and swaps the extension for the container', () => {
    expect(outputName('clip.mov', 'mp4', 'trimmed_')).toBe('trimmed_clip.mp4')
    expect(outputName('holiday.final.webm', 'webm', 'trimmed_')).toBe('trimmed_holiday.final.webm')
    expect(outputName('noext', '.mp4', 'trimmed_')).toBe('trimmed_noext.mp4')
    expect(outputName('song.flac', 'mp3')).toBe('song.mp3')
  })
  it('keeps Unicode and handles odd names', () => {
    expect(outputName('vidéo 🎬.mp4', 'mp4', 'trimmed_')).toBe('trimmed_vidéo 🎬.mp4')
    expect(baseName('.hidden')).toBe('.hidden')
    expect(baseName('')).toBe('file')
    expect(outputName('  ', 'wav')).toBe('file.wav')
  })
})

describe('range rules', () => {
  it('clamps to 0..duration', () => {
    expect(clampTime(-1, 10)).toBe(0)
    expect(clampTime(12, 10)).toBe(10)
    expect(clampTime(4.25, 10)).toBe(4.25)
    expect(clampTime(Number.NaN, 10)).toBe(0)
    expect(clampTime(5, 0)).toBe(0)
  })
  it('parses typed times, rejecting blanks and junk', () => {
    expect(parseTime('1.5')).toBe(1.5)
    expect(parseTime('')).toBeNull()
    expect(parseTime('abc')).toBeNull()
    expect(parseTime(' 2 ')).toBe(2)
  })
  it('starts with the whole video', () => {
    expect(initialRange(4)).toEqual({ start: 0, end: 4 })
  })
  it('clamps typed start and end', () => {
    expect(withStart({ start: 0, end: 4 }, -3, 4)).toEqual({ start: 0, end: 4 })
    expect(withEnd({ start: 0, end: 4 }, 99, 4)).toEqual({ start: 0, end: 4 })
    expect(withEnd({ start: 1, end: 4 }, 2.5, 4)).toEqual({ start: 1, end: 2.5 })
  })
  it('Set Current on the start pushes the end by 10 s (capped) only when it is not after the start', () => {
    expect(setStartToCurrent({ start: 0, end: 30 }, 12, 60)).toEqual({ start: 12, end: 30 })
    expect(setStartToCurrent({ start: 0, end: 10 }, 12, 60)).toEqual({ start: 12, end: 22 })
    expect(setStartToCurrent({ start: 0, end: 12 }, 12, 60)).toEqual({ start: 12, end: 22 })
    expect(setStartToCurrent({ start: 0, end: 10 }, 55, 60)).toEqual({ start: 55, end: 60 })
  })
  it('Set Current on the end pulls the start back 10 s (floor 0) only when it is not before the end', () => {
    expect(setEndToCurrent({ start: 5, end: 60 }, 20, 60)).toEqual({ start: 5, end: 20 })
    expect(setEndToCurrent({ start: 25, end: 60 }, 20, 60)).toEqual({ start: 10, end: 20 })
    expect(setEndToCurrent({ start: 20, end: 60 }, 20, 60)).toEqual({ start: 10, end: 20 })
    expect(setEndToCurrent({ start: 8, end: 60 }, 4, 60)).toEqual({ start: 0, end: 4 })
  })
  it('names what stops a trim', () => {
    expect(rangeProblem({ start: 0, end: 0 }, 0)).toBe('no-duration')
    expect(rangeProblem({ start: 2, end: 2 }, 4)).toBe('empty')
    expect(rangeProblem({ start: 3, end: 2 }, 4)).toBe('empty')
    expect(rangeProblem({ start: 1, end: 2 }, 4)).toBeNull()
    expect(rangeDuration({ start: 1.2, end: 3.3 })).toBe(2.1)
  })
})

describe('keyframes and output plan', () => {
  const keys = [0, 1, 2, 3]
  it('finds a keyframe at or just before the start, within a frame', () => {
    expect(alignedKeyframe(keys, 1, 0.04)).toBe(1)
    expect(alignedKeyframe(keys, 1.03, 0.04)).toBe(1)
    expect(alignedKeyframe(keys, 1.5, 0.04)).toBeNull()
    expect(alignedKeyframe(keys, 0.98, 0.04)).toBeNull() // the keyframe after the start does not count
    expect(alignedKeyframe([], 0, 0.04)).toBeNull()
    expect(alignedKeyframe([0.007, 1], 0, 0.04)).toBe(0.007) // WebM whose first frame is a little after 0
    expect(nearestKeyframe(keys, 1.6)).toBe(2)
    expect(nearestKeyframe([], 1)).toBeNull()
  })
  it('copies into the matching container when aligned', () => {
    expect(
      planOutput({ sourceCodec: 'avc', sourceIsWebm: false, aligned: true, canDecode: true, encode: none }),
    ).toEqual({
      container: 'mp4',
      codec: 'avc',
      copy: true,
    })
    expect(
      planOutput({ sourceCodec: 'vp9', sourceIsWebm: true, aligned: true, canDecode: false, encode: none }),
    ).toEqual({
      container: 'webm',
      codec: 'vp9',
      copy: true,
    })
    // H.264 in Matroska cannot stay in WebM: it goes to MP4.
    expect(planOutput({ sourceCodec: 'avc', sourceIsWebm: true, aligned: true, canDecode: true, encode: all })).toEqual(
      {
        container: 'mp4',
        codec: 'avc',
        copy: true,
      },
    )
  })
  it('re-encodes to H.264/MP4 or VP9/VP8 in WebM as the browser allows', () => {
    expect(
      planOutput({ sourceCodec: 'avc', sourceIsWebm: false, aligned: false, canDecode: true, encode: all }),
    ).toEqual({
      container: 'mp4',
      codec: 'avc',
      copy: false,
    })
    expect(
      planOutput({
        sourceCodec: 'avc',
        sourceIsWebm: false,
        aligned: false,
        canDecode: true,
        encode: { ...none, vp8: true },
      }),
    ).toEqual({ container: 'webm', codec: 'vp8', copy: false })
    expect(
      planOutput({ sourceCodec: 'vp8', sourceIsWebm: true, aligned: false, canDecode: true, encode: all }),
    ).toEqual({
      container: 'webm',
      codec: 'vp9',
      copy: false,
    })
    expect(
      planOutput({
        sourceCodec: 'vp9',
        sourceIsWebm: true,
        aligned: false,
        canDecode: true,
        encode: { ...none, avc: true },
      }),
    ).toEqual({ container: 'mp4', codec: 'avc', copy: false })
  })
  it('gives up when it can neither copy nor decode and encode', () => {
    expect(
      planOutput({ sourceCodec: 'hevc', sourceIsWebm: false, aligned: false, canDecode: false, encode: all }),
    ).toBeNull()
    expect(
      planOutput({ sourceCodec: 'avc', sourceIsWebm: false, aligned: false, canDecode: true, encode: none }),
    ).toBeNull()
  })
  it('explains a browser that cannot trim', () => {
    expect(capabilityProblem(false, all)).toMatch(/WebCodecs/)
    expect(capabilityProblem(true, none)).toMatch(/cannot encode/)
    expect(capabilityProblem(true, { ...none, vp8: true })).toBeNull()
  })
})
