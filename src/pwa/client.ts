// Registers /sw.js (loaded after the page, see start.ts) and tells the user about updates: a new build found on the
// server installs in the background and waits; the page shows "A new version is ready" with Reload, and only that
// click activates it and reloads. Nothing reloads by itself while someone is working. The browser's own service
// worker API, no wrapper library: this runs on every page, home included, so its bytes count in home's budget.
import { notify } from '../ui/toaster'
import { bumpCacheVersion, setOfflineState, setReloader } from './state'

const HOUR = 60 * 60 * 1000

function announceUpdate(activate: () => void): void {
  setOfflineState({ updateReady: true })
  notify({
    title: 'A new version is ready',
    description: 'Reload to use it. This page keeps working until you do.',
    type: 'info',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: activate },
  })
}

export async function registerServiceWorker(): Promise<void> {
  const container = navigator.serviceWorker
  const registration = await container.register('/sw.js')
  let reloading = false
  const activate = () => {
    if (reloading) return
    reloading = true
    container.addEventListener('controllerchange', () => window.location.reload())
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' })
    // If no worker was waiting after all (another tab already activated it), a plain reload picks up the new version.
    setTimeout(() => window.location.reload(), 3000)
  }
  setReloader(activate)

  /** Follows a worker through its install: a new version waits beside the active one; the first becomes ready. */
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return
    const isUpdate = registration.active !== null && registration.active !== worker
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && isUpdate) announceUpdate(activate)
      if (worker.state === 'activated') {
        if (!isUpdate) setOfflineState({ support: 'ready' })
        bumpCacheVersion()
      }
    })
  }
  if (registration.waiting && registration.active) announceUpdate(activate)
  follow(registration.installing)
  registration.addEventListener('updatefound', () => follow(registration.installing))
  if (registration.active) setOfflineState({ support: 'ready' })

  const update = () => void registration.update().catch(() => {})
  // Look for a new build now and then, and whenever the tab comes back into view.
  setInterval(update, HOUR)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') update()
  })
  // A lazily loaded file of this version is gone from the server: a new build was deployed. Check for it, so the
  // "new version" toast offers the way forward instead of leaving the user with a broken page.
  window.addEventListener('vite:preloadError', update)
}
