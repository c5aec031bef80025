import { useSetAtom } from 'jotai'
import { ArrowLeftRight } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { prewarmDiff } from '../../jobs/diff'
import { CopyButton, DownloadButton, EmptyState, JobStatus, Notice, Panel, SplitLayout, Stats } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { useAtomValue } from '../../state/use-atom'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { Tabs } from '../../ui/tabs'
import { notify } from '../../ui/toaster'
import { type DiffRun, diffJob } from './atoms'
import { buildPatch, diffSizeProblem, SAMPLE_MODIFIED, SAMPLE_ORIGINAL } from './diff-viewer'
import { Legend } from './legend'
import { PairedView } from './paired-view'
import { UnifiedView } from './unified-view'

type ViewMode = 'side' | 'unified' | 'inline'

export default function DiffViewerView() {
  const [oldText, setOldText] = useLinkState('original', '', 'input')
  const [newText, setNewText] = useLinkState('modified', '', 'input')
  const [ignoreWhitespace, setIgnoreWhitespace] = useLinkState('ignoreWhitespace', false)
  const [ignoreCase, setIgnoreCase] = useLinkState('ignoreCase', false)
  const [mode, setMode] = useLinkState<ViewMode>('mode', 'side')
  const state = useAtomValue(diffJob.stateAtom)
  const start = useSetAtom(diffJob.startAtom)
  const cancel = useSetAtom(diffJob.cancelAtom)
  const reset = useSetAtom(diffJob.resetAtom)

  // A side over its limit is kept in its box, named, and never sent to the worker (one pass over it per edit).
  const oldProblem = useMemo(() => diffSizeProblem('original', oldText), [oldText])
  const newProblem = useMemo(() => diffSizeProblem('modified', newText), [newText])
  const refused = Boolean(oldProblem || newProblem)

  useEffect(() => prewarmDiff(), [])
  useEffect(() => {
    if (!refused && (oldText || newText)) void start({ oldText, newText, options: { ignoreWhitespace, ignoreCase } })
    else reset()
  }, [oldText, newText, ignoreWhitespace, ignoreCase, start, reset, refused])
  useEffect(() => () => reset(), [reset])

  // Updated while rendering (not in an effect), so a result reaches the screen in one commit.
  const [run, setRun] = useState<DiffRun | null>(null)
  const nextRun =
    state.status === 'done' ? state.result : state.status === 'idle' || state.status === 'failed' ? null : run
  if (nextRun !== run) setRun(nextRun)
  const running = state.status === 'running'
  const current = run && run.args.oldText === oldText && run.args.newText === newText ? run : null
  const hasChanges = !!current && current.added + current.removed > 0
  const patch = useMemo(
    () => (current && hasChanges ? () => buildPatch(current.args.oldText, current.args.newText, current) : null),
    [current, hasChanges],
  )

  const swap = () => {
    setOldText(newText)
    setNewText(oldText)
    notify({ type: 'success', title: 'Texts swapped', description: 'Original and modified texts exchanged' })
  }
  const clearAll = () => {
    setOldText('')
    setNewText('')
    notify({ type: 'success', title: 'Texts cleared', description: 'Both texts have been removed' })
  }

  return (
    <div className={looks.stackFill}>
      <Panel
        title="Texts"
        actions={
          <>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'outline' })}
              onClick={swap}
              disabled={!oldText && !newText}
            >
              <ArrowLeftRight aria-hidden />
              Swap Texts
            </button>
            <SampleClearActions
              onSample={() => {
                setOldText(SAMPLE_ORIGINAL)
                setNewText(SAMPLE_MODIFIED)
              }}
              onClear={clearAll}
              canClear={Boolean(oldText || newText)}
              clearLabel="Clear All"
            />
          </>
        }
      >
        <SplitLayout>
          <LargeTextField
            label="Original"
            placeholder="Paste the original text…"
            value={oldText}
            onValueChange={setOldText}
            rows={12}
            mono
            softWrap={false}
            error={oldProblem ? <span data-testid="diff-limit">{oldProblem}</span> : undefined}
          />
          <LargeTextField
            label="Modified"
            placeholder="Paste the modified text…"
            value={newText}
            onValueChange={setNewText}
            rows={12}
            mono
            softWrap={false}
            error={newProblem ? <span data-testid="diff-limit">{newProblem}</span> : undefined}
          />
        </SplitLayout>
        <div className={looks.rowWide}>
          <CheckboxField label="Ignore whitespace" checked={ignoreWhitespace} onChange={setIgnoreWhitespace} />
          <CheckboxField label="Ignore case" checked={ignoreCase} onChange={setIgnoreCase} />
        </div>
      </Panel>

      <Panel
        title="Differences"
        actions={
          <>
            <CopyButton
              label="Copy Diff"
              value={patch ?? ''}
              disabled={!patch}
              success={{ title: 'Diff copied!', description: 'Unified diff copied to clipboard' }}
              failure={{ title: 'Copy failed', description: 'The diff could not be copied' }}
            />
            <DownloadButton
              label="Download Patch"
              filename="diff.patch"
              mime="text/x-diff;charset=utf-8"
              data={patch}
              disabled={!patch}
              success={{ title: 'Diff downloaded', description: 'Saved as diff.patch' }}
            />
          </>
        }
      >
        <Stats
          columns={3}
          items={[
            {
              label: 'Added lines',
              value: current ? current.added.toLocaleString('en-US') : '–',
              testId: 'stat-added',
            },
            {
              label: 'Removed lines',
              value: current ? current.removed.toLocaleString('en-US') : '–',
              testId: 'stat-removed',
            },
            {
              label: 'Equal lines',
              value: current ? current.equal.toLocaleString('en-US') : '–',
              testId: 'stat-equal',
            },
          ]}
        />
        <div aria-live="polite">
          <JobStatus job={{ state, progress: null, cancel }} label="Comparing…" failedTitle="Comparison failed" />
          {state.status === 'cancelled' ? (
            <p className={looks.mutedText}>Comparison cancelled. Edit a text to compare again.</p>
          ) : null}
          {current?.approximate ? (
            <Notice tone="warning">
              These texts differ so much that part of the diff was simplified to whole blocks removed and added.
            </Notice>
          ) : null}
          {current && !hasChanges ? (
            <Notice tone="success">
              No differences{ignoreWhitespace || ignoreCase ? ' (with the ignore options on)' : ''}.
            </Notice>
          ) : null}
        </div>
        <Legend />
        {run ? (
          <Tabs.Root value={mode} onValueChange={(d) => setMode(d.value as ViewMode)}>
            <Tabs.List>
              <Tabs.Trigger value="side">Side by Side</Tabs.Trigger>
              <Tabs.Trigger value="unified">Unified</Tabs.Trigger>
              <Tabs.Trigger value="inline">Inline</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="side">{mode === 'side' ? <PairedView run={run} inline={false} /> : null}</Tabs.Content>
            <Tabs.Content value="unified">{mode === 'unified' ? <UnifiedView run={run} /> : null}</Tabs.Content>
            <Tabs.Content value="inline">{mode === 'inline' ? <PairedView run={run} inline /> : null}</Tabs.Content>
          </Tabs.Root>
        ) : running ? null : refused ? (
          <EmptyState title="Too large to compare">{oldProblem ?? newProblem}</EmptyState>
        ) : (
          <EmptyState title="Nothing to compare yet">Paste two texts above, or load the sample.</EmptyState>
        )}
      </Panel>
    </div>
  )
}
