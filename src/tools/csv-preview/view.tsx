import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { DownloadButton, FileDrop, Notice, Panel, TextAreaField, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { DELIMITER_NAMES, DELIMITERS, type Delimiter } from '../../lib/csv/csv'
import { exportCsv, exportFileName, filterIndices, SAMPLE_CSV, sortIndices } from '../../lib/csv/csv-table'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { ColumnStats } from './column-stats'
import { cycleSort, keepFilterColumn, keepSort, problemsTitle, type SortState, tableSummary } from './csv-preview'
import { DataGrid } from './data-grid'
import { useCsvTable } from './use-csv-table'

/** Pasted text longer than this is not kept in the text box (a file is parsed straight from disk). */
const TEXT_LIMIT = 1_000_000

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
  const deferredText = useDeferredValue(source.text)
  const { table, parsing, failure, fail } = useCsvTable(source.file ?? deferredText, delimiter, header)

  // A new table keeps the filter text but drops a sort or column that may no longer exist.
  useEffect(() => {
    if (!table) return
    setSort((s) => keepSort(s, table.header.length))
    setFilterCol((c) => keepFilterColumn(c, table.header.length))
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
              {tableSummary(view.length, table.rows.length, table.header, sort)}
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
            <DataGrid table={table} view={view} sort={sort} onSort={(col) => setSort((s) => cycleSort(s, col))} />
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

      {table && table.header.length > 0 && <ColumnStats table={table} />}
    </div>
  )
}
