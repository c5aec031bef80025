import { atom } from 'jotai'
import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router-dom'
import { categories } from '../catalogue/categories'
import type { Tool } from '../catalogue/define-tool'
import { hydratedAtom } from '../state/hydration'
import { hasShelvesAtom } from '../state/prefs'
import { useAtomValue } from '../state/use-atom'
import { css } from '../styled-system/css'
import type { AppIconName } from './app-icons'
import { updateSearchParams } from './search-params'
import { SmartPaste } from './smart-paste'
import { AppIcon } from './sprite-icon'
import { ToolCard } from './tool-card'
import { useDocumentTitle } from './use-document-title'
import { useRankedTools } from './use-ranked-tools'

const HomeShelves = lazy(() => import('./home-shelves'))
// Pinned and recent tools are stored in this browser: known once the page runs (a prerendered page has none).
const shelvesShownAtom = atom((get) => get(hydratedAtom) && get(hasShelvesAtom))

/** The Pinned and Recently used shelves, when there are any (their code loads only then). */
function Shelves() {
  return useAtomValue(shelvesShownAtom) ? (
    <Suspense fallback={null}>
      <HomeShelves />
    </Suspense>
  ) : null
}

const promises: { label: string; icon: AppIconName }[] = [
  { label: 'Privacy First', icon: 'lock' },
  { label: 'Instant Results', icon: 'zap' },
  { label: 'Mobile Friendly', icon: 'smartphone' },
  { label: 'Open Source', icon: 'code' },
]

const filterButton = css({
  h: '8',
  px: '3',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background 150ms, color 150ms',
  _hover: { color: 'fg.default', borderColor: 'border.strong' },
  '&[aria-pressed=true]': { bg: 'accent.solid', color: 'accent.onSolid', borderColor: 'accent.solid' },
})

export function HomePage() {
  useDocumentTitle('')
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const requested = params.get('category') ?? 'all'
  const category = categories.some((c) => c.id === requested) ? requested : 'all'
  const { visible, closeMatches } = useRankedTools(query, category)

  const selectCategory = (id: string) => {
    updateSearchParams(setParams, (next) => (id === 'all' ? next.delete('category') : next.set('category', id)))
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <section
        className={css({
          textAlign: 'center',
          pt: { base: '4', md: '8' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
        })}
      >
        <h1
          className={css({
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: 'bold',
            letterSpacing: '-0.02em',
            lineHeight: '1.1',
          })}
        >
          100 Essential Developer Tools
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' }, maxW: '640px' })}>
          Text, colour, images, media, dates, maths, encoding and more. Everything runs in your browser: nothing is
          uploaded, nothing leaves your device.
        </p>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2' })}>
          {promises.map(({ label, icon }) => (
            <li
              key={label}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1.5',
                px: '3',
                py: '1',
                borderRadius: 'full',
                bg: 'accent.subtle',
                color: 'accent.fg',
                fontSize: 'sm',
                fontWeight: 'medium',
                '& svg': { w: '3.5', h: '3.5' },
              })}
            >
              <AppIcon name={icon} /> {label}
            </li>
          ))}
        </ul>
      </section>

      <nav
        aria-label="Filter by category"
        className={css({
          position: 'sticky',
          top: { base: '7.5rem', md: '4.5rem' },
          zIndex: 30,
          mx: { base: '-4', md: '-8' },
          px: { base: '4', md: '8' },
          py: '3',
          bg: 'color-mix(in srgb, var(--colors-bg-canvas) 92%, transparent)',
          backdropFilter: 'blur(8px)',
          display: 'flex',
          gap: '2',
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        })}
      >
        <button
          type="button"
          className={filterButton}
          aria-pressed={category === 'all'}
          onClick={() => selectCategory('all')}
        >
          All
        </button>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className={filterButton}
            aria-pressed={category === c.id}
            onClick={() => selectCategory(c.id)}
          >
            {c.name}
          </button>
        ))}
      </nav>

      <SmartPaste />
      {query.trim() ? null : <Shelves />}

      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-4' })} aria-live="polite">
        {visible.length} {visible.length === 1 ? 'tool' : 'tools'}
      </p>

      {visible.length ? (
        <ToolGrid tools={visible} testId="tool-grid" />
      ) : (
        <div className={css({ textAlign: 'center', py: '16', color: 'fg.muted' })}>
          <p className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })}>No tools found</p>
          <p className={css({ mt: '1' })}>Try adjusting your search or filter criteria</p>
        </div>
      )}
      {closeMatches.length ? (
        <section
          aria-labelledby="closest-heading"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <h2 id="closest-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
            Closest matches
          </h2>
          <ToolGrid tools={closeMatches} testId="closest-matches" />
        </section>
      ) : null}
    </div>
  )
}

const toolGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '4',
})

function ToolGrid({ tools, testId }: { tools: readonly Tool[]; testId: string }) {
  return (
    <div className={toolGrid} data-testid={testId}>
      {tools.map((tool) => (
        <ToolCard key={tool.slug} tool={tool} />
      ))}
    </div>
  )
}
