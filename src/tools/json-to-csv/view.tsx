import { useDeferredValue, useMemo, useState } from 'react'
import { CodeOutput, FileDrop, Notice, Panel, SplitLayout, Stats } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { OutputActions } from '../../kit/output-actions'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { DELIMITER_NAMES, DELIMITERS, type Delimiter } from '../../lib/csv/csv'
import { css } from '../../styled-system/css'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import { csvFileName, DEFAULT_OPTIONS, type JsonToCsvOptions, jsonToCsv, LIMITS, SAMPLE_JSON } from './json-to-csv'

/** Characters of CSV laid out on the page (a 200,000-row CSV would take the page seconds). */
const PREVIEW_CHARS = 100_000

const delimiterOptions = DELIMITERS.map((d) => ({ value: d, label: DELIMITER_NAMES[d] }))

export default function JsonToCsvView() {
  const [text, setText] = useLinkState('text', '', 'input')
  useHandoffText(setText)
  const [fileName, setFileName] = useState<string | null>(null)
  const [options, setOptions] = useLinkState<JsonToCsvOptions>('settings', DEFAULT_OPTIONS)
  // Typing stays responsive on big inputs: the conversion follows the deferred text.
  const deferred = useDeferredValue(text)
  const result = useMemo(() => (deferred.trim() ? jsonToCsv(deferred, options) : null), [deferred, options])
  const set = <K extends keyof JsonToCsvOptions>(key: K, value: JsonToCsvOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }))
  const csv = result?.ok ? result.csv : ''

  return (
    <div className={looks.stackFill}>
      <Panel title="Options">
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: '3',
            alignItems: 'end',
          })}
        >
          <SelectField<Delimiter>
            label="Delimiter"
            value={options.delimiter}
            options={delimiterOptions}
            onChange={(v) => set('delimiter', v)}
          />
          <SwitchField label="Header row" checked={options.header} onChange={(v) => set('header', v)} />
          <SwitchField
            label="Defuse spreadsheet formulas (=, +, -, @, tab, CR), header too"
            checked={options.protectFormulas}
            onChange={(v) => set('protectFormulas', v)}
          />
        </div>
      </Panel>

      <SplitLayout>
        <Panel
          title="JSON input"
          actions={
            <SampleClearActions
              onSample={() => {
                setFileName(null)
                setText(SAMPLE_JSON)
              }}
              onClear={() => {
                setText('')
                setFileName(null)
              }}
              canClear={text !== ''}
            />
          }
        >
          <FileDrop
            compact
            onFiles={(files) => {
              const file = files[0]
              // Checked before reading: a file past the limit is never made into one string.
              if (file.size > LIMITS.chars) {
                notify({
                  type: 'error',
                  title: 'File too big',
                  description: `${file.name} is ${file.size.toLocaleString('en-US')} bytes: JSON to CSV reads up to ${LIMITS.chars.toLocaleString('en-US')}.`,
                })
                return
              }
              setFileName(file.name)
              void file.text().then(setText)
            }}
            accept=".json,application/json,text/plain"
            label="Drop a JSON file or click to choose"
            rejectAll={{ title: 'Invalid file', description: 'Please choose a JSON file' }}
          />
          <LargeTextField
            label="JSON text"
            mono
            rows={14}
            value={text}
            placeholder={'[{ "name": "Ada", "age": 36 }]'}
            onValueChange={(value) => {
              setFileName(null)
              setText(value)
            }}
            spellCheck={false}
          />
        </Panel>

        <Panel
          title="CSV output"
          actions={
            <OutputActions
              naming="named"
              primary
              value={csv}
              what="CSV"
              filename={csvFileName(fileName, options.delimiter)}
              mime={options.delimiter === '\t' ? 'text/tab-separated-values' : 'text/csv'}
            />
          }
        >
          {result && !result.ok ? (
            <Notice tone="danger">
              <span data-testid="json-to-csv-error">{result.message}</span>
            </Notice>
          ) : null}
          {result?.ok ? (
            <Stats
              items={[
                { label: 'Rows', value: result.rows, testId: 'json-to-csv-rows' },
                { label: 'Columns', value: result.columns.length, testId: 'json-to-csv-columns' },
              ]}
            />
          ) : null}
          {csv.length > PREVIEW_CHARS ? (
            <Notice tone="info">
              Showing the first {PREVIEW_CHARS.toLocaleString('en-US')} characters; Copy and Download give all of it.
            </Notice>
          ) : null}
          <CodeOutput label="CSV" value={csv.slice(0, PREVIEW_CHARS)} placeholder="The CSV appears here" />
        </Panel>
      </SplitLayout>
    </div>
  )
}
