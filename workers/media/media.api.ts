// The media worker: reads video and audio files with Mediabunny, trims video (packet copy on a keyframe-aligned start,
// WebCodecs re-encode otherwise) and encodes decoded audio to WAV, MP3 (lamejs) or Ogg Opus, off the main thread.
import { Mp3Encoder } from '@breezystack/lamejs'
import * as Comlink from 'comlink'
import {
  ALL_FORMATS,
  type AudioCodec,
  AudioSample,
  AudioSampleSource,
  BlobSource,
  BufferSource,
  BufferTarget,
  Conversion,
  canEncodeAudio,
  canEncodeVideo,
  EncodedPacketSink,
  Input,
  type InputAudioTrack,
  Mp4OutputFormat,
  NullTarget,
  OggOutputFormat,
  Output,
  Quality,
  WavOutputFormat,
  WebMOutputFormat,
} from 'mediabunny'
import { concatBytes } from '../../src/lib/bytes'
import {
  type AudioTarget,
  decodedLimitProblem,
  downmix,
  encodeWav,
  MAX_DECODED_BYTES,
  outputChannels,
  toInt16,
} from '../../src/lib/media/audio-convert'
import {
  alignedKeyframe,
  CONTAINER_MIME,
  type Container,
  type EncodeSupport,
  estimateTrimBytes,
  type OutputPlan,
  planOutput,
  trimSizeProblem,
  type VideoCodecName,
} from '../../src/lib/media/video-trim'

export interface MediaCapabilities {
  webCodecs: boolean
  video: EncodeSupport
  opus: boolean
}

export interface VideoInfo {
  duration: number
  width: number
  height: number
  codec: VideoCodecName | null
  container: string
  isWebm: boolean
  canDecode: boolean
  frameRate: number
  /** Keyframe timestamps in seconds (up to 5000). */
  keyframes: number[]
  audioCodec: string | null
}

export interface TrimRequest {
  start: number
  end: number
  encode: EncodeSupport
}

export interface TrimResult {
  buffer: ArrayBuffer
  container: Container
  mime: string
  plan: OutputPlan
  audio: 'none' | 'copied' | 'encoded' | 'dropped'
  audioCodec: string | null
  outputDuration: number
}

export interface AudioInfo {
  duration: number | null
  sampleRate: number | null
  channels: number | null
  codec: string | null
  container: string | null
}

export interface EncodeAudioJob {
  /** Every decoded channel: mixed down here where the target holds fewer (MP3 and Opus at most two). */
  channels: Float32Array[]
  sampleRate: number
  target: AudioTarget
  /** kbps for MP3 and Opus. */
  bitrate: number
}

export interface EncodedAudio {
  buffer: ArrayBuffer
  mime: string
}

export interface ConvertAudioJob {
  /** The rate to decode (and resample) at: decodeSampleRate of the target. */
  sampleRate: number
  target: AudioTarget
  bitrate: number
}

/** A file decoded and encoded here, or why it could not be decoded here (the page then decodes it itself). */
export type ConvertedAudio =
  /** The file as a Blob made here: the page gets a handle, not a copy of hundreds of MB to make on its thread. */
  { decoded: true; blob: Blob; duration: number; channels: number } | { decoded: false; reason: string }

/**
 * The progress callback at most every 100 ms (and the last report): Mediabunny reports every sample, tens of
 * thousands of messages for an hour of audio, each one a task on the page.
 */
function throttled(onProgress?: (fraction: number) => void) {
  if (!onProgress) return undefined
  let last = 0
  return (fraction: number) => {
    const now = performance.now()
    if (fraction < 1 && now - last < 100) return
    last = now
    onProgress(fraction)
  }
}

/** Thrown when the samples decoded pass the decoded-size limit (a file whose header understates its length). */
class LimitError extends Error {}

/**
 * Decodes the file's primary audio track a sample at a time (WebCodecs, or Mediabunny's own PCM reader), resampled
 * to `sampleRate`, into planar channels; null when it cannot be decoded here. Stops at the decoded-size limit.
 */
