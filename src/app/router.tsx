import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { HomePage } from './home-page'
import { Layout } from './layout'
import { NotFoundPage } from './not-found-page'
import { ToolRoute } from './tool-route'

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<HomePage />} />
          <Route path="tools/:slug" element={<ToolRoute />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
