// Starts the service worker from the app's module code (never an inline script, so the CSP stays script-src 'self').
// Every browser gets it, automated ones too: the product behaves the same for everyone. The e2e suite blocks
// service workers with Playwright's own `serviceWorkers: 'block'` (playwright.config.ts); the offline specs allow them.
import { setOfflineState } from './state'

export function startOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  setOfflineState({ support: 'starting' })
  const go = () => {
    import('./client').then((m) => m.registerServiceWorker()).catch(() => setOfflineState({ support: 'unsupported' }))
  }
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
}
