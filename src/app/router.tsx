import { type ComponentType, lazy } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomePage } from './home-page'
import { Layout } from './layout'
import { NotFoundPage } from './not-found-page'

const LazyPrivacyPage = lazy(() => import('./privacy-page'))
// Tool pages' own code (frame, links, offline status) is not home's: it loads with the first tool page.
const LazyToolRoute = lazy(() => import('./tool-route'))

/** Route components already loaded, used instead of their lazy form. */
export interface LoadedRoutes {
  PrivacyPage?: ComponentType
  ToolRoute?: ComponentType
}

/**
 * The site's routes; the browser wraps them in BrowserRouter, the build's prerender in StaticRouter. The prerender
 * passes the privacy page and the tool route themselves; the browser loads them on demand, and main.tsx awaits the
 * one of the page being opened before hydrating (a tool page lists the route's chunk to fetch with the app).
 */
export function AppRoutes({ PrivacyPage = LazyPrivacyPage, ToolRoute = LazyToolRoute }: LoadedRoutes) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {/* No Suspense around these: a boundary in the prerendered HTML is hydrated after the rest of the page, in
            a later pass (its buttons would not answer until then). Opened from another page, a lazy route suspends
            the navigation, which React Router runs as a transition: the old page stays until the code is there. */}
        <Route path="tools/:slug" element={<ToolRoute />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

/** The browser's routes, with the route components main.tsx has already loaded. */
export function AppRouter({ pages }: { pages?: LoadedRoutes }) {
  return (
    <BrowserRouter>
      <AppRoutes {...pages} />
    </BrowserRouter>
  )
}
