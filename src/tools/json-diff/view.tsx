import { ArrowLeftRight, FlaskConical, X } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { compareJsonInWorker } from '../../jobs/json-diff'
import {
  CopyButton,
  DownloadButton,
  EmptyState,
  Notice,
  Panel,
  ProgressBar,
  SplitLayout,
  TextAreaField,
} from '../../kit'
import { JsonErrorNotice } from '../../kit/json-error-notice'
import { useLinkState } from '../../kit/link-state'
import { OpenFileButton } from '../../kit/open-file-button'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import { formatBytes } from '../../lib/bytes'
import {
  buildDiffTree,
  type CompareResult,
  compareJsonTexts,
  DIFF_EXAMPLE,
  describeEntry,
  diffToJson,
  diffToPatch,
  WORKER_THRESHOLD,
} from '../../lib/json/json-diff'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { DiffTree } from './diff-tree'

interface Side {
  text: string
  /** Set when a document too big to edit in the box is held aside (a big file or paste). */
  heldAs: string | null
}

type ViewMode = 'tree' | 'list'
const VIEW_OPTIONS = [
  { value: 'tree', label: 'Tree' },
  { value: 'list', label: 'Path list' },
] as const satisfies readonly { value: ViewMode; label: string }[]

/** Most flat-list rows drawn. */
const LIST_LIMIT = 2000

const emptySide: Side = { text: '', heldAs: null }

function SideInput({ side, label, onChange }: { side: Side; label: 'Left' | 'Right'; onChange: (side: Side) => void }) {
  const load = (text: string, source: string | null) =>
    onChange({ text, heldAs: text.length > WORKER_THRESHOLD / 2 ? source : null })
  const openFile = async (file: File | undefined) => {
    if (!file) return
    try {
      load(await file.text(), file.name)
    } catch {
      notify({ type: 'error', title: 'File Error', description: 'Failed to read file' })
    }
  }
  const testId = label.toLowerCase()
  return (
    <Panel
      title={label === 'Left' ? 'Left (original)' : 'Right (changed)'}
      actions={
        <>
          <OpenFileButton
            accept=".json,application/json,text/plain"
            buttonDetail={`for the ${testId} side`}
            inputLabel={`${label} JSON file`}
            testId={`${testId}-file-input`}
            onFile={(f) => void openFile(f)}
          />
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!side.text}
            onClick={() => onChange(emptySide)}
            aria-label={`Clear the ${testId} side`}
          >
            Clear
          </button>
        </>
      }
    >
      {side.heldAs ? (
        <div
          data-testid={`${testId}-held`}
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
            {side.heldAs} · {formatBytes(side.text.length)}
          </span>
          <span className={looks.muted}>
            Too large to edit comfortably in the page; it is compared in the background. Clear to start again.
          </span>
        </div>
      ) : (
        <TextAreaField
          label={`${label} JSON`}
          mono
          rows={12}
          placeholder={label === 'Left' ? '{"name": "Ada", "age": 36}' : '{"name": "Ada", "age": 37}'}
          value={side.text}
          onChange={(e) => onChange({ text: e.target.value, heldAs: null })}
          onPaste={(e) => {
            const text = e.clipboardData.getData('text/plain')
            if (text.length > WORKER_THRESHOLD / 2) {
              e.preventDefault()
              load(text, 'Pasted JSON')
            }
          }}
        />
      )}
    </Panel>
  )
}

