// The app: loaded by boot.ts once the prerendered page has painted; hydrates it (or renders, when not prerendered).
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startOffline } from '../pwa/start'
import { reportRecoverable } from './hydration'
import { Providers } from './providers'
import { AppRouter } from './router'

/** Marks the page live (<html data-live>) once React has hydrated or rendered it: the e2e tests wait for it. */
function Live() {
  useEffect(() => {
    document.documentElement.dataset.live = ''
  }, [])
  return null
}

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
      <Live />
    </Providers>
  </StrictMode>
)
const root = document.getElementById('root')!
// The build prerendered this page (src/app/prerender.tsx): hydrate it when it is the page for this address as it is
// (a search on home shows other cards; the service worker may answer any address with home's page).
if (root.dataset.prerendered === window.location.pathname && !window.location.search) {
  // At transition priority React hydrates in slices of a few milliseconds, yielding between them, instead of one
  // long task that would block a slow laptop's main thread (and a click) for the whole page.
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportRecoverable })
  })
} else {
  root.textContent = ''
  createRoot(root).render(app)
}

startOffline()
