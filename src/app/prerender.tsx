// Build-time prerender (run by the build's prerender plugin in Node, see src/app/vite-prerender.ts): each route's HTML
// from the same components the browser hydrates. Tool views are not rendered here (they use the browser's APIs and
// load on demand): a tool page is prerendered with its frame and the tool's loading placeholder.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { tools } from '../catalogue/tools'
import PrivacyPage from './privacy-page'
import { Providers } from './providers'
import { AppRoutes } from './router'
import ToolRoute from './tool-route'
import { PrerenderContext } from './use-prerender'

export interface PrerenderedPage {
  /** The address it answers. */
  path: string
  /** Where it is written in the build (e.g. tools/word-count.html). */
  file: string
  title: string
  description: string
  html: string
}

const SITE_TITLE = 'Localkit — 100 Developer Tools'

function render(path: string): string {
  return renderToString(
    <StrictMode>
      <PrerenderContext.Provider value={true}>
        <Providers>
          <StaticRouter location={path}>
            <AppRoutes PrivacyPage={PrivacyPage} ToolRoute={ToolRoute} />
          </StaticRouter>
        </Providers>
      </PrerenderContext.Provider>
    </StrictMode>,
  )
}

export function prerenderPages(): PrerenderedPage[] {
  const pages: PrerenderedPage[] = [
    { path: '/', file: 'index.html', title: SITE_TITLE, description: '', html: '' },
    { path: '/privacy', file: 'privacy.html', title: 'Privacy — Localkit', description: '', html: '' },
    { path: '/404', file: '404.html', title: 'Page Not Found — Localkit', description: '', html: '' },
    ...tools.map((t) => ({
      path: `/tools/${t.slug}`,
      file: `tools/${t.slug}.html`,
      title: `${t.name} — Localkit`,
      description: t.description,
      html: '',
    })),
  ]
  for (const page of pages) page.html = render(page.path)
  return pages
}
