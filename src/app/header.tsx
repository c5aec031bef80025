import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useAtom, useSetAtom } from 'jotai'
import { Menu, Monitor, Moon, Search, Sun, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { homeQueryAtom } from '../state/home'
import { type ThemeSetting, themeSettingAtom, toggleThemeAtom } from '../state/theme'
import { css } from '../styled-system/css'
import { button, drawer, input } from '../styled-system/recipes'
import { Tooltip } from '../ui/tooltip'
import { GitHubIcon, LogoMark } from './icons'
import { SOURCE_URL } from './links'

const drawerClasses = drawer()

function SearchBox() {
  const [query, setQuery] = useAtom(homeQueryAtom)
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
      <Search
        aria-hidden
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
        value={query}
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
    <Tooltip content="Toggle theme">
      <button
        type="button"
        aria-label="Toggle light and dark theme"
        className={button({ variant: 'ghost', size: 'icon' })}
        onClick={toggle}
      >
        <Sun className={css({ display: 'block', _dark: { display: 'none' } })} />
        <Moon className={css({ display: 'none', _dark: { display: 'block' } })} />
      </button>
    </Tooltip>
  )
}

const themeChoices: { value: ThemeSetting; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
]

function SidePanel() {
  const [setting, setSetting] = useAtom(themeSettingAtom)
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className={`${button({ variant: 'ghost', size: 'icon' })} ${css({ display: { md: 'none' } })}`}
        aria-label="Open menu"
      >
        <Menu />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className={drawerClasses.backdrop} />
        <Dialog.Positioner className={drawerClasses.positioner}>
          <Dialog.Content className={drawerClasses.content}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <Dialog.Title className={drawerClasses.title}>Menu</Dialog.Title>
              <Dialog.CloseTrigger className={button({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
                <X />
              </Dialog.CloseTrigger>
            </div>
            <div
              role="group"
              aria-labelledby="theme-row-label"
              className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
            >
              <span id="theme-row-label" className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
                Theme
              </span>
              <div className={css({ display: 'grid', gridTemplateColumns: '3', gap: '2' })}>
                {themeChoices.map(({ value, label, icon: Icon }) => (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={setting === value}
                    className={`${button({ variant: setting === value ? 'solid' : 'outline', size: 'sm' })}`}
                    onClick={() => setSetting(value)}
                  >
                    <Icon />
                    {label}
                  </button>
                ))}
              </div>
            </div>
            <a href={SOURCE_URL} target="_blank" rel="noreferrer noopener" className={button({ variant: 'outline' })}>
              <GitHubIcon />
              GitHub
            </a>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
          aria-label="Localkit home"
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
        <div className={css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' })}>
          <ThemeToggle />
          <Tooltip content="Source code">
            <a
              href={SOURCE_URL}
              target="_blank"
              rel="noreferrer noopener"
              aria-label="Source code on GitHub"
              className={button({ variant: 'ghost', size: 'icon' })}
            >
              <GitHubIcon />
            </a>
          </Tooltip>
        </div>
        <SidePanel />
      </div>
    </header>
  )
}
