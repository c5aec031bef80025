import { Eye, EyeOff, Loader2, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { checkStrengthInWorker, loadStrengthEngine } from '../../jobs/password-strength'
import { CopyButton, EmptyState, Notice, Panel, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { ProseList } from '../../kit/prose-list'
import { looks } from '../../kit/styles'
import { type Analysis, MAX_ANALYSED, reportText } from '../../lib/password/strength'
import { css, cx } from '../../styled-system/css'
import { badge, button, input } from '../../styled-system/recipes'

const barTone = {
  danger: css({ bg: 'danger.fg' }),
  warning: css({ bg: 'warning.fg' }),
  accent: css({ bg: 'accent.solid' }),
  success: css({ bg: 'success.fg' }),
}

export default function PasswordStrengthView() {
  const [password, setPassword] = useState('')
  const [visible, setVisible] = useLinkState('show', false)
  const [personal, setPersonal] = useState('')
  const [engine, setEngine] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [result, setResult] = useState<{ password: string; personal: string; analysis: Analysis } | null>(null)
  const fieldId = useId()

  // The dictionaries are large: a worker loads them only on this page, once, while a loading state shows.
  useEffect(() => {
    let live = true
    loadStrengthEngine()
      .then(() => live && setEngine(true))
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)))
    return () => {
      live = false
    }
  }, [])

  // One check at a time in the worker; while it runs, only the newest input waits, so typing never queues up.
  const busy = useRef(false)
  const latest = useRef({ password: '', personal: '' })
  latest.current = { password, personal }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the personal words must trigger a new check
  useEffect(() => {
    if (!engine || !password) return
    const run = () => {
      if (busy.current) return
      const input = latest.current
      if (!input.password) return
      busy.current = true
      const words = input.personal
        .split(/[\s,;]+/)
        .map((w) => w.trim())
        .filter(Boolean)
      checkStrengthInWorker(input.password, words)
        .then((analysis) => setResult({ ...input, analysis }))
        .catch((e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)))
        .finally(() => {
          busy.current = false
          const now = latest.current
          if (now.password && (now.password !== input.password || now.personal !== input.personal)) run()
        })
    }
    run()
  }, [engine, password, personal])

  const analysis = result && password ? result.analysis : null
  const stale = !!result && (result.password !== password || result.personal !== personal)
  const length = result ? [...result.password].length : 0

  return (
    <Stack>
      <Panel
        title="Password to check"
        description="Checked on this device only: nothing is sent, saved or remembered."
        actions={
          <button
            type="button"
            className={button({ size: 'sm', variant: 'outline' })}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={fieldId}
          >
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {visible ? 'Hide' : 'Show'}
          </button>
        }
      >
        <div className={looks.fieldStack}>
          <label htmlFor={fieldId} className={looks.labelText}>
            Password
          </label>
          <input
            id={fieldId}
            type={visible ? 'text' : 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-lpignore="true"
            data-1p-ignore="true"
            data-form-type="other"
            placeholder="Type a password…"
            className={cx(input({ mono: true }), css({ h: '12', fontSize: { base: 'md', md: 'lg' } }))}
          />
        </div>
        <div className={looks.row}>
          <button
            type="button"
            className={button({ size: 'sm', variant: 'ghost' })}
            disabled={!password}
            onClick={() => setPassword('')}
          >
            Clear
          </button>
        </div>
        <Meter analysis={password ? analysis : null} loading={!engine && !loadError} stale={stale} />
        <TextField
          label="Words about you (optional)"
          hint="Your name, username, birthday or pet's name, separated by spaces or commas: passwords built from them are scored down."
          value={personal}
          onChange={(e) => setPersonal(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </Panel>

      {loadError ? (
        <Notice tone="danger" title="The password dictionaries could not be loaded">
          {loadError}. Reload the page to try again.
        </Notice>
      ) : null}

      {!engine && !loadError ? (
        <div
          role="status"
          className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', fontSize: 'sm' })}
        >
          <Loader2 aria-hidden className={css({ w: '4', h: '4', animation: 'spin 1s linear infinite' })} />
          Loading the password dictionaries…
        </div>
      ) : null}

      {engine && !password ? (
        <EmptyState title="Type a password to see how strong it is">
          It is checked against common passwords, names, English words, keyboard patterns, dates, repeats and sequences.
        </EmptyState>
      ) : null}

      {analysis && password ? <Results analysis={analysis} length={length} /> : null}
    </Stack>
  )
}

function Meter({ analysis, loading, stale }: { analysis: Analysis | null; loading: boolean; stale: boolean }) {
  const score = analysis?.score ?? 0
  const label = analysis ? analysis.label : loading ? 'Loading…' : 'No password'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', opacity: stale ? 0.7 : 1 })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <span className={looks.mutedText}>Strength</span>
        <span
          data-testid="strength-score"
          aria-live="polite"
          className={badge({ tone: analysis ? analysis.tone : 'neutral' })}
        >
          {analysis ? `${analysis.label} · ${analysis.score}/4` : label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={analysis ? `${analysis.label}, ${score} of 4` : label}
        className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '1' })}
      >
        {[0, 1, 2, 3, 4].map((i) => (
          <div
            key={i}
            className={cx(
              css({ h: '2', borderRadius: 'full', bg: 'bg.muted', transition: 'background 150ms' }),
              analysis && i <= score ? barTone[analysis.tone] : undefined,
            )}
          />
        ))}
      </div>
    </div>
  )
}

