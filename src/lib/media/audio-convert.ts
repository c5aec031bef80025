// The audio converter's pure parts: the WAV (16-bit PCM) writer, sample conversion and downmixing, the targets and
// their rules (sample rates, channel limits, bitrates, names). The media worker encodes with these.

import { formatBytes } from '../bytes'
import { formatClock } from './media-time'

export type AudioTarget = 'mp3' | 'wav' | 'ogg'

export const TARGETS: readonly AudioTarget[] = ['mp3', 'wav', 'ogg']

export const TARGET_INFO: Record<AudioTarget, { label: string; mime: string; codec: string }> = {
  mp3: { label: 'MP3', mime: 'audio/mpeg', codec: 'MP3 (LAME)' },
  wav: { label: 'WAV', mime: 'audio/wav', codec: '16-bit PCM' },
  ogg: { label: 'OGG', mime: 'audio/ogg', codec: 'Opus' },
}

export const MP3_BITRATES = [96, 128, 192, 256, 320] as const
export type Mp3Bitrate = (typeof MP3_BITRATES)[number]
export const DEFAULT_MP3_BITRATE: Mp3Bitrate = 192

export const OPUS_BITRATES = [64, 96, 128, 160] as const
export type OpusBitrate = (typeof OPUS_BITRATES)[number]
export const DEFAULT_OPUS_BITRATE: OpusBitrate = 128

/** MPEG-1 Layer III rates: the only ones that allow every bitrate from 32 to 320 kbps. */
export const MP3_SAMPLE_RATES = [32000, 44100, 48000] as const

/**
 * The rate to decode at for a target: WAV keeps the source rate, Opus is 48 kHz, MP3 keeps 32/44.1/48 kHz and
 * otherwise takes the nearest of those at or below the source (32 kHz for low rates, so the chosen bitrate holds).
 */
export function decodeSampleRate(target: AudioTarget, sourceRate: number | null): number {
  const source = sourceRate && sourceRate >= 3000 && sourceRate <= 384000 ? Math.round(sourceRate) : 48000
  if (target === 'ogg') return 48000
  if (target === 'mp3') return [...MP3_SAMPLE_RATES].reverse().find((r) => r <= source) ?? 32000
  return source
}

/** Channel count of the output: WAV keeps all channels, MP3 and Opus at most two. */
export function outputChannels(target: AudioTarget, sourceChannels: number): number {
  const n = Math.max(1, Math.floor(sourceChannels) || 1)
  return target === 'wav' ? n : Math.min(n, 2)
}

/**
 * Reduces planar channels to `count` (1 or 2): more than two channels fold into stereo (odd channels left,
 * even channels right, averaged); stereo to mono averages.
 */
export function downmix(channels: readonly Float32Array[], count: number): Float32Array[] {
  if (channels.length <= count) return [...channels]
  const length = channels[0]?.length ?? 0
  const out = Array.from({ length: count }, () => new Float32Array(length))
  const groups = Array.from({ length: count }, () => [] as Float32Array[])
  channels.forEach((c, i) => {
    groups[count === 1 ? 0 : i % 2].push(c)
  })
  groups.forEach((group, o) => {
    const target = out[o]
    for (const c of group) for (let i = 0; i < length; i++) target[i] += c[i]
    const k = 1 / Math.max(1, group.length)
    for (let i = 0; i < length; i++) target[i] *= k
  })
  return out
}

/** Float sample (−1..1, clipped) to signed 16-bit. */
export function floatToInt16(x: number): number {
  const v = Number.isNaN(x) ? 0 : Math.max(-1, Math.min(1, x))
  return v < 0 ? Math.round(v * 0x8000) : Math.round(v * 0x7fff)
}

export function toInt16(channel: Float32Array, from = 0, to = channel.length): Int16Array {
  const out = new Int16Array(Math.max(0, to - from))
  for (let i = from; i < to; i++) out[i - from] = floatToInt16(channel[i])
  return out
}

export const WAV_HEADER_BYTES = 44

