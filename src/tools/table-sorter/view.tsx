import { useDeferredValue, useMemo } from 'react'
import { EmptyState, Notice, Panel, TextAreaField, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { DataTable, SHOWN } from './data-table'
import { ExportPanel } from './export-panel'
import { SortLevels } from './sort-levels'
import {
  columnType,
  EXAMPLE_TABLE,
  type ExportFormat,
  exportTable,
  FORMAT_NAMES,
  filterRows,
  readTable,
  type SortKey,
  type SourceFormat,
  sortRows,
} from './table-sorter'

const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html')

const FORMAT_OPTIONS = [
  { value: 'auto', label: 'Auto' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'html', label: 'HTML' },
] as const

export default function TableSorterView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const [format, setFormat] = useLinkState<SourceFormat | 'auto'>('format', 'auto')
  const [header, setHeader] = useLinkState('header', true)
  const [keys, setKeys] = useLinkState<SortKey[]>('sort', [])
  const [query, setQuery] = useLinkState('filter', '')
  const [filterCol, setFilterCol] = useLinkState<number | null>('column', null)
  const [out, setOut] = useLinkState<ExportFormat>('output', 'csv')
  const deferred = useDeferredValue(text)

  const read = useMemo(
    () => (deferred.trim() ? readTable(deferred, { format, header, parseHtml }) : null),
    [deferred, format, header],
  )
  const table = read?.table ?? { headers: [], rows: [] }
  const cols = table.headers.length
  const validKeys = keys.filter((k) => k.col < cols)
  const types = useMemo(() => table.headers.map((_, i) => columnType(table.rows, i)), [table])
  const sorted = useMemo(() => sortRows(table.rows, validKeys, types), [table, validKeys, types])
  const visible = useMemo(
    () => filterRows(table.rows, sorted, query, filterCol !== null && filterCol < cols ? filterCol : null),
    [table, sorted, query, filterCol, cols],
  )
  const exported = useMemo(
    () => (cols ? exportTable(table, visible, out, types) : ''),
    [table, visible, out, types, cols],
  )

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
        <TextAreaField
          label="Table to sort (CSV, TSV, Markdown or HTML)"
          mono
          rows={8}
          placeholder={'name,score\nAda,98\nGrace,87'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint="HTML is read as text from its first <table>; nothing in it is shown as HTML or run."
        />
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'flex-end' })}>
          <Segmented label="Format" value={format} options={FORMAT_OPTIONS} onChange={setFormat} />
          <CheckboxField label="First row is a header" checked={header} onChange={setHeader} />
        </div>
        {read ? (
          <p className={looks.mutedText} data-testid="table-summary">
            Read as {FORMAT_NAMES[read.format]}
            {read.delimiter && read.format === 'csv' ? ` (delimiter “${read.delimiter}”)` : ''}: {table.rows.length}{' '}
            rows × {cols} columns.
          </p>
        ) : null}
        {read?.problems.length ? (
          <Notice tone="warning" title="Read with problems">
            <ul data-testid="table-problems" className={css({ listStyle: 'disc', pl: '5' })}>
              {read.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
      </Panel>

      {!read || !cols ? (
        <EmptyState title={read ? 'No rows found' : 'No table yet'}>
          Paste a CSV, TSV, Markdown or HTML table above, or press Example.
        </EmptyState>
      ) : (
        <>
          <Panel
            title="Sort and filter"
            description="Click a column header to sort by it; Shift-click adds it as the next sort level."
          >
            <SortLevels headers={table.headers} keys={validKeys} onKeys={setKeys} />
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
                  {table.headers.map((h, c) => (
                    <option key={c} value={c}>
                      {h}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className={looks.mutedText} data-testid="row-count" aria-live="polite">
              Showing {Math.min(visible.length, SHOWN)} of {visible.length} matching rows ({table.rows.length} in total)
              {visible.length > SHOWN ? '; exports include all matching rows.' : '.'}
            </p>
            <DataTable table={table} types={types} keys={validKeys} onKeys={setKeys} visible={visible} />
          </Panel>

          <ExportPanel exported={exported} out={out} onOut={setOut} />
        </>
      )}
    </div>
  )
}
