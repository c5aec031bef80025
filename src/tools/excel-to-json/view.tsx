import { useSetAtom } from 'jotai'
import { FileArchive } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import type { ConvertOptions, EmptyPolicy, RowShape } from '../../jobs/sheet'
import { CodeOutput, CopyButton, DownloadButton, FileDrop, Notice, Panel, ProgressBar, Stack } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { formatBytes } from '../../lib/bytes'
import { downloadBlob } from '../../lib/download'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import { convertJob, zipJob } from './atoms'
import {
  ACCEPT,
  DEFAULT_OPTIONS,
  fileProblem,
  mergeNote,
  previewNote,
  SAMPLE_CSV,
  sheetFileName,
  sheetSummary,
  zipFileName,
} from './excel-to-json'

const shapeOptions: { value: RowShape; label: string }[] = [
  { value: 'objects', label: 'First row as keys (objects)' },
  { value: 'arrays', label: 'Arrays of cells (no header)' },
]
const emptyOptions: { value: EmptyPolicy; label: string }[] = [
  { value: 'null', label: 'null' },
  { value: 'empty', label: 'Empty string ""' },
  { value: 'omit', label: 'Leave out' },
]

const optionsGrid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  alignItems: 'end',
})

function newKey(): string {
  return crypto.randomUUID()
}

