import { useVirtualizer } from '@tanstack/react-virtual'
import { useAtomValue, useSetAtom } from 'jotai'
import { ArrowLeftRight, LoaderCircle } from 'lucide-react'
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { prewarmDiff } from '../../jobs/diff'
import { CopyButton, DownloadButton, EmptyState, Notice, Panel, SplitLayout, Stats } from '../../kit'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { SampleClearActions } from '../../kit/sample-clear'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { Tabs } from '../../ui/tabs'
import { notify } from '../../ui/toaster'
import { type DiffRun, diffJob } from './atoms'
import {
  ADDED,
  buildPatch,
  diffWords,
  displayLine,
  PAIR_ADDED,
  PAIR_CHANGED,
  PAIR_EQUAL,
  PAIR_REMOVED,
  pairedRows,
  REMOVED,
  SAMPLE_MODIFIED,
  SAMPLE_ORIGINAL,
  unifiedRows,
  type WordPiece,
} from './diff-viewer'

type ViewMode = 'side' | 'unified' | 'inline'
const MAX_SHOWN_CHARS = 10_000
const ROW_HEIGHT = 20

const rowBase = css({
  display: 'grid',
  fontFamily: 'mono',
  fontSize: 'xs',
  // Exactly the estimated row height, so unwrapped rows never make the virtualiser re-measure 200,000 rows.
  lineHeight: '20px',
  minW: 0,
})
const numCell = css({
  color: 'fg.muted',
  textAlign: 'right',
  pr: '2',
  userSelect: 'none',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
})
const textCell = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minW: 0, px: '1.5' })
const addedBg = css({ bg: 'success.subtle' })
const removedBg = css({ bg: 'danger.subtle' })
const emptyCell = css({ bg: 'bg.subtle' })
const addedWord = css({ bg: 'success.border', borderRadius: 'sm' })
const removedWord = css({ bg: 'danger.border', borderRadius: 'sm', textDecoration: 'line-through' })
const signCell = css({ userSelect: 'none', textAlign: 'center', color: 'fg.muted' })

function shown(line: string): string {
  return line.length > MAX_SHOWN_CHARS
    ? `${line.slice(0, MAX_SHOWN_CHARS)} … (${(line.length - MAX_SHOWN_CHARS).toLocaleString('en-US')} more characters)`
    : line
}

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

  useEffect(() => prewarmDiff(), [])
  useEffect(() => {
    if (oldText || newText) void start({ oldText, newText, options: { ignoreWhitespace, ignoreCase } })
    else reset()
  }, [oldText, newText, ignoreWhitespace, ignoreCase, start, reset])
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
          />
          <LargeTextField
            label="Modified"
            placeholder="Paste the modified text…"
            value={newText}
            onValueChange={setNewText}
            rows={12}
            mono
            softWrap={false}
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
          {running ? (
            <div
              className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}
            >
              <LoaderCircle aria-hidden className={css({ w: '4', h: '4', animation: 'spin 1s linear infinite' })} />
              Comparing…
              <button type="button" className={button({ size: 'xs', variant: 'ghost' })} onClick={() => cancel()}>
                Cancel
              </button>
            </div>
          ) : state.status === 'cancelled' ? (
            <p className={looks.mutedText}>Comparison cancelled. Edit a text to compare again.</p>
          ) : null}
          {state.status === 'failed' ? (
            <Notice tone="danger" title="Comparison failed">
              {state.error}
            </Notice>
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
        ) : running ? null : (
          <EmptyState title="Nothing to compare yet">Paste two texts above, or load the sample.</EmptyState>
        )}
      </Panel>
    </div>
  )
}

function Legend() {
  const swatch = css({
    display: 'inline-block',
    w: '3.5',
    h: '3.5',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'border.strong',
  })
  const item = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
  return (
    <ul
      aria-label="Legend"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', fontSize: 'xs', color: 'fg.muted' })}
    >
      <li className={item}>
        <span aria-hidden className={cx(swatch, addedBg, css({ borderColor: 'success.fg' }))} />+ Added line
      </li>
      <li className={item}>
        <span aria-hidden className={cx(swatch, removedBg, css({ borderColor: 'danger.fg' }))} />− Removed line
      </li>
      <li className={item}>
        <span aria-hidden className={swatch} />
        Unchanged line
      </li>
      <li className={item}>
        <span className={cx(addedWord, css({ px: '1', color: 'fg.default' }))}>word</span>
        <span className={cx(removedWord, css({ px: '1', color: 'fg.default' }))}>word</span>
        Changed words
      </li>
    </ul>
  )
}

function useRows(count: number, estimate: number) {
  const parentRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimate,
    overscan: 10,
  })
  return { parentRef, virtualizer }
}

const scrollBox = css({
  maxH: '560px',
  overflowY: 'auto',
  overflowX: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
})

