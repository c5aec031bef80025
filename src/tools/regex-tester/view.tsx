import { useSetAtom } from 'jotai'
import { CheckCircle2, LoaderCircle, XCircle } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { isTimeoutError } from '../../jobs/errors'
import { prewarmRegex } from '../../jobs/regex'
import { EmptyState, Notice, NumberField, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useHandoffText } from '../../kit/handoff'
import { LargeTextField } from '../../kit/large-text-field'
import { useLinkState } from '../../kit/link-state'
import { looks } from '../../kit/styles'
import { useAtomValue } from '../../state/use-atom'
import { css, cx } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { CheckboxField } from '../../ui/checkbox'
import { type MatchRun, regexJob } from './atoms'
import {
  compileRegex,
  DEFAULT_TIME_LIMIT_MS,
  defaultFlags,
  flagString,
  flagsFromString,
  matchCountLabel,
  parseTimeLimit,
  type RegexFlags,
  readRegexTesterLink,
  timeoutMessage,
} from './regex-tester'
import { Results } from './results'

const flagOptions: { key: keyof RegexFlags; label: string }[] = [
  { key: 'global', label: 'global (g)' },
  { key: 'ignoreCase', label: 'ignoreCase (i)' },
  { key: 'multiline', label: 'multiline (m)' },
  { key: 'dotAll', label: 'dotAll (s)' },
  { key: 'unicode', label: 'unicode (u)' },
  { key: 'sticky', label: 'sticky (y)' },
]

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
  const { hash } = useLocation()
  const [linked] = useState(() => readRegexTesterLink(hash))
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