async function decodePlanar(
  file: Blob,
  sampleRate: number,
  onProgress?: (fraction: number) => void,
): Promise<Float32Array[] | null> {
  const input = openInput(file)
  try {
    const track = await input.getPrimaryAudioTrack().catch(() => null)
    if (!track || !(await track.canDecode().catch(() => false))) return null
    const count = Math.max(1, track.numberOfChannels)
    const declared = await input.computeDuration().catch(() => 0)
    let capacity = Math.max(sampleRate, Math.ceil((Number.isFinite(declared) ? declared : 0) * sampleRate) + sampleRate)
    const limitFrames = Math.floor(MAX_DECODED_BYTES / (4 * count))
    capacity = Math.min(capacity, limitFrames)
    let planar = Array.from({ length: count }, () => new Float32Array(capacity))
    let frames = 0
    let overLimit: string | null = null
    const output = new Output({ format: new WavOutputFormat(), target: new NullTarget() })
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video: { discard: true },
      audio: {
        codec: 'pcm-f32',
        sampleRate,
        numberOfChannels: count,
        forceTranscode: true,
        process: (sample) => {
          if (overLimit) return null
          const n = sample.numberOfFrames
          if (frames + n > capacity) {
            overLimit = decodedLimitProblem(frames + n, sampleRate, count)
            if (overLimit) {
              void conversion.cancel()
              return null
            }
            // Grown by half, never past the limit's frames (checked above for frames + n).
            capacity = Math.max(frames + n, Math.min(limitFrames, Math.ceil(capacity * 1.5)))
            planar = planar.map((c) => {
              const grown = new Float32Array(capacity)
              grown.set(c.subarray(0, frames))
              return grown
            })
          }
          for (let c = 0; c < count; c++)
            sample.copyTo(planar[c].subarray(frames, frames + n), { planeIndex: c, format: 'f32-planar' })
          frames += n
          // Passed on to a PCM writer into a NullTarget: Mediabunny finalizes no output without a packet.
          return sample
        },
        processedNumberOfChannels: count,
        processedSampleRate: sampleRate,
      },
      showWarnings: false,
    })
    if (!conversion.isValid || !conversion.utilizedTracks.some((t) => t.isAudioTrack())) return null
    if (onProgress) conversion.onProgress = (p) => onProgress(p)
    await conversion.execute().catch((error) => {
      if (!overLimit) throw error
    })
    if (overLimit) throw new LimitError(overLimit)
    if (!frames) return null
    return planar.map((c) => (frames === capacity ? c : c.slice(0, frames)))
  } finally {
    input.dispose()
  }
}

const MAX_KEYFRAMES = 5000
const CONTAINER_AUDIO: Record<Container, AudioCodec[]> = { mp4: ['aac', 'opus'], webm: ['opus', 'vorbis'] }

const openInput = (file: Blob) => new Input({ source: new BlobSource(file), formats: ALL_FORMATS })

/** One frame interval (seconds) used as the tolerance for a keyframe-aligned cut. */
const frameTolerance = (frameRate: number) => (frameRate > 0 && Number.isFinite(frameRate) ? 1 / frameRate : 1 / 30)

async function firstEncodableAudio(container: Container, channels: number, sampleRate: number) {
  for (const codec of CONTAINER_AUDIO[container])
    if (await canEncodeAudio(codec, { numberOfChannels: channels, sampleRate }).catch(() => false)) return codec
  return null
}

async function readVideoInfo(input: Input): Promise<VideoInfo> {
  const track = await input.getPrimaryVideoTrack()
  if (!track) throw new Error('This file has no video track')
  const format = await input.getFormat()
  const duration = await input.computeDuration()
  const stats = await track.computePacketStats(120).catch(() => null)
  const keyframes: number[] = []
  const sink = new EncodedPacketSink(track)
  let packet = await sink.getFirstKeyPacket({ metadataOnly: true })
  while (packet && keyframes.length < MAX_KEYFRAMES) {
    keyframes.push(Math.max(0, packet.timestamp))
    packet = await sink.getNextKeyPacket(packet, { metadataOnly: true })
  }
  const audio = await input.getPrimaryAudioTrack()
  const name = format.name
  return {
    duration,
    width: track.displayWidth,
    height: track.displayHeight,
    codec: (track.codec as VideoCodecName | null) ?? null,
    container: name,
    isWebm: /webm|matroska/i.test(name),
    canDecode: await track.canDecode().catch(() => false),
    frameRate: stats?.averagePacketRate ?? 0,
    keyframes,
    audioCodec: audio?.codec ?? null,
  }
}

