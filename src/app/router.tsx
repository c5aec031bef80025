import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomePage } from './home-page'
import { Layout } from './layout'
import { NotFoundPage } from './not-found-page'
import { ToolRoute } from './tool-route'

const PrivacyPage = lazy(() => import('./privacy-page'))

export function AppRouter() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  )
}
