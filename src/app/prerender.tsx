// Build-time prerender (run by the build's prerender plugin in Node, see src/app/vite-prerender.ts): each route's HTML
// from the same components the browser hydrates. A tool page holds its view as it first renders (its controls, empty
// boxes and hints paint before any JavaScript runs), or, for a view that cannot render in Node (it reads a browser API
// while rendering, or its module needs one), its frame and the loading placeholder. A view opts out with
// `export const prerender = false` in its view.tsx: its first render depends on the visitor (the time, their locale).
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { tools } from '../catalogue/tools'
import { viewLoader } from '../catalogue/views'
import { PrerenderContext } from '../state/hydration'
import PrivacyPage from './privacy-page'
import { AppTree } from './providers'
import { AppRoutes } from './router'
import ToolRoute, { setViewReady } from './tool-route'

export interface PrerenderedPage {
  /** The address it answers. */
  path: string
  /** Where it is written in the build (e.g. tools/word-count.html). */
  file: string
  title: string
  description: string
  html: string
  /** A tool page whose HTML holds the tool's view (the browser loads the view before hydrating it). */
  view?: boolean
}

const SITE_TITLE = 'Localkit — 100 Developer Tools'

function render(path: string): string {
  return renderToString(
    <PrerenderContext.Provider value={true}>
      <AppTree>
        <StaticRouter location={path}>
          <AppRoutes PrivacyPage={PrivacyPage} ToolRoute={ToolRoute} />
        </StaticRouter>
      </AppTree>
    </PrerenderContext.Provider>,
  )
}

/** Loads each tool's view for the render; returns why a view is left to the browser, by slug. */
async function loadViews(): Promise<Map<string, string>> {
  const skipped = new Map<string, string>()
  for (const tool of tools) {
    const load = viewLoader(tool.slug)
    if (!load) continue
    try {
      const mod = (await load()) as { default: ComponentType; prerender?: boolean }
      if (mod.prerender === false) skipped.set(tool.slug, 'opted out (export const prerender = false)')
      else setViewReady(tool.slug, mod.default)
    } catch (error) {
      skipped.set(tool.slug, `its module does not load in Node: ${firstLine(error)}`)
    }
  }
  return skipped
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]

export async function prerenderPages(): Promise<{ pages: PrerenderedPage[]; skipped: Map<string, string> }> {
  const skipped = await loadViews()
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
  for (const page of pages) {
    const slug = page.path.startsWith('/tools/') ? page.path.slice('/tools/'.length) : ''
    if (slug && !skipped.has(slug) && viewLoader(slug)) {
      try {
        page.html = render(page.path)
        page.view = true
        continue
      } catch (error) {
        // It read a browser API while rendering: the page holds the placeholder instead.
        skipped.set(slug, `it does not render in Node: ${firstLine(error)}`)
        setViewReady(slug, undefined)
      }
    }
    page.html = render(page.path)
  }
  return { pages, skipped }
}
