// Text handed over by home's smart paste (in memory, see src/state/handoff.ts): a text tool calls
// useHandoffText(setText) once and receives the pasted text on mount when it was sent to this tool.
import { useStore } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { currentToolSlug, handoffAtom } from '../state/handoff'

export function useHandoffText(take: (text: string) => void): void {
  const store = useStore()
  const takeRef = useRef(take)
  takeRef.current = take
  useEffect(() => {
    const pending = store.get(handoffAtom)
    if (!pending || pending.text === undefined || pending.slug !== currentToolSlug()) return
    store.set(handoffAtom, null)
    takeRef.current(pending.text)
  }, [store])
}

/** For FileDrop: the file handed to the current tool, taken (cleared) on read; null when there is none. */
export function takeHandoffFile(store: ReturnType<typeof useStore>): File | null {
  const pending = store.get(handoffAtom)
  if (!pending?.file || pending.slug !== currentToolSlug()) return null
  store.set(handoffAtom, null)
  return pending.file
}

/** True (on first render) when text was handed to this tool: lets a view open the tab that will receive it. */
export function useHandoffTextPending(): boolean {
  const store = useStore()
  const [pending] = useState(() => {
    const h = store.get(handoffAtom)
    return !!h && h.text !== undefined && h.slug === currentToolSlug()
  })
  return pending
}
