import { RotateCw } from 'lucide-react'
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { CopyButton, EmptyState, Notice, Panel, ProgressBar, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { loadMimeEntries } from './load'
import {
  applyFilters,
  contentTypeHeader,
  type MimeEntry,
  type MimeSource,
  matchLabel,
  parseQuery,
  SOURCE_LABEL,
  searchMime,
  topLevelTypes,
} from './mime-search'

/** Rows drawn at first, and added by each "Show more". */
const PAGE = 100

const EXAMPLES = ['.png', 'mp4', 'image/', 'json', 'font/', 'report.pdf']

const SOURCE_OPTIONS = [
  { value: 'all', label: 'All sources' },
  { value: 'iana', label: 'IANA' },
  { value: 'apache', label: 'Apache' },
  { value: 'nginx', label: 'nginx' },
] as const satisfies readonly { value: MimeSource | 'all'; label: string }[]

type Load = { state: 'loading' } | { state: 'ready'; entries: MimeEntry[] } | { state: 'failed' }

const dtClass = looks.muted
const ddClass = css({ color: 'fg.default', fontWeight: 'medium' })

function MimeRow({ entry, label }: { entry: MimeEntry; label: string | null }) {
  const header = contentTypeHeader(entry)
  return (
    <li
      data-testid="mime-result"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        _last: { borderBottomWidth: '0' },
        minW: 0,
      })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', minW: 0 })}>
        <code
          data-testid="mime-type"
          className={css({ fontFamily: 'mono', fontWeight: 'semibold', overflowWrap: 'anywhere', minW: 0 })}
        >
          {entry.type}
        </code>
        {label ? <span className={badge({ tone: 'accent' })}>{label}</span> : null}
        <span className={css({ display: 'flex', gap: '2', ml: 'auto', flexWrap: 'wrap' })}>
          <CopyButton
            value={entry.type}
            label="Copy"
            size="xs"
            aria-label={`Copy ${entry.type}`}
            success={{ title: 'Copied!', description: `${entry.type} copied to clipboard` }}
          />
          <CopyButton
            value={`Content-Type: ${header}`}
            label="Header"
            size="xs"
            variant="ghost"
            aria-label={`Copy the Content-Type header for ${entry.type}`}
            success={{ title: 'Copied!', description: 'Content-Type header copied to clipboard' }}
          />
        </span>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })} data-testid="mime-extensions">
        {entry.extensions.length ? (
          entry.extensions.map((ext) => (
            <span key={ext} className={badge({ tone: 'neutral' })}>
              .{ext}
            </span>
          ))
        ) : (
          <span className={looks.mutedSmall}>No file extension registered</span>
        )}
      </div>
      <dl
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: '4',
          rowGap: '1',
          fontSize: 'xs',
          '& > div': { display: 'flex', gap: '1' },
        })}
      >
        <div>
          <dt className={dtClass}>Compressible:</dt>
          <dd className={ddClass} data-testid="mime-compressible">
            {entry.compressible === null ? 'Unknown' : entry.compressible ? 'Yes' : 'No'}
          </dd>
        </div>
        <div>
          <dt className={dtClass}>Charset:</dt>
          <dd className={ddClass} data-testid="mime-charset">
            {entry.charset ?? '—'}
          </dd>
        </div>
        <div>
          <dt className={dtClass}>Source:</dt>
          <dd className={ddClass} data-testid="mime-source">
            {entry.source ? SOURCE_LABEL[entry.source] : 'Other'}
          </dd>
        </div>
      </dl>
    </li>
  )
}