export const mediaApi = {
  async capabilities(): Promise<MediaCapabilities> {
    const webCodecs = typeof VideoEncoder !== 'undefined' && typeof VideoDecoder !== 'undefined'
    const check = (codec: 'avc' | 'vp9' | 'vp8' | 'av1') =>
      webCodecs ? canEncodeVideo(codec, { width: 640, height: 360 }).catch(() => false) : Promise.resolve(false)
    const [avc, vp9, vp8, av1] = await Promise.all([check('avc'), check('vp9'), check('vp8'), check('av1')])
    const opus =
      typeof AudioEncoder !== 'undefined' &&
      (await canEncodeAudio('opus', { numberOfChannels: 2, sampleRate: 48000 }).catch(() => false))
    return { webCodecs, video: { avc, vp9, vp8, av1 }, opus }
  },

  async probeVideo(file: Blob): Promise<VideoInfo> {
    const input = openInput(file)
    try {
      return await readVideoInfo(input)
    } finally {
      input.dispose()
    }
  },

  async trimVideo(file: Blob, request: TrimRequest, onProgress?: (fraction: number) => void): Promise<TrimResult> {
    const input = openInput(file)
    try {
      const info = await readVideoInfo(input)
      const start = Math.max(0, request.start)
      const end = Math.min(info.duration, request.end)
      if (!(end > start)) throw new Error('The end must be after the start')
      const tolerance = frameTolerance(info.frameRate)
      const aligned = alignedKeyframe(info.keyframes, start, tolerance) !== null
      const plan = planOutput({
        sourceCodec: info.codec,
        sourceIsWebm: info.isWebm,
        aligned,
        canDecode: info.canDecode,
        encode: request.encode,
      })
      if (!plan) throw new Error('This browser cannot decode or encode this video')
      const tooLarge = trimSizeProblem(
        estimateTrimBytes({
          fileBytes: file.size,
          duration: info.duration,
          range: { start, end },
          copy: plan.copy,
          width: info.width,
          height: info.height,
          frameRate: info.frameRate,
        }),
      )
      if (tooLarge) throw new Error(tooLarge)
      const format = plan.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat()
      const output = new Output({ format, target: new BufferTarget() })
      const audioTrack: InputAudioTrack | null = await input.getPrimaryAudioTrack()
      let audioPlan: TrimResult['audio'] = audioTrack ? 'copied' : 'none'
      let audioCodec: string | null = audioTrack?.codec ?? null
      const supportedAudio = format.getSupportedAudioCodecs()
      const encodedAudio = audioTrack
        ? await firstEncodableAudio(plan.container, audioTrack.numberOfChannels, audioTrack.sampleRate)
        : null
      const copyAudio = Boolean(plan.copy && audioTrack?.codec && supportedAudio.includes(audioTrack.codec))
      if (audioTrack && !copyAudio) {
        audioPlan = encodedAudio ? 'encoded' : 'dropped'
        audioCodec = encodedAudio
      }
      const conversion = await Conversion.init({
        input,
        output,
        tracks: 'primary',
        trim: { start, end },
        copy: plan.copy
          ? { mode: 'preferred', boundaryPolicy: 'expand', boundaryTolerance: tolerance, shiftTolerance: tolerance }
          : false,
        video: plan.copy
          ? {}
          : { codec: plan.codec, forceTranscode: true, quality: new Quality('high'), keyFrameInterval: 2 },
        audio: copyAudio
          ? {}
          : encodedAudio
            ? { codec: encodedAudio, forceTranscode: true, quality: new Quality('high') }
            : { discard: true },
        showWarnings: false,
      })
      if (!conversion.isValid || !conversion.utilizedTracks.some((t) => t.isVideoTrack())) {
        const reasons = conversion.discardedTracks.map((d) => d.reason).join(', ')
        throw new Error(`This video cannot be trimmed in this browser${reasons ? ` (${reasons})` : ''}`)
      }
      if (onProgress) conversion.onProgress = (p) => onProgress(p)
      await conversion.execute()
      const buffer = output.target.buffer
      if (!buffer) throw new Error('The trimmed file is empty')
      const check = new Input({ source: new BufferSource(buffer), formats: ALL_FORMATS })
      const outputDuration = await check.computeDuration().finally(() => check.dispose())
      const result: TrimResult = {
        buffer,
        container: plan.container,
        mime: CONTAINER_MIME[plan.container],
        plan,
        audio: audioPlan,
        audioCodec,
        outputDuration,
      }
      return Comlink.transfer(result, [buffer])
    } finally {
      input.dispose()
    }
  },

  /** Container, codec, rate, channels and duration of an audio file, or nulls where Mediabunny cannot tell. */
  async probeAudio(file: Blob): Promise<AudioInfo> {
    const input = openInput(file)
    try {
      const format = await input.getFormat().catch(() => null)
      const track = format ? await input.getPrimaryAudioTrack().catch(() => null) : null
      if (!format || !track) return { duration: null, sampleRate: null, channels: null, codec: null, container: null }
      const duration = await input.computeDuration().catch(() => null)
      return {
        duration: duration && Number.isFinite(duration) ? duration : null,
        sampleRate: track.sampleRate || null,
        channels: track.numberOfChannels || null,
        codec: track.codec ?? null,
        container: format.name,
      }
    } finally {
      input.dispose()
    }
  },

  /**
   * Decodes and encodes the file here, off the page's thread, a sample at a time (no whole-file PCM copy on the
   * page); `{ decoded: false }` when it cannot be decoded here (no decoder for its codec, a damaged file), for the
   * page's own decoder. Throws the decoded-size limit's message when the samples pass it.
   */
  async convertAudio(
    file: Blob,
    job: ConvertAudioJob,
    onProgress?: (fraction: number) => void,
  ): Promise<ConvertedAudio> {
    const report = throttled(onProgress)
    let planar: Float32Array[] | null
    try {
      planar = await decodePlanar(file, job.sampleRate, (f) => report?.(f / 2))
    } catch (error) {
      if (error instanceof LimitError) throw new Error(error.message)
      return { decoded: false, reason: error instanceof Error ? error.message : String(error) }
    }
    if (!planar) return { decoded: false, reason: 'no decoder for this file here' }
    const duration = planar[0].length / job.sampleRate
    const channels = outputChannels(job.target, planar.length)
    const encoded = await mediaApi.encodeAudio({ ...job, channels: planar }, (f) => report?.(0.5 + f / 2))
    planar = null
    const blob = new Blob([encoded.buffer], { type: encoded.mime })
    return { decoded: true, blob, duration, channels }
  },

  async encodeAudio(job: EncodeAudioJob, onProgress?: (fraction: number) => void): Promise<EncodedAudio> {
    const { sampleRate, target } = job
    if (!job.channels.length || !job.channels[0].length) throw new Error('The audio is empty')
    const channels = downmix(job.channels, outputChannels(target, job.channels.length))
    let bytes: Uint8Array
    if (target === 'wav') bytes = encodeWav(channels, sampleRate, onProgress)
    else if (target === 'mp3') bytes = encodeMp3(channels, sampleRate, job.bitrate, onProgress)
    else bytes = await encodeOpus(channels, sampleRate, job.bitrate, onProgress)
    const buffer =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? (bytes.buffer as ArrayBuffer)
        : (bytes.slice().buffer as ArrayBuffer)
    const mime = target === 'wav' ? 'audio/wav' : target === 'mp3' ? 'audio/mpeg' : 'audio/ogg'
    return Comlink.transfer({ buffer, mime }, [buffer])
  },
}

