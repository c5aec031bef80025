// /tools/:slug — a built tool's lazily loaded page, the placeholder for catalogue tools not yet built, or 'Tool Not Found'.
import { type ComponentType, lazy, Suspense, useState } from 'react'
import { useLocation, useParams } from 'react-router-dom'
import type { Tool } from '../catalogue/define-tool'
import { findTool } from '../catalogue/tools'
import { type ViewLoader, viewLoader } from '../catalogue/views'
import { LinkGate, LinkScope, LinkScopeProvider } from '../kit/link-state'
import { hasLinkState, readLinkFragment } from '../lib/share/link-state'
import { useIsPrerender } from '../state/hydration'
import { css } from '../styled-system/css'
import { PlaceholderPage, ToolNotFound } from './placeholder-page'
import { ToolErrorBoundary } from './tool-error-boundary'
import { ToolFrame } from './tool-frame'
import { useDocumentTitle } from './use-document-title'

export { viewLoader }

const lazyViews = new Map<string, ComponentType>()

/**
 * Views whose code is already here, rendered as they are (no Suspense boundary): the build's prerender loads each
 * view it can render in Node, and main.tsx loads the view of a page whose HTML holds it before hydrating, so React
 * hydrates the tool in the same pass as the page (a boundary's content would hydrate in a later, idle pass).
 */
const readyViews = new Map<string, ComponentType>()

export function setViewReady(slug: string, View: ComponentType | undefined): void {
  if (View) readyViews.set(slug, View)
  else readyViews.delete(slug)
}

function viewFor(slug: string, load: ViewLoader): ComponentType {
  let view = lazyViews.get(slug)
  if (!view) {
    view = lazy(load)
    lazyViews.set(slug, view)
  }
  return view
}

function Loading() {
  return (
    // Holds the page's height while the tool's code arrives, so nothing below jumps when it renders.
    <div
      role="status"
      className={css({ color: 'fg.muted', fontSize: 'sm', py: '8', textAlign: 'center', minH: '100vh' })}
    >
      Loading tool…
    </div>
  )
}

export default function ToolRoute() {
  const { slug = '' } = useParams()
  const tool = findTool(slug)
  useDocumentTitle(tool?.name ?? 'Tool Not Found')
  if (!tool) return <ToolNotFound />
  return <ToolPage tool={tool} />
}

/** A catalogue entry's page: its view when it has one, else the placeholder (e2e/harness/placeholder.tsx uses it). */
export function ToolPage({ tool }: { tool: Tool }) {
  // A link carrying tool state (#lk=…) opens the page afresh, also when pasted over the same tool's address.
  const { hash } = useLocation()
  const linkHash = viewLoader(tool.slug) && tool.link !== 'none' && hasLinkState(hash) ? hash : ''
  return <LinkedToolPage key={`${tool.slug}${linkHash}`} tool={tool} linkHash={linkHash} />
}

/**
 * Stands in, in the build's prerender, for a view that cannot be rendered in Node: it never resolves, so the page
 * holds the loading placeholder.
 */
const never = new Promise<never>(() => {})
function NotInPrerender(): never {
  throw never
}

function LinkedToolPage({ tool, linkHash }: { tool: Tool; linkHash: string }) {
  const [scope] = useState(() => new LinkScope(tool.slug, linkHash ? readLinkFragment(linkHash, tool.slug) : null))
  const prerender = useIsPrerender()
  const load = viewLoader(tool.slug)
  if (!load) {
    return (
      <ToolFrame tool={tool} scope={scope}>
        <PlaceholderPage tool={tool} />
      </ToolFrame>
    )
  }
  const Ready = linkHash ? undefined : readyViews.get(tool.slug)
  const View = viewFor(tool.slug, load)
  return (
    <LinkScopeProvider scope={scope}>
      <ToolFrame tool={tool} scope={scope}>
        <ToolErrorBoundary key={tool.slug}>
          {Ready ? (
            <Ready />
          ) : (
            <Suspense fallback={<Loading />}>
              {prerender ? (
                <NotInPrerender />
              ) : (
                <LinkGate scope={scope}>
                  <View />
                </LinkGate>
              )}
            </Suspense>
          )}
        </ToolErrorBoundary>
      </ToolFrame>
    </LinkScopeProvider>
  )
}
