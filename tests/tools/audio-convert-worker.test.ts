// The worker's whole-file conversion (decode a sample at a time, resample, encode) in Node, with WAV input, which
// Mediabunny decodes without WebCodecs; and its decoded-size stop.
import { describe, expect, it } from 'vitest'
import { decodedLimitProblem, encodeWav, MAX_DECODED_BYTES, sniffAudio } from '../../src/lib/media/audio-convert'
import { mediaApi } from '../../workers/media/media.api'

const tone = (seconds: number, rate: number) => {
  const out = new Float32Array(Math.round(seconds * rate))
  for (let i = 0; i < out.length; i++) out[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate)
  return out
}
const wavBlob = (channels: Float32Array[], rate: number) =>
  new Blob([encodeWav(channels, rate) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' })

describe('convertAudio in the worker', () => {
  it('converts a WAV to WAV at its rate, every channel kept', async () => {
    const progress: number[] = []
    const out = await mediaApi.convertAudio(
      wavBlob([tone(1, 8000), tone(1, 8000), tone(1, 8000)], 8000),
      { sampleRate: 8000, target: 'wav', bitrate: 0 },
      (f) => progress.push(f),
    )
    if (!out.decoded) throw new Error(out.reason)
    expect(out.duration).toBeCloseTo(1, 2)
    expect(out.channels).toBe(3)
    const buffer = await out.blob.arrayBuffer()
    const bytes = new Uint8Array(buffer)
    expect(out.blob.type).toBe('audio/wav')
    expect(sniffAudio(bytes)).toBe('wav')
    expect(new DataView(buffer).getUint16(22, true)).toBe(3)
    expect(bytes.length).toBe(44 + 8000 * 3 * 2)
    expect(progress.at(-1)).toBe(1)
  })

  it('resamples to the rate MP3 needs and mixes down to stereo', async () => {
    const out = await mediaApi.convertAudio(wavBlob([tone(1, 8000), tone(1, 8000), tone(1, 8000)], 8000), {
      sampleRate: 32000,
      target: 'mp3',
      bitrate: 128,
    })
    if (!out.decoded) throw new Error(out.reason)
    expect(out.duration).toBeCloseTo(1, 1)
    expect(out.channels).toBe(2)
    expect(sniffAudio(new Uint8Array(await out.blob.arrayBuffer()))).toBe('mp3')
  })

  it('leaves a file it cannot read to the page', async () => {
    const out = await mediaApi.convertAudio(new Blob([new Uint8Array(4096).fill(7)]), {
      sampleRate: 48000,
      target: 'wav',
      bitrate: 0,
    })
    expect(out.decoded).toBe(false)
  })

  it('decodedLimitProblem: the limit while decoding', () => {
    expect(decodedLimitProblem(MAX_DECODED_BYTES / 8, 48000, 2)).toBeNull()
    expect(decodedLimitProblem(MAX_DECODED_BYTES / 8 + 1, 48000, 2)).toBe(
      'More than 46:36 decoded, past what the file declares: Audio Converter decodes up to 1 GB (about 50 minutes of 44.1 kHz stereo).',
    )
  })
})
