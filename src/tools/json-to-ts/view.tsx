import { FlaskConical } from 'lucide-react'
import { useDeferredValue, useMemo } from 'react'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, SplitLayout, TextAreaField, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { JsonErrorNotice } from '../../kit/json-error-notice'
import { useLinkState } from '../../kit/link-state'
import { OpenFileButton } from '../../kit/open-file-button'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SwitchField } from '../../ui/switch'
import { notify } from '../../ui/toaster'
import { checkRootName, type Declaration, jsonToTs, TS_EXAMPLE, tsFileName } from './json-to-ts'

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

  const result = useMemo(
    () => (deferred.trim() ? jsonToTs(deferred, { rootName: effectiveName, declaration, exported, readonly }) : null),
    [deferred, effectiveName, declaration, exported, readonly],
  )
  const code = result?.ok ? result.code : ''

  const openFile = async (file: File | undefined) => {
    if (!file) return
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
        <TextAreaField
          label="JSON"
          mono
          rows={18}
          placeholder='{"id": 1, "name": "Ada", "tags": ["math"]}'
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        {result && !result.ok && 'error' in result ? (
          <JsonErrorNotice error={result.error} title="Invalid JSON: fix it to generate types" testId="json-error" />
        ) : null}
        {result && !result.ok && 'tooDeep' in result ? (
          <Notice tone="danger" title="Nested too deeply">
            This JSON has thousands of nested levels, too many to turn into types.
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
          <CodeOutput label="Generated TypeScript" value={code} maxHeight="640px" />
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
