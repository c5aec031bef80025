import { ExternalLink } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CopyButton, EmptyState, Panel, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button, table } from '../../styled-system/recipes'
import { Tabs } from '../../ui/tabs'
import { classesOfTab, foundLabel, groupClasses, searchClasses } from './tailwind-cheatsheet'
import {
  BREAKPOINTS,
  SPACING_SCALE,
  TAILWIND_CLASSES,
  TAILWIND_DOCS_URL,
  TAILWIND_TABS,
  type TailwindClass,
  type TailwindTab,
} from './tailwind-data'

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: '2',
})

function ClassCard({ item }: { item: TailwindClass }) {
  return (
    <li
      data-testid="tw-class"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
        p: '2.5',
        minW: 0,
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'lg',
        bg: 'bg.surface',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })}>
        {item.color ? (
          <span
            data-testid="tw-swatch"
            aria-hidden
            className={css({
              w: '5',
              h: '5',
              flexShrink: 0,
              borderRadius: 'md',
              borderWidth: '1px',
              borderColor: 'border.strong',
            })}
            style={{ background: item.color }}
          />
        ) : null}
        <code
          className={css({
            fontFamily: 'mono',
            fontSize: 'sm',
            fontWeight: 'semibold',
            minW: 0,
            overflowWrap: 'anywhere',
            flex: 1,
          })}
        >
          {item.name}
        </code>
        <CopyButton
          value={item.name}
          label=""
          size="xs"
          variant="ghost"
          aria-label={`Copy ${item.name}`}
          success={{ title: 'Copied!', description: `${item.name} copied to clipboard` }}
          failure={{ title: 'Copy failed', description: `Could not copy ${item.name}` }}
        />
      </div>
      <code className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })}>
        {item.css}
      </code>
    </li>
  )
}

function ClassGroups({ list }: { list: readonly TailwindClass[] }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {groupClasses(list).map((g, i) => (
        <section key={`${g.group}-${i}`} className={looks.stackTight}>
          <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>{g.group}</h3>
          <ul className={gridClass}>
            {g.items.map((c) => (
              <ClassCard key={c.name} item={c} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

const tbl = table()
const monoCell = cx(tbl.cell, tbl.numeric, looks.monoText)

export default function TailwindCheatsheetView() {
  const [query, setQuery] = useLinkState('q', '')
  const [tab, setTab] = useLinkState<TailwindTab>('tab', 'layout')
  const deferred = useDeferredValue(query)
  const results = useMemo(() => searchClasses(deferred), [deferred])
  const byTab = useMemo(() => classesOfTab(tab), [tab])
  const searching = deferred.trim().length > 0

  return (
    <div className={looks.stack}>
      <Panel
        title="Find a class"
        description={`${TAILWIND_CLASSES.length} classes with the CSS they produce (Tailwind CSS default theme).`}
        actions={
          <a href={TAILWIND_DOCS_URL} target="_blank" rel="noopener noreferrer" className={button({ size: 'sm' })}>
            Tailwind documentation <ExternalLink aria-hidden />
          </a>
        }
      >
        <TextField
          label="Search classes"
          type="search"
          placeholder="e.g. p-4, flex, bg-blue-500, 1rem"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          hint="Searches class names and their CSS across all tabs."
        />
      </Panel>

      <Panel title="Quick reference">
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' }, gap: '6' })}>
          <div className={looks.shrinkable}>
            <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>Spacing scale</h3>
            <dl
              data-testid="tw-spacing-scale"
              className={css({
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
                gap: '1.5',
              })}
            >
              {SPACING_SCALE.map(([key, value]) => (
                <div
                  key={key}
                  className={css({
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: '2',
                    px: '2',
                    py: '1',
                    bg: 'bg.subtle',
                    borderRadius: 'md',
                    fontSize: 'xs',
                    fontFamily: 'mono',
                  })}
                >
                  <dt className={css({ fontWeight: 'semibold' })}>{key}</dt>
                  <dd className={looks.muted}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={looks.shrinkable}>
            <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>Breakpoints</h3>
            <table data-testid="tw-breakpoints" className={tbl.root}>
              <thead className={tbl.head}>
                <tr>
                  <th className={tbl.headerCell}>Prefix</th>
                  <th className={tbl.headerCell}>Min width</th>
                </tr>
              </thead>
              <tbody>
                {BREAKPOINTS.map((b) => (
                  <tr key={b.name} className={tbl.row}>
                    <td className={monoCell}>{b.name}:</td>
                    <td className={monoCell}>{b.px}px</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </Panel>

      {searching ? (
        <Panel title="Search results">
          <p data-testid="tw-found" role="status" className={looks.mutedText}>
            {foundLabel(results.length)}
          </p>
          {results.length ? (
            <ul className={gridClass}>
              {results.map((c) => (
                <ClassCard key={c.name} item={c} />
              ))}
            </ul>
          ) : (
            <EmptyState title="No classes found">
              Try a shorter term, a CSS property or a value such as 1.5rem.
            </EmptyState>
          )}
        </Panel>
      ) : (
        <Panel>
          <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as TailwindTab)} lazyMount unmountOnExit>
            <Tabs.List aria-label="Class categories">
              {TAILWIND_TABS.map((t) => (
                <Tabs.Trigger key={t.id} value={t.id}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {TAILWIND_TABS.map((t) => (
              <Tabs.Content key={t.id} value={t.id}>
                {t.id === tab ? <ClassGroups list={byTab} /> : null}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Panel>
      )}
    </div>
  )
}
