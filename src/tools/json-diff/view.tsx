import { ArrowLeftRight, FlaskConical } from 'lucide-react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { compareJsonInWorker } from '../../jobs/json-diff'
import { CopyButton, DownloadButton, EmptyState, Notice, Panel, SplitLayout } from '../../kit'
import { JsonErrorNotice } from '../../kit/json-error-notice'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { useJob } from '../../kit/use-job'
import {
  buildDiffTree,
  type CompareResult,
  compareJsonTexts,
  DIFF_EXAMPLE,
  diffToJson,
  diffToPatch,
  WORKER_THRESHOLD,
} from '../../lib/json/json-diff'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { notify } from '../../ui/toaster'
import { CompareStatus } from './compare-status'
import { DiffList } from './diff-list'
import { DiffTree } from './diff-tree'
import { emptySide, type Side, SideInput } from './side-input'
import { summaryFor } from './summary'

type ViewMode = 'tree' | 'list'
const VIEW_OPTIONS = [
  { value: 'tree', label: 'Tree' },
  { value: 'list', label: 'Path list' },
] as const satisfies readonly { value: ViewMode; label: string }[]

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
            <JsonErrorNotice
              error={result.left}
              title={result.left.limit ? 'Left side is too deep' : 'Left side is not valid JSON'}
              testId="left-error"
            />
          ) : null}
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
          <SideInput side={right} label="Right" onChange={setRight} />
          {result && !result.ok && result.right ? (
            <JsonErrorNotice
              error={result.right}
              title={result.right.limit ? 'Right side is too deep' : 'Right side is not valid JSON'}
              testId="right-error"
            />
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
        {large ? (
          <CompareStatus
            state={worker}
            bytes={dLeft.length + dRight.length}
            onCancel={cancel}
            onAgain={() => setRun((n) => n + 1)}
          />
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
          <DiffList diff={diff} />
        ) : null}
      </Panel>
    </div>
  )
}
