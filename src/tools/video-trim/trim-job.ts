// The trim job: the worker cuts the range (copying packets or re-encoding) and the result is kept as a Blob with
// an object URL for its preview.

import type { JobContext } from '../../jobs/job-atom'
import type { MediaCapabilities } from '../../jobs/media'
import { trimVideo } from '../../jobs/media'
import { mediaBlob } from '../../kit/media-file-panel'
import { damagedNote, outputName } from '../../lib/media/media-time'
import { CODEC_LABEL, type TrimRange } from '../../lib/media/video-trim'
import { describeTrimAudio } from './trim-plan'

export interface TrimArgs {
  file: File
  range: TrimRange
  caps: MediaCapabilities
}

export interface TrimOutput {
  blob: Blob
  url: string
  name: string
  range: TrimRange
  container: string
  codec: string
  copied: boolean
  audio: string
  outputDuration: number
  /** "The file is damaged: 0:12 of 0:36 could be read." when the cut holds less than the range asked for. */
  damaged: string | null
}

export async function runTrim(
  { file, range, caps }: TrimArgs,
  { signal, onProgress }: JobContext,
): Promise<TrimOutput> {
  const result = await trimVideo(file, { ...range, encode: caps.video }, signal, (fraction) =>
    onProgress({ fraction, label: 'Trimming…' }),
  )
  return {
    ...mediaBlob(result.buffer, result.mime),
    name: outputName(file.name, result.container, 'trimmed_'),
    range,
    container: result.container.toUpperCase(),
    codec: CODEC_LABEL[result.plan.codec],
    copied: result.plan.copy,
    audio: describeTrimAudio(result.audio, result.audioCodec),
    outputDuration: result.outputDuration,
    damaged: damagedNote(range.end - range.start, result.outputDuration),
  }
}
