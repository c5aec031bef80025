import { type ComponentType, lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomePage } from './home-page'
import { Layout } from './layout'
import { NotFoundPage } from './not-found-page'

const LazyPrivacyPage = lazy(() => import('./privacy-page'))
// Tool pages' own code (frame, links, offline status) is not home's: it loads with the first tool page.
const LazyToolRoute = lazy(() => import('./tool-route'))

/**
 * The site's routes; the browser wraps them in BrowserRouter, the build's prerender in StaticRouter. The prerender
 * passes the privacy page and the tool route itself (the browser loads them on demand, and hydrates them once they
 * have arrived: a tool page lists the tool route's chunk to fetch with the app, see vite.config.ts).
 */
export function AppRoutes({
  PrivacyPage = LazyPrivacyPage,
  ToolRoute = LazyToolRoute,
}: {
  PrivacyPage?: ComponentType
  ToolRoute?: ComponentType
}) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {/* No Suspense here: a boundary in the prerendered HTML is hydrated after the rest of the page, in a later
            pass (its buttons would not answer until then). Opened from home, the lazy route suspends a navigation,
            which React Router runs as a transition: home stays on screen until the tool's code is there. */}
        <Route path="tools/:slug" element={<ToolRoute />} />
        <Route
          path="privacy"
          element={
            <Suspense fallback={null}>
              <PrivacyPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

/** The browser's routes; `pages` are route components already loaded (main.tsx), used instead of their lazy form. */
export function AppRouter({ pages }: { pages?: { PrivacyPage?: ComponentType; ToolRoute?: ComponentType } }) {
  return (
    <BrowserRouter>
      <AppRoutes {...pages} />
    </BrowserRouter>
  )
}
