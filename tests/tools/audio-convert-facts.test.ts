import { describe, expect, it } from 'vitest'
import {
  channelsLabel,
  describeOutput,
  describeSource,
  MP3_BITRATE_OPTIONS,
  OPUS_BITRATE_OPTIONS,
  oggUnavailable,
  targetOptions,
} from '../../src/tools/audio-convert/audio-facts'

describe('channelsLabel', () => {
  it('names mono and stereo and counts the rest', () => {
    expect(channelsLabel(1)).toBe('mono')
    expect(channelsLabel(2)).toBe('stereo')
    expect(channelsLabel(6)).toBe('6 channels')
    expect(channelsLabel(6, true)).toBe('6 ch')
  })
})

describe('describeSource and describeOutput', () => {
  it('describes the probed source, with its codec when known', () => {
    const info = { duration: 3, sampleRate: 8000, channels: 1, codec: 'pcm-s16', container: 'wav' }
    expect(describeSource(info)).toBe('PCM-S16 · 8000 Hz · mono')
    expect(describeSource({ ...info, codec: null, sampleRate: 44100, channels: 2 })).toBe('44100 Hz · stereo')
  })
  it('describes the written file in kHz', () => {
    expect(describeOutput(48000, 1)).toBe('48 kHz · mono')
    expect(describeOutput(44100, 2)).toBe('44.1 kHz · stereo')
    expect(describeOutput(48000, 6)).toBe('48 kHz · 6 ch')
  })
})

describe('target and bitrate choices', () => {
  it('turns OGG off (and says so) only when the browser is known not to encode Opus', () => {
    expect(oggUnavailable(null)).toBeNull()
    expect(oggUnavailable({ opus: true })).toBeNull()
    const reason = oggUnavailable({ opus: false })
    expect(reason).toBe('this browser cannot encode Opus audio')
    expect(targetOptions(null).find((o) => o.value === 'ogg')).toEqual({
      value: 'ogg',
      label: 'OGG (Opus)',
      disabled: false,
    })
    expect(targetOptions(reason).find((o) => o.value === 'ogg')).toEqual({
      value: 'ogg',
      label: 'OGG (Opus): not available',
      disabled: true,
    })
    expect(targetOptions(null).map((o) => o.label)).toEqual(['MP3', 'WAV (16-bit PCM)', 'OGG (Opus)'])
  })
  it('offers each bitrate in kbps', () => {
    expect(MP3_BITRATE_OPTIONS.map((o) => o.label)).toContain('128 kbps')
    expect(MP3_BITRATE_OPTIONS.every((o) => o.value === String(Number.parseInt(o.label, 10)))).toBe(true)
    expect(OPUS_BITRATE_OPTIONS[0]).toEqual({ value: '64', label: '64 kbps' })
  })
})
