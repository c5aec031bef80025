import { Minimize2, WandSparkles } from 'lucide-react'
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { formatJsonInWorker } from '../../jobs/json'
import { CodeOutput, CopyButton, DownloadButton, Notice, Panel, ProgressBar, SplitLayout } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { OpenFileButton } from '../../kit/open-file-button'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import { formatCount } from '../../lib/count'
import {
  DEEP_ON_PAGE,
  type FormatResult,
  formatJson,
  INDENT_OPTIONS,
  type Indent,
  type JsonErrorInfo,
  minifyJson,
  parseIndent,
  tooDeepAt,
  validityMessage,
  WORKER_THRESHOLD,
} from '../../lib/json/json-format'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { SelectField } from '../../ui/select'
import { notify } from '../../ui/toaster'
import { CopyBlobButton } from './copy-blob-button'

type Mode = 'format' | 'minify'
type IndentChoice = (typeof INDENT_OPTIONS)[number]['value']

const emptyClass = css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.subtle', borderRadius: 'lg', p: '3' })

type OutputView =
  | { ok: true; preview: string; chars: number; bytes: number; text: string | null; data: string | Blob }
  | { ok: false; error: JsonErrorInfo }

/** Longer output is shown cut short (the DOM would choke); Copy and Download always give all of it. */
const DISPLAY_LIMIT = 20_000

