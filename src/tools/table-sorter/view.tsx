import { useDeferredValue, useMemo } from 'react'
import { EmptyState, Notice, Panel, ProgressBar, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { DataTable } from './data-table'
import { ExportPanel } from './export-panel'
import { SortLevels } from './sort-levels'
import { EXAMPLE_TABLE, type ExportFormat, FORMAT_NAMES, type SortKey, type SourceFormat } from './table-sorter'
import { useOpenTable, useTableView } from './use-table'

const FORMAT_OPTIONS = [
  { value: 'auto', label: 'Auto' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'html', label: 'HTML' },
] as const

const PREVIEW_CHARS = 50_000

export default function TableSorterView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const [format, setFormat] = useLinkState<SourceFormat | 'auto'>('format', 'auto')
  const [header, setHeader] = useLinkState('header', true)
  const [keys, setKeys] = useLinkState<SortKey[]>('sort', [])
  const [query, setQuery] = useLinkState('filter', '')
  const [filterCol, setFilterCol] = useLinkState<number | null>('column', null)
  const [out, setOut] = useLinkState<ExportFormat>('output', 'csv')
  const [defuse, setDefuse] = useLinkState('defuse', true)
  const deferred = useDeferredValue(text)

  // Read, typed, sorted, filtered and exported in the table worker; the page holds the summary and the drawn rows.
  const { table: opened, reading, failure } = useOpenTable(deferred, format, header)
  const summary = opened?.summary ?? null
  const cols = summary?.headers.length ?? 0
  const validKeys = useMemo(() => keys.filter((k) => k.col < cols), [keys, cols])
  const deferredQuery = useDeferredValue(query)
  const viewQuery = useMemo(
    () => ({ keys: validKeys, query: deferredQuery, col: filterCol !== null && filterCol < cols ? filterCol : null }),
    [validKeys, deferredQuery, filterCol, cols],
  )
  const { view, viewError, exported, rowAt, need } = useTableView(opened, viewQuery, out, defuse, PREVIEW_CHARS)
  const count = view?.table === opened ? view.count : null

  return (
    <div className={looks.stack}>
      <Panel
        title="Your table"
        actions={
          <>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              onClick={() => setText(EXAMPLE_TABLE)}
            >
              Example
            </button>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={!text}
              onClick={() => {
                setText('')
                setKeys([])
                setQuery('')
              }}
            >
              Clear
            </button>
          </>
        }
      >
        <LargeTextField
          label="Table to sort (CSV, TSV, Markdown or HTML)"
          mono
          rows={8}
          placeholder={'name,score\nAda,98\nGrace,87'}
          value={text}
          onValueChange={setText}
        />
        <p className={looks.mutedText}>
          HTML is read as text from its first &lt;table&gt; in an inert template; nothing in it is shown as HTML, loaded
          or run.
        </p>
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' })}>
          <Segmented label="Format" value={format} options={FORMAT_OPTIONS} onChange={setFormat} />
          <CheckboxField label="First row is a header" checked={header} onChange={setHeader} />
        </div>
        {reading ? <ProgressBar progress={null} label="Reading the table in the background…" /> : null}
        {failure ? (
          <Notice tone="danger" title="Could not read this table">
            <span data-testid="table-failure">{failure}</span>
          </Notice>
        ) : null}
        {summary ? (
          <p className={looks.mutedText} data-testid="table-summary">
            Read as {FORMAT_NAMES[summary.format]}
            {summary.delimiter && summary.format === 'csv' ? ` (delimiter “${summary.delimiter}”)` : ''}:{' '}
            {summary.rowCount.toLocaleString('en-US')} rows × {cols.toLocaleString('en-US')} columns.
          </p>
        ) : null}
        {summary?.problems.length ? (
          <Notice tone="warning" title="Read with problems">
            <ul data-testid="table-problems" className={css({ listStyle: 'disc', pl: '5' })}>
              {summary.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        {viewError ? <Notice tone="danger">{viewError}</Notice> : null}
      </Panel>

      {!summary || !cols ? (
        <EmptyState title={summary ? 'No rows found' : failure ? 'No table read' : 'No table yet'}>
          Paste a CSV, TSV, Markdown or HTML table above, or press Example.
        </EmptyState>
      ) : (
        <>
          <Panel
            title="Sort and filter"
            description="Click a column header to sort by it; Shift-click adds it as the next sort level."
          >
            <SortLevels headers={summary.headers} keys={validKeys} onKeys={setKeys} />
            <div
              className={css({
                display: 'grid',
                gap: '3',
                gridTemplateColumns: { base: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              })}
            >
              <TextField
                label="Filter rows"
                placeholder="Text to look for"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <label className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
                <span className={looks.labelText}>In column</span>
                <select
                  className={input({ kind: 'select' })}
                  value={filterCol ?? ''}
                  onChange={(e) => setFilterCol(e.target.value === '' ? null : Number(e.target.value))}
                >
                  <option value="">All columns</option>
                  {summary.headers.map((h, c) => (
                    <option key={c} value={c}>
                      {h}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className={looks.mutedText} data-testid="row-count" aria-live="polite">
              {count === null
                ? 'Sorting and filtering…'
                : `Showing ${count.toLocaleString('en-US')} of ${count.toLocaleString('en-US')} matching rows (${summary.rowCount.toLocaleString('en-US')} in total); scroll to see them all, exports include them all.`}
            </p>
            <DataTable
              headers={summary.headers}
              types={summary.types}
              keys={validKeys}
              onKeys={setKeys}
              count={count ?? 0}
              rowAt={rowAt}
              need={need}
            />
          </Panel>

          <ExportPanel exported={exported} out={out} onOut={setOut} defuse={defuse} onDefuse={setDefuse} />
        </>
      )}
    </div>
  )
}
