// A long list drawn a slice per frame: the first `step` items at once, `step` more each frame after, up to `limit`.
// Rendering and laying out hundreds of rows or cards in one commit holds a slow laptop's page for 50–100 ms; a slice
// a frame keeps every frame short (zip-extract's listing, the image batch's result cards).
import { startTransition, useEffect, useState } from 'react'

/** How many items to draw in the next frame: `drawn` grows by `step` up to `limit`. */
export function nextFill(drawn: number, limit: number, step: number): number {
  return Math.min(drawn + step, limit)
}

/**
 * The number of items to draw now. It starts at `step`, and again at `step` when `restartOn` changes (a new list);
 * it never goes past `limit`, and follows `limit` down at once (items removed).
 */
export function useFrameFill(limit: number, step: number, restartOn?: unknown): number {
  const [fill, setFill] = useState({ restartOn, drawn: step })
  if (fill.restartOn !== restartOn) setFill({ restartOn, drawn: step })
  const drawn = Math.min(fill.restartOn === restartOn ? fill.drawn : step, limit)
  const next = nextFill(drawn, limit, step)
  useEffect(() => {
    if (next <= drawn) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the frame that shows this slice has painted: a task of its own, at transition priority.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() => setFill((f) => (f.restartOn === restartOn ? { restartOn, drawn: next } : f))),
      )
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [restartOn, drawn, next])
  return drawn
}
