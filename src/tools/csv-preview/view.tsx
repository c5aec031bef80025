import { useVirtualizer } from '@tanstack/react-virtual'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { parseCsvInWorker } from '../../jobs/csv-preview'
import { errorMessage, isAbortError } from '../../jobs/errors'
import { DownloadButton, FileDrop, Notice, Panel, TextAreaField, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { DELIMITER_NAMES, DELIMITERS, type Delimiter } from '../../lib/csv/csv'
import {
  type CsvTable,
  exportCsv,
  exportFileName,
  filterIndices,
  formatStat,
  SAMPLE_CSV,
  type SortDir,
  sortIndices,
} from '../../lib/csv/csv-table'
import { css, cx } from '../../styled-system/css'
import { badge } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'

/** Pasted text longer than this is not kept in the text box (a file is parsed straight from disk). */
const TEXT_LIMIT = 1_000_000
const ROW_HEIGHT = 34
const NUM_COL = 64
const DATA_COL = 168

const delimiterOptions = [
  { value: 'auto' as const, label: 'Auto-detect' },
  ...DELIMITERS.map((d) => ({ value: d, label: DELIMITER_NAMES[d] })),
]

const scrollBox = css({
  maxH: '540px',
  overflow: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  minW: 0,
})
const rowBase = css({
  display: 'grid',
  alignItems: 'center',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
})
const cell = css({
  px: '2',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: 'fg.default',
})
const numCell = css({ px: '2', color: 'fg.muted', fontFamily: 'mono', fontSize: 'xs', textAlign: 'right' })
const headRow = css({
  display: 'block',
  position: 'sticky',
  top: 0,
  zIndex: 1,
  bg: 'bg.subtle',
  fontWeight: 'semibold',
  minH: '10',
})
const sortButton = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  w: 'full',
  minW: 0,
  px: '2',
  py: '2',
  textAlign: 'left',
  cursor: 'pointer',
  color: 'fg.default',
  fontWeight: 'semibold',
  borderRadius: 'sm',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '-2px' },
  '& svg': { w: '3.5', h: '3.5', flexShrink: 0 },
})
const statsTable = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    px: '2',
    py: '1.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    whiteSpace: 'nowrap',
  },
  '& th': { color: 'fg.muted', fontWeight: 'medium' },
  '& td': { color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
})

interface Source {
  text: string
  file: File | null
  name: string | null
}

