// The build prerenders each page in Node (src/app/prerender.tsx); the browser then hydrates that HTML, which must
// match its first render. useIsPrerender() is true in the build's render; useHydrated() is false there and during
// hydration, so components showing state only the browser knows (stored favourites, ⌘K, a tool's random pick or the
// time: src/kit/visitor-state.ts) render the prerendered form first and their own once the page is live.
import { atom, useSetAtom } from 'jotai'
import { createContext, startTransition, useContext, useEffect } from 'react'
import { useAtomValue } from './use-atom'

export const PrerenderContext = createContext(false)

export function useIsPrerender(): boolean {
  return useContext(PrerenderContext)
}

/**
 * False in the prerender and during hydration, true once the page runs in the browser. Set once (useMarkHydrated, in
 * the app's providers) at transition priority: the components that change with it re-render in slices that yield to
 * the page, not in one synchronous pass over every card's star on a slow laptop.
 */
export const hydratedAtom = atom(false)

export function useHydrated(): boolean {
  return useAtomValue(hydratedAtom)
}

/** Marks the page hydrated after its first commit; returns whether it is. */
export function useMarkHydrated(): boolean {
  const hydrated = useAtomValue(hydratedAtom)
  const setHydrated = useSetAtom(hydratedAtom)
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated, setHydrated])
  return hydrated
}
