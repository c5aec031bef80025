import { ArrowDown, ArrowUp, ArrowUpDown, Plus, X } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CodeOutput, CopyButton, DownloadButton, EmptyState, Notice, Panel, TextAreaField, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button, input } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import {
  type ColumnType,
  columnType,
  EXAMPLE_TABLE,
  EXPORTS,
  type ExportFormat,
  exportTable,
  FORMAT_NAMES,
  filterRows,
  readTable,
  type SortKey,
  type SourceFormat,
  sortRows,
  toggleSort,
} from './table-sorter'

const SHOWN = 1000
const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html')

const FORMAT_OPTIONS = [
  { value: 'auto', label: 'Auto' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'html', label: 'HTML' },
] as const

const TYPE_LABEL: Record<ColumnType, string> = { number: '123', date: 'date', text: 'abc' }

const th = css({
  textAlign: 'left',
  px: '1',
  py: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.subtle',
  position: 'sticky',
  top: 0,
  whiteSpace: 'nowrap',
})
const td = css({
  px: '3',
  py: '1.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'top',
  minW: '28',
  maxW: '80',
  overflowWrap: 'anywhere',
})

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

  const keyIndex = (col: number) => validKeys.findIndex((k) => k.col === col)

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
            <div className={looks.stackTight}>
              <span className={looks.labelText}>Sort order</span>
              {validKeys.length === 0 ? <p className={looks.mutedText}>Original order.</p> : null}
              <ol aria-label="Sort levels" className={looks.stackTight}>
                {validKeys.map((k, i) => (
                  <li
                    key={k.col}
                    data-testid="sort-level"
                    className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
                  >
                    <span className={css({ fontSize: 'xs', color: 'fg.muted', w: '4' })}>{i + 1}.</span>
                    <select
                      aria-label={`Sort level ${i + 1} column`}
                      className={input({ kind: 'select' })}
                      style={{ width: 'auto', maxWidth: '16rem' }}
                      value={k.col}
                      onChange={(e) => {
                        const col = Number(e.target.value)
                        setKeys(
                          validKeys
                            .map((x, j) => (j === i ? { ...x, col } : x))
                            .filter((x, j, all) => all.findIndex((y) => y.col === x.col) === j),
                        )
                      }}
                    >
                      {table.headers.map((h, c) => (
                        <option key={c} value={c}>
                          {h}
                        </option>
                      ))}
                    </select>
                    <button
                      type="button"
                      className={button({ size: 'sm', variant: 'outline' })}
                      onClick={() =>
                        setKeys(
                          validKeys.map((x, j) => (j === i ? { ...x, dir: x.dir === 'asc' ? 'desc' : 'asc' } : x)),
                        )
                      }
                    >
                      {k.dir === 'asc' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
                      {k.dir === 'asc' ? 'Ascending' : 'Descending'}
                    </button>
                    <button
                      type="button"
                      className={button({ size: 'icon', variant: 'ghost' })}
                      aria-label={`Remove sort level ${i + 1}`}
                      onClick={() => setKeys(validKeys.filter((_, j) => j !== i))}
                    >
                      <X aria-hidden />
                    </button>
                  </li>
                ))}
              </ol>
              <div className={looks.row}>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'outline' })}
                  disabled={validKeys.length >= cols}
                  onClick={() => {
                    const free = table.headers.findIndex((_, c) => keyIndex(c) < 0)
                    if (free >= 0) setKeys([...validKeys, { col: free, dir: 'asc' }])
                  }}
                >
                  <Plus aria-hidden />
                  Add sort level
                </button>
                <button
                  type="button"
                  className={button({ size: 'sm', variant: 'ghost' })}
                  disabled={!validKeys.length}
                  onClick={() => setKeys([])}
                >
                  Reset order
                </button>
              </div>
            </div>
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
            <div
              className={css({ overflow: 'auto', maxH: '600px', minW: 0, borderWidth: '1px', borderRadius: 'lg' })}
              role="region"
              aria-label="Table"
              tabIndex={0}
            >
              <table className={css({ w: '100%', borderCollapse: 'collapse' })} data-testid="sorted-table">
                <thead>
                  <tr>
                    {table.headers.map((h, c) => {
                      const ki = keyIndex(c)
                      const k = ki >= 0 ? validKeys[ki] : null
                      return (
                        <th
                          key={c}
                          className={th}
                          aria-sort={
                            k && validKeys.length === 1 ? (k.dir === 'asc' ? 'ascending' : 'descending') : undefined
                          }
                        >
                          <button
                            type="button"
                            className={button({ size: 'sm', variant: 'ghost' })}
                            title="Click to sort, Shift-click to add a sort level"
                            onClick={(e) => setKeys(toggleSort(validKeys, c, e.shiftKey))}
                          >
                            <span>{h}</span>
                            <span className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>
                              {TYPE_LABEL[types[c]]}
                            </span>
                            {k ? (
                              k.dir === 'asc' ? (
                                <ArrowUp aria-label="ascending" />
                              ) : (
                                <ArrowDown aria-label="descending" />
                              )
                            ) : (
                              <ArrowUpDown aria-hidden className={css({ opacity: 0.4 })} />
                            )}
                            {k && validKeys.length > 1 ? (
                              <span className={css({ fontSize: 'xs' })} title={`Sort level ${ki + 1}`}>
                                {ki + 1}
                              </span>
                            ) : null}
                          </button>
                        </th>
                      )
                    })}
                  </tr>
                </thead>
                <tbody>
                  {visible.slice(0, SHOWN).map((ri) => (
                    <tr key={ri} data-testid="table-row">
                      {table.rows[ri].map((cell, c) => (
                        <td
                          key={c}
                          className={td}
                          style={
                            types[c] === 'number'
                              ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }
                              : undefined
                          }
                        >
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              {visible.length === 0 ? (
                <p className={css({ p: '3', fontSize: 'sm', color: 'fg.muted' })}>No rows match the filter.</p>
              ) : null}
            </div>
          </Panel>

          <Panel
            title="Export"
            description="The rows as shown: sorted and filtered."
            actions={
              <>
                <CopyButton value={exported} what={EXPORTS[out].label} />
                <DownloadButton
                  filename={`table.${EXPORTS[out].ext}`}
                  data={exported}
                  mime={EXPORTS[out].mime}
                  label={`Download .${EXPORTS[out].ext}`}
                />
              </>
            }
          >
            <Segmented
              label="Export format"
              value={out}
              onChange={setOut}
              options={(Object.keys(EXPORTS) as ExportFormat[]).map((f) => ({ value: f, label: EXPORTS[f].label }))}
            />
            <CodeOutput label="Exported table" value={exported.slice(0, 50_000)} maxHeight="320px" />
          </Panel>
        </>
      )}
    </div>
  )
}
