import { useVirtualizer } from '@tanstack/react-virtual'
import { useAtomValue, useSetAtom } from 'jotai'
import { CheckCircle2, LoaderCircle, XCircle } from 'lucide-react'
import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { isTimeoutError } from '../../jobs/errors'
import { prewarmRegex } from '../../jobs/regex'
import { EmptyState, Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { css, cx } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { type MatchRun, regexJob } from './atoms'
import {
  chunkText,
  clip,
  compileRegex,
  DEFAULT_TIME_LIMIT_MS,
  defaultFlags,
  flagString,
  flagsFromString,
  groupLabel,
  groupValueLabel,
  matchCountLabel,
  matchDetail,
  parseTimeLimit,
  positionLabel,
  type RegexFlags,
  readRegexTesterLink,
  segmentRange,
  timeoutMessage,
} from './regex-tester'

const flagOptions: { key: keyof RegexFlags; label: string }[] = [
  { key: 'global', label: 'global (g)' },
  { key: 'ignoreCase', label: 'ignoreCase (i)' },
  { key: 'multiline', label: 'multiline (m)' },
  { key: 'dotAll', label: 'dotAll (s)' },
  { key: 'unicode', label: 'unicode (u)' },
  { key: 'sticky', label: 'sticky (y)' },
]

const scrollBox = css({
  maxH: '320px',
  overflowY: 'auto',
  overflowX: 'hidden',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
})

const markEven = css({
  bg: 'accent.subtle',
  color: 'fg.default',
  borderRadius: 'sm',
  boxShadow: 'inset 0 -2px 0 0 {colors.accent.solid}',
})
const markOdd = css({
  bg: 'warning.subtle',
  color: 'fg.default',
  borderRadius: 'sm',
  boxShadow: 'inset 0 -2px 0 0 {colors.warning.fg}',
})
const caret = css({
  display: 'inline-block',
  w: '0',
  h: '1.1em',
  verticalAlign: 'text-bottom',
  borderLeftWidth: '2px',
  borderColor: 'accent.solid',
  mx: '-1px',
})

function useDelayed(flag: boolean, ms: number) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!flag) {
      setShown(false)
      return
    }
    const t = setTimeout(() => setShown(true), ms)
    return () => clearTimeout(t)
  }, [flag, ms])
  return shown
}

