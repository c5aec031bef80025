// Registers /sw.js through workbox-window (loaded after the page, see start.ts) and tells the user about updates:
// a new build found on the server installs in the background and waits; the page shows "A new version is ready"
// with Reload, and only that click activates it and reloads. Nothing reloads by itself while someone is working.
import { Workbox } from 'workbox-window'
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
  const wb = new Workbox('/sw.js')
  let reloading = false
  const activate = () => {
    if (reloading) return
    reloading = true
    wb.addEventListener('controlling', () => window.location.reload())
    wb.messageSkipWaiting()
    // If no worker was waiting after all (another tab already activated it), a plain reload picks up the new version.
    setTimeout(() => window.location.reload(), 3000)
  }
  setReloader(activate)
  wb.addEventListener('waiting', () => announceUpdate(activate))
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) setOfflineState({ support: 'ready' })
    bumpCacheVersion()
  })
  const registration = await wb.register()
  if (!registration) {
    setOfflineState({ support: 'unsupported' })
    return
  }
  if (registration.active) setOfflineState({ support: 'ready' })
  // Look for a new build now and then, and whenever the tab comes back into view.
  setInterval(() => wb.update(), HOUR)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update()
  })
  // A lazily loaded file of this version is gone from the server: a new build was deployed. Check for it, so the
  // "new version" toast offers the way forward instead of leaving the user with a broken page.
  window.addEventListener('vite:preloadError', () => void wb.update())
}
