// The star on tool cards and tool pages: toggles a favourite (shown under "Pinned" on home and in the palette).
import { atom, useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import { hydratedAtom } from '../state/hydration'
import { addRecent, favouritesAtom, prefsAtom, toggleFavourite } from '../state/prefs'
import { useAtomValue } from '../state/use-atom'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { AppIcon } from './sprite-icon'

const starOn = css({ '& svg': { fill: 'currentColor' }, color: 'accent.fg' })

export function FavouriteButton({ slug, name, label }: { slug: string; name: string; label?: boolean }) {
  // Stored favourites show once the page runs (a prerendered page knows none); a star whose state stays the same
  // does not render again then.
  const on = useAtomValue(useMemo(() => atom((get) => get(hydratedAtom) && get(favouritesAtom).includes(slug)), [slug]))
  const update = useSetAtom(prefsAtom)
  const text = on ? `Remove ${name} from favourites` : `Add ${name} to favourites`
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label ? undefined : text}
      title={text}
      data-testid="favourite-toggle"
      className={cx(
        label ? button({ variant: 'ghost', size: 'sm' }) : button({ variant: 'ghost', size: 'icon' }),
        on && starOn,
      )}
      onClick={(e) => {
        e.preventDefault()
        e.stopPropagation()
        update((p) => toggleFavourite(p, slug))
      }}
    >
      <AppIcon name="star" />
      {label ? 'Favourite' : null}
    </button>
  )
}

/** Records the tool page being opened in "Recently used" (slug only; never any content). */
export function useRecordRecent(slug: string) {
  const update = useSetAtom(prefsAtom)
  useEffect(() => {
    update((p) => addRecent(p, slug))
  }, [slug, update])
}
