import { describe, expect, it } from 'vitest'
import { sniffAudio } from '../../src/lib/media/audio-convert'
import { mediaApi } from '../../workers/media/media.api'

const tone = (seconds: number, rate: number) => {
  const out = new Float32Array(Math.round(seconds * rate))
  for (let i = 0; i < out.length; i++) out[i] = 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate)
  return out
}

describe('media worker audio encoding (in Node)', () => {
  it('writes WAV whose content matches its extension', async () => {
    const progress: number[] = []
    const out = await mediaApi.encodeAudio(
      { channels: [tone(1, 8000)], sampleRate: 8000, target: 'wav', bitrate: 0 },
      (f) => progress.push(f),
    )
    const bytes = new Uint8Array(out.buffer)
    expect(out.mime).toBe('audio/wav')
    expect(sniffAudio(bytes)).toBe('wav')
    expect(bytes.length).toBe(44 + 8000 * 2)
    expect(progress.at(-1)).toBe(1)
  })

  it('encodes MP3 frames at the chosen bitrate, stereo and mono', async () => {
    for (const kbps of [128, 320]) {
      const left = tone(1, 44100)
      const out = await mediaApi.encodeAudio({
        channels: [left, left],
        sampleRate: 44100,
        target: 'mp3',
        bitrate: kbps,
      })
      const bytes = new Uint8Array(out.buffer)
      expect(out.mime).toBe('audio/mpeg')
      expect(sniffAudio(bytes)).toBe('mp3')
      // Constant bitrate: about kbps × 1 s / 8 bytes.
      const expected = (kbps * 1000) / 8
      expect(bytes.length).toBeGreaterThan(expected * 0.9)
      expect(bytes.length).toBeLessThan(expected * 1.15)
    }
    const mono = await mediaApi.encodeAudio({
      channels: [tone(0.5, 32000)],
      sampleRate: 32000,
      target: 'mp3',
      bitrate: 96,
    })
    expect(sniffAudio(new Uint8Array(mono.buffer))).toBe('mp3')
  })

  it('refuses empty audio', async () => {
    await expect(
      mediaApi.encodeAudio({ channels: [new Float32Array(0)], sampleRate: 8000, target: 'wav', bitrate: 0 }),
    ).rejects.toThrow('empty')
  })
})
