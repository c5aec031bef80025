import { describe, expect, it } from 'vitest'
import {
  decodeSampleRate,
  downmix,
  encodeWav,
  FORMAT_COMPARISON,
  floatToInt16,
  formatLabel,
  outputChannels,
  sniffAudio,
  toInt16,
  WAV_HEADER_BYTES,
  wavHeader,
} from '../../src/lib/media/audio-convert'

const ascii = (b: Uint8Array, from: number, n: number) => String.fromCharCode(...b.subarray(from, from + n))

describe('WAV writer', () => {
  it('writes a correct 44-byte 16-bit PCM header', () => {
    const h = wavHeader(44100, 2, 1000)
    const v = new DataView(h.buffer)
    expect(h.length).toBe(44)
    expect(ascii(h, 0, 4)).toBe('RIFF')
    expect(v.getUint32(4, true)).toBe(36 + 4000)
    expect(ascii(h, 8, 4)).toBe('WAVE')
    expect(ascii(h, 12, 4)).toBe('fmt ')
    expect(v.getUint32(16, true)).toBe(16)
    expect(v.getUint16(20, true)).toBe(1)
    expect(v.getUint16(22, true)).toBe(2)
    expect(v.getUint32(24, true)).toBe(44100)
    expect(v.getUint32(28, true)).toBe(44100 * 4)
    expect(v.getUint16(32, true)).toBe(4)
    expect(v.getUint16(34, true)).toBe(16)
    expect(ascii(h, 36, 4)).toBe('data')
    expect(v.getUint32(40, true)).toBe(4000)
  })

  it('refuses sizes beyond the 4 GB RIFF limit', () => {
    expect(() => wavHeader(48000, 2, 2 ** 30)).toThrow(RangeError)
  })

  it('interleaves channels little-endian and clips', () => {
    const left = new Float32Array([0, 1, -1, 2])
    const right = new Float32Array([0.5, -0.5, Number.NaN, -2])
    const wav = encodeWav([left, right], 8000)
    expect(wav.length).toBe(WAV_HEADER_BYTES + 4 * 2 * 2)
    const v = new DataView(wav.buffer)
    const samples = Array.from({ length: 8 }, (_, i) => v.getInt16(WAV_HEADER_BYTES + i * 2, true))
    expect(samples).toEqual([0, 16384, 32767, -16384, -32768, 0, 32767, -32768])
    expect(sniffAudio(wav)).toBe('wav')
  })

  it('reports progress up to 1 and writes an empty data chunk for no samples', () => {
    const seen: number[] = []
    encodeWav([new Float32Array(200_000)], 48000, (f) => seen.push(f))
    expect(seen.at(-1)).toBe(1)
    expect(seen.length).toBeGreaterThan(1)
    const empty = encodeWav([new Float32Array(0)], 48000)
    expect(empty.length).toBe(44)
    expect(() => encodeWav([], 48000)).toThrow()
  })
})

describe('sample conversion', () => {
  it('maps floats to 16-bit', () => {
    expect(floatToInt16(0)).toBe(0)
    expect(floatToInt16(1)).toBe(32767)
    expect(floatToInt16(-1)).toBe(-32768)
    expect(floatToInt16(1.5)).toBe(32767)
    expect(Array.from(toInt16(new Float32Array([0, 0.5, -0.5, 1]), 1, 3))).toEqual([16384, -16384])
  })
  it('downmixes to stereo or mono and leaves fewer channels alone', () => {
    const a = new Float32Array([1, 1])
    const b = new Float32Array([0, -1])
    const c = new Float32Array([0.5, 0])
    expect(downmix([a], 2)).toEqual([a])
    const mono = downmix([a, b], 1)
    expect(Array.from(mono[0])).toEqual([0.5, 0])
    const stereo = downmix([a, b, c], 2)
    expect(Array.from(stereo[0])).toEqual([0.75, 0.5])
    expect(Array.from(stereo[1])).toEqual([0, -1])
  })
})

describe('target rules', () => {
  it('picks decode rates per target', () => {
    expect(decodeSampleRate('wav', 22050)).toBe(22050)
    expect(decodeSampleRate('wav', null)).toBe(48000)
    expect(decodeSampleRate('ogg', 44100)).toBe(48000)
    expect(decodeSampleRate('mp3', 44100)).toBe(44100)
    expect(decodeSampleRate('mp3', 96000)).toBe(48000)
    expect(decodeSampleRate('mp3', 37800)).toBe(32000)
    expect(decodeSampleRate('mp3', 8000)).toBe(32000)
    expect(decodeSampleRate('mp3', 22050)).toBe(32000)
    expect(decodeSampleRate('mp3', 48000)).toBe(48000)
  })
  it('limits channels for MP3 and Opus but not WAV', () => {
    expect(outputChannels('wav', 6)).toBe(6)
    expect(outputChannels('mp3', 6)).toBe(2)
    expect(outputChannels('ogg', 1)).toBe(1)
    expect(outputChannels('mp3', 0)).toBe(1)
  })
  it('recognises each output by its magic', () => {
    expect(sniffAudio(new TextEncoder().encode('OggS\0\x02'))).toBe('ogg')
    expect(sniffAudio(new TextEncoder().encode('ID3\x04'))).toBe('mp3')
    expect(sniffAudio(new Uint8Array([0xff, 0xfb, 0x90, 0x00]))).toBe('mp3')
    expect(sniffAudio(new TextEncoder().encode('hello'))).toBeNull()
    expect(sniffAudio(new Uint8Array())).toBeNull()
  })
  it('labels formats from type or name', () => {
    expect(formatLabel('audio/mpeg', 'a.mp3')).toBe('MP3')
    expect(formatLabel('audio/x-wav', 'a.wav')).toBe('WAV')
    expect(formatLabel('audio/x-aiff', 'take.aiff')).toBe('AIFF')
    expect(formatLabel('audio/x-something', 'noext')).toBe('SOMETHING')
  })
  it('compares the four formats', () => {
    expect(FORMAT_COMPARISON.map((r) => r.format)).toEqual(['MP3', 'WAV', 'OGG', 'FLAC'])
  })
})
