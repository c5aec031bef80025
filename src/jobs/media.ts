// Client for the media worker (video trimming, audio encoding): one worker at a time, cancelled by terminating it.
import type {
  AudioInfo,
  ConvertAudioJob,
  ConvertedAudio,
  EncodeAudioJob,
  EncodedAudio,
  MediaApi,
  MediaCapabilities,
  TrimRequest,
  TrimResult,
  VideoInfo,
} from '../../workers/media/media.api'
import { defineWorkerClient, withProgress } from './worker-pool'

export type { AudioInfo, ConvertedAudio, EncodedAudio, MediaCapabilities, TrimResult, VideoInfo }

const mediaPool = defineWorkerClient<MediaApi>(
  () => new Worker(new URL('../../workers/media/media.worker.ts', import.meta.url), { type: 'module' }),
  { size: 2, idleMs: 60_000 },
)

let capabilities: Promise<MediaCapabilities> | null = null

/** What this browser can encode (asked once per page load). */
export function getMediaCapabilities(signal?: AbortSignal): Promise<MediaCapabilities> {
  capabilities ??= mediaPool()
    .call('capabilities', [], { signal, timeoutMs: 15_000 })
    .catch((error) => {
      capabilities = null
      throw error
    })
  return capabilities
}

export function probeVideo(file: File, signal: AbortSignal): Promise<VideoInfo> {
  return mediaPool().call('probeVideo', [file], { signal, timeoutMs: 60_000 })
}

export function trimVideo(
  file: File,
  request: TrimRequest,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<TrimResult> {
  return withProgress(onProgress, (progress) =>
    mediaPool().call('trimVideo', [file, request, progress as typeof onProgress], { signal }),
  )
}

export function probeAudio(file: File, signal: AbortSignal): Promise<AudioInfo> {
  return mediaPool().call('probeAudio', [file], { signal, timeoutMs: 30_000 })
}

export function encodeAudio(
  job: EncodeAudioJob,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<EncodedAudio> {
  return withProgress(onProgress, (progress) =>
    mediaPool().call('encodeAudio', [job, progress as typeof onProgress], {
      signal,
      transfer: job.channels.map((c) => c.buffer as ArrayBuffer),
    }),
  )
}

/** Decodes and encodes a file in the worker; `{ decoded: false }` when it cannot decode it there. */
export function convertAudio(
  file: File,
  job: ConvertAudioJob,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<ConvertedAudio> {
  return withProgress(onProgress, (progress) =>
    mediaPool().call('convertAudio', [file, job, progress as typeof onProgress], { signal }),
  )
}