/** The 44-byte RIFF/WAVE header for 16-bit PCM. */
export function wavHeader(sampleRate: number, channels: number, frames: number): Uint8Array {
  const blockAlign = channels * 2
  const dataBytes = frames * blockAlign
  if (dataBytes + 36 > 0xffffffff) throw new RangeError('Too long for a WAV file (4 GB limit)')
  const buf = new Uint8Array(WAV_HEADER_BYTES)
  const view = new DataView(buf.buffer)
  const ascii = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i++) buf[offset + i] = s.charCodeAt(i)
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + dataBytes, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true) // fmt chunk size
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, channels, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * blockAlign, true) // byte rate
  view.setUint16(32, blockAlign, true)
  view.setUint16(34, 16, true) // bits per sample
  ascii(36, 'data')
  view.setUint32(40, dataBytes, true)
  return buf
}

/**
 * A complete WAV file from planar float channels, written in slices so progress can be reported;
 * `onProgress` gets 0..1 and may throw to stop.
 */
export function encodeWav(
  channels: readonly Float32Array[],
  sampleRate: number,
  onProgress?: (fraction: number) => void,
): Uint8Array {
  const count = channels.length
  if (!count) throw new Error('No audio channels')
  const frames = channels[0].length
  const out = new Uint8Array(WAV_HEADER_BYTES + frames * count * 2)
  out.set(wavHeader(sampleRate, count, frames), 0)
  const view = new DataView(out.buffer)
  const slice = 65536
  let offset = WAV_HEADER_BYTES
  for (let start = 0; start < frames; start += slice) {
    const end = Math.min(frames, start + slice)
    for (let i = start; i < end; i++) {
      for (let c = 0; c < count; c++) {
        view.setInt16(offset, floatToInt16(channels[c][i]), true)
        offset += 2
      }
    }
    onProgress?.(end / frames)
  }
  return out
}

/** The magic at the start of each output kind, for checking what was written. */
export function sniffAudio(bytes: Uint8Array): 'wav' | 'mp3' | 'ogg' | null {
  const s = (from: number, n: number) => String.fromCharCode(...bytes.subarray(from, from + n))
  if (bytes.length >= 12 && s(0, 4) === 'RIFF' && s(8, 4) === 'WAVE') return 'wav'
  if (bytes.length >= 4 && s(0, 4) === 'OggS') return 'ogg'
  if (bytes.length >= 3 && s(0, 3) === 'ID3') return 'mp3'
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) return 'mp3'
  return null
}

/** A short format label from a MIME type or file name ("audio/mpeg" → "MP3"). */
export function formatLabel(type: string, name: string): string {
  const t = type.toLowerCase()
  const known: Record<string, string> = {
    'audio/mpeg': 'MP3',
    'audio/mp3': 'MP3',
    'audio/wav': 'WAV',
    'audio/x-wav': 'WAV',
    'audio/wave': 'WAV',
    'audio/vnd.wave': 'WAV',
    'audio/ogg': 'OGG',
    'audio/opus': 'OPUS',
    'audio/flac': 'FLAC',
    'audio/x-flac': 'FLAC',
    'audio/aac': 'AAC',
    'audio/mp4': 'M4A',
    'audio/x-m4a': 'M4A',
    'audio/webm': 'WEBM',
  }
  if (known[t]) return known[t]
  const ext = name.includes('.') ? name.split('.').pop() : ''
  if (ext) return ext.toUpperCase()
  const sub = t.split('/')[1]
  return sub ? sub.replace(/^x-/, '').toUpperCase() : 'Unknown'
}

export interface FormatRow {
  format: string
  compression: string
  quality: string
  size: string
  bestFor: string
}

export const FORMAT_COMPARISON: readonly FormatRow[] = [
  {
    format: 'MP3',
    compression: 'Lossy',
    quality: 'Good at 192 kbps and up',
    size: 'Small (about 1.4 MB per minute at 192 kbps)',
    bestFor: 'Music and podcasts that must play everywhere',
  },
  {
    format: 'WAV',
    compression: 'None (PCM)',
    quality: 'Exact copy of the decoded audio',
    size: 'Large (about 10 MB per minute, 44.1 kHz stereo)',
    bestFor: 'Editing, archiving, audio software',
  },
  {
    format: 'OGG',
    compression: 'Lossy (Opus)',
    quality: 'Better than MP3 at the same bitrate',
    size: 'Small (about 1 MB per minute at 128 kbps)',
    bestFor: 'Web, games, voice; open and royalty-free',
  },
  {
    format: 'FLAC',
    compression: 'Lossless',
    quality: 'Bit-exact to the source',
    size: 'Medium (about half of WAV)',
    bestFor: 'Archiving music without loss (read here, not written)',
  },
]

