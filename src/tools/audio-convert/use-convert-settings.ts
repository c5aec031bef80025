// The conversion's settings, carried by a shared link: the target format and the bitrate of each lossy target.
// OGG is switched back to MP3 when this browser cannot encode Opus.
import { useEffect, useMemo } from 'react'
import type { MediaCapabilities } from '../../jobs/media'
import { useLinkState } from '../../kit/link-state'
import { type AudioTarget, DEFAULT_MP3_BITRATE, DEFAULT_OPUS_BITRATE } from '../../lib/media/audio-convert'
import { oggUnavailable, targetOptions } from './audio-facts'

export function useConvertSettings(caps: MediaCapabilities | null) {
  const [target, setTarget] = useLinkState<AudioTarget>('format', 'mp3')
  const [mp3Bitrate, setMp3Bitrate] = useLinkState('mp3Bitrate', String(DEFAULT_MP3_BITRATE))
  const [opusBitrate, setOpusBitrate] = useLinkState('opusBitrate', String(DEFAULT_OPUS_BITRATE))
  const oggReason = oggUnavailable(caps)
  const options = useMemo(() => targetOptions(oggReason), [oggReason])
  useEffect(() => {
    if (oggReason && target === 'ogg') setTarget('mp3')
  }, [oggReason, target, setTarget])
  return {
    target,
    setTarget,
    targetOptions: options,
    oggReason,
    mp3Bitrate,
    setMp3Bitrate,
    opusBitrate,
    setOpusBitrate,
    /** The chosen target's bitrate in kbps (ignored for WAV). */
    bitrate: Number(target === 'ogg' ? opusBitrate : mp3Bitrate),
  }
}

export type ConvertSettings = ReturnType<typeof useConvertSettings>
