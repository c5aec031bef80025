import { useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { Link } from '../kit/link'
import { sidePanelStateAtom } from '../state/palette'
import { toggleThemeAtom } from '../state/theme'
import { useAtom } from '../state/use-atom'
import { css } from '../styled-system/css'
import { button, input } from '../styled-system/recipes'
import { GitHubIcon, LogoMark } from './icons'
import { SOURCE_URL } from './links'
import { PaletteButton } from './palette-launcher'
import { updateSearchParams } from './search-params'
import { AppIcon } from './sprite-icon'
import { loadToolSearch } from './use-ranked-tools'

const SidePanel = lazy(() => import('./side-panel'))

function SearchBox() {
  // The search text lives in the URL (?q=), next to ?category=: reload, Back and a shared link keep it.
  // The box shows its own state, so fast typing never waits for the router: a keystroke landing before the URL
  // caught up would otherwise be typed into a stale value and lost.
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const [text, setText] = useState(query)
  const sent = useRef(query)
  useEffect(() => {
    // A render may still carry one of this box's own earlier writes ('J' while 'JSO' is typed): only a change made
    // elsewhere (Back, a link) leaves the address bar saying something this box did not write last.
    if (query === sent.current) return
    const live = new URLSearchParams(window.location.search).get('q') ?? ''
    if (live !== sent.current) {
      sent.current = live
      setText(live)
    }
  }, [query])
  const setQuery = (q: string) => {
    setText(q)
    sent.current = q
    updateSearchParams(setParams, (next) => (q ? next.set('q', q) : next.delete('q')))
  }
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return
      const target = e.target as HTMLElement | null
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return
      e.preventDefault()
      ref.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <div className={css({ position: 'relative', w: '100%', maxW: { md: '420px' } })}>
      <AppIcon
        name="search"
        className={css({
          position: 'absolute',
          left: '3',
          top: '50%',
          transform: 'translateY(-50%)',
          w: '4',
          h: '4',
          color: 'fg.subtle',
          pointerEvents: 'none',
        })}
      />
      <input
        ref={ref}
        type="search"
        aria-label="Search tools"
        placeholder="Search tools..."
        className={`${input()} ${css({ pl: '9', pr: '8' })}`}
        value={text}
        // The search index loads as the box is reached, before the first letter (src/app/use-ranked-tools.ts).
        onFocus={() => void loadToolSearch()}
        onChange={(e) => setQuery(e.target.value)}
      />
      <kbd
        aria-hidden
        className={css({
          display: { base: 'none', md: 'block' },
          position: 'absolute',
          right: '2.5',
          top: '50%',
          transform: 'translateY(-50%)',
          fontSize: 'xs',
          color: 'fg.subtle',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'sm',
          px: '1.5',
          fontFamily: 'mono',
        })}
      >
        /
      </kbd>
    </div>
  )
}

function ThemeToggle() {
  const toggle = useSetAtom(toggleThemeAtom)
  return (
    <button
      type="button"
      aria-label="Toggle light and dark theme"
      title="Toggle theme"
      className={button({ variant: 'ghost', size: 'icon' })}
      onClick={toggle}
    >
      <AppIcon name="sun" className={css({ display: 'block', _dark: { display: 'none' } })} />
      <AppIcon name="moon" className={css({ display: 'none', _dark: { display: 'block' } })} />
    </button>
  )
}

function MenuButton() {
  const [state, setState] = useAtom(sidePanelStateAtom)
  return (
    <>
      <button
        type="button"
        className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ display: { md: 'none' } })}`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={state === 'open'}
        onClick={() => setState('open')}
      >
        <AppIcon name="menu" />
      </button>
      {state === 'never' ? null : (
        <Suspense fallback={null}>
          <SidePanel open={state === 'open'} onClose={() => setState('closed')} />
        </Suspense>
      )}
    </>
  )
}

export function Header() {
  const { pathname } = useLocation()
  const onHome = pathname === '/'
  return (
    <header
      className={css({
        position: 'sticky',
        top: 0,
        zIndex: 40,
        bg: 'color-mix(in srgb, var(--colors-bg-canvas) 85%, transparent)',
        backdropFilter: 'blur(12px)',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={css({
          maxW: '1200px',
          mx: 'auto',
          px: { base: '4', md: '8' },
          py: '3',
          display: 'flex',
          flexWrap: { base: 'wrap', md: 'nowrap' },
          alignItems: 'center',
          gap: { base: '3', md: '6' },
        })}
      >
        <Link
          to="/"
          title="Localkit home"
          className={css({ display: 'flex', alignItems: 'center', gap: '2.5', mr: 'auto', flexShrink: 0 })}
        >
          <LogoMark />
          <span className={css({ display: 'flex', flexDirection: 'column', lineHeight: '1.1' })}>
            <span className={css({ fontWeight: 'bold', fontSize: 'md', letterSpacing: '-0.01em' })}>Localkit</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>100 Developer Tools</span>
          </span>
        </Link>
        {onHome ? (
          <div
            className={css({
              order: { base: 3, md: 0 },
              flexBasis: { base: '100%', md: 'auto' },
              flex: { md: 1 },
              display: 'flex',
              justifyContent: 'flex-end',
            })}
          >
            <SearchBox />
          </div>
        ) : null}
        <PaletteButton />
        <div className={css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' })}>
          <ThemeToggle />
          {SOURCE_URL ? (
            <a
              href={SOURCE_URL}
              target="_blank"
              rel="noreferrer noopener"
              aria-label="Source code on GitHub"
              title="Source code"
              className={button({ variant: 'ghost', size: 'icon' })}
            >
              <GitHubIcon />
            </a>
          ) : null}
        </div>
        <MenuButton />
      </div>
    </header>
  )
}
