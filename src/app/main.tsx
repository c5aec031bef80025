// The app: loaded by boot.ts once the prerendered page has painted; hydrates it (or renders, when not prerendered).
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startOffline } from '../pwa/start'
import { reportRecoverable } from './hydration'
import { AppTree } from './providers'
import { AppRouter, type LoadedRoutes } from './router'
import { completeSpriteWhenIdle } from './sprite-rest'

const root = document.getElementById('root')!

/**
 * The code of the page being opened, when it is a lazy route (a tool page lists it in its HTML, so it arrives with the
 * app): awaited before hydrating, so React hydrates the page in one pass rather than leaving the route's part inert
 * (a click there would do nothing) until its code comes.
 */
async function routeForThisPage(): Promise<LoadedRoutes> {
  const path = window.location.pathname
  if (path.startsWith('/tools/')) {
    // The build rendered the tool's view into this page (data-view): its code comes too (the page lists its chunks).
    const slug = path.slice('/tools/'.length)
    const route = await import('./tool-route')
    const load = root.dataset.view === undefined ? undefined : route.viewLoader(slug)
    // Without its view's code (a network error), the page renders afresh and the tool shows what failed.
    const view = await load?.().catch(() => undefined)
    route.setViewReady(slug, view?.default)
    // A fragment may carry state the view starts from (a shared link, regex-cheatsheet's "Try it"): such a page
    // renders afresh rather than hydrating the view as the build rendered it.
    if (load && (!view || window.location.hash)) delete root.dataset.prerendered
    return { ToolRoute: route.default }
  }
  if (path === '/privacy') return { PrivacyPage: (await import('./privacy-page')).default }
  return {}
}

function start(pages: LoadedRoutes) {
  const app = (
    <AppTree>
      <AppRouter pages={pages} />
    </AppTree>
  )
  // The build prerendered this page (src/app/prerender.tsx): hydrate it when it is the page for this address as it is
  // (a search on home shows other cards; the service worker may answer any address with home's page).
  if (root.dataset.prerendered === window.location.pathname && !window.location.search) {
    // At transition priority React hydrates in slices of a few milliseconds, yielding between them, instead of one
    // long task that would block a slow laptop's main thread (and a click) for the whole page.
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverable })
    })
  } else {
    // React empties the root when it first commits: the prerendered page stays on screen until the new one is ready
    // (a shared link's tool, a search's cards), rather than a blank page in between.
    createRoot(root).render(app)
  }
}

routeForThisPage()
  .then(start, () => start({}))
  .then(completeSpriteWhenIdle)
startOffline()
