// The convert job: the browser decodes the file (at the rate the target needs), channels are mixed down where the
// target wants fewer, and the worker encodes; the result is kept as a Blob with an object URL for its player.

import type { JobContext } from '../../jobs/job-atom'
import { encodeAudio } from '../../jobs/media'
import { mediaBlob } from '../../kit/media-file-panel'
import { type AudioTarget, decodeSampleRate, downmix, outputChannels, TARGET_INFO } from '../../lib/media/audio-convert'
import { damagedNote, outputName } from '../../lib/media/media-time'

export interface ConvertArgs {
  file: File
  target: AudioTarget
  bitrate: number
  sourceRate: number | null
  /** The length the container declares (from the probe), to tell a file cut short. */
  declaredDuration: number | null
}

export interface ConvertOutput {
  blob: Blob
  url: string
  name: string
  target: AudioTarget
  originalSize: number
  duration: number
  sampleRate: number
  channels: number
  /** "The file is damaged: 0:12 of 0:36 could be read." when less was decoded than the file declares. */
  damaged: string | null
}

async function decodeFile(file: File, sampleRate: number, signal: AbortSignal): Promise<AudioBuffer> {
  const data = await file.arrayBuffer()
  signal.throwIfAborted()
  let decoded: AudioBuffer
  try {
    decoded = await new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(data)
  } catch {
    throw new Error('The browser could not decode this file')
  }
  signal.throwIfAborted()
  if (!decoded.length) throw new Error('The file has no audio samples')
  return decoded
}

export async function runConvert(
  { file, target, bitrate, sourceRate, declaredDuration }: ConvertArgs,
  { signal, onProgress }: JobContext,
): Promise<ConvertOutput> {
  onProgress({ label: 'Decoding…' })
  const sampleRate = decodeSampleRate(target, sourceRate)
  const decoded = await decodeFile(file, sampleRate, signal)
  const planar = Array.from({ length: decoded.numberOfChannels }, (_, c) => {
    const copy = new Float32Array(decoded.length)
    decoded.copyFromChannel(copy, c)
    return copy
  })
  const channels = downmix(planar, outputChannels(target, planar.length))
  const label = `Encoding ${TARGET_INFO[target].label}…`
  onProgress({ fraction: 0, label })
  const encoded = await encodeAudio({ channels, sampleRate, target, bitrate }, signal, (fraction) =>
    onProgress({ fraction, label }),
  )
  return {
    ...mediaBlob(encoded.buffer, encoded.mime),
    name: outputName(file.name, target),
    target,
    originalSize: file.size,
    duration: decoded.duration,
    sampleRate,
    channels: channels.length,
    damaged: damagedNote(declaredDuration, decoded.duration),
  }
}
