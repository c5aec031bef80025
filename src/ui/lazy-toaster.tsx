// Mounts the toaster view on tool pages at once, and elsewhere on the first notify().
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { isToasterRequested, requestToaster, subscribeToasterRequest } from './toaster'

const AppToaster = lazy(() => import('./toaster-view'))

export function LazyToaster({ eager }: { eager: boolean }) {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false)
  useEffect(() => {
    if (eager) requestToaster()
  }, [eager])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  )
}
