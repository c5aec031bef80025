import { Provider as JotaiProvider, useAtomValue } from 'jotai'
import { type ReactNode, useEffect } from 'react'
import { applyThemeClass, resolvedThemeAtom } from '../state/theme'

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
