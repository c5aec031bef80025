// Starts the service worker from the app's module code (never an inline script, so the CSP stays script-src 'self').
// Automated browsers (navigator.webdriver: Playwright, Lighthouse's own driver excepted) do not register it, so
// the e2e suite's hundreds of page loads do not each install a precache; a test opts in by setting
// localStorage['localkit-sw'] = 'on' before the page loads (e2e/offline*.spec.ts do).
import { setOfflineState } from './state'

export const SW_OPT_IN_KEY = 'localkit-sw'

function optedIn(): boolean {
  try {
    return localStorage.getItem(SW_OPT_IN_KEY) === 'on'
  } catch {
    return false
  }
}

export function startOffline(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return
  if (navigator.webdriver && !optedIn()) return
  setOfflineState({ support: 'starting' })
  const go = () => {
    import('./client').then((m) => m.registerServiceWorker()).catch(() => setOfflineState({ support: 'unsupported' }))
  }
  if (document.readyState === 'complete') go()
  else window.addEventListener('load', go, { once: true })
}