export default function RegexTesterView() {
  // Opened from regex-cheatsheet's "Try it": the example arrives in the URL fragment.
  const [linked] = useState(() => readRegexTesterLink(window.location.hash))
  const [pattern, setPattern] = useLinkState('pattern', linked?.pattern ?? '')
  const [flags, setFlags] = useLinkState<RegexFlags>('flags', linked?.flags ?? defaultFlags)
  useHandoffText((t) => {
    const literal = /^\/(.+)\/([dgimsuvy]*)$/.exec(t.trim())
    setPattern(literal ? literal[1] : t)
    if (literal) setFlags(flagsFromString(literal[2]))
  })
  const [text, setText] = useLinkState('text', linked?.text ?? '', 'input')
  const [limitRaw, setLimitRaw] = useLinkState('timeLimit', String(DEFAULT_TIME_LIMIT_MS))
  const timeoutMs = parseTimeLimit(limitRaw)
  const state = useAtomValue(regexJob.stateAtom)
  const start = useSetAtom(regexJob.startAtom)
  const reset = useSetAtom(regexJob.resetAtom)

  const flagText = flagString(flags)
  const compiled = useMemo(() => (pattern ? compileRegex(pattern, flagText) : null), [pattern, flagText])
  const valid = compiled?.ok === true

  useEffect(() => prewarmRegex(), [])
  useEffect(() => {
    if (valid && text) void start({ pattern, flags, text, timeoutMs })
    else reset()
  }, [valid, pattern, flags, text, timeoutMs, start, reset])
  useEffect(() => () => reset(), [reset])

  // The last finished result stays on screen (it carries its own text) while a newer match runs.
  // Updated while rendering (not in an effect), so a result reaches the screen in one commit.
  const [shown, setShown] = useState<MatchRun | null>(null)
  const nextShown =
    state.status === 'done' ? state.result : state.status === 'failed' || state.status === 'idle' ? null : shown
  if (nextShown !== shown) setShown(nextShown)
  const running = state.status === 'running'
  const slow = useDelayed(running, 150)
  const timedOut = state.status === 'failed' && isTimeoutError(state.cause)
  const failed = state.status === 'failed' && !timedOut ? state.error : null

  return (
    <SplitLayout>
      <Stack>
        <Panel title="Pattern">
          <TextField
            label="Regular expression"
            mono
            placeholder="e.g. (?<user>[\w.]+)@(\w+)\.com"
            value={pattern}
            onChange={(e) => setPattern(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-describedby="regex-validity"
          />
          <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', minW: 0 })}>
            <legend className={looks.labelAbove}>Flags</legend>
            {flagOptions.map((f) => (
              <CheckboxField
                key={f.key}
                label={f.label}
                checked={flags[f.key]}
                onChange={(checked) => setFlags((prev) => ({ ...prev, [f.key]: checked }))}
              />
            ))}
          </fieldset>
          <p
            id="regex-validity"
            data-testid="regex-validity"
            role="status"
            className={cx(
              css({
                display: 'flex',
                alignItems: 'flex-start',
                gap: '2',
                fontSize: 'sm',
                minH: '5',
                overflowWrap: 'anywhere',
                '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: 0 },
              }),
              compiled === null ? looks.muted : valid ? css({ color: 'success.fg' }) : css({ color: 'danger.fg' }),
            )}
          >
            {compiled === null ? (
              'Type a pattern to start matching.'
            ) : compiled.ok ? (
              <>
                <CheckCircle2 aria-hidden />
                Valid regex pattern
              </>
            ) : (
              <>
                <XCircle aria-hidden />
                {compiled.error}
              </>
            )}
          </p>
          <NumberField
            label="Time limit (ms)"
            min={50}
            max={60000}
            step={100}
            value={limitRaw}
            onChange={(e) => setLimitRaw(e.target.value)}
            hint={`A match running longer than ${timeoutMs} ms is stopped. 50 to 60,000 ms.`}
          />
        </Panel>
        <Panel title="Test string">
          <LargeTextField
            label="Test string"
            placeholder="Paste or type the text to search…"
            value={text}
            onValueChange={setText}
            rows={10}
            mono
          />
        </Panel>
      </Stack>
      <Panel
        title="Matches"
        actions={
          shown ? (
            <span data-testid="match-count" className={badge({ tone: shown.count ? 'accent' : 'neutral' })}>
              {matchCountLabel(shown.count, shown.truncated)}
            </span>
          ) : null
        }
      >
        <div aria-live="polite" className={looks.stackTight}>
          {slow ? (
            <div
              className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}
            >
              <LoaderCircle aria-hidden className={css({ w: '4', h: '4', animation: 'spin 1s linear infinite' })} />
              Matching…
              <button type="button" className={button({ size: 'xs', variant: 'ghost' })} onClick={() => reset()}>
                Stop
              </button>
            </div>
          ) : null}
          {timedOut ? (
            <Notice tone="danger" title="Stopped">
              <span data-testid="regex-timeout">{timeoutMessage(timeoutMs)}</span>
            </Notice>
          ) : null}
          {failed ? (
            <Notice tone="danger" title="Matching failed">
              {failed}
            </Notice>
          ) : null}
        </div>
        {shown ? (
          <Results run={shown} stale={running} />
        ) : !timedOut && !failed && !running ? (
          <EmptyState title={text ? 'Enter a valid pattern' : 'No test string yet'}>
            Matches are highlighted here and listed with their positions and capture groups.
          </EmptyState>
        ) : null}
      </Panel>
    </SplitLayout>
  )
}

function Results({ run, stale }: { run: MatchRun; stale: boolean }) {
  return (
    <div className={cx(looks.stackFill, stale ? css({ opacity: 0.6 }) : undefined)}>
      <p className={looks.mutedSmall}>
        {run.count === 0
          ? 'No matches.'
          : `Matched in ${run.elapsedMs < 1 ? '<1' : Math.round(run.elapsedMs)} ms${run.truncated ? `; the first ${run.count.toLocaleString('en-US')} matches are kept` : ''}.`}
      </p>
      <section aria-label="Highlighted text" className={looks.stackTight}>
        <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>Highlighted text</h3>
        <HighlightedText run={run} />
      </section>
      {run.count > 0 ? (
        <section aria-label="Match list" className={looks.stackTight}>
          <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>
            Match list{' '}
            <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}>
              ({run.count.toLocaleString('en-US')} {run.count === 1 ? 'entry' : 'entries'}, scroll to see more)
            </span>
          </h3>
          <MatchList run={run} />
        </section>
      ) : null}
    </div>
  )
}

