import { useEffect, useMemo, useState } from 'react'
import { type CsvToJsonLarge, convertCsvInWorker } from '../../jobs/csv'
import { CodeOutput, FileDrop, Notice, Panel, ProgressBar, SplitLayout, Stats, TextAreaField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { useLinkState } from '../../kit/link-state'
import { OutputActions } from '../../kit/output-actions'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { DELIMITER_NAMES, DELIMITERS, type Delimiter } from '../../lib/csv/csv'
import {
  type CsvToJsonOptions,
  type CsvToJsonResult,
  convertCsv,
  DEFAULT_OPTIONS,
  jsonFileName,
  LIVE_LIMIT,
  MAX_PROBLEMS,
  SAMPLE_CSV,
} from '../../lib/csv/csv-to-json'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'

const PREVIEW_CHARS = 100_000

type Output = Omit<CsvToJsonResult, 'json'> & { preview: string; truncated: boolean; data: string | Blob }

const delimiterOptions = [
  { value: 'auto' as const, label: 'Auto-detect' },
  ...DELIMITERS.map((d) => ({ value: d, label: DELIMITER_NAMES[d] })),
]
const indentOptions = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: '0', label: 'Minified' },
] as const

const fromLarge = (r: CsvToJsonLarge): Output => ({ ...r, data: r.blob })

