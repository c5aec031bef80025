// Toasts: at most one visible, 5 s by default, top on small screens and bottom-right on wide ones; F8 focuses them.
import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { X } from 'lucide-react'
import { useEffect } from 'react'
import { button, toast as toastRecipe } from '../styled-system/recipes'
import { attachToastSink, type Notice } from './toaster'

const classes = toastRecipe()
const common = { max: 1, duration: 5000, hotkey: ['F8'], overlap: false, gap: 12 }

const wideToaster = createToaster({ ...common, placement: 'bottom-end' as const })
const narrowToaster = createToaster({ ...common, placement: 'top' as const })

const isWide = () => window.matchMedia('(min-width: 768px)').matches

/** The newest notice replaces the one on screen at once (at most one is visible, none waits in a queue). */
function show({ title, description, type = 'info', duration, action }: Notice): void {
  wideToaster.remove()
  narrowToaster.remove()
  const active = isWide() ? wideToaster : narrowToaster
  active.create({ title, description, type, duration, action })
}

function ToastList({ toaster }: { toaster: typeof wideToaster }) {
  return (
    <Toaster toaster={toaster}>
      {(t) => (
        <Toast.Root className={classes.root} data-testid="toast">
          <Toast.Title className={classes.title}>{t.title}</Toast.Title>
          {t.description ? (
            <Toast.Description className={classes.description}>{t.description}</Toast.Description>
          ) : null}
          {t.action ? (
            <Toast.ActionTrigger className={`${classes.actionTrigger} ${button({ size: 'sm' })}`}>
              {t.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger
            className={`${classes.closeTrigger} ${button({ variant: 'ghost', size: 'xs' })}`}
            aria-label="Close notification"
          >
            <X />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}

export default function AppToaster() {
  // Attach after the toasters have subscribed to their stores, so a notice raised during page load is not lost.
  useEffect(() => {
    let detach: (() => void) | undefined
    const timer = setTimeout(() => {
      detach = attachToastSink(show)
    }, 0)
    return () => {
      clearTimeout(timer)
      detach?.()
    }
  }, [])
  return (
    <>
      <ToastList toaster={wideToaster} />
      <ToastList toaster={narrowToaster} />
    </>
  )
}