const rowClass = css({ borderTopWidth: '1px', borderColor: 'border.default', '& > *': { py: '2', pr: '3' } })

function Results({ analysis, length }: { analysis: Analysis; length: number }) {
  return (
    <SplitLayout>
      <Stack>
        <Panel
          title="What was found"
          description={`${length} ${length === 1 ? 'character' : 'characters'}, about 10^${analysis.guessesLog10.toFixed(1)} guesses to crack.`}
          actions={<CopyButton value={() => reportText(analysis, length)} what="Report" label="Copy report" />}
        >
          {analysis.warning ? (
            <Notice tone={analysis.score <= 1 ? 'danger' : 'warning'}>
              <span data-testid="strength-warning">{analysis.warning}</span>
            </Notice>
          ) : analysis.score >= 3 ? (
            <Notice tone="success">
              <span data-testid="strength-warning">
                {analysis.patternFree
                  ? 'No guessable pattern found.'
                  : 'Strong overall, though it contains the patterns below.'}
              </span>
            </Notice>
          ) : null}
          {analysis.truncated ? (
            <p className={looks.mutedSmall}>
              Only the first {MAX_ANALYSED} characters were analysed; the rest only makes it stronger.
            </p>
          ) : null}
          <ol data-testid="findings" className={looks.stackTight}>
            {analysis.findings.map((f, i) => (
              <li
                key={i}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '1',
                  p: '3',
                  borderRadius: 'md',
                  bg: 'bg.subtle',
                  minW: 0,
                })}
              >
                <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap', minW: 0 })}>
                  <span className={badge({ tone: f.kind === 'Random characters' ? 'success' : 'warning' })}>
                    {f.kind}
                  </span>
                  <code
                    className={css({
                      fontFamily: 'mono',
                      fontSize: 'sm',
                      overflowWrap: 'anywhere',
                      whiteSpace: 'pre-wrap',
                      minW: 0,
                    })}
                  >
                    {f.token}
                  </code>
                </div>
                <p className={looks.mutedWrap}>{f.detail}</p>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title="Suggestions">
          <ProseList>
            {analysis.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ProseList>
        </Panel>
      </Stack>
      <Panel title="Estimated time to crack" description="Assuming the attacker knows these patterns.">
        <div className={css({ overflowX: 'auto' })}>
          <table data-testid="crack-times" className={looks.dataTable}>
            <thead>
              <tr className={css({ textAlign: 'left', color: 'fg.muted', '& > th': { pb: '2', pr: '3' } })}>
                <th scope="col">Attack</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {analysis.crackTimes.map((r) => (
                <tr key={r.key} className={rowClass}>
                  <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
                    {r.scenario}
                    <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{r.rate}</span>
                  </th>
                  <td data-testid={`crack-${r.key}`} className={css({ fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
                    {r.display}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p
          className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', gap: '1.5', alignItems: 'flex-start' })}
        >
          <ShieldCheck aria-hidden className={css({ w: '4', h: '4', flexShrink: 0 })} />
          Estimates from zxcvbn-ts. Turn on two-factor authentication: it protects you even when a password leaks.
        </p>
      </Panel>
    </SplitLayout>
  )
}