/** The file is read whole into memory before the browser decodes it. */
export const MAX_AUDIO_FILE_BYTES = 512 * 1024 ** 2
/**
 * The browser decodes the whole file to 32-bit float samples (every channel, at the rate the target needs) before
 * encoding: at most this much, about 50 minutes of 44.1 kHz stereo.
 */
export const MAX_DECODED_BYTES = 1024 ** 3
/** A file whose length cannot be read before decoding (its decoded size is unknown) is read up to this size. */
export const MAX_UNPROBED_BYTES = 32 * 1024 ** 2

/**
 * A file the worker cannot decode is decoded by the page's Web Audio, whose last step (building the AudioBuffer)
 * runs on the page's thread, about 7 ms a MB on a busy 2-core machine: at most this much that way.
 */
export const MAX_PAGE_DECODED_BYTES = 128 * 1024 ** 2

/** Bytes of 32-bit float samples that `duration` seconds decode to at `sampleRate` with `channels` channels. */
export function decodedBytes(duration: number, sampleRate: number, channels: number): number {
  return Math.ceil(duration * sampleRate) * Math.max(1, channels) * 4
}

/**
 * Why a file is not decoded, checked before it is read: its bytes, the decoded size its probed length means at the
 * target's rate, or (its length unknown) the smaller file limit. Null when it may be decoded.
 */
export function audioLimitProblem(options: {
  bytes: number
  /** Seconds, as the probe read them (null: unknown). */
  duration: number | null
  channels: number | null
  /** The rate the browser decodes at for the chosen target (decodeSampleRate). */
  decodeRate: number
}): string | null {
  const { bytes, duration, channels, decodeRate } = options
  if (bytes > MAX_AUDIO_FILE_BYTES)
    return `${formatBytes(bytes)}: Audio Converter reads files up to ${formatBytes(MAX_AUDIO_FILE_BYTES)}.`
  if (duration === null || !Number.isFinite(duration) || duration <= 0) {
    if (bytes <= MAX_UNPROBED_BYTES) return null
    return `${formatBytes(bytes)} and its length cannot be read before decoding: Audio Converter decodes such files up to ${formatBytes(MAX_UNPROBED_BYTES)}.`
  }
  const n = channels && channels > 0 ? channels : 2
  const size = decodedBytes(duration, decodeRate, n)
  if (size <= MAX_DECODED_BYTES) return null
  const layout = n === 1 ? 'mono' : n === 2 ? 'stereo' : `${n} channels`
  return `${formatClock(duration)} at ${decodeRate} Hz, ${layout}, decodes to ${formatBytes(size)}: ${DECODED_LIMIT_TEXT}`
}

const DECODED_LIMIT_TEXT = `Audio Converter decodes up to ${formatBytes(MAX_DECODED_BYTES)} (about ${Math.floor(MAX_DECODED_BYTES / decodedBytes(60, 44100, 2))} minutes of 44.1 kHz stereo).`

/**
 * The same limit checked while decoding (a file whose header understates its length): null while `frames` decoded
 * samples of `channels` fit, else the message.
 */
export function decodedLimitProblem(frames: number, sampleRate: number, channels: number): string | null {
  if (frames * Math.max(1, channels) * 4 <= MAX_DECODED_BYTES) return null
  return `More than ${formatClock(frames / sampleRate)} decoded, past what the file declares: ${DECODED_LIMIT_TEXT}`
}

/**
 * Why a file the worker could not decode is not decoded on the page either (its probed length decodes past
 * MAX_PAGE_DECODED_BYTES), or null; a length not known is bounded by MAX_UNPROBED_BYTES already.
 */
export function pageDecodeProblem(duration: number | null, channels: number | null, decodeRate: number): string | null {
  if (duration === null || !Number.isFinite(duration) || duration <= 0) return null
  const n = channels && channels > 0 ? channels : 2
  const size = decodedBytes(duration, decodeRate, n)
  if (size <= MAX_PAGE_DECODED_BYTES) return null
  return `${formatClock(duration)} decodes to ${formatBytes(size)} and this browser cannot decode it in the background: Audio Converter decodes up to ${formatBytes(MAX_PAGE_DECODED_BYTES)} on the page.`
}
