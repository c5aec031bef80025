// The app: loaded by boot.ts once the prerendered page has painted; hydrates it (or renders, when not prerendered).
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startOffline } from '../pwa/start'
import { reportRecoverable } from './hydration'
import { Providers } from './providers'
import { AppRouter, type LoadedRoutes } from './router'
import { useMarkHydrated } from './use-prerender'

/**
 * Marks the page live (<html data-live>) once React has hydrated or rendered it and shown what only the browser knows
 * (stored favourites, ⌘K): the e2e tests wait for it.
 */
function Live() {
  const hydrated = useMarkHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = ''
  }, [hydrated])
  return null
}

/**
 * The code of the page being opened, when it is a lazy route (a tool page lists it in its HTML, so it arrives with the
 * app): awaited before hydrating, so React hydrates the page in one pass rather than leaving the route's part inert
 * (a click there would do nothing) until its code comes.
 */
async function routeForThisPage(): Promise<LoadedRoutes> {
  const path = window.location.pathname
  if (path.startsWith('/tools/')) return { ToolRoute: (await import('./tool-route')).default }
  if (path === '/privacy') return { PrivacyPage: (await import('./privacy-page')).default }
  return {}
}

function start(pages: LoadedRoutes) {
  const app = (
    <StrictMode>
      <Providers>
        <AppRouter pages={pages} />
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
}

routeForThisPage().then(start, () => start({}))
startOffline()
