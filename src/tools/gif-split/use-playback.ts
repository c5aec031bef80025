// Which frame the viewer shows, and playback: each frame stays for its own delay, and the last wraps to the first.
import { useCallback, useEffect, useState } from 'react'
import type { ShownFrame } from './gif-session'

export function usePlayback(frames: ShownFrame[]) {
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const count = frames.length
  const frame = frames[Math.min(current, Math.max(0, count - 1))] as ShownFrame | undefined

  useEffect(() => {
    if (!playing || count < 2 || !frame) return
    const timer = setTimeout(() => setCurrent((c) => (c + 1) % count), frame.delay)
    return () => clearTimeout(timer)
  }, [playing, count, frame])

  const select = useCallback((position: number) => {
    setPlaying(false)
    setCurrent(position)
  }, [])
  const step = (delta: number) => {
    if (count) setCurrent((c) => (c + delta + count) % count)
  }
  const rewind = () => {
    setCurrent(0)
    setPlaying(false)
  }
  return { current, frame, playing, togglePlay: () => setPlaying((p) => !p), select, step, rewind }
}
