import { useAtomValue, useSetAtom } from 'jotai'
import { ArrowLeft, ArrowRight, CheckCircle2, LoaderCircle, XCircle } from 'lucide-react'
import { useEffect } from 'react'
import { isTimeoutError } from '../../jobs/errors'
import type { JobState } from '../../jobs/job-atom'
import { CopyButton, EmptyState, Notice, Panel, ProgressBar, SplitLayout, Stack, Stats, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import { type ValueRow, ValueRows } from '../../kit/value-rows'
import {
  DEFAULT_ROUNDS,
  describePrimality,
  digitCount,
  divisorStats,
  explainNonPositive,
  type Factorisation,
  formatFactorisation,
  groupDigits,
  parseInteger,
  TWO_64,
} from '../../lib/math/prime'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { checkJob, factorJob, neighboursJob } from './atoms'

const EXAMPLES: readonly { label: string; text: string }[] = [
  { label: '97', text: '97' },
  { label: '600851475143', text: '600851475143' },
  { label: '2^61 − 1', text: '2^61 - 1' },
  { label: '2^67 − 1', text: '2^67 - 1' },
  { label: '10^100 + 267', text: '10^100 + 267' },
]

const ROUNDS = [
  { value: '20', label: '20' },
  { value: '40', label: '40' },
  { value: '64', label: '64' },
] as const
const LIMITS = [
  { value: '5000', label: '5 s' },
  { value: '10000', label: '10 s' },
  { value: '30000', label: '30 s' },
  { value: '60000', label: '60 s' },
] as const

type RoundsValue = (typeof ROUNDS)[number]['value']
type LimitValue = (typeof LIMITS)[number]['value']

const DEBOUNCE_MS = 250

const numberClass = css({
  fontFamily: 'mono',
  fontSize: 'lg',
  overflowWrap: 'anywhere',
  maxH: '40',
  overflowY: 'auto',
})

function jobError(state: JobState<unknown>, what: string): string | null {
  if (state.status !== 'failed') return null
  if (isTimeoutError(state.cause)) return `${what} took longer than its time limit and was stopped.`
  return `${what} failed: ${state.error}`
}

export default function PrimeCheckerView() {
  const [text, setText] = useLinkState('number', '2^67 - 1')
  const [rounds, setRounds] = useLinkState<RoundsValue>('rounds', String(DEFAULT_ROUNDS) as RoundsValue)
  const [limit, setLimit] = useLinkState<LimitValue>('limit', '10000')
  const parsed = parseInteger(text)
  const value = parsed.ok ? parsed.value : null
  const n = value === null ? null : value < 0n ? -value : value
  const key = n === null ? '' : n.toString()

  const check = useAtomValue(checkJob.stateAtom)
  const neighbours = useAtomValue(neighboursJob.stateAtom)
  const factor = useAtomValue(factorJob.stateAtom)
  const startCheck = useSetAtom(checkJob.startAtom)
  const startNeighbours = useSetAtom(neighboursJob.startAtom)
  const startFactor = useSetAtom(factorJob.startAtom)
  const cancelFactor = useSetAtom(factorJob.cancelAtom)
  const cancelCheck = useSetAtom(checkJob.cancelAtom)
  const cancelNeighbours = useSetAtom(neighboursJob.cancelAtom)
  const resetAll = [
    useSetAtom(checkJob.resetAtom),
    useSetAtom(neighboursJob.resetAtom),
    useSetAtom(factorJob.resetAtom),
  ]

  // The key (digits) and settings drive the jobs; a short pause lets typing finish before work starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `n`; the start/reset setters are stable.
  useEffect(() => {
    if (!key) {
      for (const reset of resetAll) reset()
      return
    }
    const big = BigInt(key)
    const r = Number(rounds)
    const timer = setTimeout(() => {
      void startCheck({ n: big, rounds: r })
      void startNeighbours({ n: big, rounds: r })
      void startFactor({ n: big, budgetMs: Number(limit), rounds: r })
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [key, rounds, limit])

  const runFactor = (budgetMs: number) => {
    if (n !== null) void startFactor({ n, budgetMs, rounds: Number(rounds) })
  }

  // A job is "pending" until it answers for the number now typed (running, or not yet started after a keystroke).
  const result = check.status === 'done' && check.result.n === n ? check.result.primality : null
  const fact: Factorisation | null = factor.status === 'done' && factor.result.n === n ? factor.result : null
  const near = neighbours.status === 'done' && neighbours.result.n === n ? neighbours.result : null
  const pending = (s: JobState<unknown>, answered: boolean) =>
    s.status === 'running' || ((s.status === 'idle' || s.status === 'done') && !answered)
  const checkPending = pending(check, result !== null)
  const factorPending = pending(factor, fact !== null)
  const nearPending = pending(neighbours, near !== null)
  const stats = fact?.complete && n !== null && n >= 2n ? divisorStats(fact.factors) : null

  const verdict =
    result && n !== null
      ? result.prime
        ? result.certainty === 'exact'
          ? 'Prime'
          : 'Probably prime'
        : 'Not prime'
      : null
  const factorText = fact && n !== null && n >= 2n ? formatFactorisation(fact) : ''
  const summary =
    n !== null && verdict && result
      ? [
          `${n}`,
          `${verdict}. ${describePrimality(n, result)}`,
          factorText ? `Factorisation: ${formatFactorisation(fact as Factorisation, true)}` : null,
          near?.previous != null ? `Previous prime: ${near.previous}` : null,
          near ? `Next prime: ${near.next}` : null,
        ]
          .filter(Boolean)
          .join('\n')
      : ''

  const neighbourRows: ValueRow[] = near
    ? [
        ...(near.previous !== null
          ? [{ key: 'previous', label: 'Previous prime', value: near.previous.toString(), what: 'previous prime' }]
          : []),
        { key: 'next', label: 'Next prime', value: near.next.toString(), what: 'next prime' },
      ]
    : []

  return (
    <Stack>
      <SplitLayout>
        <Panel title="Number" description="A whole number of up to 2000 digits, or an expression such as 2^89 − 1.">
          <TextField
            label="Number or expression"
            value={text}
            onChange={(e) => setText(e.target.value)}
            mono
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            placeholder="e.g. 1000003 or 2^61 - 1"
            error={!parsed.ok && parsed.error ? parsed.error : undefined}
            hint="Separators (1,000,003 or 1 000 003), 0x/0b prefixes and + − × ^ ( ) are understood."
          />
          <div className={looks.rowCentered}>
            <span className={looks.mutedText}>Examples:</span>
            {EXAMPLES.map((ex) => (
              <button
                key={ex.label}
                type="button"
                className={button({ size: 'xs', variant: 'outline' })}
                onClick={() => setText(ex.text)}
              >
                {ex.label}
              </button>
            ))}
          </div>
          <div className={looks.rowWide}>
            <Segmented label="Miller–Rabin rounds above 2^64" value={rounds} options={ROUNDS} onChange={setRounds} />
            <Segmented label="Factorisation time limit" value={limit} options={LIMITS} onChange={setLimit} />
          </div>
          {value !== null && value < 0n ? <Notice tone="info">{explainNonPositive(value)}</Notice> : null}
          {n !== null ? (
            <p className={looks.mutedSmall} data-testid="digits">
              {digitCount(n)} {digitCount(n) === 1 ? 'digit' : 'digits'} · {n.toString(2).length} bits
              {n >= TWO_64 ? ' · above 2^64: primality is probabilistic' : ''}
            </p>
          ) : null}
        </Panel>

        <Panel title="Result" actions={<CopyButton value={summary} what="Result" />}>
          {n === null ? (
            <EmptyState title="Enter a number">Type a whole number or pick an example to test it.</EmptyState>
          ) : (
            <Stack gap="4">
              <p className={numberClass} data-testid="number">
                {groupDigits(n)}
              </p>
              {checkPending ? (
                <ProgressBar progress={null} label="Testing primality…" onCancel={() => cancelCheck()} />
              ) : result && verdict ? (
                <div className={looks.stackTight}>
                  <p
                    data-testid="verdict"
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      fontSize: '2xl',
                      fontWeight: 'semibold',
                      color: result.prime ? 'success.fg' : 'fg.default',
                      '& svg': { w: '6', h: '6', flexShrink: 0 },
                    })}
                  >
                    {result.prime ? <CheckCircle2 aria-hidden /> : <XCircle aria-hidden />}
                    {verdict}
                    <span className={badge({ tone: result.certainty === 'exact' ? 'success' : 'warning' })}>
                      {result.certainty === 'exact' ? 'certain' : `${result.rounds} rounds`}
                    </span>
                  </p>
                  <p data-testid="reason" className={looks.mutedText}>
                    {describePrimality(n, result)}
                  </p>
                </div>
              ) : check.status === 'failed' ? (
                <Notice tone="danger" title="Primality test stopped">
                  {jobError(check, 'The test')}
                </Notice>
              ) : check.status === 'cancelled' ? (
                <Notice tone="warning">Primality test cancelled.</Notice>
              ) : null}
            </Stack>
          )}
        </Panel>
      </SplitLayout>

      {n !== null ? (
        <SplitLayout>
          <Panel
            title="Prime factors"
            description="Trial division, then Pollard rho (Brent) in a background worker."
            actions={
              <CopyButton
                value={fact && factorText ? formatFactorisation(fact, true) : ''}
                what="Factorisation"
                aria-label="Copy factorisation"
              />
            }
          >
            {n < 2n ? (
              <p className={looks.mutedText}>{explainNonPositive(n)}</p>
            ) : factorPending ? (
              <ProgressBar
                progress={null}
                label={`Factorising… (up to ${Number(limit) / 1000} s)`}
                onCancel={() => cancelFactor()}
              />
            ) : fact ? (
              <Stack gap="3">
                <p
                  data-testid="factors"
                  className={css({
                    fontFamily: 'mono',
                    fontSize: 'xl',
                    fontWeight: 'semibold',
                    overflowWrap: 'anywhere',
                  })}
                >
                  {fact.factors.map((f, i) => (
                    <span key={f.prime.toString()}>
                      {i > 0 ? ' × ' : ''}
                      {f.prime.toString()}
                      {f.exponent > 1 ? <sup>{f.exponent}</sup> : null}
                      {f.probable ? (
                        <span className={css({ fontSize: 'xs', color: 'warning.fg', fontWeight: 'normal' })}>
                          {' '}
                          (probable prime)
                        </span>
                      ) : null}
                    </span>
                  ))}
                  {fact.unfactored.map((u, i) => (
                    <span key={u.toString()}>
                      {fact.factors.length + i > 0 ? ' × ' : ''}
                      {u.toString()}
                      <span className={css({ fontSize: 'xs', color: 'warning.fg', fontWeight: 'normal' })}>
                        {' '}
                        (composite, not split)
                      </span>
                    </span>
                  ))}
                </p>
                {fact.complete ? (
                  <p className={looks.mutedSmall}>
                    {fact.factors.length === 1 && fact.factors[0].exponent === 1
                      ? 'A prime is its own only prime factor.'
                      : `Found in ${fact.elapsedMs < 1 ? '< 1' : Math.round(fact.elapsedMs)} ms.`}
                  </p>
                ) : (
                  <Notice tone="warning" title={`Stopped after ${Number(limit) / 1000} s`}>
                    {fact.unfactored.length === 1
                      ? 'One composite factor is'
                      : `${fact.unfactored.length} composite factors are`}{' '}
                    left unsplit. Pollard rho finds factors of up to about 20 digits quickly; larger ones can take far
                    longer.
                    <div className={css({ mt: '2' })}>
                      <button
                        type="button"
                        className={button({ size: 'xs', variant: 'outline' })}
                        onClick={() => (limit === '60000' ? runFactor(60_000) : setLimit('60000'))}
                      >
                        Try for 60 s
                      </button>
                    </div>
                  </Notice>
                )}
                {stats ? (
                  <Stats
                    columns={3}
                    items={[
                      { label: 'Divisors', value: groupDigits(stats.divisors), testId: 'stat-divisors' },
                      { label: 'Sum of divisors σ(n)', value: groupDigits(stats.sigma), testId: 'stat-sigma' },
                      { label: 'Euler’s totient φ(n)', value: groupDigits(stats.totient), testId: 'stat-totient' },
                    ]}
                  />
                ) : null}
              </Stack>
            ) : factor.status === 'cancelled' ? (
              <Notice tone="warning" title="Factorisation cancelled">
                <button
                  type="button"
                  className={button({ size: 'xs', variant: 'outline' })}
                  onClick={() => runFactor(Number(limit))}
                >
                  Factorise again
                </button>
              </Notice>
            ) : factor.status === 'failed' ? (
              <Notice tone="danger" title="Factorisation stopped">
                {jobError(factor, 'Factorisation')}
              </Notice>
            ) : null}
          </Panel>

          <Panel title="Neighbouring primes">
            {nearPending ? (
              <ProgressBar
                progress={null}
                label="Searching for the nearest primes…"
                onCancel={() => cancelNeighbours()}
              />
            ) : near ? (
              <Stack gap="3">
                <ValueRows rows={neighbourRows} label="Neighbouring primes" />
                {near.previous === null ? <p className={looks.mutedSmall}>There is no prime below 2.</p> : null}
                <div className={looks.row}>
                  {near.previous !== null ? (
                    <button
                      type="button"
                      className={button({ size: 'sm', variant: 'outline' })}
                      onClick={() => setText(near.previous?.toString() ?? '')}
                    >
                      <ArrowLeft aria-hidden /> Check previous prime
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={button({ size: 'sm', variant: 'outline' })}
                    onClick={() => setText(near.next.toString())}
                  >
                    Check next prime <ArrowRight aria-hidden />
                  </button>
                </div>
              </Stack>
            ) : neighbours.status === 'failed' ? (
              <Notice tone="danger">{jobError(neighbours, 'The search')}</Notice>
            ) : neighbours.status === 'cancelled' ? (
              <Notice tone="warning">Search cancelled.</Notice>
            ) : (
              <p
                className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '2', alignItems: 'center' })}
              >
                <LoaderCircle aria-hidden className={css({ w: '4', h: '4' })} /> Waiting…
              </p>
            )}
          </Panel>
        </SplitLayout>
      ) : null}
    </Stack>
  )
}