export default function JsonPrettyView() {
  const [input, setInput] = useLinkState('input', '', 'input')
  useHandoffText(setInput)
  /** A document too large for the text box (a big paste or file) is held aside, named here. */
  const [heldAside, setHeldAside] = useState<string | null>(null)
  const [indentChoice, setIndentChoice] = useLinkState<IndentChoice>('indent', '2')
  const [mode, setMode] = useLinkState<Mode>('mode', 'format')
  const deferred = useDeferredValue(input)
  // Deep nesting multiplies indentation: even a short text that nests deep is formatted in the worker.
  const large = deferred.length > WORKER_THRESHOLD || tooDeepAt(deferred, DEEP_ON_PAGE) !== -1
  // A large document is formatted in the worker; each change starts afresh (the job stops the stale run).
  const formatJob = useJob(
    async ({ text, indent, runKey }: { text: string; indent: Indent | null; runKey: string }, { signal }) => ({
      key: runKey,
      result: await formatJsonInWorker(text, indent, DISPLAY_LIMIT, signal),
    }),
  )
  const { start: startFormat, reset: resetFormat } = formatJob
  const workerResult = formatJob.state.status === 'done' ? formatJob.state.result : null
  const workerError = formatJob.state.status === 'failed' ? formatJob.state.error : null
  const indent = parseIndent(indentChoice)
  const key = `${mode}:${indentChoice}:${deferred.length}:${deferred.slice(0, 64)}`

  const syncResult = useMemo<FormatResult | null>(() => {
    if (large || !deferred.trim()) return null
    return mode === 'format' ? formatJson(deferred, indent) : minifyJson(deferred)
  }, [deferred, indent, mode, large])

  useEffect(() => {
    if (large) void startFormat({ text: deferred, indent: mode === 'format' ? indent : null, runKey: key })
    else resetFormat()
  }, [deferred, indent, mode, large, key, startFormat, resetFormat])

  const view = useMemo<OutputView | null>(() => {
    if (!large) {
      if (!syncResult) return null
      if (!syncResult.ok) return syncResult
      const text = syncResult.output
      return {
        ok: true,
        preview: text.slice(0, DISPLAY_LIMIT),
        chars: text.length,
        bytes: new Blob([text]).size,
        text,
        data: text,
      }
    }
    if (workerResult?.key !== key) return null
    const r = workerResult.result
    if (!r.ok) return r
    return {
      ok: true,
      preview: r.preview,
      chars: r.chars,
      bytes: r.blob.size,
      text: null,
      data: r.blob,
    }
  }, [large, syncResult, workerResult, key])

  const busy = large && !view && !workerError
  const truncated = view?.ok === true && view.chars > view.preview.length
  const shown = view?.ok ? (truncated ? `${view.preview}\n…` : view.preview) : ''

  const load = (text: string, source: string | null) => {
    setHeldAside(text.length > WORKER_THRESHOLD ? source : null)
    setInput(text)
  }
  const clear = () => load('', null)

  const openFile = async (file: File | undefined) => {
    if (!file) return
    try {
      load(await file.text(), file.name)
    } catch {
      notify({ type: 'error', title: 'File Error', description: 'Failed to read file' })
    }
  }

  return (
    <SplitLayout>
      <Panel
        title="Input"
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
              disabled={!input}
              onClick={clear}
            >
              Clear
            </button>
          </>
        }
      >
        {heldAside ? (
          <div
            data-testid="json-held-aside"
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
              bg: 'bg.subtle',
              borderRadius: 'lg',
              p: '4',
              fontSize: 'sm',
            })}
          >
            <span className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
              {heldAside} · {formatBytes(input.length)}
            </span>
            <span className={looks.muted}>
              Too large to edit comfortably in the page; it is formatted in the background. Clear to start again.
            </span>
          </div>
        ) : (
          <LargeTextField
            label="JSON input"
            mono
            rows={18}
            placeholder='{"paste": ["your", "JSON", "here"]}'
            value={input}
            onValueChange={setInput}
            onPaste={(e) => {
              // A huge paste would freeze the text box; it is taken aside as a whole document instead.
              const text = e.clipboardData.getData('text/plain')
              if (text.length > WORKER_THRESHOLD) {
                e.preventDefault()
                // Rendered in the background: the paste event's own task stays short.
                startTransition(() => load(text, 'Pasted JSON'))
              }
            }}
          />
        )}
        {busy ? <ProgressBar progress={null} label={`Formatting ${formatBytes(deferred.length)}…`} /> : null}
        {workerError ? (
          <Notice tone="danger" title="Formatting failed">
            {workerError}
          </Notice>
        ) : null}
        {view ? (
          view.ok ? (
            <Notice tone="success">
              <span data-testid="json-validity">Valid JSON</span>
            </Notice>
          ) : (
            <Notice tone="danger">
              <span data-testid="json-validity">{validityMessage(view)}</span>
              {view.error.limit ? null : (
                <span data-testid="json-error-position" className={css({ display: 'block', mt: '1' })}>
                  Line {view.error.line}, column {view.error.column}
                </span>
              )}
              {view.error.excerpt && !view.error.limit ? (
                <pre
                  className={css({ fontFamily: 'mono', fontSize: 'xs', mt: '1', overflowX: 'auto', whiteSpace: 'pre' })}
                  data-testid="json-error-excerpt"
                  tabIndex={0}
                >
                  {`${view.error.excerpt}\n${' '.repeat(Math.max(0, view.error.column - 1))}^`}
                </pre>
              ) : null}
            </Notice>
          )
        ) : null}
      </Panel>
      <Panel
        title={mode === 'format' ? 'Formatted' : 'Minified'}
        description={view?.ok ? formatBytes(view.bytes) : undefined}
        actions={
          <>
            {view?.ok && view.text === null && view.data instanceof Blob ? (
              <CopyBlobButton blob={view.data} what="JSON" />
            ) : (
              <CopyButton value={view?.ok ? (view.text ?? '') : ''} what="JSON" />
            )}
            <DownloadButton
              filename="formatted.json"
              data={view?.ok ? view.data : null}
              mime="application/json;charset=utf-8"
              success={{ title: 'Downloaded!', description: 'JSON file saved successfully' }}
            />
          </>
        }
      >
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end' })}>
          <div className={css({ minW: '36' })}>
            <SelectField label="Indent" value={indentChoice} options={INDENT_OPTIONS} onChange={setIndentChoice} />
          </div>
          <div role="group" aria-label="Output style" className={css({ display: 'flex', gap: '2' })}>
            <button
              type="button"
              aria-pressed={mode === 'format'}
              className={button({ size: 'md', variant: mode === 'format' ? 'solid' : 'outline' })}
              onClick={() => setMode('format')}
            >
              <WandSparkles aria-hidden />
              Format
            </button>
            <button
              type="button"
              aria-pressed={mode === 'minify'}
              className={button({ size: 'md', variant: mode === 'minify' ? 'solid' : 'outline' })}
              onClick={() => setMode('minify')}
            >
              <Minimize2 aria-hidden />
              Minify
            </button>
          </div>
        </div>
        {shown ? (
          <CodeOutput label="Formatted JSON" className={css({ tabSize: 4 })} value={shown} maxHeight="600px" />
        ) : (
          <p className={emptyClass}>Formatted JSON appears here</p>
        )}
        {truncated && view?.ok ? (
          <p className={looks.mutedSmall} data-testid="json-truncated">
            Showing the first {formatCount(DISPLAY_LIMIT)} of {formatCount(view.chars)} characters. Copy and Download
            give the whole result.
          </p>
        ) : null}
      </Panel>
    </SplitLayout>
  )
}
