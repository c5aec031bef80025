import { ExternalLink, Search } from 'lucide-react'
import { useDeferredValue, useId, useMemo } from 'react'
import { CopyButton, EmptyState, Notice, Panel } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { hasLinkState } from '../../lib/share/link-state'
import { css, cx } from '../../styled-system/css'
import { badge, input } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { type ClassFilter, searchStatus, statusLine } from './http-status'
import { CLASSES, type StatusEntry } from './http-status-data'

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: '1', label: '1xx' },
  { value: '2', label: '2xx' },
  { value: '3', label: '3xx' },
  { value: '4', label: '4xx' },
  { value: '5', label: '5xx' },
] as const

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const STATUS_LABEL = { deprecated: 'Deprecated', unused: 'Unused', obsolete: 'Obsolete', temporary: 'Temporary' }

function StatusCard({ e }: { e: StatusEntry }) {
  return (
    <li
      data-testid={`status-${e.code}${e.registered ? '' : '-unofficial'}`}
      className={css({
        display: 'flex',
        gap: '3',
        p: '3',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        bg: 'bg.surface',
        minW: 0,
      })}
    >
      <span
        className={css({
          fontFamily: 'mono',
          fontWeight: 'bold',
          fontSize: 'lg',
          minW: '12',
          color: 'accent.fg',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {e.code}
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0, flex: 1 })}>
        <div className={looks.rowCentered}>
          <h3 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>{e.name}</h3>
          {e.status ? <span className={badge({ tone: 'warning' })}>{STATUS_LABEL[e.status]}</span> : null}
          {!e.registered ? <span className={badge({ tone: 'neutral' })}>Unofficial · {e.source}</span> : null}
        </div>
        <p className={css({ fontSize: 'sm' })}>{e.meaning}</p>
        <p className={looks.mutedText}>
          <span className={css({ fontWeight: 'medium', color: 'fg.default' })}>Typical use: </span>
          {e.use}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mt: '1' })}>
          {e.href ? (
            <a
              href={e.href}
              target="_blank"
              rel="noreferrer noopener"
              className={css({
                fontSize: 'sm',
                color: 'accent.fg',
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                textDecoration: 'underline',
                textUnderlineOffset: '2px',
                '& svg': { w: '3.5', h: '3.5' },
              })}
            >
              {e.rfc}
              <ExternalLink aria-hidden />
              <span className={looks.visuallyHidden}>(opens the specification in a new tab)</span>
            </a>
          ) : (
            <span className={looks.mutedText}>{e.rfc}</span>
          )}
          <CopyButton
            value={statusLine(e)}
            size="xs"
            variant="ghost"
            what={statusLine(e)}
            aria-label={`Copy “${statusLine(e)}”`}
          />
        </div>
      </div>
    </li>
  )
}

export default function HttpStatusView() {
  const searchId = useId()
  // A plain fragment (#404) is a search, as from other pages' links; a shared link's state (#lk=…) is not.
  const [query, setQuery] = useLinkState('q', () =>
    typeof window !== 'undefined' && !hasLinkState(window.location.hash)
      ? safeDecode(window.location.hash.slice(1))
      : '',
  )
  const [classFilter, setClassFilter] = useLinkState<ClassFilter>('class', 'all')
  const [unofficial, setUnofficial] = useLinkState('unofficial', false)
  const q = useDeferredValue(query)
  const result = useMemo(
    () => searchStatus(q, { classFilter, includeUnofficial: unofficial }),
    [q, classFilter, unofficial],
  )
  const groups = CLASSES.map((c) => ({
    ...c,
    entries: result.entries.filter((e) => String(e.code)[0] === c.id),
  })).filter((g) => g.entries.length > 0)

  return (
    <div className={looks.stack}>
      <Panel>
        <div className={looks.fieldStack}>
          <label htmlFor={searchId} className={looks.labelText}>
            Search by code or words
          </label>
          <div className={css({ position: 'relative' })}>
            <Search
              aria-hidden
              className={css({
                position: 'absolute',
                left: '3',
                top: '50%',
                transform: 'translateY(-50%)',
                w: '4',
                h: '4',
                color: 'fg.muted',
                pointerEvents: 'none',
              })}
            />
            <input
              id={searchId}
              type="search"
              className={cx(input(), css({ pl: '9' }))}
              placeholder="404, 4xx, rate limit, redirect, cache…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
          <Segmented label="Class" value={classFilter} options={FILTERS} onChange={setClassFilter} />
          <SwitchField
            label="Include unofficial codes (nginx, Cloudflare …)"
            checked={unofficial}
            onChange={setUnofficial}
          />
        </div>
        <p className={looks.mutedText} data-testid="status-count" aria-live="polite">
          {result.entries.length} {result.entries.length === 1 ? 'code' : 'codes'}
          {unofficial ? '' : ' in the IANA registry'}
        </p>
      </Panel>

      {result.unassigned ? <Notice tone="info">{result.unassigned}</Notice> : null}
      {groups.length === 0 && !result.unassigned ? (
        <EmptyState title="No status code matches">
          Try a number such as 404, a class such as 5xx, or other words.
        </EmptyState>
      ) : null}
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`class-${g.id}`} className={looks.stackTight}>
          <header>
            <h2 id={`class-${g.id}`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
              {g.label}
            </h2>
            <p className={looks.mutedText}>{g.description}</p>
          </header>
          <ul
            className={css({
              display: 'grid',
              gap: '2',
              gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            })}
          >
            {g.entries.map((e) => (
              <StatusCard key={`${e.code}-${e.registered}`} e={e} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
