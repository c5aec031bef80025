import { Provider as JotaiProvider } from 'jotai'
import { type ReactNode, StrictMode, useEffect } from 'react'
import { useMarkHydrated } from '../state/hydration'
import { applyThemeClass, resolvedThemeAtom } from '../state/theme'
import { useAtomValue } from '../state/use-atom'
import { early } from './early-events'

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
 * (stored favourites, ⌘K), and what the visitor did before then has reached it (src/app/early-events.ts: replayed
 * after the render that replaces the stand-ins, so the visitor's values win): the e2e tests wait for it. In the build's
 * prerender it renders nothing (effects do not run).
 */
function Live() {
  const hydrated = useMarkHydrated()
  useEffect(() => {
    if (!hydrated) return
    const live = () => {
      early.live = true
      document.documentElement.dataset.live = ''
    }
    if (!early.events.length) return live()
    import('./early-replay')
      .then((replay) => replay.replayEarlyEvents())
      // Its code did not load (offline, a new deployment): the page runs all the same, without the early events.
      .catch(console.warn)
      .finally(live)
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
