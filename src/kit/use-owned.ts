import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A value on screen that owns a resource (a worker session holding a table, say): showing another one, or none,
 * closes the last, and so does leaving the page.
 */
export function useOwned<T extends { close(): void }>() {
  const [value, setValue] = useState<T | null>(null)
  const shownRef = useRef<T | null>(null)
  const show = useCallback((next: T | null) => {
    if (shownRef.current !== next) shownRef.current?.close()
    shownRef.current = next
    setValue(next)
  }, [])
  useEffect(() => () => show(null), [show])
  return [value, show] as const
}