const HighlightedText = memo(function HighlightedText({ run }: { run: MatchRun }) {
  const text = run.args.text
  const bounds = useMemo(() => chunkText(text), [text])
  const parentRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: bounds.length - 1,
    getScrollElement: () => parentRef.current,
    estimateSize: (i) => Math.max(22, Math.ceil((bounds[i + 1] - bounds[i]) / 60) * 22),
    overscan: 3,
  })
  return (
    <div ref={parentRef} className={scrollBox} role="region" aria-label="Highlighted matches" tabIndex={0}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={css({
              fontFamily: 'mono',
              fontSize: 'sm',
              lineHeight: '1.6',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              px: '3',
            })}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            data-testid="highlight-chunk"
          >
            {segmentRange(text, run, bounds[item.index], bounds[item.index + 1]).map((seg, i) =>
              seg.match < 0 ? (
                seg.text
              ) : seg.empty ? (
                <span key={i} className={caret} title={`Empty match ${seg.match + 1}`} />
              ) : (
                <mark key={i} className={seg.match % 2 ? markOdd : markEven} data-match={seg.match + 1}>
                  {seg.text}
                </mark>
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  )
})

const ROW_LINE = 20
const rowHeight = (groups: number) => 16 + ROW_LINE * (2 + groups)
const oneLine = css({ whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis', minW: 0 })

/** Fixed-height rows (one line each for header, text and every group), so 50,000 rows never need measuring. */
const MatchList = memo(function MatchList({ run }: { run: MatchRun }) {
  const parentRef = useRef<HTMLDivElement>(null)
  const size = rowHeight(run.groupCount)
  const virtualizer = useVirtualizer({
    count: run.count,
    getScrollElement: () => parentRef.current,
    estimateSize: () => size,
    overscan: 6,
  })
  return (
    <div
      ref={parentRef}
      className={cx(scrollBox, css({ maxH: '480px' }))}
      role="region"
      aria-label="Matches found"
      tabIndex={0}
    >
      <ol style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const d = matchDetail(run, run.args.text, item.index)
          return (
            <li
              key={item.key}
              data-testid="match-item"
              className={css({
                px: '3',
                py: '2',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                fontSize: 'sm',
                lineHeight: '20px',
                minW: 0,
                overflow: 'hidden',
              })}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: size,
                transform: `translateY(${item.start}px)`,
              }}
            >
              <div className={css({ display: 'flex', gap: '3', alignItems: 'baseline', minW: 0 })}>
                <span className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>Match {item.index + 1}</span>
                <span className={cx(oneLine, css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }))}>
                  {positionLabel(d)}
                </span>
              </div>
              <code className={cx(oneLine, css({ display: 'block', fontFamily: 'mono' }))} title={clip(d.text, 1000)}>
                {d.text === '' ? '(empty)' : clip(d.text)}
              </code>
              {d.groups.map((g) => (
                <div key={g.number} className={css({ display: 'flex', gap: '2', minW: 0 })}>
                  <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{groupLabel(g)}:</span>
                  <span className={cx(oneLine, looks.monoText)}>{clip(groupValueLabel(g))}</span>
                </div>
              ))}
            </li>
          )
        })}
      </ol>
    </div>
  )
})
