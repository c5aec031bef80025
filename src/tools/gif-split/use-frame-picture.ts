// What the viewer's canvas shows: frame 1 from its early decode, then frames composed by the worker on request.
// Each bitmap is closed when the next replaces it, and the last when the page goes.
import { useCallback, useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { OpenGif } from '../../jobs/gif'

export interface Picture {
  index: number
  bitmap: ImageBitmap
}

export interface Pictures {
  picture: Picture | null
  /** Shows `next` (committed at once with `sync`, so the next paint has it) and closes the bitmap it replaces. */
  show: (next: Picture | null, sync?: boolean) => void
  /** The picture shown now (read outside rendering). */
  shown: () => Picture | null
}

export function usePictures(): Pictures {
  const [picture, setPicture] = useState<Picture | null>(null)
  const current = useRef<Picture | null>(null)
  const show = useCallback((next: Picture | null, sync = false) => {
    const previous = current.current
    current.current = next
    if (sync) flushSync(() => setPicture(next))
    else setPicture(next)
    if (previous && previous.bitmap !== next?.bitmap) previous.bitmap.close()
  }, [])
  const shown = useCallback(() => current.current, [])
  useEffect(() => () => current.current?.bitmap.close(), [])
  return { picture, show, shown }
}

/** Asks the worker for the selected frame; an answer for a frame no longer selected is dropped. */
export function useFrameRequest(gif: OpenGif | null, wanted: number | undefined, { show, shown }: Pictures) {
  useEffect(() => {
    if (wanted === undefined || !gif || shown()?.index === wanted) return
    let stale = false
    gif.frame(wanted).then(
      (bitmap) => {
        if (stale) bitmap.close()
        else show({ index: wanted, bitmap })
      },
      () => {},
    )
    return () => {
      stale = true
    }
  }, [gif, wanted, show, shown])
}
