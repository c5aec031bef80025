import { Provider as JotaiProvider } from 'jotai'
import { type ReactNode, StrictMode, useEffect } from 'react'
import { useMarkHydrated } from '../state/hydration'
import { applyThemeClass, resolvedThemeAtom } from '../state/theme'
import { useAtomValue } from '../state/use-atom'
import { replayEarlyEdits } from './early-edits'

function ThemeSync() {
  const theme = useAtomValue(resolvedThemeAtom)
  useEffect(() => applyThemeClass(theme), [theme])
  return null
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <ThemeSync />
      {children}
    </JotaiProvider>
  )
}

/**
 * Marks the page live (<html data-live>) once React has hydrated or rendered it and shown what only the browser knows
 * (stored favourites, ⌘K): the e2e tests wait for it. In the build's prerender it renders nothing (effects do not run).
 */
function Live() {
  const hydrated = useMarkHydrated()
  // The whole page has hydrated by this first effect (Live comes last): what the visitor typed meanwhile reaches it.
  useEffect(() => {
    const root = document.getElementById('root')
    if (root) replayEarlyEdits(root)
  }, [])
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = ''
  }, [hydrated])
  return null
}

/**
 * The app around its router: the browser's tree (src/app/main.tsx) and the build's prerender (src/app/prerender.tsx)
 * are this one tree. They must have the same shape: React's useId derives ids from a component's place in the tree,
 * and a hydrated page keeps the prerendered ids while the browser's components compute theirs (a select's menu,
 * rendered by the browser, would look for a button under another id).
 */
export function AppTree({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Providers>
        {children}
        <Live />
      </Providers>
    </StrictMode>
  )
}
