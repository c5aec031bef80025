import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { type To, useHref, useLocation, useNavigate } from 'react-router-dom'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path in the site. */
  to: To
  /** Replace the current history entry; by default only when the link leads to the page already open. */
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** Whether a click on a link is one the page handles itself: a plain left click, not meant for a new tab or window. */
function opensInPlace(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}

/**
 * A link to a page of the site: a real `<a href>` (a new tab, a copied address and a page without JavaScript work as
 * for any link), that moves within the app on a plain click. It does what React Router's `Link` does for the site's
 * own paths; that one also prefetches framework routes and handles forms' and data routers' cases, which took 8 KB
 * gzip on every page.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!opensInPlace(event, target)) return
    event.preventDefault()
    navigate(to, { replace: replace ?? pathname + search + hash === href })
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />
}
