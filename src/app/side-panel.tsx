// The small-screen side panel (Ark UI Dialog): theme choice, offline use, privacy and (when a repository is
// configured) the GitHub link. Loaded when the menu opens.
import { Dialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { Monitor, Moon, ShieldCheck, Sun, X } from 'lucide-react'
import { Link } from '../kit/link'
import { type ThemeSetting, themeSettingAtom } from '../state/theme'
import { useAtom } from '../state/use-atom'
import { css } from '../styled-system/css'
import { button, drawer } from '../styled-system/recipes'
import { GitHubIcon } from './icons'
import { SOURCE_URL } from './links'
import { OfflineAllTools } from './offline/offline-all'

const classes = drawer()

const themeChoices: { value: ThemeSetting; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
]

export default function SidePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [setting, setSetting] = useAtom(themeSettingAtom)
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Positioner className={classes.positioner}>
          <Dialog.Content className={classes.content}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <Dialog.Title className={classes.title}>Menu</Dialog.Title>
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
                    className={button({ variant: setting === value ? 'solid' : 'outline', size: 'sm' })}
                    onClick={() => setSetting(value)}
                  >
                    <Icon />
                    {label}
                  </button>
                ))}
              </div>
            </div>
            <div
              role="group"
              aria-labelledby="offline-row-label"
              className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
            >
              <span id="offline-row-label" className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
                Offline
              </span>
              <OfflineAllTools />
            </div>
            <Link to="/privacy" className={button({ variant: 'outline' })} onClick={onClose}>
              <ShieldCheck aria-hidden />
              Privacy
            </Link>
            {SOURCE_URL ? (
              <a href={SOURCE_URL} target="_blank" rel="noreferrer noopener" className={button({ variant: 'outline' })}>
                <GitHubIcon />
                GitHub
              </a>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
