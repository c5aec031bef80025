// The build prerenders each page in Node (src/app/prerender.tsx); the browser then hydrates that HTML, which must
// match its first render. useIsPrerender() is true in the build's render; useHydrated() is false there and during
// hydration, so components showing state only the browser knows (stored favourites, ⌘K) render the prerendered form
// first and their own once the page is live.
import { createContext, useContext, useSyncExternalStore } from 'react'

export const PrerenderContext = createContext(false)

export function useIsPrerender(): boolean {
  return useContext(PrerenderContext)
}

const noop = () => () => {}

/** False in the prerender and during hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
