import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { DownloadButton, FileDrop, Notice, Panel, TextAreaField, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { DELIMITER_NAMES, DELIMITERS, type Delimiter } from '../../lib/csv/csv'
import { exportFileName, SAMPLE_CSV } from '../../lib/csv/csv-table'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { ColumnStats } from './column-stats'
import { cycleSort, keepFilterColumn, keepSort, problemsTitle, type SortState, tableSummary } from './csv-preview'
import { DataGrid } from './data-grid'
import { useCsvTable, useCsvView } from './use-csv-table'

/**
 * A file longer than this is parsed straight from disk, not put in the text box: laying out a text box of 400 KB
 * takes the page a quarter of a second (and the share link's size check compresses whatever the box holds).
 */
const TEXT_LIMIT = 64 * 1024

const delimiterOptions = [
  { value: 'auto' as const, label: 'Auto-detect' },
  ...DELIMITERS.map((d) => ({ value: d, label: DELIMITER_NAMES[d] })),
]

const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'end',
})
const filterRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gap: '3',
  alignItems: 'end',
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
  const [query, setQuery] = useLinkState('filter', '')
  const [filterCol, setFilterCol] = useLinkState('column', '-1')
  const [sort, setSort] = useLinkState<SortState | null>('sort', null)
  const [defuse, setDefuse] = useLinkState('defuse', true)
  const deferredText = useDeferredValue(source.text)
  const { table: opened, parsing, failure, fail } = useCsvTable(source.file ?? deferredText, delimiter, header)

  // A new table keeps the filter text but drops a sort or column that may no longer exist.
  useEffect(() => {
    if (!opened) return
    setSort((s) => keepSort(s, opened.summary.header.length))
    setFilterCol((c) => keepFilterColumn(c, opened.summary.header.length))
  }, [opened, setSort, setFilterCol])

  const deferredQuery = useDeferredValue(query)
  const viewQuery = useMemo(
    () => ({
      query: deferredQuery,
      col: opened && Number(filterCol) < opened.summary.header.length ? Number(filterCol) : -1,
      sort: opened && sort && sort.col < opened.summary.header.length ? sort : null,
    }),
    [opened, deferredQuery, filterCol, sort],
  )
  // The table on screen: the last one until the new one (filtered and sorted like it) is ready.
  const { shown, viewError, rowAt, need } = useCsvView(opened, viewQuery)
  const table = shown?.table.summary ?? null
  const view = shown?.view ?? null

  const load = (file: File) => {
    setQuery('')
    if (file.size > TEXT_LIMIT) setSource({ text: '', file, name: file.name })
    else
      void file.text().then(
        (text) => setSource({ text, file: null, name: file.name }),
        () => fail('Could not read this file.'),
      )
  }
  const clear = () => {
    setSource({ text: '', file: null, name: null })
    setQuery('')
    setSort(null)
  }

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
        <div className={twoColumns}>
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
          hint="Read a part at a time in the background: files up to 1 GB, 16,384 columns, 50 million cells."
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

      {viewError && (
        <Notice tone="danger" title="Filter or sort failed">
          {viewError} The table shows the last view.
        </Notice>
      )}

      {table && table.problems.length > 0 && (
        <Notice tone="warning" title={problemsTitle(table.problems.length)}>
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
              {tableSummary(view?.count ?? 0, table.rowCount, table.header, shown?.query.sort ?? null)}
            </span>
          ) : parsing ? (
            'Reading…'
          ) : undefined
        }
        actions={
          <DownloadButton
            label="Download CSV"
            filename={() => exportFileName(source.name)}
            data={shown?.view.count ? () => shown.table.exportCsv(shown.view.order, defuse) : null}
            mime="text/csv;charset=utf-8"
            success={{ title: 'Downloaded!', description: 'Filtered rows saved as CSV' }}
          />
        }
      >
        {table ? (
          <>
            <div className={filterRow}>
              <TextField
                label="Filter rows"
                type="search"
                placeholder="Text to look for…"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <SelectField label="Filter in" value={filterCol} options={columnOptions} onChange={setFilterCol} />
            </div>
            <SwitchField
              label="Defuse spreadsheet formulas in the download (=, +, -, @, tab, CR), header too"
              checked={defuse}
              onChange={setDefuse}
            />
            <DataGrid
              header={table.header}
              types={table.types}
              count={view?.count ?? 0}
              sort={viewQuery.sort}
              onSort={(col) => setSort((s) => cycleSort(s, col))}
              rowAt={rowAt}
              need={need}
            />
            {view?.count === 0 && (
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

      {table && table.header.length > 0 && <ColumnStats table={table} />}
    </div>
  )
}
