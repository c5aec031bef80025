// The star on tool cards and tool pages: toggles a favourite (shown under "Pinned" on home and in the palette).
import { useAtomValue, useSetAtom } from 'jotai'
import { Star } from 'lucide-react'
import { useEffect } from 'react'
import { addRecent, favouritesAtom, prefsAtom, toggleFavourite } from '../state/prefs'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { useHydrated } from './use-prerender'

const starOn = css({ '& svg': { fill: 'currentColor' }, color: 'accent.fg' })

export function FavouriteButton({ slug, name, label }: { slug: string; name: string; label?: boolean }) {
  const hydrated = useHydrated()
  // Stored favourites show once the page runs (a prerendered page knows none).
  const on = useAtomValue(favouritesAtom).includes(slug) && hydrated
  const update = useSetAtom(prefsAtom)
  const text = on ? `Remove ${name} from favourites` : `Add ${name} to favourites`
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label ? undefined : text}
      title={text}
      data-testid="favourite-toggle"
      className={cx(button({ variant: 'ghost', size: label ? 'sm' : 'icon' }), on && starOn)}
      onClick={(e) => {
        e.preventDefault()
        e.stopPropagation()
        update((p) => toggleFavourite(p, slug))
      }}
    >
      <Star aria-hidden />
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