export default function CsvPreviewView() {
  // The text goes in a link; a file (too big to show as text) and its name do not.
  const [text, setText] = useLinkState('text', '', 'input')
  const [origin, setOrigin] = useState<Omit<Source, 'text'>>({ file: null, name: null })
  const source: Source = { text, ...origin }
  const setSource = ({ text, ...rest }: Source) => {
    setText(text)
    setOrigin(rest)
  }
  const [delimiter, setDelimiter] = useLinkState<Delimiter | 'auto'>('delimiter', 'auto')
  const [header, setHeader] = useLinkState('header', true)
  const [table, setTable] = useState<CsvTable | null>(null)
  const [parsing, setParsing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [query, setQuery] = useLinkState('filter', '')
  const [filterCol, setFilterCol] = useLinkState('column', '-1')
  const [sort, setSort] = useLinkState<{ col: number; dir: SortDir } | null>('sort', null)
  const deferredText = useDeferredValue(source.text)

  useEffect(() => {
    setFailure(null)
    const input = source.file ?? deferredText
    if (typeof input === 'string' && !input.trim()) {
      setTable(null)
      setParsing(false)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(
      () => {
        setParsing(true)
        parseCsvInWorker(input, { delimiter, header }, controller.signal).then(
          (t) => {
            setTable(t)
            setParsing(false)
          },
          (e: unknown) => {
            if (isAbortError(e)) return
            setTable(null)
            setParsing(false)
            setFailure(`Could not read this CSV: ${errorMessage(e)}`)
          },
        )
      },
      source.file ? 0 : 200,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [source.file, deferredText, delimiter, header])

  // A new table keeps the filter text but drops a sort or column that may no longer exist.
  useEffect(() => {
    if (!table) return
    setSort((s) => (s && s.col < table.header.length ? s : null))
    setFilterCol((c) => (Number(c) < table.header.length ? c : '-1'))
  }, [table, setSort, setFilterCol])

  const deferredQuery = useDeferredValue(query)
  const filtered = useMemo(
    () => (table ? filterIndices(table.rows, deferredQuery, Number(filterCol)) : []),
    [table, deferredQuery, filterCol],
  )
  const view = useMemo(() => {
    if (!table || !sort || sort.col >= table.header.length) return filtered
    return sortIndices(table.rows, filtered, sort.col, table.types[sort.col], sort.dir)
  }, [table, filtered, sort])

  const load = (file: File) => {
    setQuery('')
    if (file.size > TEXT_LIMIT) setSource({ text: '', file, name: file.name })
    else
      void file.text().then(
        (text) => setSource({ text, file: null, name: file.name }),
        () => setFailure('Could not read this file.'),
      )
  }
  const clear = () => {
    setSource({ text: '', file: null, name: null })
    setQuery('')
    setSort(null)
  }
  const cycleSort = (col: number) =>
    setSort((s) => (!s || s.col !== col ? { col, dir: 'asc' } : s.dir === 'asc' ? { col, dir: 'desc' } : null))

  const columnOptions = useMemo(
    () => [
      { value: '-1', label: 'All columns' },
      ...(table?.header.map((h, i) => ({ value: String(i), label: h })) ?? []),
    ],
    [table],
  )
  const hasData = Boolean(source.text.trim() || source.file)

  return (
    <div className={looks.stackFill}>
      <Panel
        title="CSV input"
        actions={
          <SampleClearActions
            onSample={() => {
              clear()
              setSource({ text: SAMPLE_CSV, file: null, name: null })
            }}
            onClear={clear}
            canClear={hasData}
          />
        }
      >
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          <SelectField<Delimiter | 'auto'>
            label="Delimiter"
            value={delimiter}
            options={delimiterOptions}
            onChange={setDelimiter}
          />
          <SwitchField label="First row is a header" checked={header} onChange={setHeader} />
        </div>
        <FileDrop
          compact
          onFiles={(files) => load(files[0])}
          accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
          label="Drop a CSV file or click to choose"
          hint="Parsed in the background: files with hundreds of thousands of rows stay smooth."
          rejectAll={{ title: 'Invalid file', description: 'Please choose a CSV, TSV or text file' }}
        />
        {source.file ? (
          <Notice tone="info">
            <span data-testid="csv-big-file">
              {source.file.name} ({formatBytes(source.file.size)}) is read straight from the file; it is not shown as
              text to keep the page fast.
            </span>
          </Notice>
        ) : (
          <TextAreaField
            label="CSV text"
            mono
            rows={6}
            value={source.text}
            placeholder={'name,age\nAda,36'}
            onChange={(e) => setSource({ text: e.target.value, file: null, name: null })}
            spellCheck={false}
          />
        )}
      </Panel>

      {failure && (
        <Notice tone="danger" title="Could not read the CSV">
          {failure}
        </Notice>
      )}

      {table && table.problems.length > 0 && (
        <Notice
          tone="warning"
          title={`${table.problems.length} problem${table.problems.length === 1 ? '' : 's'} found`}
        >
          <ul data-testid="csv-problems" className={css({ pl: '4', listStyleType: 'disc', fontSize: 'sm' })}>
            {table.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        </Notice>
      )}

      <Panel
        title="Table"
        description={
          table ? (
            <span data-testid="csv-summary" aria-live="polite">
              {view.length.toLocaleString('en-US')} of {table.rows.length.toLocaleString('en-US')} rows ·{' '}
              {table.header.length} column{table.header.length === 1 ? '' : 's'}
              {sort
                ? ` · sorted by ${table.header[sort.col]} (${sort.dir === 'asc' ? 'ascending' : 'descending'})`
                : ''}
            </span>
          ) : parsing ? (
            'Reading…'
          ) : undefined
        }
        actions={
          <DownloadButton
            label="Download CSV"
            filename={() => exportFileName(source.name)}
            data={table && view.length ? () => exportCsv(table.header, table.rows, view, table.delimiter) : null}
            mime="text/csv;charset=utf-8"
            success={{ title: 'Downloaded!', description: 'Filtered rows saved as CSV' }}
          />
        }
      >
        {table ? (
          <>
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
                gap: '3',
                alignItems: 'end',
              })}
            >
              <TextField
                label="Filter rows"
                type="search"
                placeholder="Text to look for…"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <SelectField label="Filter in" value={filterCol} options={columnOptions} onChange={setFilterCol} />
            </div>
            <DataGrid table={table} view={view} sort={sort} onSort={cycleSort} />
            {view.length === 0 && (
              <p className={looks.mutedText} data-testid="csv-no-match">
                No row matches this filter.
              </p>
            )}
          </>
        ) : (
          <p className={looks.mutedText}>
            {parsing ? 'Reading the CSV…' : 'Open or paste a CSV file to see it as a table.'}
          </p>
        )}
      </Panel>

      {table && table.header.length > 0 && (
        <Panel title="Column statistics" description="Over all rows of the file.">
          <div className={looks.scrollX}>
            <table className={statsTable} data-testid="csv-stats">
              <thead>
                <tr>
                  <th scope="col">Column</th>
                  <th scope="col">Type</th>
                  <th scope="col">Count</th>
                  <th scope="col">Empty</th>
                  <th scope="col">Distinct</th>
                  <th scope="col">Min</th>
                  <th scope="col">Max</th>
                  <th scope="col">Mean</th>
                </tr>
              </thead>
              <tbody>
                {table.header.map((h, i) => {
                  const s = table.stats[i]
                  const t = table.types[i]
                  return (
                    <tr key={i}>
                      <th scope="row" className={css({ color: 'fg.default!' })}>
                        {h}
                      </th>
                      <td>
                        <span className={badge({ tone: 'neutral' })}>{t}</span>
                      </td>
                      <td>{s.count.toLocaleString('en-US')}</td>
                      <td>{s.empty.toLocaleString('en-US')}</td>
                      <td>{s.distinct.toLocaleString('en-US')}</td>
                      <td>{t === 'date' ? (s.first ?? '—') : formatStat(s.min)}</td>
                      <td>{t === 'date' ? (s.last ?? '—') : formatStat(s.max)}</td>
                      <td>{formatStat(s.mean)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </Panel>
      )}
    </div>
  )
}

function DataGrid({
  table,
  view,
  sort,
  onSort,
}: {
  table: CsvTable
  view: number[]
  sort: { col: number; dir: SortDir } | null
  onSort: (col: number) => void
}) {
  const parentRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: view.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })
  const cols = table.header.length
  const template = `${NUM_COL}px repeat(${cols}, minmax(${DATA_COL}px, 1fr))`
  const minWidth = NUM_COL + cols * DATA_COL
  return (
    <div
      ref={parentRef}
      className={scrollBox}
      role="region"
      aria-label="CSV rows"
      tabIndex={0}
      data-testid="csv-scroll"
    >
      <table
        aria-rowcount={view.length + 1}
        aria-colcount={cols + 1}
        className={css({ display: 'block' })}
        style={{ minWidth }}
      >
        <thead className={headRow}>
          <tr aria-rowindex={1} className={rowBase} style={{ gridTemplateColumns: template }}>
            <th scope="col" className={numCell}>
              #
            </th>
            {table.header.map((h, i) => {
              const active = sort?.col === i ? sort.dir : null
              return (
                <th
                  key={i}
                  scope="col"
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  className={looks.shrinkable}
                >
                  <button
                    type="button"
                    className={sortButton}
                    onClick={() => onSort(i)}
                    title={`${h} (${table.types[i]}): sort`}
                    aria-label={`Sort by ${h}`}
                  >
                    <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
                      {h}
                    </span>
                    {active === 'asc' ? (
                      <ArrowUp aria-hidden />
                    ) : active === 'desc' ? (
                      <ArrowDown aria-hidden />
                    ) : (
                      <ArrowUpDown aria-hidden className={looks.muted} />
                    )}
                  </button>
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody style={{ display: 'block', height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const index = view[item.index]
            const row = table.rows[index]
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                data-testid="csv-row"
                className={cx(rowBase, item.index % 2 ? css({ bg: 'bg.subtle' }) : undefined)}
                style={{
                  gridTemplateColumns: template,
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <td className={numCell}>{index + 1}</td>
                {row.map((v, c) => (
                  <td key={c} className={cell} title={v.length > 20 ? v : undefined}>
                    {v}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
