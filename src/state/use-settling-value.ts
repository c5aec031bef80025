// A value kept outside React (a store with subscribe and read) that may differ between the prerendered page and this
// browser. useSyncExternalStore re-renders such a value synchronously after hydration, and on a prerendered page all
// those renders join one blocking task; this hook starts from `initial` (the build's value) and follows the store at
// transition priority, in slices React can interrupt.
import { startTransition, useEffect, useRef, useState } from 'react'

export function useSettlingValue<T>(subscribe: (listener: () => void) => () => void, read: () => T, initial = read): T {
  const [value, setValue] = useState(initial)
  const reader = useRef(read)
  reader.current = read
  useEffect(() => {
    const update = () => {
      const next = reader.current()
      startTransition(() => setValue(() => next))
    }
    update()
    return subscribe(update)
  }, [subscribe])
  return value
}
