// The media tools' limits (issue 35): audio-convert's file and decoded-size checks, video-trim's output estimate.
import { describe, expect, it } from 'vitest'
import {
  audioLimitProblem,
  decodedBytes,
  MAX_AUDIO_FILE_BYTES,
  MAX_DECODED_BYTES,
  MAX_PAGE_DECODED_BYTES,
  MAX_UNPROBED_BYTES,
  pageDecodeProblem,
} from '../../../src/lib/media/audio-convert'
import {
  estimateTrimBytes,
  MAX_TRIM_OUTPUT_BYTES,
  REENCODE_BITS_PER_PIXEL,
  trimSizeProblem,
} from '../../../src/lib/media/video-trim'

const MB = 1024 ** 2

describe('audioLimitProblem', () => {
  it('decodedBytes counts 32-bit floats for every channel at the decode rate', () => {
    expect(decodedBytes(1, 48000, 2)).toBe(384_000)
    expect(decodedBytes(0.5, 44100, 1)).toBe(88_200)
  })

  it('passes a file under every limit', () => {
    expect(audioLimitProblem({ bytes: 5 * MB, duration: 180, channels: 2, decodeRate: 44100 })).toBeNull()
    // About 50 minutes of 44.1 kHz stereo fits; the limit is inclusive.
    const seconds = MAX_DECODED_BYTES / decodedBytes(1, 44100, 2)
    expect(audioLimitProblem({ bytes: 50 * MB, duration: seconds, channels: 2, decodeRate: 44100 })).toBeNull()
  })

  it('refuses by the file size first, naming both', () => {
    expect(audioLimitProblem({ bytes: 2 * 1024 * MB, duration: 60, channels: 2, decodeRate: 48000 })).toBe(
      '2 GB: Audio Converter reads files up to 512 MB.',
    )
    expect(audioLimitProblem({ bytes: MAX_AUDIO_FILE_BYTES, duration: 60, channels: 1, decodeRate: 8000 })).toBeNull()
  })

  it('refuses a long file by the size it decodes to at the target rate', () => {
    // Three hours of 8 kHz mono: 345.6 MB at 8 kHz (WAV keeps the rate), 1.29 GB at 32 kHz (MP3's lowest rate).
    expect(audioLimitProblem({ bytes: 173 * MB, duration: 10_800, channels: 1, decodeRate: 8000 })).toBeNull()
    expect(audioLimitProblem({ bytes: 173 * MB, duration: 10_800, channels: 1, decodeRate: 32000 })).toBe(
      '3:00:00 at 32000 Hz, mono, decodes to 1.29 GB: Audio Converter decodes up to 1 GB (about 50 minutes of 44.1 kHz stereo).',
    )
    expect(audioLimitProblem({ bytes: 100 * MB, duration: 3600, channels: 6, decodeRate: 48000 })).toContain(
      '1:00:00 at 48000 Hz, 6 channels, decodes to 3.86 GB',
    )
    // Channels unknown: counted as stereo.
    expect(audioLimitProblem({ bytes: 100 * MB, duration: 3600, channels: null, decodeRate: 48000 })).toContain(
      'stereo, decodes to 1.29 GB',
    )
  })

  it('a file whose length is unknown is read up to the smaller limit', () => {
    expect(
      audioLimitProblem({ bytes: MAX_UNPROBED_BYTES, duration: null, channels: null, decodeRate: 48000 }),
    ).toBeNull()
    expect(audioLimitProblem({ bytes: 40 * MB, duration: null, channels: null, decodeRate: 48000 })).toBe(
      '40 MB and its length cannot be read before decoding: Audio Converter decodes such files up to 32 MB.',
    )
    expect(audioLimitProblem({ bytes: 40 * MB, duration: Number.NaN, channels: 2, decodeRate: 48000 })).toContain(
      'cannot be read',
    )
  })
})

describe('pageDecodeProblem', () => {
  it('bounds what Web Audio decodes on the page when the worker cannot', () => {
    expect(pageDecodeProblem(null, null, 48000)).toBeNull()
    const fits = MAX_PAGE_DECODED_BYTES / decodedBytes(1, 44100, 2)
    expect(pageDecodeProblem(fits, 2, 44100)).toBeNull()
    expect(pageDecodeProblem(720, 2, 44100)).toBe(
      '12:00 decodes to 242.25 MB and this browser cannot decode it in the background: Audio Converter decodes up to 128 MB on the page.',
    )
  })
})

describe('trim output estimate', () => {
  const base = { duration: 100, width: 1920, height: 1080, frameRate: 30 }

  it('a copy writes the range share of the file', () => {
    const range = { start: 25, end: 75 }
    expect(estimateTrimBytes({ ...base, fileBytes: 1000 * MB, range, copy: true })).toBe(500 * MB)
    // The range is clamped to the file.
    expect(estimateTrimBytes({ ...base, fileBytes: 1000, range: { start: -5, end: 500 }, copy: true })).toBe(1000)
  })

  it('a re-encode counts the larger of the share and the bits a pixel a frame', () => {
    const encoded = (1920 * 1080 * 30 * REENCODE_BITS_PER_PIXEL * 50) / 8
    const range = { start: 0, end: 50 }
    expect(estimateTrimBytes({ ...base, fileBytes: 10 * MB, range, copy: false })).toBe(Math.ceil(encoded))
    expect(estimateTrimBytes({ ...base, fileBytes: 4000 * MB, range, copy: false })).toBe(2000 * MB)
    // No frame rate known: 30 a second.
    expect(estimateTrimBytes({ ...base, frameRate: 0, fileBytes: 1, range, copy: false })).toBe(Math.ceil(encoded))
  })

  it('names the estimate and the limit over 1 GB', () => {
    expect(trimSizeProblem(MAX_TRIM_OUTPUT_BYTES)).toBeNull()
    expect(trimSizeProblem(1.5 * 1024 * MB)).toBe(
      'About 1.5 GB to write: Video Trimmer builds files up to 1 GB in memory. Choose a shorter range.',
    )
  })
})
