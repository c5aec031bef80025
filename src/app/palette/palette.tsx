// The command palette (Ctrl/⌘+K): a modal dialog holding a combobox and its listbox. Empty, it lists favourites,
// recents and popular tools, then actions; typed, the same ranking as home (then typo-tolerant closest matches).
// Arrow keys move, Enter opens, Escape closes and gives focus back. Loaded lazily by ../palette-launcher.tsx.
import { useSetAtom } from 'jotai'
import { ArrowRight, Clock, Home, Link2, PanelRight, SunMoon } from 'lucide-react'
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { categoryBadge } from '../../catalogue/categories'
import { findTool } from '../../catalogue/tools'
import { copyText } from '../../lib/clipboard'
import { queryTerms } from '../../lib/search/search'
import { paletteOpenAtom, sidePanelStateAtom } from '../../state/palette'
import { favouritesAtom, recentsAtom } from '../../state/prefs'
import { toggleThemeAtom } from '../../state/theme'
import { useAtom, useAtomValue } from '../../state/use-atom'
import { css, cx } from '../../styled-system/css'
import { notify } from '../../ui/toaster'
import { categoryVars } from '../category-style'
import { ToolIcon } from '../sprite-icon'
import { iconTile } from '../tool-card'
import { closestTools, rankTools, type SearchableTool } from '../tool-search'

/** Shown when the palette is empty, after favourites and recents. */
export const POPULAR = [
  'json-pretty',
  'base64-encode',
  'image-compress',
  'unix-timestamp',
  'uuid-generator',
  'regex-tester',
  'color-picker',
  'diff-viewer',
]

interface Item {
  id: string
  group: string
  label: string
  /** Category badge or "Action". */
  badge: string
  detail: string
  icon: ReactNode
  style?: React.CSSProperties
  run: () => void
}

const optionClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'md',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'accent.subtle', outline: '2px solid', outlineColor: 'accent.focus' },
})

