// The texts and choices audio-convert shows: pure, so the view only renders them.
import type { AudioInfo } from '../../jobs/media'
import { type AudioTarget, MP3_BITRATES, OPUS_BITRATES } from '../../lib/media/audio-convert'
import type { SelectOption } from '../../ui/select'

/** "mono", "stereo", or the count ("6 channels", or "6 ch" where space is short). */
export function channelsLabel(channels: number | null, short = false): string {
  if (channels === 1) return 'mono'
  if (channels === 2) return 'stereo'
  return short ? `${channels} ch` : `${channels} channels`
}

/** The probed source: codec (when known), sample rate and channels: "MP3 · 44100 Hz · stereo". */
export function describeSource(info: AudioInfo): string {
  return `${info.codec ? `${info.codec.toUpperCase()} · ` : ''}${info.sampleRate} Hz · ${channelsLabel(info.channels)}`
}

/** What was written: "48 kHz · mono". */
export function describeOutput(sampleRate: number, channels: number): string {
  return `${sampleRate / 1000} kHz · ${channelsLabel(channels, true)}`
}

/** Why OGG cannot be written here, or null (also null while the encoders are not known yet). */
export function oggUnavailable(caps: { opus: boolean } | null): string | null {
  return caps && !caps.opus ? 'this browser cannot encode Opus audio' : null
}

export function targetOptions(oggReason: string | null): SelectOption<AudioTarget>[] {
  return [
    { value: 'mp3', label: 'MP3' },
    { value: 'wav', label: 'WAV (16-bit PCM)' },
    { value: 'ogg', label: oggReason ? 'OGG (Opus): not available' : 'OGG (Opus)', disabled: Boolean(oggReason) },
  ]
}

const bitrateOptions = (rates: readonly number[]): SelectOption<string>[] =>
  rates.map((b) => ({ value: String(b), label: `${b} kbps` }))

export const MP3_BITRATE_OPTIONS = bitrateOptions(MP3_BITRATES)
export const OPUS_BITRATE_OPTIONS = bitrateOptions(OPUS_BITRATES)
