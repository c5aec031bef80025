import { FlaskConical } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo } from 'react'
import { jsonToTsInWorker } from '../../jobs/json'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, ProgressBar, SplitLayout, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { JsonErrorNotice } from '../../kit/json-error-notice'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { OpenFileButton } from '../../kit/open-file-button'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import {
  checkRootName,
  type Declaration,
  jsonToTs,
  TS_EXAMPLE,
  TS_LIMITS,
  TS_LIVE_LIMIT,
  type TsOptions,
  type TsResult,
  tsFileName,
} from './json-to-ts'

const fmt = (n: number) => n.toLocaleString('en-US')
/** Characters of code laid out on the page. */
const PREVIEW_CHARS = 200_000

const DECLARATION_OPTIONS = [
  { value: 'interface', label: 'interface' },
  { value: 'type', label: 'type' },
] as const satisfies readonly { value: Declaration; label: string }[]

export default function JsonToTsView() {
  const [input, setInput] = useLinkState('json', '', 'input')
  useHandoffText(setInput)
  const [rootName, setRootName] = useLinkState('root', 'Root')
  const [declaration, setDeclaration] = useLinkState<Declaration>('declaration', 'interface')
  const [exported, setExported] = useLinkState('export', true)
  const [readonly, setReadonly] = useLinkState('readonly', false)
  const deferred = useDeferredValue(input)
  const nameCheck = checkRootName(rootName)
  const effectiveName = nameCheck.ok ? nameCheck.name : 'Root'

  const options = useMemo<TsOptions>(
    () => ({ rootName: effectiveName, declaration, exported, readonly }),
    [effectiveName, declaration, exported, readonly],
  )
  // A small sample is typed as you type; a big one in the json worker (a new input stops the stale run).
  const live = deferred.length <= TS_LIVE_LIMIT
  const liveResult = useMemo(
    () => (live && deferred.trim() ? jsonToTs(deferred, options) : null),
    [live, deferred, options],
  )
  const job = useJob(({ text, options }: { text: string; options: TsOptions }, { signal }) =>
    jsonToTsInWorker(text, options, signal),
  )
  const { start, reset } = job
  useEffect(() => {
    if (live) reset()
    else void start({ text: deferred, options })
  }, [live, deferred, options, start, reset])
  const result: TsResult | null = live ? liveResult : job.state.status === 'done' ? job.state.result : null
  const failure = !live && job.state.status === 'failed' ? job.state.error : null
  const code = result?.ok ? result.code : ''

  const openFile = async (file: File | undefined) => {
    if (!file) return
    if (file.size > TS_LIMITS.chars) {
      notify({
        type: 'error',
        title: 'File too big',
        description: `${file.name} is ${fmt(file.size)} bytes: JSON to TypeScript reads up to ${fmt(TS_LIMITS.chars)}.`,
      })
      return
    }
    try {
      setInput(await file.text())
    } catch {
      notify({ type: 'error', title: 'File Error', description: 'Failed to read file' })
    }
  }

  return (
    <SplitLayout>
      <Panel
        title="JSON sample"
        actions={
          <>
            <OpenFileButton
              accept=".json,application/json,text/plain"
              inputLabel="Open a JSON file"
              onFile={(f) => void openFile(f)}
            />
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              onClick={() => setInput(TS_EXAMPLE)}
            >
              <FlaskConical aria-hidden />
              Example
            </button>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'ghost' })}
              disabled={!input}
              onClick={() => setInput('')}
            >
              Clear
            </button>
          </>
        }
      >
        <LargeTextField
          label="JSON"
          mono
          rows={18}
          placeholder='{"id": 1, "name": "Ada", "tags": ["math"]}'
          value={input}
          onValueChange={setInput}
        />
        {job.running ? (
          <ProgressBar progress={null} label="Generating types in the background…" onCancel={job.cancel} />
        ) : null}
        {failure ? (
          <Notice tone="danger" title="Could not generate types">
            {failure}
          </Notice>
        ) : null}
        {result && !result.ok && 'error' in result ? (
          <JsonErrorNotice error={result.error} title="Invalid JSON: fix it to generate types" testId="json-error" />
        ) : null}
        {result && !result.ok && 'tooDeep' in result ? (
          <Notice tone="danger" title="Nested too deeply">
            <span data-testid="json-to-ts-limit">
              This JSON nests {fmt(result.depth)} levels deep: JSON to TypeScript types up to {fmt(TS_LIMITS.depth)}{' '}
              levels.
            </span>
          </Notice>
        ) : null}
        {result && !result.ok && 'tooBig' in result ? (
          <Notice tone="danger" title="Too big">
            <span data-testid="json-to-ts-limit">
              This JSON is {fmt(result.chars)} characters: JSON to TypeScript reads up to {fmt(TS_LIMITS.chars)}.
            </span>
          </Notice>
        ) : null}
      </Panel>
      <Panel
        title="TypeScript"
        description={result?.ok ? `${result.names.length} ${result.names.length === 1 ? 'type' : 'types'}` : undefined}
        actions={
          <>
            <CopyButton value={code} what="TypeScript" />
            <DownloadButton
              filename={tsFileName(effectiveName)}
              data={code || null}
              mime="text/plain;charset=utf-8"
              success={{ title: 'Downloaded!', description: `Saved as ${tsFileName(effectiveName)}` }}
            />
          </>
        }
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })}>
          <div className={css({ flex: '1 1 12rem', minW: 0 })}>
            <TextField
              label="Root type name"
              value={rootName}
              onChange={(e) => setRootName(e.target.value)}
              error={nameCheck.ok ? undefined : nameCheck.message}
              spellCheck={false}
              autoComplete="off"
            />
          </div>
          <Segmented label="Declare as" value={declaration} options={DECLARATION_OPTIONS} onChange={setDeclaration} />
        </div>
        <div className={looks.rowWide}>
          <SwitchField label="export" checked={exported} onChange={setExported} />
          <SwitchField label="readonly fields" checked={readonly} onChange={setReadonly} />
        </div>
        {code ? (
          <>
            {code.length > PREVIEW_CHARS ? (
              <Notice tone="info">
                Showing the first {fmt(PREVIEW_CHARS)} characters; Copy and Download give all of it.
              </Notice>
            ) : null}
            <CodeOutput label="Generated TypeScript" value={code.slice(0, PREVIEW_CHARS)} maxHeight="640px" />
          </>
        ) : (
          <Notice tone="info">
            Paste a JSON sample. Objects become named interfaces, array items are merged (keys missing from some items
            become optional) and mixed values become unions.
          </Notice>
        )}
      </Panel>
    </SplitLayout>
  )
}
