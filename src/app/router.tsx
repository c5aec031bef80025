import { type ComponentType, lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomePage } from './home-page'
import { Layout } from './layout'
import { NotFoundPage } from './not-found-page'
import { ToolRoute } from './tool-route'

const LazyPrivacyPage = lazy(() => import('./privacy-page'))

/**
 * The site's routes; the browser wraps them in BrowserRouter, the build's prerender in StaticRouter. The prerender
 * passes the privacy page itself (the browser loads it on demand, and hydrates it once it has arrived).
 */
export function AppRoutes({ PrivacyPage = LazyPrivacyPage }: { PrivacyPage?: ComponentType }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
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

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
