// True while the build prerenders a page in Node (src/app/prerender.tsx), and during the browser's hydration of it
// nothing here differs: components that show state only the browser knows (stored favourites, the theme's icon)
// render their prerendered form until useHydrated() says the page is live.
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
