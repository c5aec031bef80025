// The convert job: the limits are checked first (file bytes, and the decoded size the probed length means); the
// worker decodes the file a sample at a time (at the rate the target needs), mixes channels down where the target
// wants fewer and encodes, off the page's thread. A file the worker cannot decode (no WebCodecs decoder for its codec,
// a damaged file) is decoded by the page's Web Audio instead and encoded by the worker. The result is kept as a Blob
// with an object URL for its player.

import type { JobContext } from '../../jobs/job-atom'
import { convertAudio, encodeAudio } from '../../jobs/media'
import { mediaBlob } from '../../kit/media-file-panel'
import {
  type AudioTarget,
  audioLimitProblem,
  decodeSampleRate,
  outputChannels,
  pageDecodeProblem,
  TARGET_INFO,
} from '../../lib/media/audio-convert'
import { damagedNote, outputName } from '../../lib/media/media-time'

export interface ConvertArgs {
  file: File
  target: AudioTarget
  bitrate: number
  sourceRate: number | null
  /** The length the container declares (from the probe), to tell a file cut short. */
  declaredDuration: number | null
  /** The channels the probe read (null: unknown), for the decoded-size limit. */
  sourceChannels: number | null
}

/** Why this file is not converted to `target` (the limits, checked before it is read), or null. */
export function convertLimitProblem(
  args: Pick<ConvertArgs, 'file' | 'target' | 'sourceRate' | 'declaredDuration' | 'sourceChannels'>,
): string | null {
  return audioLimitProblem({
    bytes: args.file.size,
    duration: args.declaredDuration,
    channels: args.sourceChannels,
    decodeRate: decodeSampleRate(args.target, args.sourceRate),
  })
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

export async function runConvert(args: ConvertArgs, { signal, onProgress }: JobContext): Promise<ConvertOutput> {
  const { file, target, bitrate, sourceRate, declaredDuration } = args
  const refused = convertLimitProblem(args)
  if (refused) throw new Error(refused)
  const sampleRate = decodeSampleRate(target, sourceRate)
  const converting = `Converting to ${TARGET_INFO[target].label}…`
  onProgress({ fraction: 0, label: converting })
  const inWorker = await convertAudio(file, { sampleRate, target, bitrate }, signal, (fraction) =>
    onProgress({ fraction, label: converting }),
  )
  if (inWorker.decoded) {
    return {
      blob: inWorker.blob,
      url: URL.createObjectURL(inWorker.blob),
      name: outputName(file.name, target),
      target,
      originalSize: file.size,
      duration: inWorker.duration,
      sampleRate,
      channels: inWorker.channels,
      damaged: damagedNote(declaredDuration, inWorker.duration),
    }
  }
  const onPage = pageDecodeProblem(declaredDuration, args.sourceChannels, sampleRate)
  if (onPage) throw new Error(onPage)
  onProgress({ label: 'Decoding…' })
  const decoded = await decodeFile(file, sampleRate, signal)
  const { duration, numberOfChannels } = decoded
  // The worker mixes down (a loop over every sample): the page only copies the channels out to hand them over.
  const channels = Array.from({ length: numberOfChannels }, (_, c) => {
    const copy = new Float32Array(decoded.length)
    decoded.copyFromChannel(copy, c)
    return copy
  })
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
    duration,
    sampleRate,
    channels: outputChannels(target, numberOfChannels),
    damaged: damagedNote(declaredDuration, duration),
  }
}
