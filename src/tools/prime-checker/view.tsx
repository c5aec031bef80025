import { useSetAtom } from 'jotai'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useEffect } from 'react'
import { CopyButton, EmptyState, Notice, Panel, ProgressBar, SplitLayout, Stack, TextField } from '../../kit'
import { useLinkState } from '../../kit/link-state'
import { Segmented } from '../../kit/segmented'
import { looks } from '../../kit/styles'
import {
  DEFAULT_ROUNDS,
  describePrimality,
  digitCount,
  explainNonPositive,
  type Factorisation,
  groupDigits,
  parseInteger,
  TWO_64,
} from '../../lib/math/prime'
import { useAtomValue } from '../../state/use-atom'
import { css } from '../../styled-system/css'
import { badge, button } from '../../styled-system/recipes'
import { checkJob, factorJob, neighboursJob } from './atoms'
import { FactorsPanel } from './factors-panel'
import { NeighboursPanel } from './neighbours-panel'
import { isPending, jobError, resultSummary, verdictOf } from './prime-checker'

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

  // Each job's answer counts only while it is for the number now typed.
  const result = check.status === 'done' && check.result.n === n ? check.result.primality : null
  const fact: Factorisation | null = factor.status === 'done' && factor.result.n === n ? factor.result : null
  const near = neighbours.status === 'done' && neighbours.result.n === n ? neighbours.result : null
  const checkPending = isPending(check, result !== null)
  const factorPending = isPending(factor, fact !== null)
  const nearPending = isPending(neighbours, near !== null)
  const verdict = result && n !== null ? verdictOf(result) : null
  const summary = n !== null && result ? resultSummary(n, result, fact, near) : ''

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
          <FactorsPanel
            n={n}
            factor={factor}
            fact={fact}
            pending={factorPending}
            limit={limit}
            onLimit60={() => (limit === '60000' ? runFactor(60_000) : setLimit('60000'))}
            runFactor={runFactor}
            cancelFactor={cancelFactor}
          />
          <NeighboursPanel
            neighbours={neighbours}
            near={near}
            pending={nearPending}
            cancelNeighbours={cancelNeighbours}
            setText={setText}
          />
        </SplitLayout>
      ) : null}
    </Stack>
  )
}