export default function MimeSearchView() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [query, setQuery] = useLinkState('q', '')
  const [top, setTop] = useLinkState('type', 'all')
  const [source, setSource] = useLinkState<MimeSource | 'all'>('source', 'all')
  const [withExtensions, setWithExtensions] = useLinkState('withExtensions', false)
  const [shown, setShown] = useState(PAGE)
  const deferredQuery = useDeferredValue(query)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` retries a failed load
  useEffect(() => {
    let live = true
    setLoad({ state: 'loading' })
    loadMimeEntries().then(
      // At transition priority: the first hundred rows render in slices that leave the page free.
      (entries) => live && startTransition(() => setLoad({ state: 'ready', entries })),
      () => live && setLoad({ state: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const entries = load.state === 'ready' ? load.entries : null
  const topOptions = useMemo(
    () => [
      { value: 'all', label: 'All types' },
      ...(entries ? topLevelTypes(entries).map((t) => ({ value: t, label: t })) : []),
    ],
    [entries],
  )
  const parsed = parseQuery(deferredQuery)
  const results = useMemo(
    () => (entries ? applyFilters(searchMime(entries, deferredQuery), { top, source, withExtensions }) : []),
    [entries, deferredQuery, top, source, withExtensions],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from the first page
  useEffect(() => setShown(PAGE), [deferredQuery, top, source, withExtensions])

  return (
    <div className={looks.stack}>
      <Panel title="Search">
        <TextField
          label="Extension or MIME type"
          placeholder=".png, png, report.pdf, image/, json…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          type="search"
          spellCheck={false}
          autoComplete="off"
          hint="Search both ways: an extension (with or without the dot, or a file name) or any part of a type."
        />
        <div className={looks.rowCentered}>
          <span className={looks.mutedSmall}>Try:</span>
          {EXAMPLES.map((ex) => (
            <button
              key={ex}
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setQuery(ex)}
              aria-label={`Search for ${ex}`}
            >
              {ex}
            </button>
          ))}
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
          <div className={css({ minW: '40' })}>
            {/* Drawn again once the list is in: its hidden native select cannot hold a linked type before then. */}
            <SelectField
              key={entries ? 'ready' : 'loading'}
              label="Top-level type"
              value={top}
              options={topOptions}
              onChange={setTop}
            />
          </div>
          <div className={css({ minW: '40' })}>
            <SelectField label="Source" value={source} options={SOURCE_OPTIONS} onChange={setSource} />
          </div>
          <div className={css({ pb: '2' })}>
            <SwitchField label="Only types with extensions" checked={withExtensions} onChange={setWithExtensions} />
          </div>
        </div>
      </Panel>
      <Panel
        title="Results"
        description={
          entries ? (
            <span data-testid="mime-count">
              {results.length.toLocaleString('en')} of {entries.length.toLocaleString('en')} types
            </span>
          ) : undefined
        }
      >
        {load.state === 'loading' ? <ProgressBar progress={null} label="Loading the MIME type list…" /> : null}
        {load.state === 'failed' ? (
          <Notice tone="danger" title="The MIME type list could not be loaded">
            <button
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setAttempt((n) => n + 1)}
            >
              <RotateCw aria-hidden />
              Try again
            </button>
          </Notice>
        ) : null}
        {entries && results.length === 0 ? (
          <EmptyState title={`No MIME type matches “${deferredQuery.trim()}”`}>
            Try an extension such as .png or part of a type such as image/ or json, or loosen the filters.
          </EmptyState>
        ) : null}
        {entries && results.length > 0 ? (
          <>
            <ul className={css({ listStyle: 'none', minW: 0 })} data-testid="mime-results">
              {results.slice(0, shown).map((m) => (
                <MimeRow key={m.entry.type} entry={m.entry} label={matchLabel(m.match, parsed)} />
              ))}
            </ul>
            {results.length > shown ? (
              <button
                type="button"
                className={button({ size: 'sm', variant: 'outline' })}
                onClick={() => setShown((n) => n + PAGE)}
                style={{ alignSelf: 'center' }}
              >
                Show more ({(results.length - shown).toLocaleString('en')} left)
              </button>
            ) : null}
          </>
        ) : null}
      </Panel>
    </div>
  )
}
