// "Pinned" (favourites, reordered by drag or by the arrow keys on a handle) and "Recently used" (last 8, Clear),
// shown above the home grid when not empty (home loads this code only then).
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import type { Tool } from '../catalogue/define-tool'
import { findTool } from '../catalogue/tools'
import { Link } from '../kit/link'
import { useHydrated } from '../state/hydration'
import { clearRecents, favouritesAtom, moveFavourite, prefsAtom, recentsAtom } from '../state/prefs'
import { useAtomValue } from '../state/use-atom'
import { css, cx } from '../styled-system/css'
import { button } from '../styled-system/recipes'
import { categoryVars } from './category-style'
import { AppIcon, ToolIcon } from './sprite-icon'
import { iconTile } from './tool-card'

const shelf = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const heading = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  '& svg': { w: '4', h: '4' },
})
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })
const chip = css({
  display: 'flex',
  alignItems: 'center',
  maxW: '100%',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  '&[data-dragging=true]': { opacity: 0.5 },
  '&[data-over=true]': { borderColor: 'accent.solid' },
})
const chipLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minW: 0,
  px: '2.5',
  py: '1.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  borderRadius: 'lg',
  _hover: { color: 'accent.fg' },
  '& > span:last-child': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
})
const smallTile = cx(iconTile, css({ w: '6!', h: '6!', borderRadius: 'md!', '& svg': { w: '3.5!', h: '3.5!' } }))

function ToolChipLink({ tool }: { tool: Tool }) {
  return (
    <Link to={`/tools/${tool.slug}`} className={chipLink} style={categoryVars(tool.category)}>
      <span className={smallTile}>
        <ToolIcon tool={tool} />
      </span>
      <span>{tool.name}</span>
    </Link>
  )
}

const known = (slugs: readonly string[]) => slugs.map(findTool).filter((t): t is Tool => t !== undefined)

function Pinned() {
  const hydrated = useHydrated()
  // Stored shelves show once the page runs (a prerendered page knows none).
  const favourites = known(useAtomValue(favouritesAtom)).filter(() => hydrated)
  const update = useSetAtom(prefsAtom)
  const [dragging, setDragging] = useState<string | null>(null)
  const [over, setOver] = useState<string | null>(null)
  const [announce, setAnnounce] = useState('')
  const refocus = useRef<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // Moving a list item moves its DOM node, which drops focus: put it back on the moved handle.
  useEffect(() => {
    if (!refocus.current) return
    listRef.current?.querySelector<HTMLElement>(`[data-handle="${refocus.current}"]`)?.focus()
    refocus.current = null
  })

  if (!favourites.length) return null
  const move = (tool: Tool, to: number) => {
    const clamped = Math.max(0, Math.min(favourites.length - 1, to))
    update((p) => moveFavourite(p, tool.slug, clamped))
    refocus.current = tool.slug
    setAnnounce(`${tool.name} moved to position ${clamped + 1} of ${favourites.length}`)
  }
  return (
    <section aria-labelledby="pinned-heading" className={shelf} data-testid="pinned">
      <h2 id="pinned-heading" className={heading}>
        <AppIcon name="star" /> Pinned
      </h2>
      <ul ref={listRef} className={chips}>
        {favourites.map((tool, i) => (
          <li
            key={tool.slug}
            className={chip}
            draggable
            data-slug={tool.slug}
            data-dragging={dragging === tool.slug}
            data-over={over === tool.slug && dragging !== tool.slug}
            onDragStart={(e) => {
              setDragging(tool.slug)
              e.dataTransfer.effectAllowed = 'move'
              e.dataTransfer.setData('application/x-localkit-pin', tool.slug)
            }}
            onDragEnd={() => {
              setDragging(null)
              setOver(null)
            }}
            onDragOver={(e) => {
              if (!dragging) return
              e.preventDefault()
              e.dataTransfer.dropEffect = 'move'
              setOver(tool.slug)
            }}
            onDrop={(e) => {
              if (!dragging) return
              e.preventDefault()
              e.stopPropagation()
              const moved = findTool(dragging)
              if (moved) move(moved, i)
              setDragging(null)
              setOver(null)
            }}
          >
            <button
              type="button"
              data-handle={tool.slug}
              aria-label={`Reorder ${tool.name}, position ${i + 1} of ${favourites.length}`}
              aria-describedby="pinned-help"
              title="Drag, or use the arrow keys, to reorder"
              className={cx(
                button({ variant: 'ghost', size: 'icon' }),
                css({ w: '6!', h: '8!', cursor: 'grab', color: 'fg.subtle' }),
              )}
              onKeyDown={(e) => {
                const delta =
                  e.key === 'ArrowLeft' || e.key === 'ArrowUp'
                    ? -1
                    : e.key === 'ArrowRight' || e.key === 'ArrowDown'
                      ? 1
                      : 0
                if (delta) {
                  e.preventDefault()
                  move(tool, i + delta)
                } else if (e.key === 'Home' || e.key === 'End') {
                  e.preventDefault()
                  move(tool, e.key === 'Home' ? 0 : favourites.length - 1)
                }
              }}
            >
              <AppIcon name="grip-vertical" />
            </button>
            <ToolChipLink tool={tool} />
          </li>
        ))}
      </ul>
      <p id="pinned-help" className={css({ srOnly: true })}>
        Use the arrow keys to move this favourite, Home or End to move it first or last.
      </p>
      <p role="status" className={css({ srOnly: true })}>
        {announce}
      </p>
    </section>
  )
}

function Recents() {
  const hydrated = useHydrated()
  const recents = known(useAtomValue(recentsAtom)).filter(() => hydrated)
  const update = useSetAtom(prefsAtom)
  if (!recents.length) return null
  return (
    <section aria-labelledby="recents-heading" className={shelf} data-testid="recents">
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <h2 id="recents-heading" className={heading}>
          <AppIcon name="clock" /> Recently used
        </h2>
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={() => update(clearRecents)}
          aria-label="Clear recently used tools"
        >
          Clear
        </button>
      </div>
      <ul className={chips}>
        {recents.map((tool) => (
          <li key={tool.slug} className={chip}>
            <ToolChipLink tool={tool} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function HomeShelves() {
  return (
    <>
      <Pinned />
      <Recents />
    </>
  )
}