export default function CsvToJsonView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  /** A file too big for the text box: converted in the worker straight from the file. */
  const [bigFile, setBigFile] = useState<File | null>(null)
  const [fileName, setFileName] = useState<string | null>(null)
  const [options, setOptions] = useLinkState<CsvToJsonOptions>('settings', DEFAULT_OPTIONS)
  const [cancelled, setCancelled] = useState(false)
  // Above the live limit the conversion runs in the worker; each change starts afresh (the job stops the stale run).
  const convertJob = useJob(({ input, options }: { input: Blob | string; options: CsvToJsonOptions }, { signal }) =>
    convertCsvInWorker(input, options, PREVIEW_CHARS, signal).then(fromLarge),
  )
  const { start: startConvert, reset: resetConvert } = convertJob
  const running = convertJob.running
  const workerOutput = convertJob.state.status === 'done' ? convertJob.state.result : null
  const failure =
    convertJob.state.status === 'failed'
      ? `Could not convert this CSV: ${convertJob.state.error}`
      : cancelled
        ? 'Conversion cancelled. Change an option or load the file again to retry.'
        : null

  const live = !bigFile && text.length <= LIVE_LIMIT
  const liveOutput = useMemo<Output | null>(() => {
    if (!live || !text.trim()) return null
    const { json, ...rest } = convertCsv(text, options)
    return { ...rest, preview: json, truncated: false, data: json }
  }, [live, text, options])

  useEffect(() => {
    setCancelled(false)
    if (live) resetConvert()
    else void startConvert({ input: bigFile ?? text, options })
  }, [live, bigFile, text, options, startConvert, resetConvert])

  const output = live ? liveOutput : workerOutput
  const set = <K extends keyof CsvToJsonOptions>(key: K, value: CsvToJsonOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }))

  const load = (file: File) => {
    setFileName(file.name)
    if (file.size > LIVE_LIMIT) {
      setBigFile(file)
      setText('')
    } else {
      setBigFile(null)
      void file.text().then(setText)
    }
  }
  const clear = () => {
    setText('')
    setBigFile(null)
    setFileName(null)
  }

  return (
    <div className={looks.stackFill}>
      <Panel title="Options">
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          <SelectField<Delimiter | 'auto'>
            label="Delimiter"
            value={options.delimiter}
            options={delimiterOptions}
            onChange={(v) => set('delimiter', v)}
          />
          <SelectField
            label="JSON indent"
            value={String(options.indent) as '0' | '2' | '4'}
            options={indentOptions}
            onChange={(v) => set('indent', Number(v) as 0 | 2 | 4)}
          />
          <SwitchField label="First row is a header" checked={options.header} onChange={(v) => set('header', v)} />
          <SwitchField
            label="Detect numbers, booleans and empty cells"
            checked={options.typed}
            onChange={(v) => set('typed', v)}
          />
        </div>
      </Panel>

      <SplitLayout>
        <Panel
          title="CSV input"
          actions={
            <SampleClearActions
              onSample={() => {
                clear()
                setText(SAMPLE_CSV)
              }}
              onClear={clear}
              canClear={Boolean(text || bigFile)}
            />
          }
        >
          <FileDrop
            compact
            onFiles={(files) => load(files[0])}
            accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
            label="Drop a CSV file or click to choose"
            hint="Files up to 1 GB: big ones are read a part at a time and converted in the background."
            rejectAll={{ title: 'Invalid file', description: 'Please choose a CSV, TSV or text file' }}
          />
          {bigFile ? (
            <Notice tone="info">
              <span data-testid="csv-big-file">
                {bigFile.name} ({formatBytes(bigFile.size)}) is converted straight from the file; it is not shown here
                to keep the page fast.
              </span>
            </Notice>
          ) : (
            <TextAreaField
              label="CSV text"
              mono
              rows={14}
              value={text}
              placeholder={'name,age\nAda,36'}
              onChange={(e) => {
                setFileName(null)
                setText(e.target.value)
              }}
              spellCheck={false}
            />
          )}
        </Panel>

        <Panel
          title="JSON output"
          actions={
            <OutputActions
              naming="named"
              primary
              value={output && !output.truncated ? output.preview : ''}
              copyDisabled={!output || output.truncated}
              what="JSON"
              filename={jsonFileName(fileName)}
              data={output?.data ?? null}
              mime="application/json"
            />
          }
        >
          {running ? (
            <ProgressBar
              progress={null}
              label="Converting in the background…"
              onCancel={() => {
                convertJob.cancel()
                setCancelled(true)
              }}
            />
          ) : null}
          {failure ? <Notice tone="danger">{failure}</Notice> : null}
          {output ? (
            <>
              <Stats
                items={[
                  {
                    label: options.header ? 'Records' : 'Rows',
                    value: output.records.toLocaleString('en-US'),
                    testId: 'csv-records',
                  },
                  { label: 'Columns', value: output.columns.length, testId: 'csv-columns' },
                  {
                    label: 'Delimiter',
                    value: DELIMITER_NAMES[output.delimiter].replace(/ \(.\)$/, ''),
                    testId: 'csv-delimiter',
                  },
                  { label: 'Problems', value: output.problemCount, testId: 'csv-problems' },
                ]}
              />
              {output.problemCount ? (
                <Notice
                  tone="warning"
                  title={`${output.problemCount} problem(s) found; the JSON includes what was read`}
                >
                  <ul data-testid="csv-problem-list" className={css({ pl: '4', listStyle: 'disc' })}>
                    {output.problems.map((p) => (
                      <li key={`${p.line}-${p.message}`}>{p.message}</li>
                    ))}
                    {output.problemCount > output.problems.length ? (
                      <li>… and {output.problemCount - output.problems.length} more</li>
                    ) : null}
                  </ul>
                </Notice>
              ) : null}
              {output.renames.length ? (
                <Notice tone="info" title={`${output.renames.length} column(s) renamed so every key is unique`}>
                  <ul data-testid="csv-rename-list" className={css({ pl: '4', listStyle: 'disc' })}>
                    {output.renames.slice(0, MAX_PROBLEMS).map((r) => (
                      <li key={r.column}>{r.message}</li>
                    ))}
                    {output.renames.length > MAX_PROBLEMS ? (
                      <li>… and {output.renames.length - MAX_PROBLEMS} more</li>
                    ) : null}
                  </ul>
                </Notice>
              ) : null}
              {output.records === 0 ? <Notice tone="warning">No records found in this CSV.</Notice> : null}
              {output.truncated ? (
                <Notice tone="info">
                  Showing the first {PREVIEW_CHARS.toLocaleString('en-US')} characters; Download gives all of it.
                </Notice>
              ) : null}
            </>
          ) : null}
          <CodeOutput label="JSON" value={output?.preview ?? ''} placeholder="The JSON appears here" />
        </Panel>
      </SplitLayout>
    </div>
  )
}