export default function ExcelToJsonView() {
  const [source, setSource] = useState<{ file: File; key: string } | null>(null)
  const [options, setOptions] = useLinkState<ConvertOptions>('settings', DEFAULT_OPTIONS)
  const [problem, setProblem] = useState<string | null>(null)
  const [sheetName, setSheetName] = useState<string | null>(null)
  const state = useAtomValue(convertJob.stateAtom)
  const start = useSetAtom(convertJob.startAtom)
  const cancel = useSetAtom(convertJob.cancelAtom)
  const reset = useSetAtom(convertJob.resetAtom)
  const zipState = useAtomValue(zipJob.stateAtom)
  const startZip = useSetAtom(zipJob.startAtom)
  const cancelZip = useSetAtom(zipJob.cancelAtom)
  const resetZip = useSetAtom(zipJob.resetAtom)

  useEffect(() => {
    if (source) void start({ file: source.file, key: source.key, options })
    else reset()
  }, [source, options, start, reset])
  useEffect(
    () => () => {
      reset()
      resetZip()
    },
    [reset, resetZip],
  )

  const result = state.status === 'done' ? state.result : null
  const sheet = useMemo(() => {
    if (!result) return null
    return result.sheets.find((s) => s.name === sheetName) ?? result.sheets[0] ?? null
  }, [result, sheetName])

  const load = (file: File) => {
    const why = fileProblem(file)
    if (why) {
      setProblem(why)
      notify({ type: 'error', title: 'Cannot read this file', description: why })
      return
    }
    setProblem(null)
    setSheetName(null)
    resetZip()
    setSource({ file, key: newKey() })
  }
  const clear = () => {
    setSource(null)
    setProblem(null)
    setSheetName(null)
    resetZip()
  }
  const set = <K extends keyof ConvertOptions>(key: K, value: ConvertOptions[K]) =>
    setOptions((o) => ({ ...o, [key]: value }))

  const downloadAll = async () => {
    if (!result || !source) return
    const done = await startZip({ sheets: result.sheets })
    if (done.status === 'done') {
      downloadBlob(done.result, zipFileName(source.file.name))
      notify({
        type: 'success',
        title: 'Downloaded!',
        description: `${result.sheets.length} sheets saved as ${formatBytes(done.result.size)} ZIP`,
      })
    } else if (done.status === 'failed') {
      notify({ type: 'error', title: 'ZIP failed', description: done.error })
    }
  }

  const sheetOptions = useMemo(
    () =>
      result?.sheets.map((s) => ({
        value: s.name,
        label: `${s.name}${s.hidden ? ' (hidden)' : ''} · ${s.rowCount.toLocaleString('en')} rows`,
      })) ?? [],
    [result],
  )
  const note = sheet ? mergeNote(sheet.merges, options.fillMerged) : null
  const truncated = sheet ? previewNote(sheet.preview.rows, sheet.rowCount, sheet.bytes) : null

  return (
    <Stack>
      <Panel
        title="Workbook"
        actions={
          <SampleClearActions
            onSample={() => load(new File([SAMPLE_CSV], 'sample-orders.csv', { type: 'text/csv' }))}
            onClear={clear}
            canClear={Boolean(source || problem)}
          />
        }
      >
        <FileDrop
          compact
          onFiles={(files) => load(files[0])}
          accept={ACCEPT}
          label="Drop a spreadsheet or click to choose"
          hint=".xlsx, .xls, .ods or .csv · read in your browser, in the background: nothing is uploaded."
          rejectAll={{ title: 'Invalid file', description: 'Please choose an .xlsx, .xls, .ods or .csv file' }}
        />
        {source ? (
          <p data-testid="sheet-file" className={css({ fontSize: 'sm', overflowWrap: 'anywhere' })}>
            {source.file.name} · {formatBytes(source.file.size)}
            {result ? ` · ${result.format}` : ''}
          </p>
        ) : null}
        <div className={optionsGrid}>
          <SelectField<RowShape>
            label="Rows as"
            value={options.shape}
            options={shapeOptions}
            onChange={(v) => set('shape', v)}
          />
          <SelectField<EmptyPolicy>
            label="Empty cells"
            value={options.empty}
            options={emptyOptions}
            onChange={(v) => set('empty', v)}
          />
          <SwitchField
            label="Skip blank rows"
            checked={options.skipBlankRows}
            onChange={(v) => set('skipBlankRows', v)}
          />
          <SwitchField
            label="Repeat merged values"
            checked={options.fillMerged}
            onChange={(v) => set('fillMerged', v)}
          />
          <SwitchField label="Minify JSON" checked={options.indent === 0} onChange={(v) => set('indent', v ? 0 : 2)} />
        </div>
        <p className={looks.mutedSmall}>
          Dates become ISO strings (2024-03-05, or 2024-03-05T14:30:00 with a time). In arrays, “Leave out” drops
          trailing empty cells and keeps null for gaps.
        </p>
      </Panel>

      <Panel
        title="JSON"
        actions={
          sheet && source ? (
            <>
              {truncated ? null : <CopyButton value={sheet.preview.text} what="JSON" />}
              <DownloadButton
                data={sheet.json}
                filename={sheetFileName(sheet.name)}
                mime="application/json"
                label=".json"
                aria-label={`Download ${sheet.name} as JSON`}
                success={{ title: 'Downloaded!', description: `${sheetFileName(sheet.name)} saved` }}
              />
              {result && result.sheets.length > 1 ? (
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  onClick={downloadAll}
                  disabled={zipState.status === 'running'}
                >
                  <FileArchive aria-hidden /> All sheets (ZIP)
                </button>
              ) : null}
            </>
          ) : null
        }
      >
        {problem ? (
          <Notice tone="danger" title="Cannot read this file">
            <span data-testid="sheet-error">{problem}</span>
          </Notice>
        ) : null}
        {state.status === 'running' ? (
          <ProgressBar progress={state.progress} label={state.progress?.label ?? 'Starting…'} onCancel={cancel} />
        ) : null}
        {state.status === 'failed' ? (
          <Notice tone="danger" title="Cannot read this workbook">
            <span data-testid="sheet-error">{state.error}</span>
          </Notice>
        ) : null}
        {state.status === 'cancelled' && source ? (
          <Notice tone="info" title="Cancelled">
            Reading stopped. Drop the file again, or change an option, to start over.
          </Notice>
        ) : null}
        {zipState.status === 'running' ? (
          <ProgressBar progress={zipState.progress} label="Building the ZIP…" onCancel={cancelZip} />
        ) : null}
        {!source && !problem ? (
          <p className={looks.mutedText}>Choose a workbook, or load the sample, to see each sheet as JSON.</p>
        ) : null}
        {result && sheet ? (
          <>
            {result.sheets.length > 1 ? (
              <SelectField label="Sheet" value={sheet.name} options={sheetOptions} onChange={setSheetName} />
            ) : null}
            <p data-testid="sheet-summary" className={looks.mutedText}>
              {sheet.name}: {sheetSummary(sheet, options.shape)}
            </p>
            {note ? (
              <Notice tone="info">
                <span data-testid="sheet-merges">{note}</span>
              </Notice>
            ) : null}
            <CodeOutput label={`JSON of ${sheet.name}`} value={sheet.preview.text} maxHeight="520px" />
            {truncated ? (
              <p data-testid="sheet-truncated" className={looks.mutedText}>
                {truncated}
              </p>
            ) : null}
          </>
        ) : null}
      </Panel>
    </Stack>
  )
}
