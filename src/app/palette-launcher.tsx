// The command palette's always-loaded part: Ctrl/⌘+K, the header's search button, and the lazy palette itself
// (its code is fetched when the browser is first idle, or on first use, whichever comes first).
import { useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { useHydrated } from '../state/hydration'
import { paletteOpenAtom, paletteWantedAtom } from '../state/palette'
import { useAtom, useAtomValue } from '../state/use-atom'
import { css } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { AppIcon } from './sprite-icon'

const loadPalette = () => import('./palette/palette')
const Palette = lazy(loadPalette)
/** Fetches the palette's code when a pointer or the focus reaches its button (not on every page load: ⌘K fetches it too). */
const warmPalette = () => void loadPalette().catch(() => undefined)

const isMac = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** "⌘K" on Apple devices, "Ctrl K" elsewhere. */
export function paletteShortcut(): string {
  return isMac() ? '⌘K' : 'Ctrl K'
}

export function PaletteHost() {
  const [wanted, setWanted] = useAtom(paletteWantedAtom)
  const setOpen = useSetAtom(paletteOpenAtom)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return
      e.preventDefault()
      setWanted(true)
      setOpen((o) => !o)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [setOpen, setWanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <Palette />
    </Suspense>
  )
}

export function PaletteButton() {
  const open = useAtomValue(paletteOpenAtom)
  const setOpen = useSetAtom(paletteOpenAtom)
  const setWanted = useSetAtom(paletteWantedAtom)
  // Prerendered pages say 'Ctrl K'; an Apple device's '⌘K' follows once the page runs.
  const shortcut = useHydrated() ? paletteShortcut() : 'Ctrl K'
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
      title={`Search tools and actions (${shortcut})`}
      data-testid="palette-button"
      className={`${button({ variant: 'ghost', size: 'sm' })} ${css({ gap: '2', color: 'fg.muted' })}`}
      onPointerEnter={warmPalette}
      onFocus={warmPalette}
      onClick={() => {
        setWanted(true)
        setOpen(true)
      }}
    >
      <AppIcon name="search" />
      {/* The name is this hidden text and the visible shortcut, so speech users can say what they see (WCAG 2.5.3). */}
      <span className={css({ srOnly: true })}>Search tools and actions</span>
      <kbd
        className={css({
          // A touch-only screen has no keyboard to press it on.
          '@media (hover: none) and (pointer: coarse)': { display: 'none' },
          fontFamily: 'mono',
          fontSize: 'xs',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'sm',
          px: '1.5',
          color: 'fg.muted',
        })}
      >
        {shortcut}
      </kbd>
    </button>
  )
}
