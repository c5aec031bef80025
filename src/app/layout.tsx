import { Outlet, useLocation } from 'react-router-dom'
import { css } from '../styled-system/css'
import { LazyToaster } from '../ui/lazy-toaster'
import { Footer } from './footer'
import { Header } from './header'
import { PaletteHost } from './palette-launcher'

export function Layout() {
  const { pathname } = useLocation()
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a
        href="#main"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            position: 'fixed',
            left: '4',
            top: '4',
            zIndex: 100,
            bg: 'bg.surface',
            p: '2',
            borderRadius: 'md',
          },
        })}
      >
        Skip to content
      </a>
      <Header />
      <main
        id="main"
        className={css({
          flex: 1,
          w: '100%',
          maxW: '1200px',
          mx: 'auto',
          px: { base: '4', md: '8' },
          py: { base: '6', md: '8' },
        })}
      >
        <Outlet />
      </main>
      <Footer />
      <LazyToaster eager={pathname.startsWith('/tools/')} />
      <PaletteHost />
    </div>
  )
}