function encodeMp3(
  channels: Float32Array[],
  sampleRate: number,
  kbps: number,
  onProgress?: (fraction: number) => void,
): Uint8Array {
  const count = Math.min(2, channels.length)
  const encoder = new Mp3Encoder(count, sampleRate, kbps)
  const frames = channels[0].length
  const block = 1152 * 32
  const parts: Uint8Array[] = []
  for (let start = 0; start < frames; start += block) {
    const end = Math.min(frames, start + block)
    const left = toInt16(channels[0], start, end)
    const chunk =
      count === 2 ? encoder.encodeBuffer(left, toInt16(channels[1], start, end)) : encoder.encodeBuffer(left)
    if (chunk.length) parts.push(new Uint8Array(chunk))
    onProgress?.(end / frames)
  }
  const tail = encoder.flush()
  if (tail.length) parts.push(new Uint8Array(tail))
  return concatBytes(parts)
}

async function encodeOpus(
  channels: Float32Array[],
  sampleRate: number,
  kbps: number,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const count = Math.min(2, channels.length)
  const output = new Output({ format: new OggOutputFormat(), target: new BufferTarget() })
  const source = new AudioSampleSource({ codec: 'opus', quality: new Quality({ bitrate: kbps * 1000 }) })
  output.addAudioTrack(source)
  await output.start()
  const frames = channels[0].length
  const block = sampleRate
  for (let start = 0; start < frames; start += block) {
    const end = Math.min(frames, start + block)
    const n = end - start
    const data = new Float32Array(n * count)
    for (let c = 0; c < count; c++) data.set(channels[c].subarray(start, end), c * n)
    const sample = new AudioSample({
      data,
      format: 'f32-planar',
      numberOfChannels: count,
      sampleRate,
      timestamp: start / sampleRate,
    })
    await source.add(sample)
    sample.close()
    onProgress?.(end / frames)
  }
  source.close()
  await output.finalize()
  const buffer = output.target.buffer
  if (!buffer) throw new Error('The Ogg file is empty')
  return new Uint8Array(buffer)
}

export type MediaApi = typeof mediaApi