function Pieces({ pieces, kind }: { pieces: WordPiece[]; kind: 'added' | 'removed' }) {
  return (
    <>
      {pieces.map((p, i) =>
        p.changed ? (
          <span key={i} className={kind === 'added' ? addedWord : removedWord}>
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  )
}

const UnifiedView = memo(function UnifiedView({ run }: { run: DiffRun }) {
  const rows = useMemo(() => unifiedRows(run), [run])
  const { parentRef, virtualizer } = useRows(rows.length, ROW_HEIGHT)
  const { oldText, newText } = run.args
  return (
    <div ref={parentRef} className={scrollBox} role="region" aria-label="Unified diff" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const t = rows.type[item.index]
          const o = rows.oldIndex[item.index]
          const n = rows.newIndex[item.index]
          const text = t === ADDED ? displayLine(newText, run.new, n) : displayLine(oldText, run.old, o)
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              data-testid="diff-row"
              data-type={t === ADDED ? 'added' : t === REMOVED ? 'removed' : 'equal'}
              className={cx(rowBase, t === ADDED ? addedBg : t === REMOVED ? removedBg : undefined)}
              style={{
                gridTemplateColumns: '6ch 6ch 2ch minmax(0, 1fr)',
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <span className={numCell}>{o >= 0 ? o + 1 : ''}</span>
              <span className={numCell}>{n >= 0 ? n + 1 : ''}</span>
              <span className={signCell}>{t === ADDED ? '+' : t === REMOVED ? '-' : ' '}</span>
              <span className={textCell}>{shown(text)}</span>
            </div>
          )
        })}
      </div>
    </div>
  )
})

const PairedView = memo(function PairedView({ run, inline }: { run: DiffRun; inline: boolean }) {
  const rows = useMemo(() => pairedRows(run), [run])
  // Word diffs of the rows on screen, computed once per row of this result.
  const cache = useRef<{ run: DiffRun; map: Map<number, ReturnType<typeof diffWords>> } | null>(null)
  if (cache.current?.run !== run) cache.current = { run, map: new Map() }
  const words = cache.current.map
  const { parentRef, virtualizer } = useRows(rows.length, ROW_HEIGHT)
  const { oldText, newText } = run.args
  const wordsOf = (row: number, l: number, r: number) => {
    let w = words.get(row)
    if (!w) {
      w = diffWords(displayLine(oldText, run.old, l), displayLine(newText, run.new, r))
      words.set(row, w)
    }
    return w
  }
  return (
    <div
      ref={parentRef}
      className={scrollBox}
      role="region"
      aria-label={inline ? 'Inline diff' : 'Side by side diff'}
      tabIndex={0}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const kind = rows.kind[item.index]
          const l = rows.left[item.index]
          const r = rows.right[item.index]
          const style = {
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start}px)`,
          } as const
          const common = { 'data-index': item.index, ref: virtualizer.measureElement, 'data-testid': 'diff-row' }
          if (inline) {
            const w = kind === PAIR_CHANGED ? wordsOf(item.index, l, r) : null
            const rowKind =
              kind === PAIR_EQUAL
                ? 'equal'
                : kind === PAIR_CHANGED
                  ? 'changed'
                  : kind === PAIR_ADDED
                    ? 'added'
                    : 'removed'
            return (
              <div
                key={item.key}
                {...common}
                data-type={rowKind}
                className={cx(rowBase, kind === PAIR_ADDED ? addedBg : kind === PAIR_REMOVED ? removedBg : undefined)}
                style={{ ...style, gridTemplateColumns: '6ch 6ch minmax(0, 1fr)' }}
              >
                <span className={numCell}>{l >= 0 ? l + 1 : ''}</span>
                <span className={numCell}>{r >= 0 ? r + 1 : ''}</span>
                <span className={textCell}>
                  {w
                    ? w.merged.map((p, i) =>
                        p.op === 'equal' ? (
                          p.text
                        ) : p.op === 'removed' ? (
                          <del key={i} className={removedWord}>
                            {p.text}
                          </del>
                        ) : (
                          <ins key={i} className={cx(addedWord, css({ textDecoration: 'none' }))}>
                            {p.text}
                          </ins>
                        ),
                      )
                    : shown(kind === PAIR_ADDED ? displayLine(newText, run.new, r) : displayLine(oldText, run.old, l))}
                </span>
              </div>
            )
          }
          const w = kind === PAIR_CHANGED ? wordsOf(item.index, l, r) : null
          const leftClass = l < 0 ? emptyCell : kind === PAIR_EQUAL ? undefined : removedBg
          const rightClass = r < 0 ? emptyCell : kind === PAIR_EQUAL ? undefined : addedBg
          return (
            <div
              key={item.key}
              {...common}
              data-type={
                kind === PAIR_EQUAL
                  ? 'equal'
                  : kind === PAIR_CHANGED
                    ? 'changed'
                    : kind === PAIR_ADDED
                      ? 'added'
                      : 'removed'
              }
              className={rowBase}
              style={{ ...style, gridTemplateColumns: '5ch minmax(0, 1fr) 5ch minmax(0, 1fr)' }}
            >
              <span className={cx(numCell, leftClass)}>{l >= 0 ? l + 1 : ''}</span>
              <span className={cx(textCell, leftClass)}>
                {w ? <Pieces pieces={w.old} kind="removed" /> : l >= 0 ? shown(displayLine(oldText, run.old, l)) : ''}
              </span>
              <span className={cx(numCell, rightClass, css({ borderLeftWidth: '1px', borderColor: 'border.default' }))}>
                {r >= 0 ? r + 1 : ''}
              </span>
              <span className={cx(textCell, rightClass)}>
                {w ? <Pieces pieces={w.new} kind="added" /> : r >= 0 ? shown(displayLine(newText, run.new, r)) : ''}
              </span>
            </div>
          )
        })}
      </div>
    </div>
  )
})