export default function JsonDiffView() {
  const [left, setLeft] = useLinkState<Side>('left', emptySide, 'input')
  const [right, setRight] = useLinkState<Side>('right', emptySide, 'input')
  const [mode, setMode] = useLinkState<ViewMode>('view', 'tree')
  const [run, setRun] = useState(0)
  const dLeft = useDeferredValue(left.text)
  const dRight = useDeferredValue(right.text)
  const ready = dLeft.trim() !== '' && dRight.trim() !== ''
  const large = dLeft.length + dRight.length > WORKER_THRESHOLD
  const compareJob = useJob(({ a, b }: { a: string; b: string }, { signal }) => compareJsonInWorker(a, b, signal))
  const { start: startCompare, reset: resetCompare } = compareJob
  const worker = compareJob.state

  const syncResult = useMemo(
    () => (ready && !large ? compareJsonTexts(dLeft, dRight) : null),
    [dLeft, dRight, ready, large],
  )

  // Large texts are compared in the worker; each edit starts afresh (the job stops the stale run).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts a cancelled comparison
  useEffect(() => {
    if (ready && large) void startCompare({ a: dLeft, b: dRight })
    else resetCompare()
  }, [dLeft, dRight, ready, large, run, startCompare, resetCompare])

  const cancel = () => {
    compareJob.cancel()
    notify({ type: 'info', title: 'Cancelled', description: 'The comparison was stopped' })
  }

  const result: CompareResult | null = large ? (worker.status === 'done' ? worker.result : null) : syncResult
  const diff = result?.ok ? result.diff : null
  const tree = useMemo(() => (diff ? buildDiffTree(diff) : null), [diff])
  const listRows = useMemo(
    () => (diff && mode === 'list' ? diff.entries.slice(0, LIST_LIMIT).map((e) => describeEntry(e, 160)) : []),
    [diff, mode],
  )

  const swap = () => {
    setLeft(right)
    setRight(left)
  }
  const loadExample = () => {
    setLeft({ text: DIFF_EXAMPLE.left, heldAs: null })
    setRight({ text: DIFF_EXAMPLE.right, heldAs: null })
  }

  const total = diff ? diff.entries.length : 0
  return (
    <div className={looks.stack}>
      <div className={looks.row}>
        <button type="button" className={button({ size: 'sm', variant: 'outline' })} onClick={swap}>
          <ArrowLeftRight aria-hidden />
          Swap sides
        </button>
        <button type="button" className={button({ size: 'sm', variant: 'ghost' })} onClick={loadExample}>
          <FlaskConical aria-hidden />
          Load example
        </button>
      </div>
      <SplitLayout>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
          <SideInput side={left} label="Left" onChange={setLeft} />
          {result && !result.ok && result.left ? (
            <JsonErrorNotice error={result.left} title="Left side is not valid JSON" testId="left-error" />
          ) : null}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
          <SideInput side={right} label="Right" onChange={setRight} />
          {result && !result.ok && result.right ? (
            <JsonErrorNotice error={result.right} title="Right side is not valid JSON" testId="right-error" />
          ) : null}
        </div>
      </SplitLayout>
      <Panel
        title="Differences"
        description={diff ? <span data-testid="diff-summary">{summaryFor(total, diff.counts)}</span> : undefined}
        actions={
          <>
            <CopyButton
              label="Copy diff"
              value={diff && total > 0 ? () => diffToJson(diff) : ''}
              disabled={!diff || total === 0}
              success={{ title: 'Copied!', description: 'Diff copied to clipboard' }}
            />
            <CopyButton
              label="Copy JSON Patch"
              value={diff && total > 0 ? () => diffToPatch(diff) : ''}
              disabled={!diff || total === 0}
              success={{ title: 'Copied!', description: 'JSON Patch copied to clipboard' }}
            />
            <DownloadButton
              filename="json-diff.json"
              data={diff && total > 0 ? () => diffToJson(diff) : null}
              disabled={!diff || total === 0}
              mime="application/json;charset=utf-8"
              success={{ title: 'Downloaded!', description: 'Diff saved as json-diff.json' }}
            />
          </>
        }
      >
        <Segmented label="View" value={mode} options={VIEW_OPTIONS} onChange={setMode} />
        {worker.status === 'running' && large ? (
          <div className={looks.stackTight}>
            <ProgressBar progress={null} label={`Comparing ${formatBytes(dLeft.length + dRight.length)}…`} />
            <button
              type="button"
              className={button({ size: 'sm', variant: 'outline' })}
              onClick={cancel}
              style={{ alignSelf: 'flex-start' }}
            >
              <X aria-hidden />
              Cancel
            </button>
          </div>
        ) : null}
        {worker.status === 'cancelled' && large ? (
          <Notice tone="warning" title="Comparison cancelled">
            <button
              type="button"
              className={button({ size: 'xs', variant: 'outline' })}
              onClick={() => setRun((n) => n + 1)}
            >
              Compare again
            </button>
          </Notice>
        ) : null}
        {worker.status === 'failed' && large ? (
          <Notice tone="danger" title="Comparison failed">
            {worker.error}
          </Notice>
        ) : null}
        {!ready ? (
          <EmptyState title="Paste or open two JSON documents">
            Differences appear here: added, removed and changed paths. Key order is ignored; arrays are compared item by
            item.
          </EmptyState>
        ) : result && !result.ok ? (
          <p className={looks.mutedText}>Fix the JSON above to see the differences.</p>
        ) : diff && total === 0 ? (
          <Notice tone="success">
            <span data-testid="diff-equal">No differences: the documents are equal</span>
          </Notice>
        ) : diff && tree && mode === 'tree' ? (
          <DiffTree root={tree} />
        ) : diff && mode === 'list' ? (
          <div
            role="region"
            aria-label="Changed paths"
            tabIndex={0}
            className={css({ bg: 'bg.subtle', borderRadius: 'lg', p: '3', maxH: '640px', overflow: 'auto' })}
          >
            <ol data-testid="diff-list" className={css({ listStyle: 'none', fontFamily: 'mono', fontSize: 'sm' })}>
              {listRows.map((row, i) => (
                <li
                  key={i}
                  data-kind={diff.entries[i]?.kind}
                  className={css({
                    py: '0.5',
                    overflowWrap: 'anywhere',
                    '&[data-kind=added]': { color: 'success.fg' },
                    '&[data-kind=removed]': { color: 'danger.fg' },
                    '&[data-kind=changed]': { color: 'warning.fg' },
                    '&[data-kind=type]': { color: 'accent.fg' },
                  })}
                >
                  {row}
                </li>
              ))}
            </ol>
            {total > LIST_LIMIT ? (
              <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
                Showing the first {LIST_LIMIT.toLocaleString('en')} of {total.toLocaleString('en')} paths. Copy and
                Download give the whole diff.
              </p>
            ) : null}
          </div>
        ) : null}
      </Panel>
    </div>
  )
}

function summaryFor(total: number, counts: { added: number; removed: number; changed: number; type: number }) {
  if (total === 0) return 'Equal'
  const parts = [`${counts.added} added`, `${counts.removed} removed`, `${counts.changed} changed`]
  if (counts.type) parts.push(`${counts.type} type changed`)
  return `${total} ${total === 1 ? 'difference' : 'differences'} · ${parts.join(' · ')}`
}
