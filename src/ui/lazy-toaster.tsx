// Mounts the toaster view on tool pages once the page is idle, and anywhere on the first notify() (queued notices wait
// for it, see toaster.ts).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { isToasterRequested, requestToaster, subscribeToasterRequest } from './toaster'

const AppToaster = lazy(() => import('./toaster-view'))

export function LazyToaster({ eager }: { eager: boolean }) {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false)
  useEffect(() => {
    if (!eager) return
    // Not in the effects that run right after hydration: mounting it there joined the blocking render that follows.
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(requestToaster, { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const t = setTimeout(requestToaster, 200)
    return () => clearTimeout(t)
  }, [eager])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