export default function Palette() {
  const [open, setOpen] = useAtom(paletteOpenAtom)
  const favourites = useAtomValue(favouritesAtom)
  const recents = useAtomValue(recentsAtom)
  const toggleTheme = useSetAtom(toggleThemeAtom)
  const setSidePanel = useSetAtom(sidePanelStateAtom)
  const navigate = useNavigate()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [closest, setClosest] = useState<{ query: string; tools: SearchableTool[] } | null>(null)
  const listId = useId()
  const titleId = useId()

  // Open and close the native modal dialog with the atom; focus returns to where it was.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      setQuery('')
      setActive(0)
      dialog.showModal()
      inputRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      const back = returnFocus.current
      if (back?.isConnected) back.focus()
    }
  }, [open])

  const close = () => setOpen(false)

  const items = useMemo<Item[]>(() => {
    const toolItem = (tool: SearchableTool | undefined, group: string): Item | null =>
      tool
        ? {
            id: `${group.replace(/\W/g, '')}-${tool.slug}`,
            group,
            label: tool.name,
            badge: categoryBadge(tool.category),
            detail: tool.description,
            icon: (
              <span className={cx(iconTile, css({ w: '8!', h: '8!', '& svg': { w: '4!', h: '4!' } }))}>
                <ToolIcon tool={tool} />
              </span>
            ),
            style: categoryVars(tool.category),
            run: () => navigate(`/tools/${tool.slug}`),
          }
        : null
    const actions: Item[] = [
      {
        id: 'action-theme',
        group: 'Actions',
        badge: 'Action',
        label: 'Toggle light and dark theme',
        detail: 'Theme, dark mode, light mode',
        icon: <SunMoon aria-hidden />,
        run: () => toggleTheme(),
      },
      {
        id: 'action-home',
        group: 'Actions',
        badge: 'Action',
        label: 'Go home',
        detail: 'All 100 tools',
        icon: <Home aria-hidden />,
        run: () => navigate('/'),
      },
      {
        id: 'action-copy-url',
        group: 'Actions',
        badge: 'Action',
        label: "Copy this page's URL",
        detail: 'Link, address, share',
        icon: <Link2 aria-hidden />,
        run: async () => {
          const ok = await copyText(window.location.href)
          notify(
            ok
              ? { title: 'URL copied', description: 'The page URL has been copied to the clipboard', type: 'success' }
              : { title: 'Failed to copy', description: 'Please try again', type: 'error' },
          )
        },
      },
      {
        id: 'action-side-panel',
        group: 'Actions',
        badge: 'Action',
        label: 'Open the side panel',
        detail: 'Menu, theme, source code',
        icon: <PanelRight aria-hidden />,
        run: () => setSidePanel('open'),
      },
    ]
    const terms = queryTerms(query)
    if (!terms.length) {
      const shown = new Set<string>()
      const list = (slugs: readonly string[], group: string) =>
        slugs
          .filter((s) => !shown.has(s) && shown.add(s))
          .map((s) => toolItem(findTool(s) as SearchableTool | undefined, group))
          .filter((x): x is Item => x !== null)
      return [
        ...list(favourites, 'Pinned'),
        ...list(recents, 'Recently used'),
        ...list(POPULAR, 'Popular tools'),
        ...actions,
      ]
    }
    const tools = rankTools(query)
      .slice(0, 30)
      .map((t) => toolItem(t, 'Tools'))
      .filter((x): x is Item => x !== null)
    const matchingActions = actions.filter((a) => {
      const hay = `${a.label} ${a.detail}`.toLowerCase()
      return terms.every((t) => hay.includes(t))
    })
    const fuzzy =
      !tools.length && closest?.query === query
        ? closest.tools.map((t) => toolItem(t, 'Closest matches')).filter((x): x is Item => x !== null)
        : []
    return [...tools, ...fuzzy, ...matchingActions]
  }, [query, favourites, recents, closest, navigate, toggleTheme, setSidePanel])

  // Nothing ranked: ask the typo-tolerant matcher (its code is fetched on first need).
  const needsFuzzy = queryTerms(query).length > 0 && !rankTools(query).length
  useEffect(() => {
    if (!needsFuzzy) return
    let live = true
    closestTools(query).then(
      (tools) => live && setClosest({ query, tools }),
      () => live && setClosest({ query, tools: [] }),
    )
    return () => {
      live = false
    }
  }, [query, needsFuzzy])

  const safeActive = Math.min(active, Math.max(0, items.length - 1))
  const activeItem = items[safeActive]

  useEffect(() => {
    if (!activeItem) return
    listRef.current?.querySelector(`[data-id="${activeItem.id}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [activeItem])

  const choose = (item: Item | undefined) => {
    if (!item) return
    close()
    item.run()
  }

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const n = items.length
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      if (n) setActive((safeActive + 1) % n)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      if (n) setActive((safeActive - 1 + n) % n)
    } else if (e.key === 'Home' && e.ctrlKey) {
      e.preventDefault()
      setActive(0)
    } else if (e.key === 'End' && e.ctrlKey) {
      e.preventDefault()
      setActive(Math.max(0, n - 1))
    } else if (e.key === 'PageDown') {
      e.preventDefault()
      setActive(Math.min(n - 1, safeActive + 5))
    } else if (e.key === 'PageUp') {
      e.preventDefault()
      setActive(Math.max(0, safeActive - 5))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      choose(activeItem)
    }
  }

  const groups: { name: string; items: Item[] }[] = []
  for (const item of items) {
    const last = groups.at(-1)
    if (last && last.name === item.group) last.items.push(item)
    else groups.push({ name: item.group, items: [item] })
  }
  const toolCount = items.filter((i) => !i.id.startsWith('action-')).length
  const status = !queryTerms(query).length
    ? `${items.length} suggestions`
    : items.length
      ? `${toolCount} ${toolCount === 1 ? 'tool' : 'tools'}${items.length > toolCount ? ` and ${items.length - toolCount} actions` : ''}`
      : needsFuzzy && closest?.query !== query
        ? 'Searching…'
        : 'No tools found'

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="palette"
      onCancel={(e) => {
        e.preventDefault()
        close()
      }}
      onClick={(e) => {
        if (e.target === dialogRef.current) close()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault()
          close()
        }
      }}
      className={css({
        p: 0,
        m: { base: 0, md: 'auto' },
        mt: { md: '12vh' },
        w: { base: '100vw', md: 'min(640px, 92vw)' },
        maxW: '100vw',
        h: { base: '100dvh', md: 'auto' },
        maxH: { base: '100dvh', md: '72vh' },
        bg: 'bg.surface',
        color: 'fg.default',
        borderWidth: { base: 0, md: '1px' },
        borderColor: 'border.default',
        borderRadius: { base: 0, md: 'xl' },
        boxShadow: 'lg',
        overflow: 'hidden',
        '&[open]': { display: 'flex', flexDirection: 'column' },
        _backdrop: { bg: 'rgb(0 0 0 / 0.45)' },
      })}
    >
      <h2 id={titleId} className={css({ srOnly: true })}>
        Search tools and actions
      </h2>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '3',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <input
          ref={inputRef}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? `${listId}-${activeItem.id}` : undefined}
          aria-label="Search tools and actions"
          placeholder="Search tools and actions…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          className={css({
            flex: 1,
            minW: 0,
            h: '12',
            bg: 'transparent',
            fontSize: 'md',
            outline: 'none',
            color: 'fg.default',
            _placeholder: { color: 'fg.subtle' },
          })}
        />
        <button
          type="button"
          onClick={close}
          className={css({
            fontSize: 'xs',
            fontFamily: 'mono',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'sm',
            px: '1.5',
            py: '0.5',
            color: 'fg.muted',
            cursor: 'pointer',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.focus' },
          })}
          aria-label="Esc: close the palette"
        >
          Esc
        </button>
      </div>
      <p role="status" className={css({ srOnly: true })} data-testid="palette-status">
        {status}
      </p>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Results"
        className={css({ overflowY: 'auto', p: '2', flex: 1 })}
      >
        {groups.map((g) => (
          <div key={g.name} role="group" aria-labelledby={`${listId}-${g.name.replace(/\W/g, '')}`}>
            <div
              id={`${listId}-${g.name.replace(/\W/g, '')}`}
              className={css({
                px: '3',
                pt: '2',
                pb: '1',
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'fg.muted',
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
                display: 'flex',
                alignItems: 'center',
                gap: '1',
                '& svg': { w: '3', h: '3' },
              })}
            >
              {g.name === 'Recently used' ? <Clock aria-hidden /> : null}
              {g.name}
            </div>
            {g.items.map((item) => {
              const selected = item === activeItem
              return (
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; focus stays in the combobox input
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter) for every option
                <div
                  key={item.id}
                  id={`${listId}-${item.id}`}
                  data-id={item.id}
                  role="option"
                  aria-selected={selected}
                  style={item.style}
                  className={optionClass}
                  onMouseMove={() => !selected && setActive(items.indexOf(item))}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(item)}
                >
                  {item.icon}
                  <span className={css({ display: 'flex', flexDirection: 'column', minW: 0, flex: 1 })}>
                    <span className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{item.label}</span>
                    <span
                      className={css({
                        fontSize: 'xs',
                        color: 'fg.muted',
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                      })}
                    >
                      {item.badge} · {item.detail}
                    </span>
                  </span>
                  {selected ? <ArrowRight aria-hidden className={css({ w: '4', h: '4', color: 'fg.muted' })} /> : null}
                </div>
              )
            })}
          </div>
        ))}
      </div>
      {!items.length && status !== 'Searching…' ? (
        <p className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}>No tools found for “{query}”.</p>
      ) : null}
    </dialog>
  )
}
