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
  OggOutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
} from 'mediabunny'
import { concatBytes } from '../../src/lib/bytes'
import { type AudioTarget, downmix, encodeWav, outputChannels, toInt16 } from '../../src/lib/media/audio-convert'
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
